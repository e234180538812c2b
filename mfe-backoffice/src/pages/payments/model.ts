/**
 * Payments the gateway confirmed but the shop did not apply (paid twice, after the order expired...), oldest first:
 * each is decided once, refunded through the gateway or kept (with why). A decided payment leaves the list at once;
 * the page is then read again to fill its place (a refund the gateway has not confirmed yet may stay in it).
 */
import { type Notification, notify } from '@shop/shared/bus';
import { createEffect, sample } from 'effector';
import {
  type FlaggedPayment,
  listFlaggedPayments,
  type RefundRequest,
  recordKept,
  refundPayment,
} from '../../api/orders';
import { createPagedList } from '../../lib/paged-list';
import { money } from '../orders/words';

export const flaggedList = createPagedList<FlaggedPayment, Record<string, never>>({
  load: listFlaggedPayments,
  filters: {},
});

/** Refunded through the gateway, or kept with why. */
export type Decision =
  | { payment: FlaggedPayment; kind: 'refund'; request: RefundRequest }
  | { payment: FlaggedPayment; kind: 'keep'; note: string };

/** Carries the decision out; a refusal (409: already decided) rejects with the API's failure for the dialog to show. */
export const decideFx = createEffect((decision: Decision) =>
  decision.kind === 'refund'
    ? refundPayment(decision.payment.id, decision.request)
    : recordKept(decision.payment.id, decision.note.trim()),
);

flaggedList.$rows.on(decideFx.done, (rows, { params }) => rows.filter((row) => row.id !== params.payment.id));

sample({
  clock: decideFx.done,
  fn: ({ params, result }): Notification => {
    const { payment } = params;
    const of = `for order ${payment.tranId}`;
    if (params.kind === 'keep') {
      return {
        kind: 'success',
        message: `${money(payment.amount, payment.currency)} ${of} recorded as kept`,
      };
    }
    const amount = money(params.request.amount ?? payment.amount, payment.currency);
    // The payment is marked refunded once its refunds cover it; a refund of part of it, or one the gateway has not
    // confirmed or refused, is told on its order's page.
    return result.refundedAt
      ? { kind: 'success', message: `Refunded ${amount} ${of}` }
      : {
          kind: 'info',
          message: `Refund of ${amount} ${of} asked of the gateway`,
          detail: "Where it stands is on the order's page, under Refunds.",
        };
  },
  target: notify,
});
sample({ clock: decideFx.done, target: flaggedList.reload });
