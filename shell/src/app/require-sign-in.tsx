import { $loggedIn } from '@shop/shared/bus';
import { signInPath } from '@shop/shared/paths';
import { Navigate, useLocation } from '@shop/shared/router';
import { useUnit } from 'effector-react';
import { type ReactNode, useContext } from 'react';
import { ScreenOnServer } from '../remotes/screen-on-server';
import { $sessionEnding } from './model';

/**
 * A customer's page: a visitor who is not signed in goes to sign in, and comes back here afterwards. When the session
 * ends on the page, the shell's model decides where to go (docs/behaviour.md#signed-in-or-not): the page shows
 * nothing until the router gets there.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const [loggedIn, sessionEnding] = useUnit([$loggedIn, $sessionEnding]);
  const { pathname, search } = useLocation();
  // On the shop's server nothing navigates: the page comes without the screen, and the browser goes to sign in.
  const onServer = useContext(ScreenOnServer) !== undefined;
  if (loggedIn) return children;
  return sessionEnding || onServer ? null : <Navigate to={signInPath(`${pathname}${search}`)} replace />;
}
