import { and, asc, count, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoices, payments, products, productVariants, refunds } from '../db/schema';
import { PAID } from './fulfilment';

/**
 * What an operator looks at first (docs/behaviour.md#back-office-screens): the sales of today and this week, the
 * orders and payments waiting for someone, and what is about to run out. Days and weeks are UTC, as the order
 * list's day filters are; a week starts on Monday. The answer's shape is its route's schema (`Dashboard`).
 */

/** Products shown by name under "low stock", fewest left first; the figure counts them all. */
const LOW_STOCK_LISTED = 5;

const startOfDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
/** Monday of the week `at` is in. */
const startOfWeek = (at: Date) => {
  const day = startOfDay(at);
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 24 * 60 * 60 * 1000);
};
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** Paid orders placed since `from`, and what they came to by currency (each keeps the one it was charged in). */
async function salesSince(db: Db, from: Date) {
  const rows = await db
    .select({ currency: invoices.currency, orders: count(), amount: sql<string>`sum(${invoices.payable})` })
    .from(invoices)
    .where(and(eq(invoices.paymentStatus, PAID), gte(invoices.createdAt, from)))
    .groupBy(invoices.currency)
    .orderBy(asc(invoices.currency));
  return {
    from: isoDay(from),
    orders: rows.reduce((sum, row) => sum + row.orders, 0),
    amounts: rows.map((row) => ({ currency: row.currency, amount: Number(row.amount) })),
  };
}

/**
 * How many of a product are left where it is counted: its variants' least, else its own. Null (counted nowhere,
 * so unlimited) is never low. (Spelt out: drizzle writes a one-table query's columns unqualified.)
 */
const leastLeft = sql<number>`coalesce(
  (SELECT min(variant.stock) FROM ${productVariants} variant WHERE variant.product_id = ${products}.id),
  ${products}.stock)`;

async function lowStock(db: Db, threshold: number) {
  const low = and(isNull(products.retiredAt), lte(leastLeft, threshold));
  const [all] = await db.select({ products: count() }).from(products).where(low);
  const fewest = await db
    .select({
      _id: products.id,
      title: products.title,
      sku: products.sku,
      stockLeft: leastLeft.mapWith(Number),
    })
    .from(products)
    .where(low)
    .orderBy(asc(leastLeft), asc(products.title))
    .limit(LOW_STOCK_LISTED);
  return { threshold, products: all?.products ?? 0, fewest };
}

const countOf = async (query: Promise<{ count: number }[]>) => (await query)[0]?.count ?? 0;

/** Paid orders not started, and being prepared: read from the index kept for them (invoices_to_ship). */
async function toShip(db: Db) {
  const rows = await db
    .select({ status: invoices.deliveryStatus, count: count() })
    .from(invoices)
    .where(
      sql`${invoices.paymentStatus} = 'success' AND ${invoices.deliveryStatus} IN ('pending', 'processing')`,
    )
    .groupBy(invoices.deliveryStatus);
  const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { notStarted: of('pending'), processing: of('processing') };
}

export async function readDashboard(db: Db, { now, lowStockAt }: { now: Date; lowStockAt: number }) {
  const [today, week, waiting, paymentsToDecide, failedRefunds, low] = await Promise.all([
    salesSince(db, startOfDay(now)),
    salesSince(db, startOfWeek(now)),
    toShip(db),
    countOf(
      db
        .select({ count: count() })
        .from(payments)
        .where(and(eq(payments.needsDecision, true), isNull(payments.refundedAt), isNull(payments.keptAt))),
    ),
    countOf(db.select({ count: count() }).from(refunds).where(eq(refunds.state, 'failed'))),
    lowStock(db, lowStockAt),
  ]);
  return {
    sales: { today, week },
    toShip: waiting,
    paymentsToDecide,
    failedRefunds,
    lowStock: low,
  };
}
