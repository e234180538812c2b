import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxPayments, sandboxStore } from '../db/schema';
import type { ConfirmedPayment, PaymentGateway } from './gateway';
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
  };
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
  return row?.valId
    ? { valId: row.valId, tranId: row.tranId, amount: row.amount, currency: row.currency }
    : null;
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
    .set({ status: STATUS_OF[outcome], valId: outcome === 'pay' ? randomToken() : null })
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
