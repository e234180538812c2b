import { BusyLabel } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { usePurchaseIntent, useSignedInFirst } from '../../entities/session/signed-in-first';
import type { AddToWishProps } from '../../exposes/contract';
import { $addingToWish, addToWishClicked } from './model';

/** Add to Wish for a product; a visitor signs in first. An add asked for by the address is made once signed in. */
export function AddToWish({ productId }: AddToWishProps) {
  const [adding, clicked] = useUnit([$addingToWish, addToWishClicked]);
  const signedInFirst = useSignedInFirst();
  usePurchaseIntent('wish', () => clicked(productId));
  return (
    <button
      className="shop-button-secondary"
      type="button"
      disabled={adding}
      onClick={signedInFirst(() => clicked(productId))}
    >
      <BusyLabel busy={adding}>Add to Wish</BusyLabel>
    </button>
  );
}
