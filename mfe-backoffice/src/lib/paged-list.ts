/**
 * A list of the back office (orders, products, the audit log...) as a model: its filters, its page, its rows and
 * whether there are more, loaded from the server a page at a time. Changing the filters goes back to page one; an
 * answer to an older request than the last is dropped, so a slow page never overwrites a newer one.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { Page } from '../api/transport';

export interface PagedListOptions<Row, Filters extends object> {
  load: (query: Filters & { page: number; limit: number }) => Promise<Page<Row>>;
  filters: Filters;
  limit?: number;
}

export function createPagedList<Row, Filters extends object>({
  load,
  filters,
  limit = 20,
}: PagedListOptions<Row, Filters>) {
  /** The screen opened, or something it shows changed: load the current page again. */
  const reload = createEvent();
  const filtersChanged = createEvent<Filters>();
  const pageChanged = createEvent<number>();

  const $filters = createStore(filters).on(filtersChanged, (_, next) => next);
  const $page = createStore(1)
    .on(pageChanged, (_, page) => page)
    .reset(filtersChanged);
  const loadFx = createEffect(load);
  /** The last query sent: only its answer is shown. */
  const $asked = createStore<(Filters & { page: number; limit: number }) | null>(null).on(
    loadFx,
    (_, query) => query,
  );

  sample({
    clock: [reload, filtersChanged, pageChanged],
    source: { filters: $filters, page: $page },
    fn: ({ filters, page }) => ({ ...filters, page, limit }),
    target: loadFx,
  });

  const answered = sample({
    clock: loadFx.done,
    source: $asked,
    filter: (asked, { params }) => asked === params,
    fn: (_, { result }) => result,
  });
  const failed = sample({
    clock: loadFx.fail,
    source: $asked,
    filter: (asked, { params }) => asked === params,
    fn: (_, { error }) => (error instanceof Error ? error.message : String(error)),
  });

  const $rows = createStore<Row[]>([]).on(answered, (_, page) => page.data);
  const $hasMore = createStore(false).on(answered, (_, page) => page.hasMore);
  const $failure = createStore<string | null>(null)
    .on(failed, (_, message) => message)
    .reset(answered);
  const $loading = loadFx.pending;

  return { reload, filtersChanged, pageChanged, $filters, $page, $rows, $hasMore, $failure, $loading, limit };
}

export type PagedList<Row, Filters extends object> = ReturnType<typeof createPagedList<Row, Filters>>;
