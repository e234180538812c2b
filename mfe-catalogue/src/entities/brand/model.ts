import type { Brand } from '@shop/shared/contracts';
import { createLoadFailure } from '@shop/shared/ui';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { getBrandList } from '../../api';

/** A screen that shows brands asks for them; loaded only when missing (docs/behaviour.md#loading-states). */
export const brandsNeeded = createEvent();
export const fetchBrandsFx = createEffect(getBrandList);
export const $brands = createStore<Brand[] | null>(null, { sid: 'catalogue/brands' }).on(
  fetchBrandsFx.doneData,
  (current, answer) => (answer.status === 'success' ? answer.data : current),
);
// Only when missing, and not twice while one request is on its way.
sample({
  clock: brandsNeeded,
  source: { brands: $brands, loading: fetchBrandsFx.pending },
  filter: ({ brands, loading }) => brands === null && !loading,
  target: fetchBrandsFx,
});
/** No answer: the tiles show the message with Retry and ask again by themselves. */
export const brandsLoad = createLoadFailure(fetchBrandsFx);
