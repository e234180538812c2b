/**
 * One order as the back office shows it: moving its delivery a step, refunding it, cancelling it. After a move the
 * order is read again (its steps, history and tracking follow from the server); a refund, a cancel or a retry
 * answers the order as it now is, which replaces the one on screen. Each ends with a toast saying what happened.
 */
import { type Notification, notify } from '@shop/shared/bus';
import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import {
  type CancelRequest,
  cancelOrder,
  type DeliveryTarget,
  moveDelivery,
  type OrderDetails,
  type Refund,
  type RefundRequest,
  readOrder,
  refundOrder,
  retryRefund,
  type Shipment,
} from '../../api/orders';
import { AdminFailure } from '../../api/transport';
import { deliveryWord, money } from '../orders/words';

/** The order page opened (or its address changed) for this invoice id. */
export const orderOpened = createEvent<string>();
export const loadOrderFx = createEffect(readOrder);

const $openedId = createStore<string | null>(null).on(orderOpened, (_, invoiceId) => invoiceId);

/** Only the answer about the order on screen counts: a slow answer about the previous one is dropped. */
const loaded = sample({
  clock: loadOrderFx.done,
  source: $openedId,
  filter: (invoiceId, { params }) => invoiceId === params,
  fn: (_, { result }) => result,
});
const failed = sample({
  clock: loadOrderFx.fail,
  source: $openedId,
  filter: (invoiceId, { params }) => invoiceId === params,
  fn: (_, { error }) =>
    error instanceof AdminFailure && error.status === 404 ? 'There is no such order.' : error.message,
});

export const $order = createStore<OrderDetails | null>(null)
  .on(loaded, (_, order) => order)
  .reset(orderOpened);
export const $loadFailure = createStore<string | null>(null)
  .on(failed, (_, message) => message)
  .reset(orderOpened, loaded);

sample({ clock: orderOpened, target: loadOrderFx });

export interface DeliveryMove {
  invoiceId: string;
  status: DeliveryTarget;
  shipment?: Shipment;
}

/** The tracking the operator typed: trimmed, an empty field left out (the API takes only non-blank ones). */
export function shipmentOf(values: { trackingNumber?: string; carrier?: string }): Shipment {
  const trackingNumber = values.trackingNumber?.trim();
  const carrier = values.carrier?.trim();
  return { ...(trackingNumber && { trackingNumber }), ...(carrier && { carrier }) };
}

/** Moves the order's delivery; a refusal rejects with the API's `AdminFailure` for the screen to show. */
export const moveDeliveryFx = createEffect(({ invoiceId, status, shipment }: DeliveryMove) =>
  moveDelivery(invoiceId, status, status === 'shipped' ? shipment : undefined),
);

sample({
  clock: moveDeliveryFx.done,
  source: $order,
  fn: (order, { params, result }): Notification => {
    const name = order?.tranId ?? params.invoiceId;
    const status = deliveryWord(result.to).toLowerCase();
    return result.changed
      ? { kind: 'success', message: `Order ${name} is now ${status}` }
      : { kind: 'info', message: `Order ${name} was already ${status}` };
  },
  target: notify,
});
sample({
  clock: moveDeliveryFx.done,
  source: $openedId,
  filter: (invoiceId, { params }) => invoiceId === params.invoiceId,
  fn: (invoiceId) => invoiceId as string,
  target: loadOrderFx,
});

/** A refund or a cancel of the order on screen (as it was when the form opened), and the operator's request. */
export interface OrderAction<Request> {
  order: OrderDetails;
  request: Request;
}

/** Each rejects with the API's `AdminFailure` (400 naming `amount`, 409 saying why not) for its form to show. */
export const refundOrderFx = createEffect(({ order, request }: OrderAction<RefundRequest>) =>
  refundOrder(order.id, request),
);
export const cancelOrderFx = createEffect(({ order, request }: OrderAction<CancelRequest>) =>
  cancelOrder(order.id, request),
);
export const retryRefundFx = createEffect((refund: Refund) => retryRefund(refund.id));

/** The order as the server now has it, after one of the operator's actions; only the order on screen is taken. */
sample({
  clock: merge([refundOrderFx.doneData, cancelOrderFx.doneData, retryRefundFx.doneData]),
  source: $openedId,
  filter: (invoiceId, order) => invoiceId === order.id,
  fn: (_, order) => order,
  target: $order,
});

/** Where a refund stands, as a toast: done, waiting for the gateway, or failed and why. */
export function refundNotice(tranId: string, refund: Refund): Notification {
  const amount = money(refund.amount, refund.currency);
  if (refund.state === 'refunded') {
    return { kind: 'success', message: `Refunded ${amount} of order ${tranId}` };
  }
  if (refund.state === 'requested') {
    return {
      kind: 'info',
      message: `Refund of ${amount} for order ${tranId} requested`,
      detail: 'The gateway has not confirmed it yet.',
    };
  }
  return {
    kind: 'error',
    message: `The refund of ${amount} for order ${tranId} failed`,
    detail: refund.failure ?? undefined,
  };
}

/**
 * The refund a refund or a cancel made: the one the order did not have before. A repeated request (same key) makes
 * none; a cancel with nothing left to refund neither.
 */
const madeRefund = ({ params, result }: { params: { order: OrderDetails }; result: OrderDetails }) =>
  result.refunds.find((refund) => !params.order.refunds.some(({ id }) => id === refund.id));

sample({
  clock: cancelOrderFx.done,
  fn: ({ result }): Notification => ({ kind: 'success', message: `Order ${result.tranId} is cancelled` }),
  target: notify,
});
sample({
  clock: merge([refundOrderFx.done, cancelOrderFx.done]).filterMap((done) => {
    const refund = madeRefund(done);
    return refund && refundNotice(done.result.tranId, refund);
  }),
  target: notify,
});
sample({
  clock: retryRefundFx.done,
  fn: ({ params, result }) =>
    refundNotice(result.tranId, result.refunds.find(({ id }) => id === params.id) ?? params),
  target: notify,
});

/** A parcel is packed for a paid order that was not cancelled: only then is its packing slip offered. */
export const hasParcel = (order: Pick<OrderDetails, 'paymentStatus' | 'deliveryStatus'>) =>
  order.paymentStatus === 'success' && order.deliveryStatus !== 'cancelled';
