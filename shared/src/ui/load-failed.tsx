import type { ReactNode } from 'react';

export interface RetryProps {
  onRetry: () => void;
  /** A retry is on its way: the button waits for it. */
  retrying?: boolean;
}

interface LoadFailedProps extends RetryProps {
  /** What could not be loaded, as in "We could not load {what}." */
  what: string;
  /** The skeleton this message replaces: kept, unseen, underneath so the box keeps its size. */
  children?: ReactNode;
}

/** A load that got no answer: a plain message and Retry in the skeleton's place (docs/behaviour.md#loading-states). */
export function LoadFailed({ what, onRetry, retrying = false, children }: LoadFailedProps) {
  return (
    <div className="shop-load-failed">
      <div className="shop-load-failed-placeholder" aria-hidden="true" inert>
        {children}
      </div>
      <div className="shop-load-failed-message" role="alert">
        <p>We could not load {what}. Check your connection and try again.</p>
        <button type="button" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      </div>
    </div>
  );
}
