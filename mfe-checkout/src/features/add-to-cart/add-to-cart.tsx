import { MAX_LINE_QTY, MIN_LINE_QTY } from '@shop/shared/lib';
import { BusyLabel } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { useSignedInFirst } from '../../entities/session/signed-in-first';
import type { AddToCartProps } from '../../exposes/contract';
import { $addingToCart, addToCartClicked } from './model';
import './add-to-cart.css';

function Choice({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: string[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  if (choices.length === 0) return null;
  return (
    <div className="add-to-cart-choice">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose {label}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A product's size and colour (when it offers any), a quantity and Add to Cart: shown on the catalogue's product
 * page. A visitor signs in first; the button says Processing... while the line is saved.
 */
export function AddToCart({ productId, sizes, colors }: AddToCartProps) {
  const [adding, clicked] = useUnit([$addingToCart, addToCartClicked]);
  const signedInFirst = useSignedInFirst();
  const [size, setSize] = useState('');
  const [color, setColor] = useState('');
  const [qty, setQty] = useState(MIN_LINE_QTY);
  return (
    <div className="add-to-cart">
      <Choice label="Size" value={size} choices={sizes} onChange={setSize} />
      <Choice label="Color" value={color} choices={colors} onChange={setColor} />
      <fieldset className="add-to-cart-quantity">
        <legend className="shop-visually-hidden">Quantity</legend>
        <button
          type="button"
          onClick={() => setQty((current) => Math.max(MIN_LINE_QTY, current - 1))}
          disabled={qty <= MIN_LINE_QTY}
          aria-label="Decrease quantity"
        >
          −
        </button>
        <output aria-live="polite">{qty}</output>
        <button
          type="button"
          onClick={() => setQty((current) => Math.min(MAX_LINE_QTY, current + 1))}
          disabled={qty >= MAX_LINE_QTY}
          aria-label="Increase quantity"
        >
          +
        </button>
      </fieldset>
      <button
        className="add-to-cart-button"
        type="button"
        disabled={adding}
        onClick={signedInFirst(() => clicked({ productID: productId, size, color, qty }))}
      >
        <BusyLabel busy={adding}>Add to Cart</BusyLabel>
      </button>
    </div>
  );
}
