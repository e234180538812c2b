import { BusyLabel } from '@shop/shared/ui';
import './sign-in.css';
import type { ReactNode } from 'react';

/** While submitting, the button is disabled and reads Processing... (docs/behaviour.md#submitting). */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <button className="sign-in-submit" type="submit" disabled={submitting}>
      <BusyLabel busy={submitting}>{children}</BusyLabel>
    </button>
  );
}
