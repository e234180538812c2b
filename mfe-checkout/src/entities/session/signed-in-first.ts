import { $loggedIn } from '@shop/shared/bus';
import { type PurchaseIntent, purchaseIntentOf, signInPath } from '@shop/shared/paths';
import { useLocation, useNavigate } from '@shop/shared/router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';

/** Wraps an action so a visitor who is not signed in signs in first and comes back to this address. */
export function useSignedInFirst() {
  const loggedIn = useUnit($loggedIn);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (action: () => void) => () => (loggedIn ? action() : navigate(signInPath(`${pathname}${search}`)));
}

/**
 * Completes a purchase of this kind that the address asks for (a "Buy on the shop" link from a site that embeds the
 * catalogue): a visitor not signed in signs in first and comes back here; then the purchase is made and dropped
 * from the address, so a reload makes it no second time.
 */
export function usePurchaseIntent<Kind extends PurchaseIntent['add']>(
  kind: Kind,
  complete: (intent: Extract<PurchaseIntent, { add: Kind }>) => void,
) {
  const signedInFirst = useSignedInFirst();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const intent = purchaseIntentOf(search);
  const asked = intent?.add === kind ? (intent as Extract<PurchaseIntent, { add: Kind }>) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per address that asks; the action is this render's.
  useEffect(() => {
    if (!asked) return;
    signedInFirst(() => {
      navigate(pathname, { replace: true });
      complete(asked);
    })();
  }, [search]);
  return asked;
}
