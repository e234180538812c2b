import type { Category } from '@shop/shared/contracts';
import { createLoadFailure } from '@shop/shared/ui';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { getCategoryList } from '../../api';

/** A screen showing categories asks for them; loaded only when missing (docs/behaviour.md#loading-states). */
export const categoriesNeeded = createEvent();
export const fetchCategoriesFx = createEffect(getCategoryList);
export const $categories = createStore<Category[] | null>(null, { sid: 'catalogue/categories' }).on(
  fetchCategoriesFx.doneData,
  (current, answer) => (answer.status === 'success' ? answer.data : current),
);
// Only when missing, and not twice while one request is on its way.
sample({
  clock: categoriesNeeded,
  source: { categories: $categories, loading: fetchCategoriesFx.pending },
  filter: ({ categories, loading }) => categories === null && !loading,
  target: fetchCategoriesFx,
});
/** No answer: the tiles show the message with Retry and ask again by themselves. */
export const categoriesLoad = createLoadFailure(fetchCategoriesFx);
