import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxPayments, sandboxRefunds, sandboxStore } from '../db/schema';
import { formatMoney, toCents } from '../lib/money';
import type { ConfirmedPayment, PaymentGateway, RefundAnswer, RefundRequest } from './gateway';
import { verifyNotification } from './sslcommerz-signature';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type SandboxOutcome = 'pay' | 'fail' | 'cancel';

export const SANDBOX_PAGE_PATH = '/api/sandbox-gateway/pay';

/** Unguessable: whoever holds a session key can pay or cancel that session. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** The built-in gateway: sessions live in the shop's own database and are paid on a page the API serves. */
export function createSandboxGateway(options: { db: Db; publicUrl: string }): PaymentGateway {
  const { db } = options;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  return {
    name: 'sandbox',

    async createSession(request) {
      const sessionKey = randomToken();
      await db.insert(sandboxPayments).values({
        sessionKey,
        tranId: request.tranId,
        amount: request.amount,
        currency: request.currency,
        expiresAt: request.expiresAt,
        successUrl: request.urls.success,
        failUrl: request.urls.fail,
        cancelUrl: request.urls.cancel,
        ipnUrl: request.urls.ipn,
      });
      return { gatewayPageUrl: `${publicUrl}${SANDBOX_PAGE_PATH}/${sessionKey}` };
    },

    validate: (valId) => findValidPayment(db, valId),

    verifyNotification: async (fields) => verifyNotification(fields, await sandboxStorePassword(db)),

    async paymentsOf(tranId) {
      const paid = await db
        .select({ valId: sandboxPayments.valId })
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.tranId, tranId), eq(sandboxPayments.status, 'valid')));
      return paid.flatMap((payment) => (payment.valId ? [payment.valId] : []));
    },

    refund: (request) => refundSandboxPayment(db, request),

    async refundStatus(gatewayReference) {
      // The sandbox refunds at once: a refund it knows is done.
      const [known] = await db
        .select({ refundRefId: sandboxRefunds.refundRefId })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.refundRefId, gatewayReference));
      return known
        ? { state: 'refunded', gatewayReference }
        : { state: 'failed', reason: `The sandbox gateway has no refund ${gatewayReference}` };
    },
  };
}

/**
 * Gives back part of a paid sandbox session, as SSLCommerz's refund API does: once per shop reference (asking again
 * answers the refund already made), never more than was paid less what was given back, and not at all while the
 * store is set to refuse refunds. The paid session's row is locked, so refunds of one payment are decided one at a time.
 */
async function refundSandboxPayment(db: Db, request: RefundRequest): Promise<RefundAnswer> {
  return db.transaction(async (tx): Promise<RefundAnswer> => {
    const [paid] = await tx
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.bankTranId, request.bankTranId), eq(sandboxPayments.status, 'valid')))
      .for('update');
    if (!paid) return { state: 'failed', reason: `No payment has bank transaction id ${request.bankTranId}` };
    const [known] = await tx
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.shopReference, request.shopReference));
    if (known) return { state: 'refunded', gatewayReference: known.refundRefId };
    const [store] = await tx.select({ failRefunds: sandboxStore.failRefunds }).from(sandboxStore);
    if (store?.failRefunds) {
      return { state: 'failed', reason: 'The sandbox gateway is set to refuse refunds' };
    }
    const [given] = await tx
      .select({ amount: sum(sandboxRefunds.amount).mapWith(Number) })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.bankTranId, request.bankTranId));
    const leftCents = toCents(paid.amount) - toCents(given?.amount ?? 0);
    if (toCents(request.amount) > leftCents) {
      const left = formatMoney(leftCents / 100, paid.currency);
      return { state: 'failed', reason: `The refund is more than is left of the payment (${left})` };
    }
    const refundRefId = `SANDBOX-REFUND-${randomToken()}`;
    await tx.insert(sandboxRefunds).values({
      refundRefId,
      bankTranId: request.bankTranId,
      amount: request.amount,
      shopReference: request.shopReference,
    });
    return { state: 'refunded', gatewayReference: refundRefId };
  });
}

/** Sets whether the sandbox refuses every refund (to try how the shop handles a failed one). */
export async function setSandboxRefundFailure(db: Db, failRefunds: boolean): Promise<void> {
  await sandboxStorePassword(db);
  await db.update(sandboxStore).set({ failRefunds });
}

/** The sandbox's store password, made on first use; every process on the database reads the same one. */
export async function sandboxStorePassword(db: Db): Promise<string> {
  const [stored] = await db.select().from(sandboxStore);
  if (stored) return stored.password;
  await db.insert(sandboxStore).values({ password: randomToken() }).onConflictDoNothing();
  const [made] = await db.select().from(sandboxStore);
  if (!made) throw new Error('sandbox store password was not stored');
  return made.password;
}

export async function findValidPayment(db: Db, valId: string): Promise<ConfirmedPayment | null> {
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.valId, valId), eq(sandboxPayments.status, 'valid')));
  if (!row?.valId) return null;
  const { tranId, amount, currency, bankTranId } = row;
  return { valId: row.valId, tranId, amount, currency, ...(bankTranId && { bankTranId }) };
}

export async function findSandboxPayment(db: Db, sessionKey: string): Promise<SandboxPayment | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.sessionKey, sessionKey));
  return row;
}

const STATUS_OF: Record<SandboxOutcome, 'valid' | 'failed' | 'cancelled'> = {
  pay: 'valid',
  fail: 'failed',
  cancel: 'cancelled',
};

/**
 * Completes an open session with the customer's choice. Only one caller can win: the update matches only while
 * the session is still open and has not expired, so a double click, a replayed form or a page left open past the
 * session's end returns undefined.
 */
export async function completeSandboxPayment(
  db: Db,
  sessionKey: string,
  outcome: SandboxOutcome,
): Promise<SandboxPayment | undefined> {
  const [row] = await db
    .update(sandboxPayments)
    .set({
      status: STATUS_OF[outcome],
      valId: outcome === 'pay' ? randomToken() : null,
      // Made up as a bank would give one: refunds are asked for by it.
      bankTranId: outcome === 'pay' ? `SANDBOX-BANK-${randomBytes(9).toString('hex')}` : null,
    })
    .where(
      and(
        eq(sandboxPayments.sessionKey, sessionKey),
        eq(sandboxPayments.status, 'open'),
        gt(sandboxPayments.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}
