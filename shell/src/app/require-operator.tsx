import { $isOperator } from '@shop/shared/bus';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { NotFound } from './not-found';

/**
 * An operator's page (the back office): anyone else sees the not-found page, as the server answers them, and never
 * loads the slice. The page knows the role from the session's `token` cookie; the server asks the session itself
 * before it serves such a page, and the API before it answers.
 */
export function RequireOperator({ children }: { children: ReactNode }) {
  return useUnit($isOperator) ? children : <NotFound />;
}
