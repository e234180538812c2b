import type {
  FilterBody,
  FilterState,
  PriceRange,
  ProductCard,
  ProductPage,
  ServerLoad,
} from '@shop/shared/contracts';
import { createLoadFailure } from '@shop/shared/ui';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  getPriceRangeByBrand,
  getPriceRangeByCategory,
  getPriceRangeByKeyword,
  getProductsByBrand,
  getProductsByCategory,
  getProductsByFilter,
  getProductsByKeyword,
} from '../../api';
import { $brands, brandsNeeded } from '../../entities/brand/model';
import { $categories, categoriesNeeded } from '../../entities/category/model';
import type { ListingKind } from '../../exposes/contract';
import { priceBounds } from '../../features/filter/price';
import { listingPage } from './head';

export type { ListingKind };

/** The listing a route without `by` shows. */
export const DEFAULT_LISTING: ListingKind = 'category';

/** What the listing shows: the route (brand, category or keyword) and the filter, both from the URL. */
export interface ListingQuery {
  by: ListingKind;
  value: string;
  filter: FilterState;
}

/** The filter as the listing's address holds it (docs/behaviour.md#filter). */
export const filterOf = (search: URLSearchParams): FilterState => ({
  brandID: search.get('brandID') ?? '',
  categoryID: search.get('categoryID') ?? '',
  priceMax: search.get('priceMax') ?? '',
  priceMin: search.get('priceMin') ?? '',
});

export const hasFilter = (filter: FilterState) => Object.values(filter).some((value) => value !== '');

export const queryChanged = createEvent<ListingQuery>();
export const moreRequested = createEvent();

interface PageRequest {
  query: ListingQuery;
  page: number;
}

const byRoute = { brand: getProductsByBrand, category: getProductsByCategory, keyword: getProductsByKeyword };

/**
 * What the filter call is asked: the customer's filter within the listing's own brand, category or keyword, so a
 * brand chosen on a category's page shows that brand's products of the category (docs/behaviour.md#filter).
 */
export function filterBody({ by, value, filter }: ListingQuery): FilterBody {
  if (by === 'brand') return { ...filter, brandID: value };
  if (by === 'category') return { ...filter, categoryID: value };
  return { ...filter, keyword: value };
}

/** Any non-empty filter asks ProductListByFilter, otherwise the route's own list (docs/behaviour.md#filter). */
export const fetchPageFx = createEffect(
  ({ query, page }: PageRequest): Promise<ProductPage> =>
    hasFilter(query.filter)
      ? getProductsByFilter(filterBody(query), { page })
      : byRoute[query.by](query.value, { page }),
);

/** A listing: a brand's, a category's or a keyword's products. */
export interface Listing {
  by: ListingKind;
  value: string;
}

/** The range the sliders run over when the listing's own range got no answer. */
export const WIDE_PRICE_RANGE: PriceRange = { min: 0, max: 1_000_000 };
const rangeByRoute = {
  brand: getPriceRangeByBrand,
  category: getPriceRangeByCategory,
  keyword: getPriceRangeByKeyword,
};

export const listingOpened = createEvent<Listing>();
export const fetchPriceRangeFx = createEffect(({ by, value }: Listing) => rangeByRoute[by](value));
const $listing = createStore<Listing | null>(null, { sid: 'catalogue/listing/listing' }).on(
  listingOpened,
  (_, listing) => listing,
);
/** The prices of all the listing's products; null until known. */
export const $priceRange = createStore<PriceRange | null>(null, {
  sid: 'catalogue/listing/price-range',
}).reset(listingOpened);
/** What the price sliders run between; null until known, and while the listing has no products. */
export const $priceBounds = $priceRange.map((range) => (range ? priceBounds(range) : null));

sample({ clock: listingOpened, target: fetchPriceRangeFx });
// Only the answer for the listing still shown counts; a refusal or no answer leaves the wide range.
sample({
  clock: [
    fetchPriceRangeFx.done.map(({ params, result }) => ({
      params,
      range: result.status === 'success' ? result.data : WIDE_PRICE_RANGE,
    })),
    fetchPriceRangeFx.fail.map(({ params }) => ({ params, range: WIDE_PRICE_RANGE })),
  ],
  source: $listing,
  filter: (listing, { params }) => listing === params,
  fn: (_, { range }) => range,
  target: $priceRange,
});

export const $query = createStore<ListingQuery | null>(null, { sid: 'catalogue/listing/query' }).on(
  queryChanged,
  (_, query) => query,
);
export const $page = createStore(1, { sid: 'catalogue/listing/page' })
  .on(fetchPageFx.done, (_, { params, result }) =>
    result.status === 'success' ? params.page : params.page - 1,
  )
  .reset(queryChanged);
/** Emptied when a new list is requested, filled only by a success (docs/behaviour.md#loading-states). */
export const $products = createStore<ProductCard[] | null>(null, { sid: 'catalogue/listing/products' }).on(
  queryChanged,
  () => [],
);
export const $hasMore = createStore(false, { sid: 'catalogue/listing/has-more' }).reset(queryChanged);
export const $loading = fetchPageFx.pending;
/** No answer: the message with Retry stands in for the skeleton (docs/behaviour.md#loading-states). */
export const pageLoad = createLoadFailure(fetchPageFx);

sample({ clock: queryChanged, fn: (query) => ({ query, page: 1 }), target: fetchPageFx });
sample({ clock: queryChanged, target: [brandsNeeded, categoriesNeeded] });
sample({
  clock: moreRequested,
  source: { query: $query, page: $page, hasMore: $hasMore, loading: $loading },
  filter: ({ query, hasMore, loading }) => query !== null && hasMore && !loading,
  fn: ({ query, page }) => ({ query: query as ListingQuery, page: page + 1 }),
  target: fetchPageFx,
});

// Only answers for the query still shown count: a slow earlier answer must not win.
const current = sample({
  clock: fetchPageFx.done.filterMap(({ params, result }) =>
    result.status === 'success' ? { params, result } : undefined,
  ),
  source: { query: $query, products: $products },
  filter: ({ query }, { params }) => query === params.query,
  fn: ({ products }, { params, result }) => ({
    products: params.page === 1 ? result.data : [...(products ?? []), ...result.data],
    hasMore: result.hasMore,
  }),
});
sample({ clock: current, fn: ({ products }) => products, target: $products });
sample({ clock: current, fn: ({ hasMore }) => hasMore, target: $hasMore });
// No answer at all (the API unreachable) is not "no products": a first page goes back to its skeleton.
sample({
  clock: fetchPageFx.fail,
  source: $query,
  filter: (query, { params }) => query === params.query && params.page === 1,
  fn: () => null,
  target: $products,
});

const serverOpened = createEvent<{ by: ListingKind; value: string; search: string }>();
sample({
  clock: serverOpened,
  fn: ({ by, value, search }) => ({ by, value, filter: filterOf(new URLSearchParams(search)) }),
  target: queryChanged,
});
sample({ clock: serverOpened, fn: ({ by, value }) => ({ by, value }), target: listingOpened });

/**
 * On the shop's server: the first page of products, the filter's brands, categories and price range; the listing's
 * head, or a 404 for a brand or category the shop does not have.
 */
export const serverLoad: ServerLoad<{ by?: ListingKind }> = {
  opened: serverOpened.prepend(({ params, search, props: { by = DEFAULT_LISTING } }) => ({
    by,
    value: (by === 'keyword' ? params.keyword : params.id) ?? '',
    search,
  })),
  $ready: combine($products, $priceRange, $brands, $categories, (...loaded) =>
    loaded.every((part) => part !== null),
  ),
  page: (context) =>
    listingPage(context, {
      by: context.address.props.by ?? DEFAULT_LISTING,
      brands: context.read($brands),
      categories: context.read($categories),
    }),
};
