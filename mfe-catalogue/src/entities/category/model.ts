import { getCategoryList } from '@shop/shared/api';
import type { Category } from '@shop/shared/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';

/** A screen that shows categories asks for them; they are loaded only when missing (spec section 4). */
export const categoriesNeeded = createEvent();
export const fetchCategoriesFx = createEffect(getCategoryList);
export const $categories = createStore<Category[] | null>(null).on(
  fetchCategoriesFx.doneData,
  (current, answer) => (answer.status === 'success' ? answer.data : current),
);
sample({
  clock: categoriesNeeded,
  filter: $categories.map((categories) => categories === null),
  target: fetchCategoriesFx,
});
