import { cartChanged, notify } from '@shop/shared/bus';
import type { CartForm } from '@shop/shared/contracts';
import { dataOf } from '@shop/shared/lib';
import { createEffect, createEvent, sample } from 'effector';
import { saveCartItem } from '../../api';

export const addToCartClicked = createEvent<CartForm>();

// A refusal fails the effect with the API's message.
export const saveCartFx = createEffect(async (form: CartForm) => dataOf(await saveCartItem(form)));
export const $addingToCart = saveCartFx.pending;

sample({ clock: addToCartClicked, filter: $addingToCart.map((busy) => !busy), target: saveCartFx });
sample({ clock: saveCartFx.done, target: cartChanged });
sample({
  clock: saveCartFx.done,
  fn: () => ({ kind: 'success' as const, message: 'Cart Item Added Successfully' }),
  target: notify,
});
sample({
  clock: saveCartFx.failData,
  fn: (error) => ({ kind: 'error' as const, message: error.message }),
  target: notify,
});
