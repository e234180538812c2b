import { useEffect, useRef } from 'react';
import type { RemoteName } from './registry';

const SLICE_NAMES: Record<RemoteName, string> = {
  catalogue: 'The catalogue',
  account: 'Your account',
  checkout: 'Checkout',
  backoffice: 'The back office',
};

interface SliceUnavailableProps {
  remote: RemoteName;
  onRetry: () => void;
}

/** Shown in place of a slice's screen while that slice cannot be loaded; the frame and other slices go on. */
export function SliceUnavailable({ remote, onRetry }: SliceUnavailableProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen-reader and keyboard users land on the message rather than on a vanished screen.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="slice-unavailable" aria-labelledby="slice-unavailable-title">
      <h1 id="slice-unavailable-title" ref={heading} tabIndex={-1}>
        {SLICE_NAMES[remote]} is temporarily unavailable
      </h1>
      <p>
        This part of the shop could not be loaded. Everything else still works; please try again in a moment.
      </p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
