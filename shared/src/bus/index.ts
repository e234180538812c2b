/**
 * The event bus: the only units that cross slices. One instance at run time (a Module Federation singleton), so
 * an event fired in one remote reaches the shell and every other remote. See shared/README.md for the contract.
 */

import { getCartList, getWishList, onUnauthorized } from '@shop/shared/api';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { hasSessionCookie } from './session-cookie';

// Session ---------------------------------------------------------------------------------------------------

/** The one-time code was accepted: the `token` cookie is now set. */
export const signedIn = createEvent();
/** The customer logged out; the shell clears stored data and goes to `/`. */
export const signedOut = createEvent();
/** A protected call answered 401: the server has ended the session. The shell clears stored data and goes to `/login`. */
export const unauthorized = createEvent<{ status: number }>();
onUnauthorized((status) => unauthorized({ status }));
/** Logged in = the readable `token` cookie is present (docs/behaviour.md#signed-in-or-not). */
export const $loggedIn = createStore(hasSessionCookie())
  .on(signedIn, () => true)
  .on([signedOut, unauthorized], () => false);

// Cart and wish counts ----------------------------------------------------------------------------------------

/** A cart line was added or removed anywhere in the shop. */
export const cartChanged = createEvent();
/** A wish list item was added or removed anywhere in the shop. */
export const wishChanged = createEvent();

export const fetchCartCountFx = createEffect(async () => {
  const answer = await getCartList();
  return answer.status === 'success' ? answer.data.length : 0;
});
export const fetchWishCountFx = createEffect(async () => {
  const answer = await getWishList();
  return answer.status === 'success' ? answer.data.length : 0;
});

/** Lines in the cart and items in the wish list: the shell's badges. 0 while logged out. */
export const $cartCount = createStore(0)
  .on(fetchCartCountFx.doneData, (_, count) => count)
  .reset(signedOut, unauthorized);
export const $wishCount = createStore(0)
  .on(fetchWishCountFx.doneData, (_, count) => count)
  .reset(signedOut, unauthorized);

/** The shell fires this once at start, so the badges are right on a page opened while logged in. */
export const shopStarted = createEvent();

// Counting lives here, not in a slice's screen, so a change announced by one slice is counted even before any
// cart or wish screen was opened.
sample({
  clock: [shopStarted, signedIn, cartChanged],
  filter: $loggedIn,
  target: fetchCartCountFx,
});
sample({
  clock: [shopStarted, signedIn, wishChanged],
  filter: $loggedIn,
  target: fetchWishCountFx,
});

// Notifications ----------------------------------------------------------------------------------------------

export type NotificationKind = 'success' | 'error' | 'info' | 'loading';
export interface Notification {
  kind: NotificationKind;
  message: string;
  /** Help shown under the message, e.g. what to do next. Added in 1.6.0: a shell older than that shows only `message`. */
  detail?: string;
}
/** Ask the shell to show a toast; slices never render toasts themselves. */
export const notify = createEvent<Notification>();
