import { BusyLabel } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { AskedPurchaseNotice, useAskedPurchase } from '../../entities/session/asked-purchase';
import { rememberPendingAdd } from '../../entities/session/pending-add';
import { usePendingAdd, useSignedInFirst } from '../../entities/session/signed-in-first';
import type { AddToWishProps } from '../../exposes/contract';
import { $addingToWish, addToWishClicked } from './model';

/**
 * Add to Wish for a product; a visitor signs in first. A wish asked for by the address is asked about above the
 * buttons: nothing is saved until the shopper presses this one. A visitor's press is kept while they sign in, and
 * the product is saved when they are back on it, signed in.
 */
export function AddToWish({ productId }: AddToWishProps) {
  const [adding, clicked] = useUnit([$addingToWish, addToWishClicked]);
  const signedInFirst = useSignedInFirst();
  const { asked, answered } = useAskedPurchase('wish');
  const noticeId = useId();
  usePendingAdd('wish', productId, () => {
    if (asked) answered();
    clicked(productId);
  });
  return (
    <>
      {asked && (
        <AskedPurchaseNotice id={noticeId}>
          Add this to your wish list? Nothing is saved until you press Add to Wish.
        </AskedPurchaseNotice>
      )}
      <button
        className="shop-button-secondary"
        type="button"
        disabled={adding}
        aria-describedby={asked ? noticeId : undefined}
        onClick={signedInFirst(
          () => {
            if (asked) answered();
            clicked(productId);
          },
          () => rememberPendingAdd('wish', productId, {}),
        )}
      >
        <BusyLabel busy={adding}>Add to Wish</BusyLabel>
      </button>
    </>
  );
}
