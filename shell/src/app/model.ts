/** The shell's always-loaded logic: what happens to the whole shop when the session ends. */
import { signedOut, unauthorized } from '@shop/shared/bus';
import { paths, signInPath } from '@shop/shared/paths';
import { createEffect, sample } from 'effector';

/** Spec section 4: logout and a 401 clear session and local storage. */
export const clearStoredDataFx = createEffect(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/** Bound to the router by `useRouterNavigation` in the frame, so this model stays testable without a router. */
export const navigateFx = createEffect<string, void>();

/** The address the visitor is on, for coming back after signing in. */
const currentPath = () => `${location.pathname}${location.search}`;

sample({ clock: [signedOut, unauthorized], target: clearStoredDataFx });
sample({ clock: signedOut, fn: () => paths.home(), target: navigateFx });
sample({
  clock: unauthorized,
  fn: () => (location.pathname === paths.login() ? paths.login() : signInPath(currentPath())),
  target: navigateFx,
});
