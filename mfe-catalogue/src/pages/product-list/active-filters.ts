import type { Brand, Category, FilterState } from '@shop/shared/contracts';
import { formatMoney } from '@shop/shared/lib';

/** A filter in force, as its chip names it. */
export interface ActiveFilter {
  field: keyof FilterState;
  label: string;
}

interface Names {
  /** The listing's own brand or category: its page, not a filter that can be removed. */
  own?: 'brandID' | 'categoryID';
  brands: Brand[] | null;
  categories: Category[] | null;
}

/** The filters the shopper set, named for their chips: the brand, the category and each end of the price. */
export function activeFilters(filter: FilterState, { own, brands, categories }: Names): ActiveFilter[] {
  const named = (field: keyof FilterState, label: string): ActiveFilter[] =>
    filter[field] && field !== own ? [{ field, label }] : [];
  return [
    ...named('brandID', `Brand: ${brands?.find((brand) => brand._id === filter.brandID)?.brandName ?? '…'}`),
    ...named(
      'categoryID',
      `Category: ${categories?.find((category) => category._id === filter.categoryID)?.categoryName ?? '…'}`,
    ),
    ...named('priceMin', `From ${formatMoney(Number(filter.priceMin))}`),
    ...named('priceMax', `Up to ${formatMoney(Number(filter.priceMax))}`),
  ];
}
