import type { ReactNode } from 'react';

/**
 * A button's label while what it started is under way: a spinner and Processing... (docs/behaviour.md#submitting),
 * the same on every button of every slice. The button itself is disabled by its owner.
 */
export function BusyLabel({ busy, children }: { busy: boolean; children: ReactNode }) {
  if (!busy) return children;
  return (
    <span className="busy-label">
      <span className="busy-spinner" aria-hidden="true" />
      Processing...
    </span>
  );
}
