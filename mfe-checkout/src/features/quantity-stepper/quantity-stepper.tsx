import { type KeyboardEvent, useId, useState } from 'react';
// Its spinner, hidden label and status use `busy-spinner` and `shop-visually-hidden` from @shop/shared/ui's stylesheet.
import './quantity-stepper.css';

interface QuantityStepperProps {
  /** Names the controls: "Decrease quantity of <title>". */
  title: string;
  value: number;
  min: number;
  max: number;
  /** A change is being saved: the controls ignore input and say so. */
  busy: boolean;
  /** Why the last typed value was refused. */
  problem?: string;
  /** The id of a problem with this quantity shown elsewhere (fewer left than wanted): the field is marked by it too. */
  lineProblemId?: string;
  onStep: (step: -1 | 1) => void;
  /** The typed text, on blur or Enter; the model judges it. */
  onEnter: (text: string) => void;
}

/**
 * Decrease, a text field and increase. Typing is kept here until blur or Enter, so one change is one save. The
 * buttons use aria-disabled rather than disabled: a disabled button drops keyboard focus to the page.
 */
export function QuantityStepper({
  title,
  value,
  min,
  max,
  busy,
  problem,
  lineProblemId,
  onStep,
  onEnter,
}: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    onEnter(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setDraft(null);
  };
  return (
    <div className="quantity-stepper">
      <div className="quantity-stepper-controls" aria-busy={busy}>
        <button
          type="button"
          aria-label={`Decrease quantity of ${title}`}
          aria-disabled={busy || value <= min}
          onClick={() => onStep(-1)}
        >
          −
        </button>
        <label className="shop-visually-hidden" htmlFor={`${id}-input`}>
          Quantity of {title}
        </label>
        <input
          id={`${id}-input`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={draft ?? String(value)}
          readOnly={busy}
          aria-invalid={problem !== undefined || lineProblemId !== undefined}
          aria-describedby={
            [problem && `${id}-problem`, lineProblemId].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          aria-label={`Increase quantity of ${title}`}
          aria-disabled={busy || value >= max}
          onClick={() => onStep(1)}
        >
          +
        </button>
        <span className="quantity-stepper-status" role="status">
          {busy && (
            <>
              <span className="busy-spinner" aria-hidden="true" />
              <span className="shop-visually-hidden">Saving the quantity of {title}</span>
            </>
          )}
        </span>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="quantity-stepper-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
