/**
 * The event bus: the only units that cross slices. One instance at run time (a Module Federation singleton), so
 * an event fired in one remote reaches the shell and every other remote. See shared/README.md for the contract.
 */

import { onUnauthorized } from '@shop/shared/api';
import { createEvent, createStore } from 'effector';
import { hasLoggedInCookie } from './logged-in-cookie';

// Session ---------------------------------------------------------------------------------------------------

/** The one-time code was accepted: the `token` cookie is now set. */
export const signedIn = createEvent();
/** The customer logged out; the shell clears stored data and goes to `/`. */
export const signedOut = createEvent();
/** A protected call answered 401: the server has ended the session. The shell clears stored data and goes to `/login`. */
export const unauthorized = createEvent<{ status: number }>();
onUnauthorized((status) => unauthorized({ status }));
/** Logged in = the readable `token` cookie is present (docs/behaviour.md#signed-in-or-not). */
export const $loggedIn = createStore(hasLoggedInCookie())
  .on(signedIn, () => true)
  .on([signedOut, unauthorized], () => false);

// Cart and wish list ------------------------------------------------------------------------------------------

/** A cart line was added or removed anywhere in the shop (checkout's badges count again). */
export const cartChanged = createEvent();
/** A wish list item was added or removed anywhere in the shop. */
export const wishChanged = createEvent();

// Notifications ----------------------------------------------------------------------------------------------

export type NotificationKind = 'success' | 'error' | 'info' | 'loading';
export interface Notification {
  kind: NotificationKind;
  message: string;
  /** Help shown under the message, e.g. what to do next. */
  detail?: string;
}
/** Ask the shell to show a toast; slices never render toasts themselves. */
export const notify = createEvent<Notification>();
