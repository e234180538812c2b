import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { cartItems, invoiceLines, invoices, type PaymentStatus } from '../../db/schema';
import { toCents } from '../../lib/money';
import type { PaymentGateway } from '../../payment/gateway';

/**
 * Records a payment only after the gateway's validation confirms it for this tran_id, amount and currency.
 * Idempotent: a repeated confirmation changes nothing. A confirmed payment empties the bought lines from the cart.
 * Throws GatewayUnavailableError when validation cannot be reached (the gateway retries its notification).
 */
export async function confirmPayment(
  db: Db,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  tranId: string,
  valId: string,
): Promise<'confirmed' | 'already' | 'rejected'> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.tranId, tranId));
  if (!invoice) return 'rejected';
  if (invoice.paymentStatus === 'success') return 'already';

  const payment = await gateway.validate(valId);
  const confirms =
    payment !== null &&
    payment.tranId === tranId &&
    payment.currency === invoice.currency &&
    toCents(payment.amount) === toCents(invoice.payable);
  if (!confirms) {
    log.warn({ tranId, valId, payment }, 'payment notification not confirmed by the gateway');
    return 'rejected';
  }

  return db.transaction(async (tx) => {
    const updated = await tx
      .update(invoices)
      .set({ paymentStatus: 'success', valId, updatedAt: new Date() })
      .where(and(eq(invoices.id, invoice.id), ne(invoices.paymentStatus, 'success')))
      .returning({ id: invoices.id });
    if (updated.length === 0) return 'already';
    // The bought lines leave the cart; anything added while paying stays.
    await tx.delete(cartItems).where(
      and(
        eq(cartItems.userId, invoice.userId),
        inArray(
          sql`(${cartItems.productId}, ${cartItems.color}, ${cartItems.size})`,
          tx
            .select({
              productId: invoiceLines.productId,
              color: invoiceLines.color,
              size: invoiceLines.size,
            })
            .from(invoiceLines)
            .where(eq(invoiceLines.invoiceId, invoice.id)),
        ),
      ),
    );
    return 'confirmed';
  });
}

/** A failed or cancelled payment only ever ends a pending invoice: it never undoes a confirmed one. */
export async function endPayment(
  db: Db,
  tranId: string,
  status: Extract<PaymentStatus, 'failed' | 'cancelled'>,
) {
  await db
    .update(invoices)
    .set({ paymentStatus: status, updatedAt: new Date() })
    .where(and(eq(invoices.tranId, tranId), eq(invoices.paymentStatus, 'pending')));
}
