/** The shell's always-loaded logic: how the whole shop reacts when the session ends, and the toasts. */
import { addressShown, notify, signedIn, signedOut, unauthorized } from '@shop/shared/bus';
import { paths, signInPath } from '@shop/shared/paths';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { showToastFx } from './toaster';

/** Logout and a 401 clear session and local storage (docs/behaviour.md#signed-in-or-not). */
export const clearStoredDataFx = createEffect(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/** Bound to the router by `useRouterNavigation` in the frame, so this model stays testable without a router. */
export const navigateFx = createEffect<string, void>();

/** The router reports every address (path and query) it shows. */
export const locationChanged = createEvent<string>();
export const $currentPath = createStore(paths.home()).on(locationChanged, (_, path) => path);
// Once the router leaves the address the server rendered, its screens load their own data again.
sample({ clock: locationChanged, target: addressShown });

/**
 * The session has just ended (logout, a 401) and the shell is moving the router on: true until the router shows the
 * next address. A customer's page (`RequireSignIn`) waits for that move rather than sending to sign in itself, which
 * would replace it: logout from `/profile` goes to `/`, not to `/login?from=/profile`.
 */
export const $sessionEnding = createStore(false)
  .on([signedOut, unauthorized], () => true)
  .reset(locationChanged);

/**
 * The visitor logged out and has not signed in since. A 401 then says nothing new: it is a call that was on its way
 * as the session ended (logout from /about answered by one went to /login?from=/about instead of /).
 */
const $loggedOut = createStore(false)
  .on(signedOut, () => true)
  .reset(signedIn);
const sessionEndedByServer = sample({ clock: unauthorized, filter: $loggedOut.map((out) => !out) });

const SIGN_IN_SCREENS = new Set([paths.login(), paths.otp()]);
const pathOf = (address: string) => address.split('?')[0] ?? '';

sample({ clock: [signedOut, sessionEndedByServer], target: clearStoredDataFx });
sample({ clock: signedOut, fn: () => paths.home(), target: navigateFx });
sample({
  clock: sessionEndedByServer,
  source: $currentPath,
  // Already signing in: a later call's 401 (the header's count, say) must not drop the page to come back to.
  filter: (current) => !SIGN_IN_SCREENS.has(pathOf(current)),
  // Home is not worth coming back to.
  fn: (current) => (pathOf(current) === paths.home() ? paths.login() : signInPath(current)),
  target: navigateFx,
});

sample({ clock: notify, target: showToastFx });
