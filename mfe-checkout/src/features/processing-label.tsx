import './processing-label.css';

/** Spec section 4: a submitting button reads Processing... with a spinner. */
export function ProcessingLabel() {
  return (
    <>
      <span className="processing-spinner" aria-hidden="true" />
      Processing...
    </>
  );
}
