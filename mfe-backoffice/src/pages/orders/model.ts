/**
 * The order list: its filters, page and rows (module-level, so the filters and page survive opening an order and
 * coming back), and shipping the selected orders in one call, summed up in a toast.
 */
import { type Notification, notify } from '@shop/shared/bus';
import { createEffect, createEvent, sample } from 'effector';
import {
  type DeliveryOutcome,
  listOrders,
  moveDeliveries,
  type OrderFilters,
  type OrderSummary,
} from '../../api/orders';
import { createPagedList } from '../../lib/paged-list';

export const ordersList = createPagedList<OrderSummary, OrderFilters>({ load: listOrders, filters: {} });

/** The operator marks these orders (ids) shipped. */
export const shipRequested = createEvent<string[]>();
export const shipFx = createEffect((invoiceIds: string[]) => moveDeliveries(invoiceIds, 'shipped'));
export const $shipping = shipFx.pending;

/**
 * What a bulk change did, in one sentence: `3 shipped, 1 already shipped, 1 refused: TXN-9: Not paid`. An order is
 * named by its transaction id when the list shows it.
 */
export function shipSummary(results: DeliveryOutcome[], rows: OrderSummary[]): Notification {
  const count = (outcome: DeliveryOutcome['outcome']) =>
    results.filter((result) => result.outcome === outcome).length;
  const changed = count('changed');
  const unchanged = count('unchanged');
  const refused = results.filter((result) => result.outcome === 'refused');
  const nameOf = (invoiceId: string) => rows.find((row) => row.id === invoiceId)?.tranId ?? invoiceId;
  const parts = [`${changed} shipped`];
  if (unchanged > 0) parts.push(`${unchanged} already shipped`);
  let message = parts.join(', ');
  if (refused.length > 0) {
    const reasons = refused
      .map(({ invoiceId, error }) => `${nameOf(invoiceId)}: ${error?.message ?? 'refused'}`)
      .join('; ');
    message += `, ${refused.length} refused: ${reasons}`;
  }
  const kind = refused.length === 0 ? 'success' : changed + unchanged > 0 ? 'info' : 'error';
  return { kind, message };
}

sample({ clock: shipRequested, filter: (ids) => ids.length > 0, target: shipFx });
sample({
  clock: shipFx.done,
  source: ordersList.$rows,
  fn: (rows, { result }) => shipSummary(result, rows),
  target: notify,
});
sample({
  clock: shipFx.failData,
  fn: (error): Notification => ({ kind: 'error', message: `Nothing was shipped: ${error.message}` }),
  target: notify,
});
// Whatever happened, the list shows the orders as they are now.
sample({ clock: shipFx.finally, target: ordersList.reload });
