/**
 * One order as the back office shows it, and moving its delivery a step. After a move the order is read again (its
 * steps, history and tracking follow from the server) and a toast says what happened.
 */
import { type Notification, notify } from '@shop/shared/bus';
import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  type DeliveryTarget,
  moveDelivery,
  type OrderDetails,
  readOrder,
  type Shipment,
} from '../../api/orders';
import { AdminFailure } from '../../api/transport';
import { deliveryWord } from '../orders/words';

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
