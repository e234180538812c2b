import { BusyLabel, FIRST_LINE_CHOICE, LineChoices } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { usePurchaseIntent, useSignedInFirst } from '../../entities/session/signed-in-first';
import type { AddToCartProps } from '../../exposes/contract';
import { $addingToCart, addToCartClicked } from './model';
import './add-to-cart.css';

/**
 * A product's size and colour (when it offers any), a quantity and Add to Cart: shown on the catalogue's product
 * page. A visitor signs in first; the button says Processing... while the line is saved. An add asked for by the
 * address (a site embedding the catalogue sent the visitor) is made with the choices it names.
 */
export function AddToCart({ productId, sizes, colors }: AddToCartProps) {
  const [adding, clicked] = useUnit([$addingToCart, addToCartClicked]);
  const signedInFirst = useSignedInFirst();
  const asked = usePurchaseIntent('cart', ({ size, color, qty }) =>
    clicked({ productID: productId, size, color, qty }),
  );
  const [choice, setChoice] = useState(() =>
    asked ? { size: asked.size, color: asked.color, qty: asked.qty } : FIRST_LINE_CHOICE,
  );
  return (
    <div className="add-to-cart">
      <LineChoices sizes={sizes} colors={colors} value={choice} onChange={setChoice} />
      <button
        className="shop-button-primary"
        type="button"
        disabled={adding}
        onClick={signedInFirst(() => clicked({ productID: productId, ...choice }))}
      >
        <BusyLabel busy={adding}>Add to Cart</BusyLabel>
      </button>
    </div>
  );
}
