/**
 * A kind of the catalogue's content (brands, categories, home sliders) as a model: every row of it, loaded a page of
 * 100 at a time until the last, and its saves and removals. One factory for every kind: the kinds differ only in
 * their fields, their words and the order they are shown in.
 */
import { notify } from '@shop/shared/bus';
import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  type ContentKind,
  type ContentKinds,
  type ContentRow,
  createContent,
  listContent,
  readContent,
  removeContent,
  updateContent,
} from '../../api/catalogue';
import { isStale } from '../../api/transport';

/** The API's largest page. */
const PAGE_LIMIT = 100;

/** Every row of a kind, following `hasMore` from page to page. */
export async function listEvery<Kind extends ContentKind>(kind: Kind): Promise<ContentRow<Kind>[]> {
  const rows: ContentRow<Kind>[] = [];
  for (let page = 1; ; page++) {
    const answer = await listContent(kind, page, PAGE_LIMIT);
    rows.push(...answer.data);
    if (!answer.hasMore || answer.data.length === 0) return rows;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A new row (no id: every field) or changes to one (its id, the fields changed, the version they are based on). */
export type ContentSave<Kind extends ContentKind> =
  | { id?: undefined; fields: ContentKinds[Kind] }
  | { id: string; fields: Partial<ContentKinds[Kind]>; basedOn: string };

export interface ContentModelOptions<Kind extends ContentKind> {
  /** What one is called in a toast: "Brand", "Slider". */
  noun: string;
  /** The rows in the order the screen shows them (the API's order is kept if left out). */
  arrange?: (rows: ContentRow<Kind>[]) => ContentRow<Kind>[];
  /** What a row is called in a toast: its name or title. */
  nameOf: (row: ContentRow<Kind>) => string;
}

export function createContentModel<Kind extends ContentKind>(
  kind: Kind,
  { noun, arrange = (rows) => rows, nameOf }: ContentModelOptions<Kind>,
) {
  /** The screen opened (or Retry was pressed): load every row. */
  const opened = createEvent();

  const loadFx = createEffect(() => listEvery(kind));
  const saveFx = createEffect((save: ContentSave<Kind>) =>
    save.id === undefined
      ? createContent(kind, save.fields as ContentKinds[Kind])
      : updateContent(kind, save.id, save.fields, save.basedOn),
  );
  /** One row as it is now: after a save refused because it changed since it was read. */
  const readFx = createEffect((id: string) => readContent(kind, id));
  const removeFx = createEffect(async (row: ContentRow<Kind>) => {
    await removeContent(kind, row._id, row.version);
    return row;
  });

  /** Null until the first answer (the table shows it is loading), then every row. */
  const $rows = createStore<ContentRow<Kind>[] | null>(null)
    .on(loadFx.doneData, (_, rows) => arrange(rows))
    .on([saveFx.doneData, readFx.doneData], (rows, result) => {
      const others = (rows ?? []).filter((row) => row._id !== result._id);
      const at = (rows ?? []).findIndex((row) => row._id === result._id);
      return arrange(at < 0 ? [...others, result] : others.toSpliced(at, 0, result));
    })
    .on(removeFx.doneData, (rows, removed) =>
      rows === null ? null : rows.filter((row) => row._id !== removed._id),
    );

  /** Why the rows could not be loaded, shown with Retry; cleared by the next answer. */
  const $loadFailure = createStore<string | null>(null)
    .on(loadFx.failData, (_, error) => messageOf(error))
    .reset(loadFx.done);

  /** The ids being removed: their Delete buttons wait. */
  const $removing = createStore<string[]>([])
    .on(removeFx, (ids, row) => [...ids, row._id])
    .on(removeFx.finally, (ids, { params }) => ids.filter((id) => id !== params._id));

  sample({ clock: opened, target: loadFx });

  sample({
    clock: saveFx.done,
    fn: ({ params, result }) => ({
      kind: 'success' as const,
      message: `${noun} ${nameOf(result)} ${params.id === undefined ? 'created' : 'saved'}`,
    }),
    target: notify,
  });
  sample({
    clock: removeFx.doneData,
    fn: (row) => ({ kind: 'success' as const, message: `${noun} ${nameOf(row)} deleted` }),
    target: notify,
  });
  // A refused removal (a brand products still use: 409) says why in the API's words.
  sample({
    clock: removeFx.failData,
    fn: (error) => ({ kind: 'error' as const, message: messageOf(error) }),
    target: notify,
  });
  // Refused because the row changed since, the screen shows it as it is now, to decide again on.
  sample({ clock: removeFx.failData, filter: isStale, target: loadFx });

  return {
    kind,
    noun,
    opened,
    loadFx,
    saveFx,
    readFx,
    removeFx,
    $rows,
    $loadFailure,
    $removing,
    $loading: loadFx.pending,
  };
}

export type ContentModel<Kind extends ContentKind> = ReturnType<typeof createContentModel<Kind>>;

const byName = <Kind extends 'brands' | 'categories'>(nameOf: (row: ContentRow<Kind>) => string) => ({
  nameOf,
  arrange: (rows: ContentRow<Kind>[]) =>
    rows.toSorted((a, b) => nameOf(a).localeCompare(nameOf(b), undefined, { sensitivity: 'base' })),
});

/** Brands and categories, by name as the API lists them. */
export const contentModels = {
  brands: createContentModel('brands', { noun: 'Brand', ...byName((row) => row.brandName) }),
  categories: createContentModel('categories', { noun: 'Category', ...byName((row) => row.categoryName) }),
};
