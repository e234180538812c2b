import { $loggedIn } from '@shop/shared/bus';
import { signInPath } from '@shop/shared/paths';
import { useLocation, useNavigate } from '@shop/shared/router';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { type PendingAdds, type PendingKind, takePendingAdd } from './pending-add';

/**
 * Wraps an action so a visitor who is not signed in signs in first and comes back to this address; `remember`
 * runs just before, to keep what they pressed (rememberPendingAdd) for `usePendingAdd` to finish on the way back.
 */
export function useSignedInFirst() {
  const loggedIn = useUnit($loggedIn);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (action: () => void, remember?: () => void) => () => {
    if (loggedIn) return action();
    remember?.();
    navigate(signInPath(`${pathname}${search}`));
  };
}

/**
 * Once signed in on this product's page, the add of this kind pressed here while signed out (if any, and recent) is
 * handed to `complete`, once: it is taken out of storage before `complete` runs.
 */
export function usePendingAdd<Kind extends PendingKind>(
  kind: Kind,
  productId: string,
  complete: (line: PendingAdds[Kind]) => void,
) {
  const loggedIn = useUnit($loggedIn);
  const latest = useRef(complete);
  latest.current = complete;
  useEffect(() => {
    if (!loggedIn) return;
    const line = takePendingAdd(kind, productId);
    if (line) latest.current(line);
  }, [kind, productId, loggedIn]);
}
