import { stringify } from 'csv-stringify/sync';
import { toSpreadsheetCell } from '../catalogue/import-format';
import type { Db } from '../db/client';
import { findOrder, type OrderSummary } from '../orders/fulfilment';
import { printable } from './printable';

/** An order as `shop orders --format json|csv` gives it to whoever packs it: what it holds and where it goes. */
export interface PackedOrder {
  tranId: string;
  /** When it was placed, ISO 8601 in UTC. */
  date: string;
  /** The customer's e-mail address. */
  customer: string;
  /** The customer's name, address and phone as the invoice has them. */
  customerDetails: string;
  /** Where it goes: the invoice's shipping details. */
  shipTo: string;
  payment: string;
  delivery: string;
  payable: number;
  currency: string;
  trackingNumber: string | null;
  carrier: string | null;
  lines: PackedLine[];
}

export interface PackedLine {
  sku: string;
  title: string;
  size: string;
  color: string;
  qty: number;
  /** The price paid for one. */
  unitPrice: number;
}

/** The orders listed, each read with its lines and addresses; in the list's order. */
export async function packingList(db: Db, orders: OrderSummary[]): Promise<PackedOrder[]> {
  const details = await Promise.all(orders.map((order) => findOrder(db, order.id)));
  return details.flatMap((order) =>
    order
      ? [
          {
            tranId: order.tranId,
            date: order.createdAt.toISOString(),
            customer: order.email,
            customerDetails: order.cusDetails,
            shipTo: order.shipDetails,
            payment: order.paymentStatus,
            delivery: order.deliveryStatus,
            payable: order.payable,
            currency: order.currency,
            trackingNumber: order.trackingNumber,
            carrier: order.carrier,
            lines: order.lines.map(({ sku, title, size, color, qty, price }) => ({
              sku,
              title,
              size,
              color,
              qty,
              unitPrice: price,
            })),
          },
        ]
      : [],
  );
}

/**
 * The orders as a JSON array. JSON escapes C0 control characters but writes DEL and the C1 ones as they are, which
 * terminals obey: those are escaped too, which reads back as the same text.
 */
export const packingJson = (orders: PackedOrder[]): string =>
  `${JSON.stringify(orders, null, 2)}\n`.replace(
    /[\u007f-\u009f]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const ORDER_COLUMNS = {
  tran_id: 'tranId',
  date: 'date',
  customer: 'customer',
  customer_details: 'customerDetails',
  ship_to: 'shipTo',
  payment: 'payment',
  delivery: 'delivery',
  payable: 'payable',
  currency: 'currency',
  tracking_number: 'trackingNumber',
  carrier: 'carrier',
} as const satisfies Record<string, Exclude<keyof PackedOrder, 'lines'>>;

const LINE_COLUMNS = {
  sku: 'sku',
  title: 'title',
  size: 'size',
  color: 'color',
  qty: 'qty',
  unit_price: 'unitPrice',
} as const satisfies Record<string, keyof PackedLine>;

/**
 * The orders as CSV with a header row: one row per line bought, the order's columns repeated on each (an order
 * without lines gets one row). Text is printable (control characters escaped, as everything `shop` prints), and
 * text a spreadsheet would run as a formula gets a `'` in front, as `shop export` writes it: customers write
 * their own addresses.
 */
export function packingCsv(orders: PackedOrder[]): string {
  const rows = orders.flatMap((order) => {
    const orderCells = Object.values(ORDER_COLUMNS).map((field) => order[field]);
    const lines = order.lines.length > 0 ? order.lines : [undefined];
    return lines.map((line) => [...orderCells, ...Object.values(LINE_COLUMNS).map((field) => line?.[field])]);
  });
  return stringify(rows, {
    header: true,
    columns: [...Object.keys(ORDER_COLUMNS), ...Object.keys(LINE_COLUMNS)],
    cast: { string: (text) => toSpreadsheetCell(printable(text)) },
  });
}
