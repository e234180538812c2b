/**
 * The event bus: the only units that cross slices. One instance at run time (a Module Federation singleton), so
 * an event fired in one remote reaches the shell and every other remote. See shared/README.md for the contract.
 */

import { onUnauthorized } from '@shop/shared/api';
import { createEvent, createStore, type Scope, scopeBind } from 'effector';
import { hasLoggedInCookie, hasOperatorCookie } from './logged-in-cookie';

export { hasLoggedInCookie, hasOperatorCookie };

// Session ---------------------------------------------------------------------------------------------------

/** The one-time code was accepted: the `token` cookie is now set. */
export const signedIn = createEvent();
/** The customer logged out; the shell clears stored data and goes to `/`. */
export const signedOut = createEvent();
/** A protected call answered 401: the server has ended the session. The shell clears stored data and goes to `/login`. */
export const unauthorized = createEvent<{ status: number }>();
let stopReporting = onUnauthorized((status) => unauthorized({ status }));

/**
 * Reports the API client's 401s to `scope` alone, for a page whose app runs in a fork (one hydrated from the
 * server's state). Reported to the global scope as well, they would also move the shell's stale global copy, which
 * knows neither the address shown nor a logout just made, and would send the visitor to sign in.
 */
export function reportUnauthorizedTo(scope: Scope): void {
  stopReporting();
  const unauthorizedInScope = scopeBind(unauthorized, { scope });
  stopReporting = onUnauthorized((status) => unauthorizedInScope({ status }));
}
/**
 * Logged in = the readable `token` cookie is present (docs/behaviour.md#signed-in-or-not). Its `sid`, like every
 * store's a page rendered on the server shows, carries the server's value to the browser (see `$renderedAddress`).
 */
export const $loggedIn = createStore(hasLoggedInCookie(), { sid: 'shared/bus/logged-in' })
  .on(signedIn, () => true)
  .on([signedOut, unauthorized], () => false);

/**
 * Whether the signed-in visitor runs the shop (the `token` cookie's role): the header then offers the back office.
 * It only decides what the page offers, never what is allowed: on the server, a back-office page asks the session.
 */
export const $isOperator = createStore(hasOperatorCookie(), { sid: 'shared/bus/operator' })
  .on(signedIn, () => hasOperatorCookie())
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
  /**
   * The action the toast is about (`profile-save`): a success about it closes the failures about it still shown,
   * which would otherwise say it failed beside the toast that says it worked.
   */
  about?: string;
}
/** Ask the shell to show a toast; slices never render toasts themselves. */
export const notify = createEvent<Notification>();

// Pages rendered on the server ------------------------------------------------------------------------------

/**
 * The address (path and query) whose screen the shop's server rendered with its data, null once the browser has
 * moved on. The server runs a screen's loads in a scope of its own (`fork`), renders it, and sends the scope's stores
 * with the page; the browser starts from them, so the screen it hydrates already holds that data, and
 * `useScreenOpened` does not load it again. Stores travel by their `sid`: a store the server fills needs one.
 */
export const $renderedAddress = createStore<string | null>(null, { sid: 'shared/bus/rendered-address' });
/** The router shows an address (path and query): once it is not the rendered one, screens load their own data. */
export const addressShown = createEvent<string>();
$renderedAddress.on(addressShown, (rendered, shown) => (shown === rendered ? rendered : null));
