import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import { cartItems, invoiceLines, invoices, type PaymentStatus, payments } from '../db/schema';
import { toCents } from '../lib/money';
import type { CustomerMail } from '../mail/mailer';
import { GatewayUnavailableError, type PaymentGateway } from '../payment/gateway';
import type { NotificationFields } from '../payment/sslcommerz-signature';
import { countsStock, type StockShortage, takeStock } from '../stock/stock';
import { sendReceipt } from './receipts';

export type PaymentOutcome = 'confirmed' | 'flagged' | 'already' | 'rejected';

/**
 * Records a payment only after the gateway's validation confirms it for this tran_id. It pays the invoice when the
 * invoice is still open for payment, amount and currency match and its lines can be taken from stock; otherwise
 * (superseded, expired, failed, cancelled, already paid, a different amount, or stock run out meanwhile) it is
 * recorded and flagged for a refund or fulfilment decision, and the cart is left alone. Idempotent per validation
 * id. A confirmed payment takes the bought lines from stock and out of the cart; once committed, the catalogue's
 * caches are told when counted stock changed (`stockChanged`), and the customer is e-mailed a receipt (a mail that
 * cannot be sent is logged; the payment stands). Throws GatewayUnavailableError when validation cannot be reached
 * (the gateway retries its notification).
 */
export async function confirmPayment(
  db: Db,
  gateway: PaymentGateway,
  mail: CustomerMail,
  log: FastifyBaseLogger,
  stockChanged: () => Promise<void>,
  tranId: string,
  valId: string,
): Promise<PaymentOutcome> {
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.tranId, tranId));
  if (!invoice) return 'rejected';
  const [known] = await db.select({ id: payments.id }).from(payments).where(eq(payments.valId, valId));
  if (known) return 'already';

  const payment = await gateway.validate(valId);
  if (payment === null || payment.tranId !== tranId) {
    log.warn({ tranId, valId, payment }, 'payment notification not confirmed by the gateway');
    return 'rejected';
  }

  const applied = await db.transaction(
    async (tx): Promise<{ outcome: PaymentOutcome; tookStock: boolean }> => {
      const unapplied = (outcome: PaymentOutcome) => ({ outcome, tookStock: false });
      const [current] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id)).for('update');
      if (!current) return unapplied('rejected');
      const matches =
        payment.currency === current.currency && toCents(payment.amount) === toCents(current.payable);
      const problem = !matches
        ? `paid ${payment.amount} ${payment.currency} for an invoice of ${current.payable} ${current.currency}`
        : current.paymentStatus !== 'pending'
          ? `paid while the invoice was ${current.paymentStatus}`
          : null;
      const [recorded] = await tx
        .insert(payments)
        .values({
          invoiceId: current.id,
          valId,
          bankTranId: payment.bankTranId,
          amount: payment.amount,
          currency: payment.currency,
          needsDecision: problem !== null,
          reason: problem,
        })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      if (!recorded) return unapplied('already');
      if (problem !== null) {
        log.warn(
          { tranId, valId, amount: payment.amount, currency: payment.currency, reason: problem },
          'payment recorded but not applied: it needs a refund or fulfilment decision',
        );
        return unapplied('flagged');
      }

      const shortages = await takeStock(tx, current.id);
      if (shortages.length > 0) {
        const reason = `paid when out of stock: ${shortages.map(describeShortage).join(', ')}`;
        await tx.update(payments).set({ needsDecision: true, reason }).where(eq(payments.id, recorded.id));
        // No longer payable: the customer may check out again, and nothing else is charged for these lines.
        await tx
          .update(invoices)
          .set({ paymentStatus: 'cancelled', updatedAt: new Date() })
          .where(eq(invoices.id, current.id));
        log.warn(
          { tranId, valId, amount: payment.amount, currency: payment.currency, shortages, reason },
          'payment recorded but not applied: stock ran out; it needs a refund or fulfilment decision',
        );
        return unapplied('flagged');
      }

      const now = new Date();
      await tx
        .update(invoices)
        .set({ paymentStatus: 'success', valId, stockTakenAt: now, updatedAt: now })
        .where(eq(invoices.id, current.id));
      await takeBoughtQuantitiesFromCart(tx, current.id, current.userId);
      return { outcome: 'confirmed', tookStock: await countsStock(tx, current.id) };
    },
  );
  // Only the one call that applied the payment gets here with 'confirmed', so the receipt goes out once.
  if (applied.outcome === 'confirmed') {
    // After the commit, so a page read after the caches drop sees the new counts ("Only 2 left").
    if (applied.tookStock) await stockChanged();
    await sendReceipt(db, mail, invoice.id).catch((err: unknown) =>
      log.error({ err, tranId }, 'the receipt e-mail could not be sent; the payment is recorded'),
    );
  }
  return applied.outcome;
}

/** `SKU-1 (wanted 2, 1 left)`: what an operator reads in the payment's reason. */
const describeShortage = ({ sku, wanted, left }: StockShortage) => `${sku} (wanted ${wanted}, ${left} left)`;

/**
 * Takes from the customer's cart what the invoice bought, and only that: a line raised or added after checking out
 * keeps the difference (5 in the cart, 1 paid for: 4 stay), and a line paid for in full leaves.
 */
async function takeBoughtQuantitiesFromCart(tx: DbOrTx, invoiceId: string, userId: string) {
  const boughtLine = sql`${invoiceLines.invoiceId} = ${invoiceId}
    AND ${cartItems.userId} = ${userId}
    AND ${cartItems.productId} = ${invoiceLines.productId}
    AND ${cartItems.color} = ${invoiceLines.color}
    AND ${cartItems.size} = ${invoiceLines.size}`;
  await tx.execute(sql`DELETE FROM ${cartItems} USING ${invoiceLines}
    WHERE ${boughtLine} AND ${cartItems.qty} <= ${invoiceLines.qty}`);
  await tx.execute(sql`UPDATE ${cartItems} SET qty = ${cartItems.qty} - ${invoiceLines.qty}
    FROM ${invoiceLines} WHERE ${boughtLine}`);
}

/** The gateway's word for a payment that did not happen, and what it makes of the invoice. */
const ENDINGS: Record<string, Extract<PaymentStatus, 'failed' | 'cancelled' | 'expired'>> = {
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

/**
 * Ends a pending invoice as failed, cancelled or expired, only on the gateway's signed word for this tran_id: a
 * result without proof changes nothing. A confirmed payment is never undone. Returns whether it had proof.
 */
export async function endPaymentOnProof(
  db: Db,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  tranId: string,
  fields: NotificationFields,
): Promise<boolean> {
  const proof = await gateway.verifyNotification(fields);
  const ending = proof && proof.tranId === tranId ? ENDINGS[proof.status] : undefined;
  if (!ending) {
    log.warn(
      { tranId, status: fields.status },
      'payment result without proof from the gateway: nothing changed',
    );
    return false;
  }
  await db
    .update(invoices)
    .set({ paymentStatus: ending, updatedAt: new Date() })
    .where(and(eq(invoices.tranId, tranId), eq(invoices.paymentStatus, 'pending')));
  return true;
}

/**
 * Records the payments the gateway took for a tran_id that no notification announced (its transaction query).
 * Returns how many it recorded. Throws GatewayUnavailableError when the gateway cannot be asked.
 */
export async function catchUpPayments(
  db: Db,
  gateway: PaymentGateway,
  mail: CustomerMail,
  log: FastifyBaseLogger,
  stockChanged: () => Promise<void>,
  tranId: string,
): Promise<number> {
  let recorded = 0;
  for (const valId of await gateway.paymentsOf(tranId)) {
    const outcome = await confirmPayment(db, gateway, mail, log, stockChanged, tranId, valId);
    if (outcome === 'confirmed' || outcome === 'flagged') {
      recorded += 1;
      log.warn({ tranId, valId, outcome }, 'payment found by asking the gateway');
    }
  }
  return recorded;
}

/** Sessions that ended longer ago than this are not asked about (they were, or they predate the check). */
const RECONCILE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const RECONCILE_BATCH = 100;

/**
 * Asks the gateway, once an invoice's payment session has ended, which payments it took for the invoice, and
 * records each like a notification would: a payment whose browser return and IPN were both lost (a crash, a
 * network cut) is still found. Invoices already paid are not asked about. Returns how many payments it recorded.
 */
export async function reconcilePayments(
  db: Db,
  gateway: PaymentGateway,
  mail: CustomerMail,
  log: FastifyBaseLogger,
  stockChanged: () => Promise<void>,
  now = new Date(),
): Promise<number> {
  const due = await db
    .select({ id: invoices.id, tranId: invoices.tranId })
    .from(invoices)
    .where(
      and(
        ne(invoices.paymentStatus, 'success'),
        isNull(invoices.paymentsCheckedAt),
        lte(invoices.expiresAt, now),
        gt(invoices.expiresAt, new Date(now.getTime() - RECONCILE_WINDOW_MS)),
      ),
    )
    .limit(RECONCILE_BATCH);
  let recorded = 0;
  for (const invoice of due) {
    try {
      recorded += await catchUpPayments(db, gateway, mail, log, stockChanged, invoice.tranId);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      log.warn({ err: error }, 'asking the gateway about ended payment sessions failed; trying again later');
      break;
    }
    await db.update(invoices).set({ paymentsCheckedAt: now }).where(eq(invoices.id, invoice.id));
  }
  return recorded;
}
