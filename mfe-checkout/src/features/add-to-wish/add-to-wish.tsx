import { BusyLabel } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useSignedInFirst } from '../../entities/session/signed-in-first';
import type { AddToWishProps } from '../../exposes/contract';
import { $addingToWish, addToWishClicked } from './model';
import '../add-to-cart/add-to-cart.css';

/** Add to Wish for a product; a visitor signs in first. */
export function AddToWish({ productId }: AddToWishProps) {
  const [adding, clicked] = useUnit([$addingToWish, addToWishClicked]);
  const signedInFirst = useSignedInFirst();
  return (
    <button
      className="add-to-wish-button"
      type="button"
      disabled={adding}
      onClick={signedInFirst(() => clicked(productId))}
    >
      <BusyLabel busy={adding}>Add to Wish</BusyLabel>
    </button>
  );
}
