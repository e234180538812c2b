import type { LineChoice } from '@shop/shared/contracts';
import { MAX_LINE_QTY, MIN_LINE_QTY } from '@shop/shared/lib';
import { type Ref, useId } from 'react';

export const FIRST_LINE_CHOICE: LineChoice = { size: '', color: '', qty: MIN_LINE_QTY };

/** An option a product may be offered in: one must be chosen before the line goes in a cart. */
export type LineOption = 'size' | 'color';

/** The options the product offers that `value` has not chosen yet, in the order they are shown. */
export const unchosenOptions = (sizes: string[], colors: string[], value: LineChoice): LineOption[] => [
  ...(sizes.length > 0 && !value.size ? (['size'] as const) : []),
  ...(colors.length > 0 && !value.color ? (['color'] as const) : []),
];

function Choice({
  label,
  value,
  choices,
  unchosen,
  selectRef,
  onChange,
}: {
  label: string;
  value: string;
  choices: string[];
  unchosen: boolean;
  selectRef: Ref<HTMLSelectElement> | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  if (choices.length === 0) return null;
  return (
    <div className="shop-line-choice">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        ref={selectRef}
        value={value}
        aria-invalid={unchosen || undefined}
        aria-describedby={unchosen ? `${id}-unchosen` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Choose {label}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
      {unchosen && (
        <p id={`${id}-unchosen`} className="shop-line-choice-unchosen">
          Choose a {label.toLowerCase()}.
        </p>
      )}
    </div>
  );
}

/**
 * A product's size and colour (each only when the product offers some) and a quantity stepper, each under its
 * label, in a row of their own: the caller's buttons, after it, start the next row, so the row keeps one shape
 * whatever options a product has. For whatever puts the line somewhere: checkout's Add to Cart, the catalogue's
 * embed on other sites.
 * `unchosen` marks options still to choose (invalid, with "Choose a size." under the field as its description), and
 * `selectRefs` hands the caller each field, to move focus to the first of them. `maxQty` is the most the stepper
 * offers when fewer than a line's most are left.
 */
export function LineChoices({
  sizes,
  colors,
  value,
  onChange,
  unchosen = [],
  selectRefs = {},
  maxQty = MAX_LINE_QTY,
}: {
  sizes: string[];
  colors: string[];
  value: LineChoice;
  onChange: (value: LineChoice) => void;
  unchosen?: readonly LineOption[];
  selectRefs?: Partial<Record<LineOption, Ref<HTMLSelectElement>>>;
  maxQty?: number;
}) {
  const step = (by: -1 | 1) =>
    onChange({ ...value, qty: Math.min(maxQty, Math.max(MIN_LINE_QTY, value.qty + by)) });
  return (
    <div className="shop-line-fields">
      <Choice
        label="Size"
        value={value.size}
        choices={sizes}
        unchosen={unchosen.includes('size')}
        selectRef={selectRefs.size}
        onChange={(size) => onChange({ ...value, size })}
      />
      <Choice
        label="Color"
        value={value.color}
        choices={colors}
        unchosen={unchosen.includes('color')}
        selectRef={selectRefs.color}
        onChange={(color) => onChange({ ...value, color })}
      />
      <fieldset className="shop-line-choice shop-line-quantity-field">
        <legend>Quantity</legend>
        <div className="shop-line-quantity">
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
            disabled={value.qty >= maxQty}
            aria-label="Increase quantity"
          >
            +
          </button>
        </div>
      </fieldset>
    </div>
  );
}
