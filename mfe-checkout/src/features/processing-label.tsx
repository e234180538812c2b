import './processing-label.css';

/** A submitting button reads Processing... with a spinner (docs/behaviour.md#submitting). */
export function ProcessingLabel() {
  return (
    <>
      <span className="processing-spinner" aria-hidden="true" />
      Processing...
    </>
  );
}
