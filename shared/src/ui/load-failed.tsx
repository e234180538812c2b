import { type ReactNode, useLayoutEffect, useRef } from 'react';

export interface RetryProps {
  onRetry: () => void;
  /** A retry is on its way: the button waits for it. */
  retrying?: boolean;
  /** Told politely (role="status") rather than as an alert: a page's lesser sections, so one outage is one alert. */
  quiet?: boolean;
}

/** The same failure told quietly (see RetryProps.quiet). */
export function quietly(failure: RetryProps | undefined): RetryProps | undefined {
  return failure && { ...failure, quiet: true };
}

interface LoadFailedProps extends RetryProps {
  /** What could not be loaded, as in "We could not load {what}." */
  what: string;
  /** The skeleton this message replaces: kept, unseen, underneath so the box keeps its size. */
  children?: ReactNode;
}

/**
 * Keyboard focus on Retry would fall to the page's body when the message goes: it moves to the element around the
 * message instead, the region that now shows what loaded (focusable from script only).
 */
function useFocusAroundWhenGone() {
  const message = useRef<HTMLDivElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const button = retry.current;
    const around = message.current?.parentElement;
    // A layout effect's cleanup runs while the button is still in the page, so it still has the focus.
    return () => {
      if (!around || !button || document.activeElement !== button) return;
      if (!around.hasAttribute('tabindex')) around.tabIndex = -1;
      around.focus();
    };
  }, []);
  return { message, retry };
}

/** A load that got no answer: a plain message and Retry in the skeleton's place (docs/behaviour.md#loading-states). */
export function LoadFailed({ what, onRetry, retrying = false, quiet = false, children }: LoadFailedProps) {
  const { message, retry } = useFocusAroundWhenGone();
  return (
    <div className="shop-load-failed" ref={message}>
      <div className="shop-load-failed-placeholder" aria-hidden="true" inert>
        {children}
      </div>
      <div className="shop-load-failed-message" role={quiet ? 'status' : 'alert'}>
        <p>We could not load {what}. Check your connection and try again.</p>
        {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus while it waits. */}
        <button
          ref={retry}
          type="button"
          onClick={retrying ? undefined : onRetry}
          aria-disabled={retrying}
          aria-busy={retrying}
        >
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      </div>
    </div>
  );
}
