import { $loggedIn } from '@shop/shared/bus';
import { signInPath } from '@shop/shared/paths';
import { Navigate, useLocation } from '@shop/shared/router';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';

/** A customer's page: a visitor who is not signed in goes to sign in, and comes back here afterwards. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const loggedIn = useUnit($loggedIn);
  const { pathname, search } = useLocation();
  return loggedIn ? children : <Navigate to={signInPath(`${pathname}${search}`)} replace />;
}
