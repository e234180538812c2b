import { BusyLabel } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import {
  $dialogOpen,
  $review,
  $reviewedTitle,
  $submitting,
  dialogClosed,
  RATINGS,
  ratingChanged,
  reviewSubmitted,
  reviewTextChanged,
} from './model';

/** Create Review: rating and text for one bought product, named in the heading (and so the dialog's name). Escape or Close dismisses it, with a fade-out. */
export function ReviewDialog() {
  const [open, review, title, submitting, close, rate, write, submit] = useUnit([
    $dialogOpen,
    $review,
    $reviewedTitle,
    $submitting,
    dialogClosed,
    ratingChanged,
    reviewTextChanged,
    reviewSubmitted,
  ]);
  const firstField = useRef<HTMLSelectElement>(null);
  const opener = useRef<Element | null>(null);
  // On screen from opening until the fade-out after closing ends, so the dialog leaves as smoothly as it came.
  const [onScreen, setOnScreen] = useState(open);
  if (open && !onScreen) setOnScreen(true);
  useEffect(() => {
    if (open) {
      opener.current = document.activeElement;
      firstField.current?.focus();
    } else if (opener.current instanceof HTMLElement) {
      // Back where the customer was, for keyboard and screen-reader users.
      opener.current.focus();
    }
  }, [open]);
  if (!onScreen) return null;
  return (
    <div
      className={open ? 'review-backdrop' : 'review-backdrop review-closing'}
      // A closing dialog is gone for assistive technology and input at once; only its picture fades.
      aria-hidden={!open}
      inert={!open}
      onAnimationEnd={(event) => {
        if (!open && event.target === event.currentTarget) setOnScreen(false);
      }}
    >
      <div
        className="review-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="review-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <h2 id="review-title">Create Review: {title}</h2>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor="review-rating">Rating</label>
          <select
            id="review-rating"
            ref={firstField}
            value={review.rating}
            onChange={(event) => rate(event.target.value)}
          >
            {RATINGS.map((rating) => (
              <option key={rating} value={rating}>
                {rating} Star
              </option>
            ))}
          </select>
          <label htmlFor="review-text">Review</label>
          <textarea
            id="review-text"
            rows={5}
            maxLength={2000}
            value={review.des}
            onChange={(event) => write(event.target.value)}
          />
          <div className="review-actions">
            <button type="button" onClick={() => close()}>
              Close
            </button>
            <button className="review-submit" type="submit" disabled={submitting}>
              <BusyLabel busy={submitting}>Submit</BusyLabel>
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
