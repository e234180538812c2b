import { type PurchaseIntent, purchaseIntentOf } from '@shop/shared/paths';
import { useLocation, useNavigate } from '@shop/shared/router';
import type { ReactNode } from 'react';
import './asked-purchase.css';

/**
 * A purchase of this kind that the address asks for (a "Buy on the shop" link from a site that embeds the
 * catalogue), or null. Another site's link only chooses: the shopper confirms with the shop's own button, then
 * `answered` drops the ask from the address, so its prompt goes and a reload does not bring it back.
 */
export function useAskedPurchase<Kind extends PurchaseIntent['add']>(kind: Kind) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const intent = purchaseIntentOf(search);
  const asked = intent?.add === kind ? (intent as Extract<PurchaseIntent, { add: Kind }>) : null;
  return { asked, answered: () => navigate(pathname, { replace: true }) };
}

/** The prompt above the button that confirms an asked purchase; the button names it in `aria-describedby`. */
export function AskedPurchaseNotice({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="asked-purchase">
      {children}
    </p>
  );
}
