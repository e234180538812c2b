/**
 * Payments the gateway confirmed but the shop did not apply (paid twice, after the order expired...), oldest first:
 * each is decided once, refunded (with the bank's reference) or kept (with why). A decided payment leaves the list
 * at once; the page is then read again to fill its place.
 */
import { type Notification, notify } from '@shop/shared/bus';
import { createEffect, sample } from 'effector';
import { type FlaggedPayment, listFlaggedPayments, recordKept, recordRefund } from '../../api/orders';
import { createPagedList } from '../../lib/paged-list';
import { money } from '../orders/words';

export const flaggedList = createPagedList<FlaggedPayment, Record<string, never>>({
  load: listFlaggedPayments,
  filters: {},
});

export interface Decision {
  payment: FlaggedPayment;
  /** Refunded with the bank's reference, or kept with why. */
  kind: 'refund' | 'keep';
  text: string;
}

/** Records the decision; a refusal (409: already decided) rejects with the API's failure for the dialog to show. */
export const decideFx = createEffect(({ payment, kind, text }: Decision) =>
  kind === 'refund' ? recordRefund(payment.id, text.trim()) : recordKept(payment.id, text.trim()),
);

flaggedList.$rows.on(decideFx.done, (rows, { params }) => rows.filter((row) => row.id !== params.payment.id));

sample({
  clock: decideFx.done,
  fn: ({ params: { payment, kind } }): Notification => ({
    kind: 'success',
    message: `${money(payment.amount, payment.currency)} for order ${payment.tranId} recorded as ${
      kind === 'refund' ? 'refunded' : 'kept'
    }`,
  }),
  target: notify,
});
sample({ clock: decideFx.done, target: flaggedList.reload });
