import { getCategoryList } from '@shop/shared/api';
import type { Category } from '@shop/shared/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';

export const sectionShown = createEvent();
export const fetchCategoriesFx = createEffect(getCategoryList);
/** Loaded once and kept: categories change rarely, and a non-success answer is ignored (spec section 8). */
export const $categories = createStore<Category[] | null>(null).on(
  fetchCategoriesFx.doneData,
  (current, answer) => (answer.status === 'success' ? answer.data : current),
);
sample({ clock: sectionShown, filter: $categories.map((list) => list === null), target: fetchCategoriesFx });
