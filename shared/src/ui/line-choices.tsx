import type { LineChoice } from '@shop/shared/contracts';
import { MAX_LINE_QTY, MIN_LINE_QTY } from '@shop/shared/lib';
import { useId } from 'react';

export const FIRST_LINE_CHOICE: LineChoice = { size: '', color: '', qty: MIN_LINE_QTY };

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
    <div className="shop-line-choice">
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
 * A product's size and colour (each only when the product offers some) and a quantity stepper, for whatever puts
 * the line somewhere: checkout's Add to Cart, the catalogue's embed on other sites. The buttons are the caller's.
 */
export function LineChoices({
  sizes,
  colors,
  value,
  onChange,
}: {
  sizes: string[];
  colors: string[];
  value: LineChoice;
  onChange: (value: LineChoice) => void;
}) {
  const step = (by: -1 | 1) =>
    onChange({ ...value, qty: Math.min(MAX_LINE_QTY, Math.max(MIN_LINE_QTY, value.qty + by)) });
  return (
    <>
      <Choice
        label="Size"
        value={value.size}
        choices={sizes}
        onChange={(size) => onChange({ ...value, size })}
      />
      <Choice
        label="Color"
        value={value.color}
        choices={colors}
        onChange={(color) => onChange({ ...value, color })}
      />
      <fieldset className="shop-line-quantity">
        <legend className="shop-visually-hidden">Quantity</legend>
        <button
          type="button"
          onClick={() => step(-1)}
          disabled={value.qty <= MIN_LINE_QTY}
          aria-label="Decrease quantity"
        >
          −
        </button>
        <output aria-live="polite">{value.qty}</output>
        <button
          type="button"
          onClick={() => step(1)}
          disabled={value.qty >= MAX_LINE_QTY}
          aria-label="Increase quantity"
        >
          +
        </button>
      </fieldset>
    </>
  );
}
