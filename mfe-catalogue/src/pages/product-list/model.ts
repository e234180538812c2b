import {
  getProductsByBrand,
  getProductsByCategory,
  getProductsByFilter,
  getProductsByKeyword,
} from '@shop/shared/api';
import type { FilterState, ProductCard, ProductPage } from '@shop/shared/contracts';
import { createLoadFailure } from '@shop/shared/ui';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { brandsNeeded } from '../../entities/brand/model';
import { categoriesNeeded } from '../../entities/category/model';

import type { ListingKind } from '../../exposes/contract';

export type { ListingKind };

/** What the listing shows: the route (brand, category or keyword) and the filter, both from the URL. */
export interface ListingQuery {
  by: ListingKind;
  value: string;
  filter: FilterState;
}

export const hasFilter = (filter: FilterState) => Object.values(filter).some((value) => value !== '');

export const queryChanged = createEvent<ListingQuery>();
export const moreRequested = createEvent();

interface PageRequest {
  query: ListingQuery;
  page: number;
}

const byRoute = { brand: getProductsByBrand, category: getProductsByCategory, keyword: getProductsByKeyword };

/** Any non-empty filter asks ProductListByFilter, otherwise the route's own list (docs/behaviour.md#filter). */
export const fetchPageFx = createEffect(
  ({ query, page }: PageRequest): Promise<ProductPage> =>
    hasFilter(query.filter)
      ? getProductsByFilter(query.filter, { page })
      : byRoute[query.by](query.value, { page }),
);

export const $query = createStore<ListingQuery | null>(null).on(queryChanged, (_, query) => query);
export const $page = createStore(1)
  .on(fetchPageFx.done, (_, { params, result }) =>
    result.status === 'success' ? params.page : params.page - 1,
  )
  .reset(queryChanged);
/** Emptied when a new list is requested, filled only by a success (docs/behaviour.md#loading-states). */
export const $products = createStore<ProductCard[] | null>(null).on(queryChanged, () => []);
export const $hasMore = createStore(false).reset(queryChanged);
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
