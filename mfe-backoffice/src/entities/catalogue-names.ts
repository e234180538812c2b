/**
 * The brands and categories by id, for the screens that show a product's (the products table, the product form):
 * loaded once per visit to the back office and again after a brand or category changes. The first hundred of each:
 * the API's largest page.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { type ContentRow, listContent } from '../api/catalogue';

export interface Choice {
  value: string;
  label: string;
}

export const catalogueNamesNeeded = createEvent();
/** A brand or category was added, renamed or removed: the names are read again when next needed. */
export const catalogueNamesChanged = createEvent();

export const loadNamesFx = createEffect(async () => {
  const [brands, categories] = await Promise.all([listContent('brands'), listContent('categories')]);
  return {
    brands: brands.data.map((brand: ContentRow<'brands'>) => ({ value: brand._id, label: brand.brandName })),
    categories: categories.data.map((category: ContentRow<'categories'>) => ({
      value: category._id,
      label: category.categoryName,
    })),
  };
});

const $loaded = createStore(false)
  .on(loadNamesFx.done, () => true)
  .reset(catalogueNamesChanged);

export const $brands = createStore<Choice[]>([]).on(loadNamesFx.doneData, (_, names) => names.brands);
export const $categories = createStore<Choice[]>([]).on(loadNamesFx.doneData, (_, names) => names.categories);

sample({
  clock: catalogueNamesNeeded,
  source: { loaded: $loaded, loading: loadNamesFx.pending },
  filter: ({ loaded, loading }) => !loaded && !loading,
  target: loadNamesFx,
});

/** The name of a choice by its id; the id itself for one no longer listed. */
export const nameOf = (choices: Choice[], id: string) =>
  choices.find(({ value }) => value === id)?.label ?? id;
