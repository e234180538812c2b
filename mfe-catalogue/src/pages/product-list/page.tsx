import type { FilterState } from '@shop/shared/contracts';
import { paths } from '@shop/shared/paths';
import { useNavigate, useParams, useSearchParams } from '@shop/shared/router';
import { BusyLabel, LoadFailed, useRetry, useScreenOpened } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { $brands } from '../../entities/brand/model';
import { $categories } from '../../entities/category/model';
import { ProductGrid } from '../../entities/product/product-grid';
import { FilterSidebar } from '../../features/filter/filter-sidebar';
import { useDocumentTitle } from '../document-title';
import {
  $hasMore,
  $loading,
  $priceBounds,
  $products,
  DEFAULT_LISTING,
  filterOf,
  type ListingKind,
  listingOpened,
  moreRequested,
  pageLoad,
  queryChanged,
} from './model';
import './product-list.css';

/** The listing's name: the brand's or category's, or the search. */
function useHeading(by: ListingKind, value: string): string {
  const [brands, categories] = useUnit([$brands, $categories]);
  if (by === 'keyword') return `Results for "${value}"`;
  const name =
    by === 'brand'
      ? brands?.find((brand) => brand._id === value)?.brandName
      : categories?.find((category) => category._id === value)?.categoryName;
  return name ?? 'Products';
}

/** /by-brand/{id}, /by-category/{id} and /by-keyword/{keyword}: one layout, the filter kept in the URL. */
export function ProductListPage({ by = DEFAULT_LISTING }: { by?: ListingKind }) {
  const params = useParams();
  const value = (by === 'keyword' ? params.keyword : params.id) ?? '';
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => filterOf(search), [search]);
  const [products, loading, hasMore, bounds, changed, opened, more] = useUnit([
    $products,
    $loading,
    $hasMore,
    $priceBounds,
    queryChanged,
    listingOpened,
    moreRequested,
  ]);
  const navigate = useNavigate();
  // A brand's or category's page keeps its own: the filter narrows within it (docs/behaviour.md#filter).
  const own = by === 'brand' ? 'brandID' : by === 'category' ? 'categoryID' : undefined;
  const heading = useHeading(by, value);
  const failure = useRetry(pageLoad);
  // With products shown, a failure is a later page's: it takes Load more's place rather than retrying unseen.
  const moreFailed = failure && products !== null && products.length > 0;

  useScreenOpened(() => changed({ by, value, filter }), JSON.stringify([by, value, filter]));
  // After the products: the sliders' bounds are not what the page paints first.
  useScreenOpened(() => opened({ by, value }), JSON.stringify([by, value]));
  useDocumentTitle(`${heading} | Shop`);

  const changeFilter = (change: Partial<FilterState>) => {
    const next = new URLSearchParams(search);
    for (const [field, fieldValue] of Object.entries(change)) {
      if (fieldValue) next.set(field, fieldValue);
      else next.delete(field);
    }
    // Another brand (category) on a brand's (category's) page is that one's page, with the rest of the filter.
    const otherListing = own && change[own];
    if (otherListing) {
      next.delete(own);
      const query = next.toString() ? `?${next}` : '';
      navigate(`${by === 'brand' ? paths.byBrand(otherListing) : paths.byCategory(otherListing)}${query}`);
      return;
    }
    setSearch(next, { replace: true });
  };

  return (
    <div className="listing">
      <FilterSidebar
        filter={own ? { ...filter, [own]: value } : filter}
        own={own}
        bounds={bounds}
        onChange={changeFilter}
      />
      <section className="listing-results" aria-labelledby="listing-title">
        <h1 id="listing-title">{heading}</h1>
        <ProductGrid products={products} loading={loading} label={heading} failure={failure} />
        {hasMore &&
          (moreFailed ? (
            <LoadFailed what="more products" {...failure} />
          ) : (
            <button className="listing-more" type="button" disabled={loading} onClick={() => more()}>
              <BusyLabel busy={loading}>Load more</BusyLabel>
            </button>
          ))}
      </section>
    </div>
  );
}
