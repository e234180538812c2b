import { getBrandList } from '@shop/shared/api';
import type { Brand } from '@shop/shared/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';

/** A screen that shows brands asks for them; they are loaded only when missing (spec section 4). */
export const brandsNeeded = createEvent();
export const fetchBrandsFx = createEffect(getBrandList);
export const $brands = createStore<Brand[] | null>(null).on(fetchBrandsFx.doneData, (current, answer) =>
  answer.status === 'success' ? answer.data : current,
);
sample({ clock: brandsNeeded, filter: $brands.map((brands) => brands === null), target: fetchBrandsFx });
