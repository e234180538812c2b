import { getBrandList } from '@shop/shared/api';
import type { Brand } from '@shop/shared/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';

/** A screen that shows brands asks for them; loaded only when missing (docs/behaviour.md#loading-states). */
export const brandsNeeded = createEvent();
export const fetchBrandsFx = createEffect(getBrandList);
export const $brands = createStore<Brand[] | null>(null).on(fetchBrandsFx.doneData, (current, answer) =>
  answer.status === 'success' ? answer.data : current,
);
// Only when missing, and not twice while one request is on its way.
sample({
  clock: brandsNeeded,
  source: { brands: $brands, loading: fetchBrandsFx.pending },
  filter: ({ brands, loading }) => brands === null && !loading,
  target: fetchBrandsFx,
});
