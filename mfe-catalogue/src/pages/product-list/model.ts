import {
  type FilterBody,
  type FilterState,
  LISTING_SORTS,
  type ListingFacets,
  type ListingSort,
  type PriceRange,
  type ProductCard,
  type ProductPage,
  type ServerLoad,
} from '@shop/shared/contracts';
import { createLoadFailure } from '@shop/shared/ui';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  getListingFacets,
  getPriceRangeByBrand,
  getPriceRangeByCategory,
  getPriceRangeByKeyword,
  getProductsByBrand,
  getProductsByCategory,
  getProductsByFilter,
  getProductsByKeyword,
  getProductsByRemark,
} from '../../api';
import { $brands, brandsNeeded } from '../../entities/brand/model';
import { $categories, categoriesNeeded } from '../../entities/category/model';
import type { ListingKind } from '../../exposes/contract';
import { priceBounds } from '../../features/filter/price';
import { listingPage } from './head';

export type { ListingKind };

/** The listing a route without `by` shows. */
export const DEFAULT_LISTING: ListingKind = 'category';

/** What the listing shows: the route (brand, category or keyword), the filter and the order, all from the URL. */
export interface ListingQuery {
  by: ListingKind;
  value: string;
  filter: FilterState;
  sort: ListingSort;
}

/** The filter as the listing's address holds it (docs/behaviour.md#filter). */
export const filterOf = (search: URLSearchParams): FilterState => ({
  brandID: search.get('brandID') ?? '',
  categoryID: search.get('categoryID') ?? '',
  priceMax: search.get('priceMax') ?? '',
  priceMin: search.get('priceMin') ?? '',
});

export const hasFilter = (filter: FilterState) => Object.values(filter).some((value) => value !== '');

/** The order the address asks for (`?sort=`); relevance when it asks for none or one the shop does not know. */
export const sortOf = (search: URLSearchParams): ListingSort => {
  const asked = search.get('sort');
  return LISTING_SORTS.find((sort) => sort === asked) ?? 'relevance';
};

export const queryChanged = createEvent<ListingQuery>();
/** The products the listing holds, whatever their order: what its counts are for. */
export type ListingSelection = Omit<ListingQuery, 'sort'>;
export const selectionChanged = createEvent<ListingSelection>();
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
export function filterBody({ by, value, filter }: Omit<ListingQuery, 'sort'>): FilterBody {
  if (by === 'brand') return { ...filter, brandID: value };
  if (by === 'category') return { ...filter, categoryID: value };
  return { ...filter, keyword: value };
}

/** Any non-empty filter asks ProductListByFilter, otherwise the route's own list (docs/behaviour.md#filter). */
export const fetchPageFx = createEffect(({ query, page }: PageRequest): Promise<ProductPage> => {
  // Relevance is the API's own default: asked without it, the first page's address stays as it always was.
  const request = { page, ...(query.sort === 'relevance' ? {} : { sort: query.sort }) };
  return hasFilter(query.filter)
    ? getProductsByFilter(filterBody(query), request)
    : byRoute[query.by](query.value, request);
});
/** How many products the listing's filter finds, and each brand's and category's share. */
export const fetchFacetsFx = createEffect(async (query: ListingSelection) => {
  const answer = await getListingFacets(filterBody(query));
  if (answer.status !== 'success') throw new Error(answer.message);
  return answer.data;
});

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
/** The corrected keyword a search for one that matched nothing was answered for; null when it was not. */
export const $searchedFor = createStore<string | null>(null, { sid: 'catalogue/listing/searched-for' }).reset(
  queryChanged,
);
/** What the listing holds in all; null until known, or when it could not be counted (the page then says less). */
export const $facets = createStore<ListingFacets | null>(null, { sid: 'catalogue/listing/facets' }).reset(
  selectionChanged,
);
const $selection = createStore<ListingSelection | null>(null, { sid: 'catalogue/listing/selection' }).on(
  selectionChanged,
  (_, selection) => selection,
);
export const $loading = fetchPageFx.pending;
/** No answer: the message with Retry stands in for the skeleton (docs/behaviour.md#loading-states). */
export const pageLoad = createLoadFailure(fetchPageFx);

sample({ clock: queryChanged, fn: (query) => ({ query, page: 1 }), target: fetchPageFx });
// Asked when the selection changes, not the order: a new sort keeps the counts it had.
sample({ clock: selectionChanged, target: fetchFacetsFx });
/** An answer for the selection still shown, or its failure; one for an earlier selection is dropped. */
const shownFacetsAnswered = sample({
  clock: fetchFacetsFx.finally,
  source: $selection,
  filter: (selection, { params }) => selection === params,
  fn: (_, answer) => answer,
});
$facets.on(shownFacetsAnswered, (facets, answer) => (answer.status === 'done' ? answer.result : facets));
/** The counts of the selection shown came, or will not: the server renders the page with them when they come in time. */
export const $facetsSettled = createStore(false, { sid: 'catalogue/listing/facets-settled' })
  .on(shownFacetsAnswered, () => true)
  .reset(selectionChanged);
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
    searchedFor: result.searchedFor ?? null,
  }),
});
sample({ clock: current, fn: ({ products }) => products, target: $products });
sample({ clock: current, fn: ({ searchedFor }) => searchedFor, target: $searchedFor });

/** How many popular products a listing that found nothing offers instead. */
export const POPULAR_SHOWN = 6;
export const fetchPopularFx = createEffect(async () => {
  const answer = await getProductsByRemark('popular', { limit: POPULAR_SHOWN });
  if (answer.status !== 'success') throw new Error(answer.message);
  return answer.data;
});
/** Somewhere to go on from when a listing finds nothing; read the first time one does, then kept. */
export const $popular = createStore<ProductCard[] | null>(null, { sid: 'catalogue/listing/popular' }).on(
  fetchPopularFx.doneData,
  (_, popular) => popular,
);
sample({
  clock: current,
  source: { popular: $popular, reading: fetchPopularFx.pending },
  filter: ({ popular, reading }, { products }) => popular === null && !reading && products.length === 0,
  fn: () => undefined,
  target: fetchPopularFx,
});
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
  fn: ({ by, value, search }) => {
    const params = new URLSearchParams(search);
    return { by, value, filter: filterOf(params), sort: sortOf(params) };
  },
  target: queryChanged,
});
sample({
  clock: serverOpened,
  fn: ({ by, value, search }) => ({ by, value, filter: filterOf(new URLSearchParams(search)) }),
  target: selectionChanged,
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
  $ready: combine(
    $products,
    $priceRange,
    $brands,
    $categories,
    $facetsSettled,
    (products, range, brands, categories, facetsSettled) =>
      facetsSettled && [products, range, brands, categories].every((part) => part !== null),
  ),
  page: (context) =>
    listingPage(context, {
      by: context.address.props.by ?? DEFAULT_LISTING,
      brands: context.read($brands),
      categories: context.read($categories),
    }),
};
