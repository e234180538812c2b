import { notify, wishChanged } from '@shop/shared/bus';
import { dataOf } from '@shop/shared/lib';
import { createEffect, createEvent, sample } from 'effector';
import { saveWishItem } from '../../api';

/** The product's id. */
export const addToWishClicked = createEvent<string>();

// A refusal fails the effect with the API's message.
export const saveWishFx = createEffect(async (productID: string) => dataOf(await saveWishItem(productID)));
export const $addingToWish = saveWishFx.pending;

sample({ clock: addToWishClicked, filter: $addingToWish.map((busy) => !busy), target: saveWishFx });
sample({ clock: saveWishFx.done, target: wishChanged });
sample({
  clock: saveWishFx.done,
  fn: () => ({ kind: 'success' as const, message: 'Wish Item Added Successfully' }),
  target: notify,
});
sample({
  clock: saveWishFx.failData,
  fn: (error) => ({ kind: 'error' as const, message: error.message }),
  target: notify,
});
