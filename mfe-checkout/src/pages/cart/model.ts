import { createInvoice, getCartList, removeCartItem } from '@shop/shared/api';
import { cartChanged } from '@shop/shared/bus';
import type { CartItem } from '@shop/shared/contracts';
import { cartTotals } from '@shop/shared/lib';
import { createEffect, createEvent, createStore, sample } from 'effector';

export const pageOpened = createEvent();
export const removeClicked = createEvent<string>();
export const checkOutClicked = createEvent();

export const fetchCartFx = createEffect(getCartList);
export const removeLineFx = createEffect(async (lineId: string) => {
  const answer = await removeCartItem(lineId);
  if (answer.status !== 'success') throw new Error(answer.message);
});
/** Opens a payment session; the browser then leaves for the gateway's page. */
export const checkOutFx = createEffect(async () => {
  const answer = await createInvoice();
  if (answer.status !== 'success') throw new Error(answer.message ?? 'The order could not be created.');
  return answer.data.GatewayPageURL;
});
export const goToGatewayFx = createEffect((url: string) => window.location.assign(url));

/**
 * Null while loading (skeleton, also while the API is unreachable: an empty cart would be untrue), then the lines;
 * a removal resets it to null and loads again (docs/behaviour.md#loading-states).
 */
export const $lines = createStore<CartItem[] | null>(null)
  .on(fetchCartFx.doneData, (_, answer) => (answer.status === 'success' ? answer.data : []))
  .reset(pageOpened, removeLineFx.done);
export const $totals = $lines.map((lines) => cartTotals(lines ?? []));
export const $removing = removeLineFx.pending;
export const $checkingOut = createStore(false)
  .on(checkOutFx, () => true)
  .on(checkOutFx.fail, () => false)
  .reset(pageOpened);
/** Why the last Check Out failed, in the API's words (no profile, empty cart, gateway down). */
export const $checkoutProblem = createStore<string | null>(null)
  .on(checkOutFx.failData, (_, error) => error.message)
  .reset(pageOpened, checkOutFx);

sample({ clock: [pageOpened, removeLineFx.done], target: fetchCartFx });
sample({ clock: removeClicked, filter: $removing.map((busy) => !busy), target: removeLineFx });
sample({ clock: removeLineFx.done, target: cartChanged });
sample({ clock: checkOutClicked, filter: $checkingOut.map((busy) => !busy), target: checkOutFx });
sample({ clock: checkOutFx.doneData, target: goToGatewayFx });
