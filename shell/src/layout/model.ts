/** The header's logic: logging out, with its submitting flag (docs/behaviour.md#header). */
import { logout } from '@shop/shared/api';
import { notify, signedOut } from '@shop/shared/bus';
import { createEffect, createEvent, sample } from 'effector';

export const logoutClicked = createEvent();
export const logoutFx = createEffect(() => logout());
/** While true the Logout button is disabled and reads Processing... */
export const $loggingOut = logoutFx.pending;

sample({ clock: logoutClicked, filter: $loggingOut.map((pending) => !pending), target: logoutFx });

// Any answer ends the session in the browser: the server has revoked it, or it was already gone (a 401).
sample({ clock: logoutFx.done, target: signedOut });

// Unreachable server: the session cookie is still there, so saying "logged out" would be a lie on a shared computer.
sample({
  clock: logoutFx.fail,
  fn: () => ({ kind: 'error' as const, message: 'Could not log out. Please try again.' }),
  target: notify,
});
