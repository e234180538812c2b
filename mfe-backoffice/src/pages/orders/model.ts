/**
 * The order list: its filters, page and rows (module-level, so the filters and page survive opening an order and
 * coming back), and shipping the selected orders in one call, reported on the screen until the next one.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  type DeliveryOutcome,
  listOrders,
  moveDeliveries,
  type OrderFilters,
  type OrderSummary,
} from '../../api/orders';
import { createPagedList } from '../../lib/paged-list';

export const ordersList = createPagedList<OrderSummary, OrderFilters>({ load: listOrders, filters: {} });

/** Whether an order can be marked shipped now: paid, and not shipped, delivered, returned or cancelled yet. */
export const canShip = (order: OrderSummary) => order.deliverySteps.includes('shipped');

/** The operator confirmed marking these orders (ids) shipped. */
export const shipRequested = createEvent<string[]>();
export const shipFx = createEffect((invoiceIds: string[]) => moveDeliveries(invoiceIds, 'shipped'));
export const $shipping = shipFx.pending;
export const shipReportClosed = createEvent();

/** What one bulk change did, order by order, each named by its transaction id when the list shows it. */
export interface ShipReport {
  shipped: string[];
  alreadyShipped: string[];
  refused: { order: string; reason: string }[];
  /** The call as a whole was refused or failed: nothing was shipped. */
  failure?: string;
}

export function shipReport(results: DeliveryOutcome[], rows: OrderSummary[]): ShipReport {
  const nameOf = (invoiceId: string) => rows.find((row) => row.id === invoiceId)?.tranId ?? invoiceId;
  const named = (outcome: DeliveryOutcome['outcome']) =>
    results.filter((result) => result.outcome === outcome).map(({ invoiceId }) => nameOf(invoiceId));
  return {
    shipped: named('changed'),
    alreadyShipped: named('unchanged'),
    refused: results
      .filter((result) => result.outcome === 'refused')
      .map(({ invoiceId, error }) => ({ order: nameOf(invoiceId), reason: error?.message ?? 'Refused' })),
  };
}

/** The last bulk change's report: on screen until it is closed or another change starts. */
export const $shipReport = createStore<ShipReport | null>(null).reset(shipRequested, shipReportClosed);

sample({ clock: shipRequested, filter: (ids) => ids.length > 0, target: shipFx });
sample({
  clock: shipFx.done,
  source: ordersList.$rows,
  fn: (rows, { result }) => shipReport(result, rows),
  target: $shipReport,
});
sample({
  clock: shipFx.failData,
  fn: (error): ShipReport => ({ shipped: [], alreadyShipped: [], refused: [], failure: error.message }),
  target: $shipReport,
});
// Whatever happened, the list shows the orders as they are now.
sample({ clock: shipFx.finally, target: ordersList.reload });
