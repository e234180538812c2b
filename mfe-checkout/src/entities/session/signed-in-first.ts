import { $loggedIn } from '@shop/shared/bus';
import { signInPath } from '@shop/shared/paths';
import { useLocation, useNavigate } from '@shop/shared/router';
import { useUnit } from 'effector-react';

/** Wraps an action so a visitor who is not signed in signs in first and comes back to this address. */
export function useSignedInFirst() {
  const loggedIn = useUnit($loggedIn);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (action: () => void) => () => (loggedIn ? action() : navigate(signInPath(`${pathname}${search}`)));
}
