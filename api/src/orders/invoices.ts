import { and, asc, desc, eq, max, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoiceLines, invoices, payments, products, refunds } from '../db/schema';

// A customer's own invoices, as the storefront's order pages show them.

/** The customer's invoices, newest first. */
export const customerInvoices = (db: Db, userId: string) => invoiceViews(db, eq(invoices.userId, userId));

/** One of the customer's invoices, or null when there is none of theirs with that id. */
export async function customerInvoice(db: Db, userId: string, invoiceId: string) {
  const [invoice] = await invoiceViews(db, and(eq(invoices.userId, userId), eq(invoices.id, invoiceId)));
  return invoice ?? null;
}

/** The lines of one of the customer's invoices, in order, or null when there is none of theirs with that id. */
export async function customerInvoiceLines(db: Db, userId: string, invoiceId: string) {
  const [invoice] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  if (!invoice) return null;
  return db
    .select({
      _id: invoiceLines.id,
      productID: invoiceLines.productId,
      product: { _id: products.id, title: products.title, image: products.image },
      price: invoiceLines.price,
      qty: invoiceLines.qty,
      size: invoiceLines.size,
      color: invoiceLines.color,
    })
    .from(invoiceLines)
    .innerJoin(products, eq(products.id, invoiceLines.productId))
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position));
}

/** The invoices `which` selects as a customer sees them, newest first (the fields of the route's `Invoice`). */
async function invoiceViews(db: Db, which: SQL | undefined) {
  const rows = await db
    .select()
    .from(invoices)
    .where(which)
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
  if (rows.length === 0) return [];
  const unapplied = await db
    .select({
      invoiceId: payments.invoiceId,
      amount: sql<string>`${sum(payments.amount)}`,
      currency: payments.currency,
      receivedAt: max(payments.receivedAt),
      refundedAt: max(payments.refundedAt),
      notRefunded: sql<number>`count(*) FILTER (WHERE ${payments.refundedAt} IS NULL)`.mapWith(Number),
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(which, eq(payments.needsDecision, true)))
    .groupBy(payments.invoiceId, payments.currency);
  const unappliedByInvoice = new Map(unapplied.map((payment) => [payment.invoiceId, payment]));
  const lines = await db
    .select({ invoiceId: invoiceLines.invoiceId, title: products.title, qty: invoiceLines.qty })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .innerJoin(products, eq(products.id, invoiceLines.productId))
    .where(which)
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
  const itemsByInvoice = new Map<string, { title: string; qty: number }[]>();
  for (const { invoiceId, title, qty } of lines) {
    const items = itemsByInvoice.get(invoiceId) ?? [];
    items.push({ title, qty });
    itemsByInvoice.set(invoiceId, items);
  }
  const refunded = await db
    .select({
      invoiceId: payments.invoiceId,
      amount: refunds.amount,
      currency: payments.currency,
      refundedAt: refunds.refundedAt,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(which, eq(refunds.state, 'refunded')))
    .orderBy(asc(refunds.refundedAt), asc(refunds.id));
  const refundsByInvoice = new Map<string, { amount: number; currency: string; refundedAt: string }[]>();
  for (const { invoiceId, amount, currency, refundedAt } of refunded) {
    if (!refundedAt) continue; // a refunded refund always has its time
    const given = refundsByInvoice.get(invoiceId) ?? [];
    given.push({ amount, currency, refundedAt: refundedAt.toISOString() });
    refundsByInvoice.set(invoiceId, given);
  }
  const now = Date.now();
  return rows.map((row) => {
    const payment = unappliedByInvoice.get(row.id);
    return {
      _id: row.id,
      tran_id: row.tranId,
      cus_details: row.cusDetails,
      ship_details: row.shipDetails,
      // Expiry is a matter of time: a pending invoice past its session's end is no longer payable.
      payment_status:
        row.paymentStatus === 'pending' && row.expiresAt.getTime() <= now ? 'expired' : row.paymentStatus,
      delivery_status: row.deliveryStatus,
      total: row.total,
      vat: row.vat,
      payable: row.payable,
      currency: row.currency,
      trackingNumber: row.trackingNumber,
      carrier: row.carrier,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      items: itemsByInvoice.get(row.id) ?? [],
      refunds: refundsByInvoice.get(row.id) ?? [],
      ...(payment && {
        unapplied_payment: {
          amount: Number(payment.amount),
          currency: payment.currency,
          receivedAt: (payment.receivedAt ?? row.updatedAt).toISOString(),
          ...(payment.notRefunded === 0 &&
            payment.refundedAt && { refundedAt: payment.refundedAt.toISOString() }),
        },
      }),
    };
  });
}
