import { getBrandList, getCategoryList } from '@shop/shared/api';
import type { Brand, Category } from '@shop/shared/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';

export const categoriesShown = createEvent();
export const brandsShown = createEvent();
export const fetchCategoriesFx = createEffect(getCategoryList);
export const fetchBrandsFx = createEffect(getBrandList);

// Loaded once and kept: they change rarely; a non-success answer is ignored (docs/behaviour.md#loading-states).
export const $categories = createStore<Category[] | null>(null).on(
  fetchCategoriesFx.doneData,
  (current, answer) => (answer.status === 'success' ? answer.data : current),
);
export const $brands = createStore<Brand[] | null>(null).on(fetchBrandsFx.doneData, (current, answer) =>
  answer.status === 'success' ? answer.data : current,
);

sample({
  clock: categoriesShown,
  filter: $categories.map((list) => list === null),
  target: fetchCategoriesFx,
});
sample({ clock: brandsShown, filter: $brands.map((list) => list === null), target: fetchBrandsFx });
