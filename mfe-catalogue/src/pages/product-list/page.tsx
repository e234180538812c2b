import type { FilterState, ListingSort } from '@shop/shared/contracts';
import { paths } from '@shop/shared/paths';
import { useNavigate, useParams, useSearchParams } from '@shop/shared/router';
import { BusyLabel, LoadFailed, useRetry, useScreenOpened } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useId, useMemo } from 'react';
import { $brands } from '../../entities/brand/model';
import { $categories } from '../../entities/category/model';
import { ProductGrid } from '../../entities/product/product-grid';
import { FilterSidebar } from '../../features/filter/filter-sidebar';
import { useDocumentTitle } from '../document-title';
import { type ActiveFilter, activeFilters } from './active-filters';
import {
  $facets,
  $hasMore,
  $loading,
  $popular,
  $priceBounds,
  $products,
  $searchedFor,
  DEFAULT_LISTING,
  filterOf,
  type ListingKind,
  listingOpened,
  moreRequested,
  pageLoad,
  queryChanged,
  selectionChanged,
  sortOf,
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

const SORT_NAMES: Record<ListingSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Rating',
};

/**
 * The order's choices: a search's best match first; a brand's or category's listing is newest first already. The
 * scripts apply a choice as it is made. Without them it is a GET form of the listing's own address that keeps the
 * filter (`carried`), sent by a Sort button in a noscript: a button the scripts hid would move the select.
 */
function SortSelect({
  sort,
  search,
  carried,
  onSort,
}: {
  sort: ListingSort;
  search: boolean;
  carried: [string, string][];
  onSort: (sort: ListingSort) => void;
}) {
  const id = useId();
  const choices = (Object.keys(SORT_NAMES) as ListingSort[]).filter(
    (choice) => search || choice !== 'relevance',
  );
  return (
    <form className="listing-sort" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        name="sort"
        value={!search && sort === 'relevance' ? 'newest' : sort}
        onChange={(event) => onSort(event.target.value as ListingSort)}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {SORT_NAMES[choice]}
          </option>
        ))}
      </select>
      {carried.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <noscript>
        <button className="shop-button-secondary" type="submit">
          Sort
        </button>
      </noscript>
    </form>
  );
}

const productCount = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

/** The filters in force, each removable, and all of them at once. */
function ActiveFilterChips({
  filters,
  onRemove,
  onClear,
}: {
  filters: ActiveFilter[];
  onRemove: (field: keyof FilterState) => void;
  onClear: () => void;
}) {
  if (filters.length === 0) return null;
  return (
    <div className="listing-chips">
      <ul aria-label="Active filters">
        {filters.map(({ field, label }) => (
          <li key={field}>
            <button type="button" className="listing-chip" onClick={() => onRemove(field)}>
              {label}
              <span aria-hidden="true"> ×</span>
              <span className="shop-visually-hidden"> (remove filter)</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="listing-clear" onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}

/** /by-brand/{id}, /by-category/{id} and /by-keyword/{keyword}: one layout, the filter and order kept in the URL. */
export function ProductListPage({ by = DEFAULT_LISTING }: { by?: ListingKind }) {
  const params = useParams();
  const value = (by === 'keyword' ? params.keyword : params.id) ?? '';
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => filterOf(search), [search]);
  const sort = sortOf(search);
  const [products, loading, hasMore, bounds, facets, searchedFor, popular, brands, categories] = useUnit([
    $products,
    $loading,
    $hasMore,
    $priceBounds,
    $facets,
    $searchedFor,
    $popular,
    $brands,
    $categories,
  ]);
  const [changed, selected, opened, more] = useUnit([
    queryChanged,
    selectionChanged,
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
  const chips = activeFilters(filter, { own, brands, categories });

  useScreenOpened(() => changed({ by, value, filter, sort }), JSON.stringify([by, value, filter, sort]));
  useScreenOpened(() => selected({ by, value, filter }), JSON.stringify([by, value, filter]));
  // After the products: the sliders' bounds are not what the page paints first.
  useScreenOpened(() => opened({ by, value }), JSON.stringify([by, value]));
  useDocumentTitle(`${heading} | Shop`);

  const changeSearch = (change: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [field, fieldValue] of Object.entries(change)) {
      if (fieldValue) next.set(field, fieldValue);
      else next.delete(field);
    }
    return next;
  };
  const changeFilter = (change: Partial<FilterState>) => {
    const next = changeSearch(change);
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
  // A new order is a new view of the list: Back returns to the one before.
  const changeSort = (next: ListingSort) =>
    setSearch(
      changeSearch({ sort: next === 'relevance' || (by !== 'keyword' && next === 'newest') ? '' : next }),
    );
  const clearFilters = () =>
    changeFilter(Object.fromEntries(chips.map(({ field }) => [field, ''])) as Partial<FilterState>);

  return (
    <div className="listing">
      <header className="listing-header">
        <h1 id="listing-title">{heading}</h1>
        {searchedFor && (
          <p className="listing-corrected">
            No products matched "{value}". Showing results for "{searchedFor}".
          </p>
        )}
        <div className="listing-toolbar">
          <p className="listing-count" aria-live="polite">
            {facets ? productCount(facets.total) : ''}
          </p>
          <SortSelect
            sort={sort}
            search={by === 'keyword'}
            carried={[...new URLSearchParams(search)].filter(([name]) => name !== 'sort')}
            onSort={changeSort}
          />
        </div>
      </header>
      <FilterSidebar
        filter={own ? { ...filter, [own]: value } : filter}
        own={own}
        bounds={bounds}
        facets={facets}
        active={chips.length}
        carried={sort === 'relevance' ? undefined : { sort }}
        onChange={changeFilter}
      />
      <section className="listing-results" aria-labelledby="listing-title">
        <ActiveFilterChips
          filters={chips}
          onRemove={(field) => changeFilter({ [field]: '' })}
          onClear={clearFilters}
        />
        <ProductGrid products={products} loading={loading} label={heading} failure={failure} />
        {products && products.length > 0 && facets && (
          <p className="listing-shown">
            Showing {products.length} of {productCount(facets.total)}
          </p>
        )}
        {hasMore &&
          (moreFailed ? (
            <LoadFailed what="more products" {...failure} />
          ) : (
            <button className="listing-more" type="button" disabled={loading} onClick={() => more()}>
              <BusyLabel busy={loading}>Load more</BusyLabel>
            </button>
          ))}
        {products?.length === 0 && !loading && popular && popular.length > 0 && (
          <section className="listing-popular" aria-labelledby="listing-popular-title">
            <h2 id="listing-popular-title">Popular products</h2>
            <ProductGrid products={popular} label="Popular products" />
          </section>
        )}
      </section>
    </div>
  );
}
