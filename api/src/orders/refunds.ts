import { and, asc, eq, lte, ne, sum } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { recordChange, recordUpdate } from '../audit/audit-log';
import type { Db, DbOrTx } from '../db/client';
import { invoices, payments, refunds, users } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';
import { formatMoney, toCents, toDollars } from '../lib/money';
import type { CustomerMail, MailMessage } from '../mail/mailer';
import { GatewayUnavailableError, type PaymentGateway, type RefundAnswer } from '../payment/gateway';
import { giveBackStock } from '../stock/stock';
import {
  CANCELLABLE,
  findOrder,
  lockOrder,
  type OrderDetails,
  PAID,
  type PaymentRecord,
  paymentRecord,
  REFUNDABLE,
  type RefundRecord,
} from './fulfilment';
import { cancellationMessage, refundMessage } from './order-messages';

/**
 * Giving money back through the payment gateway, and cancelling orders, for the back office's API and the command
 * line alike. A refund is written as `requested` and committed before the gateway is asked, then updated with its
 * answer: so a crash between the two leaves a row to ask about again (checkRequestedRefunds), never money moved
 * without a record. The shop's reference for a refund at the gateway is the refund's id.
 */

export interface RefundContext {
  db: Db;
  gateway: PaymentGateway;
  mail: CustomerMail;
  /** Told after a cancellation gave stock back, so cached catalogue answers (what is left) go. */
  stockChanged(): Promise<void>;
  /** Told when the customer could not be e-mailed; what the e-mail reports stands. */
  mailFailed(error: unknown, tranId: string): void;
}

/** The refunds a running app makes: through its database, gateway and mail, mail failures logged to `log`. */
export const refundContextOf = (app: FastifyInstance, log: FastifyBaseLogger = app.log): RefundContext => ({
  db: app.db,
  gateway: app.gateway,
  mail: app.customerMail,
  stockChanged: () => app.invalidateCatalogue(),
  mailFailed: (err, tranId) =>
    log.error({ err, tranId }, 'the refund or cancellation e-mail could not be sent; what it reports stands'),
});

/** What an operator asks for: `amount` defaults to all that is left; the same `requestKey` again refunds once. */
export interface RefundAsked {
  amount?: number;
  remark?: string;
  requestKey: string;
  actor: string;
}

/** The failure of a refund the gateway never answered: it may be asked again (retryRefund). */
const GATEWAY_UNREACHABLE = 'the gateway could not be reached';
/** SSLCommerz takes at most this many characters of a refund's remark. */
export const REMARK_MAX = 255;
/** Who settles refunds the gateway answers later, in the audit log. */
const REFUND_CHECKER = 'system:refund-check';

type Refund = typeof refunds.$inferSelect;
type Payment = typeof payments.$inferSelect;

/** A refund as the back office shows it. */
const refundRecord = (refund: Refund, currency: string): RefundRecord => ({
  id: refund.id,
  paymentId: refund.paymentId,
  amount: refund.amount,
  currency,
  state: refund.state,
  remark: refund.remark,
  gatewayReference: refund.gatewayReference,
  failure: refund.failure,
  actor: refund.actor,
  createdAt: refund.createdAt,
  refundedAt: refund.refundedAt,
});

/** 400 unless the amount is more than 0 with at most two decimals: the gateway takes cents, not less. */
function checkedAmount(amount: number | undefined): number | undefined {
  if (amount === undefined) return undefined;
  if (!Number.isFinite(amount) || amount <= 0 || Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) {
    throw badRequest('amount must be more than 0, in dollars with at most 2 decimals', 'amount');
  }
  return amount;
}

function checkedRemark(remark: string | undefined): string {
  const trimmed = (remark ?? '').trim();
  if (trimmed.length > REMARK_MAX)
    throw badRequest(`remark must be at most ${REMARK_MAX} characters`, 'remark');
  return trimmed;
}

/** The payment's row, locked until the transaction ends: its refunds are decided one at a time. */
async function lockPayment(tx: DbOrTx, paymentId: string): Promise<Payment> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw notFound('No such payment');
  return payment;
}

/** Cents of the payment still to give back: its amount less its refunds that did not fail (asked for or done). */
async function centsLeft(tx: DbOrTx, payment: Payment): Promise<number> {
  const [spoken] = await tx
    .select({ amount: sum(refunds.amount).mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), ne(refunds.state, 'failed')));
  return toCents(payment.amount) - toCents(spoken?.amount ?? 0);
}

/** The refund an earlier request with this key made, when it was for this payment; 409 when for another. */
async function earlierRequest(
  tx: DbOrTx,
  requestKey: string,
  paymentId: string,
): Promise<Refund | undefined> {
  const [earlier] = await tx.select().from(refunds).where(eq(refunds.requestKey, requestKey));
  if (earlier && earlier.paymentId !== paymentId) {
    throw new HttpError(409, 'This requestKey was already used for another refund', undefined, 'requestKey');
  }
  return earlier;
}

/**
 * Writes a requested refund of a locked payment (of `amount`, or of all that is left), with its audit row; or, when
 * its request key was used before, answers that refund (`fresh: false`). Null when nothing is left to give back.
 * Another transaction inserting the same key at once makes the insert wait for it, then find its row.
 */
async function writeRefund(
  tx: DbOrTx,
  payment: Payment,
  asked: { amount: number | undefined; remark: string; requestKey: string; actor: string },
): Promise<{ refund: Refund; fresh: boolean } | null> {
  const earlier = await earlierRequest(tx, asked.requestKey, payment.id);
  if (earlier) return { refund: earlier, fresh: false };
  const left = await centsLeft(tx, payment);
  if (left <= 0) return null;
  if (asked.amount !== undefined && toCents(asked.amount) > left) {
    throw new HttpError(
      409,
      `Only ${formatMoney(toDollars(left), payment.currency)} of this payment is left to refund`,
      undefined,
      'amount',
    );
  }
  if (!payment.bankTranId) {
    throw new HttpError(
      409,
      'This payment has no bank transaction id (it was recorded before refunds): refund it from the gateway itself',
    );
  }
  const [refund] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      amount: asked.amount ?? toDollars(left),
      requestKey: asked.requestKey,
      remark: asked.remark,
      actor: asked.actor,
    })
    .onConflictDoNothing({ target: refunds.requestKey })
    .returning();
  if (!refund) {
    const raced = await earlierRequest(tx, asked.requestKey, payment.id);
    if (!raced) throw new Error('a refund request key conflicted but its refund is not there');
    return { refund: raced, fresh: false };
  }
  await recordChange(tx, {
    actor: asked.actor,
    action: 'refund.request',
    entity: 'refund',
    entityId: refund.id,
    before: null,
    after: {
      invoiceId: payment.invoiceId,
      paymentId: payment.id,
      amount: refund.amount,
      remark: refund.remark,
      state: refund.state,
    },
  });
  return { refund, fresh: true };
}

/** 409 unless money of this payment may be given back now (see REFUNDABLE); `through` says which call asks. */
async function assertRefundable(tx: DbOrTx, payment: Payment, through: 'order' | 'payment'): Promise<void> {
  if (through === 'payment' && !payment.needsDecision) {
    throw new HttpError(
      409,
      'This payment was applied to its order: only a flagged payment is refunded here (refund the order instead)',
    );
  }
  if (payment.needsDecision) {
    if (payment.keptAt) {
      throw new HttpError(
        409,
        `This payment was already recorded as kept on ${payment.keptAt.toISOString()} by ${payment.keptBy}`,
      );
    }
    return;
  }
  const [invoice] = await tx
    .select({ tranId: invoices.tranId, deliveryStatus: invoices.deliveryStatus })
    .from(invoices)
    .where(eq(invoices.id, payment.invoiceId));
  if (invoice && !REFUNDABLE.includes(invoice.deliveryStatus)) {
    throw new HttpError(
      409,
      `Order ${invoice.tranId} is ${invoice.deliveryStatus}: all that was left was asked back when it was cancelled (retry a failed refund instead)`,
    );
  }
}

/**
 * Asks the gateway to give back part or all of a payment: written as requested and committed, then asked, then
 * updated with the answer. The same request key again answers the first refund and asks nothing.
 */
async function requestRefund(
  context: RefundContext,
  paymentId: string,
  asked: RefundAsked,
  through: 'order' | 'payment',
): Promise<Refund> {
  const amount = checkedAmount(asked.amount);
  const remark = checkedRemark(asked.remark);
  const written = await context.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    // Before the checks: a repeated request is answered as it was, even if the order moved on since.
    const earlier = await earlierRequest(tx, asked.requestKey, payment.id);
    if (earlier) return { refund: earlier, fresh: false };
    await assertRefundable(tx, payment, through);
    const refund = await writeRefund(tx, payment, { ...asked, amount, remark });
    if (!refund) throw new HttpError(409, 'Nothing is left of this payment to refund');
    return refund;
  });
  return written.fresh ? askGateway(context, written.refund, asked.actor) : written.refund;
}

/** What asking the gateway about a refund needs besides the refund: the payment's bank id, the order and its customer. */
async function refundParties(db: DbOrTx, refund: Refund) {
  const [parties] = await db
    .select({
      bankTranId: payments.bankTranId,
      currency: payments.currency,
      invoiceId: invoices.id,
      tranId: invoices.tranId,
      email: users.email,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(eq(payments.id, refund.paymentId));
  if (!parties) throw new Error(`refund ${refund.id} has no payment`);
  return parties;
}

/** The gateway's answer; an unreachable gateway is a failure the operator can retry. */
async function answerOf(ask: () => Promise<RefundAnswer>): Promise<RefundAnswer> {
  try {
    return await ask();
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    return { state: 'failed', reason: GATEWAY_UNREACHABLE };
  }
}

/**
 * Asks the gateway for a refund written as requested, and records its answer.
 *
 * The shop's reference is the refund's id, the same on every attempt (a retry, or the check after a crash): a
 * refund the gateway made but whose answer was lost (a timeout) is then answered as made, not made twice. A gateway
 * that will not take a reference twice refuses the retry instead, which an operator sees; a new reference could give
 * the money back twice, which nobody would.
 */
async function askGateway(context: RefundContext, refund: Refund, actor: string): Promise<Refund> {
  return settle(context, refund, await answerOf(() => askFor(context, refund)), actor);
}

/** The gateway's answer to the refund request, made the same way on every attempt. */
async function askFor(context: RefundContext, refund: Refund): Promise<RefundAnswer> {
  const { bankTranId, tranId } = await refundParties(context.db, refund);
  if (!bankTranId) throw new Error(`refund ${refund.id} is of a payment without a bank transaction id`);
  return context.gateway.refund({
    bankTranId,
    amount: refund.amount,
    shopReference: refund.id,
    remark: refund.remark || `Refund of order ${tranId}`,
  });
}

/**
 * Records the gateway's answer on a refund still requested (a refund another caller settled meanwhile is left as it
 * is), with its audit row: refunded (and a flagged payment given back in full is marked refunded), processing (still
 * requested, with the gateway's reference) or failed. The customer is e-mailed a completed refund.
 */
async function settle(
  context: RefundContext,
  refund: Refund,
  answer: RefundAnswer,
  actor: string,
): Promise<Refund> {
  const settled = await context.db.transaction(async (tx) => {
    // Payment first, then refund: the order every writer of refunds locks in.
    const payment = await lockPayment(tx, refund.paymentId);
    const [current] = await tx.select().from(refunds).where(eq(refunds.id, refund.id)).for('update');
    if (!current) throw new Error(`refund ${refund.id} disappeared`);
    if (current.state !== 'requested') return { refund: current, completed: false };
    const before = {
      state: current.state,
      gatewayReference: current.gatewayReference,
      failure: current.failure,
      refundedAt: current.refundedAt,
    };
    const after =
      answer.state === 'failed'
        ? {
            state: 'failed' as const,
            gatewayReference: answer.gatewayReference ?? current.gatewayReference,
            failure: answer.reason,
            refundedAt: null,
          }
        : {
            state: answer.state === 'refunded' ? ('refunded' as const) : ('requested' as const),
            gatewayReference: answer.gatewayReference,
            failure: null,
            refundedAt: answer.state === 'refunded' ? new Date() : null,
          };
    if (after.state === before.state && after.gatewayReference === before.gatewayReference) {
      return { refund: current, completed: false };
    }
    const [updated] = await tx
      .update(refunds)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(refunds.id, current.id))
      .returning();
    if (!updated) throw new Error('refund update returned nothing');
    await recordUpdate(tx, {
      actor,
      action: 'refund.result',
      entity: 'refund',
      entityId: current.id,
      before,
      after,
    });
    if (updated.state === 'refunded') await markGivenBack(tx, payment, updated, actor);
    return { refund: updated, completed: updated.state === 'refunded' };
  });
  if (settled.completed && settled.refund.refundedAt) {
    const { email, tranId, currency } = await refundParties(context.db, settled.refund);
    await tellCustomer(
      context,
      refundMessage(
        {
          to: email,
          tranId,
          amount: settled.refund.amount,
          currency,
          refundedAt: settled.refund.refundedAt,
          remark: settled.refund.remark,
        },
        context.mail.shopUrl,
      ),
      tranId,
    );
  }
  return settled.refund;
}

/**
 * Marks a flagged payment refunded once its completed refunds cover it, so it leaves the flagged list and reads as
 * refunded, as when a refund was only recorded.
 */
async function markGivenBack(tx: DbOrTx, payment: Payment, refund: Refund, actor: string): Promise<void> {
  if (!payment.needsDecision || payment.refundedAt) return;
  const [done] = await tx
    .select({ amount: sum(refunds.amount).mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), eq(refunds.state, 'refunded')));
  if (toCents(done?.amount ?? 0) < toCents(payment.amount)) return;
  const after = { refundedAt: refund.refundedAt, refundReference: refund.gatewayReference };
  await tx.update(payments).set(after).where(eq(payments.id, payment.id));
  await recordChange(tx, {
    actor,
    action: 'payment.refund',
    entity: 'payment',
    entityId: payment.id,
    before: { refundedAt: null, refundReference: null },
    after,
  });
}

async function tellCustomer(context: RefundContext, message: MailMessage, tranId: string): Promise<void> {
  try {
    await context.mail.mailer.send(message);
  } catch (error) {
    context.mailFailed(error, tranId);
  }
}

async function orderOf(db: Db, invoiceId: string): Promise<OrderDetails> {
  const order = await findOrder(db, invoiceId);
  if (!order) throw notFound('No such order');
  return order;
}

/** A refund and the order it belongs to, as it is after the gateway's answer. */
export interface OrderRefund {
  refund: RefundRecord;
  order: OrderDetails;
}

function recordIn(order: OrderDetails, refund: Refund): RefundRecord {
  const shown = order.refunds.find((record) => record.id === refund.id);
  if (!shown) throw new Error(`refund ${refund.id} is not among its order's refunds`);
  return shown;
}

/**
 * Gives back part or all of a paid order's applied payment (see REFUNDABLE): up to what its refunds that did not
 * fail leave. 400 for an amount that is not positive or has more than 2 decimals; 404 for an unknown order; 409 for
 * an unpaid or cancelled order, an amount above what is left, or nothing left.
 */
export async function refundOrder(
  context: RefundContext,
  request: RefundAsked & { invoiceId: string },
): Promise<OrderRefund> {
  const [order] = await context.db
    .select({ tranId: invoices.tranId, paymentStatus: invoices.paymentStatus })
    .from(invoices)
    .where(eq(invoices.id, request.invoiceId));
  if (!order) throw notFound('No such order');
  const [applied] = await context.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.invoiceId, request.invoiceId), eq(payments.needsDecision, false)));
  if (order.paymentStatus !== PAID || !applied) {
    throw new HttpError(
      409,
      `Order ${order.tranId} is not paid (payment ${order.paymentStatus}): there is nothing to refund`,
    );
  }
  const refund = await requestRefund(context, applied.id, request, 'order');
  const details = await orderOf(context.db, request.invoiceId);
  return { refund: recordIn(details, refund), order: details };
}

/**
 * Gives back part or all of a flagged payment (received but not applied to its order) that was not kept. 404 for an
 * unknown payment; 409 for an applied or kept one, or one with nothing left; 400 as refundOrder.
 */
export async function refundPayment(
  context: RefundContext,
  request: RefundAsked & { paymentId: string },
): Promise<{ refund: RefundRecord; payment: PaymentRecord }> {
  const refund = await requestRefund(context, request.paymentId, request, 'payment');
  const [payment] = await context.db.select().from(payments).where(eq(payments.id, request.paymentId));
  if (!payment) throw new Error(`payment ${request.paymentId} disappeared`);
  return { refund: refundRecord(refund, payment.currency), payment: paymentRecord(payment) };
}

/**
 * Asks the gateway again for a refund that failed, with the same shop reference (see askGateway), if what is left
 * of its payment still covers it. 404 for an unknown refund; 409 for one that did not fail or no longer fits.
 */
export async function retryRefund(
  context: RefundContext,
  request: { refundId: string; actor: string },
): Promise<OrderRefund> {
  const [known] = await context.db
    .select({ paymentId: refunds.paymentId })
    .from(refunds)
    .where(eq(refunds.id, request.refundId));
  if (!known) throw notFound('No such refund');
  const retried = await context.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, known.paymentId);
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, request.refundId)).for('update');
    if (!refund) throw notFound('No such refund');
    if (refund.state !== 'failed') {
      throw new HttpError(409, `This refund is ${refund.state}: only a failed refund is asked again`);
    }
    const left = await centsLeft(tx, payment);
    if (toCents(refund.amount) > left) {
      throw new HttpError(
        409,
        `Only ${formatMoney(toDollars(left), payment.currency)} of this payment is left to refund: ask for a new refund`,
      );
    }
    const [requested] = await tx
      .update(refunds)
      .set({ state: 'requested', failure: null, updatedAt: new Date() })
      .where(eq(refunds.id, refund.id))
      .returning();
    if (!requested) throw new Error('refund update returned nothing');
    await recordChange(tx, {
      actor: request.actor,
      action: 'refund.retry',
      entity: 'refund',
      entityId: refund.id,
      before: { state: refund.state, failure: refund.failure },
      after: { state: requested.state, failure: null },
    });
    return { refund: requested, invoiceId: payment.invoiceId };
  });
  const refund = await askGateway(context, retried.refund, request.actor);
  const details = await orderOf(context.db, retried.invoiceId);
  return { refund: recordIn(details, refund), order: details };
}

export interface Cancellation {
  /** False when the order was already cancelled: nothing was done. */
  changed: boolean;
  /** The refund of what was left of its payment; null when nothing was left (or nothing changed). */
  refund: RefundRecord | null;
  order: OrderDetails;
}

/**
 * Cancels a paid order that has not shipped (see CANCELLABLE): its delivery becomes cancelled, what its payment took
 * from stock goes back, and all that is left of its payment is asked back, in one transaction that locks the order
 * (then its payment), with audit rows; then the customer is e-mailed and the gateway asked. Cancelling an order
 * already cancelled changes nothing, so a double submit cancels and refunds once. 404 for an unknown order; 409 for
 * one unpaid or already shipped.
 */
export async function cancelOrder(
  context: RefundContext,
  request: { invoiceId: string; remark?: string; requestKey: string; actor: string },
): Promise<Cancellation> {
  const remark = checkedRemark(request.remark);
  const { invoiceId, actor } = request;
  const cancelled = await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, invoiceId);
    if (order.deliveryStatus === 'cancelled') return null;
    if (order.paymentStatus !== PAID) {
      throw new HttpError(
        409,
        `Order ${order.tranId} is not paid (payment ${order.paymentStatus}): only a paid order is cancelled`,
      );
    }
    if (!CANCELLABLE.includes(order.deliveryStatus)) {
      throw new HttpError(
        409,
        `Order ${order.tranId} is ${order.deliveryStatus}: only an order not shipped yet is cancelled (refund it instead)`,
      );
    }
    await tx
      .update(invoices)
      .set({ deliveryStatus: 'cancelled', updatedAt: new Date() })
      .where(eq(invoices.id, invoiceId));
    // Orders paid before stock was counted took nothing, and get nothing back.
    const stockGivenBack = order.stockTakenAt !== null;
    if (stockGivenBack) await giveBackStock(tx, invoiceId);
    await recordChange(tx, {
      actor,
      action: 'order.cancel',
      entity: 'order',
      entityId: invoiceId,
      before: { deliveryStatus: order.deliveryStatus },
      after: { deliveryStatus: 'cancelled', remark, stockGivenBack },
    });
    const [applied] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.invoiceId, invoiceId), eq(payments.needsDecision, false)));
    const payment = applied ? await lockPayment(tx, applied.id) : null;
    const written = payment
      ? await writeRefund(tx, payment, { amount: undefined, remark, requestKey: request.requestKey, actor })
      : null;
    return { ...order, stockGivenBack, refund: written?.fresh ? written.refund : null };
  });
  if (!cancelled) return { changed: false, refund: null, order: await orderOf(context.db, invoiceId) };

  if (cancelled.stockGivenBack) await context.stockChanged();
  const details = await orderOf(context.db, invoiceId);
  await tellCustomer(
    context,
    cancellationMessage(
      {
        to: cancelled.email,
        tranId: cancelled.tranId,
        refunding: cancelled.refund ? { amount: cancelled.refund.amount, currency: details.currency } : null,
      },
      context.mail.shopUrl,
    ),
    cancelled.tranId,
  );
  if (!cancelled.refund) return { changed: true, refund: null, order: details };
  const refund = await askGateway(context, cancelled.refund, actor);
  const after = await orderOf(context.db, invoiceId);
  return { changed: true, refund: recordIn(after, refund), order: after };
}

/** A refund asked for this long ago without an answer may be asked about again: its first asking has ended. */
const CHECK_AFTER_MS = 60_000;
const CHECK_BATCH = 100;

/**
 * Asks the gateway how refunds still requested ended: those it answered as processing (by its reference), and those
 * whose asking never got an answer recorded (a crash: asked again, with the same shop reference). Stops at the first
 * the gateway cannot be asked about, to try again later. Returns how many it settled (refunded or failed).
 */
export async function checkRequestedRefunds(
  context: RefundContext,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<number> {
  const due = await context.db
    .select()
    .from(refunds)
    .where(
      and(eq(refunds.state, 'requested'), lte(refunds.updatedAt, new Date(now.getTime() - CHECK_AFTER_MS))),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(CHECK_BATCH);
  let settled = 0;
  for (const refund of due) {
    let answer: RefundAnswer;
    try {
      answer = refund.gatewayReference
        ? await context.gateway.refundStatus(refund.gatewayReference)
        : await askFor(context, refund);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      log.warn({ err: error }, 'asking the gateway about requested refunds failed; trying again later');
      break;
    }
    const after = await settle(context, refund, answer, REFUND_CHECKER);
    if (after.state !== 'requested') settled += 1;
  }
  return settled;
}
