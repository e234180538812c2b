import { and, asc, desc, eq, gte, inArray, isNull, like, lt, type SQL, sql } from 'drizzle-orm';
import { recordChange } from '../audit/audit-log';
import type { Db, DbOrTx } from '../db/client';
import {
  auditLog,
  type DeliveryStatus,
  invoiceLines,
  invoices,
  type PaymentStatus,
  payments,
  products,
  productVariants,
  type RefundState,
  refunds,
  users,
} from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';
import { escapeLikePattern } from '../lib/like-pattern';
import { toCents, toDollars } from '../lib/money';
import type { CustomerMail } from '../mail/mailer';
import { deliveryMessage } from './order-messages';

/**
 * Fulfilling orders, for the back office's API and the command line alike (docs/behaviour.md#back-office-orders-and-fulfilment):
 * finding orders, moving their delivery along its steps, and the payments that need an operator's decision.
 */

/** The statuses an operator moves an order to; `pending` is where every order starts. */
export const DELIVERY_TARGETS = ['processing', 'shipped', 'delivered', 'returned'] as const;
export type DeliveryTarget = (typeof DELIVERY_TARGETS)[number];

/** From each delivery status, where an order may go next (shipping may skip processing); nothing else is allowed. */
export const DELIVERY_STEPS: Record<DeliveryStatus, readonly DeliveryTarget[]> = {
  pending: ['processing', 'shipped'],
  processing: ['shipped'],
  shipped: ['delivered', 'returned'],
  delivered: ['returned'],
  returned: [],
  cancelled: [],
};

/** Only an order whose payment the gateway confirmed and the shop applied is fulfilled. */
export const PAID: PaymentStatus = 'success';

/** A paid order can be cancelled (its stock given back, its payment refunded) until it ships. */
export const CANCELLABLE: readonly DeliveryStatus[] = ['pending', 'processing'];

/**
 * A paid order's payment can be given back, whole or in part, wherever its delivery is, except once it was
 * cancelled: cancelling asked for the refund of all that was left.
 */
export const REFUNDABLE: readonly DeliveryStatus[] = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'returned',
];

export interface OrderFilters {
  paymentStatus?: PaymentStatus;
  deliveryStatus?: DeliveryStatus;
  /** First and last day of the order date (`YYYY-MM-DD`, days in UTC), both included. */
  from?: string;
  to?: string;
  /** Part of the customer's e-mail address, any letter case. */
  email?: string;
  /** The transaction id, exactly. */
  tranId?: string;
  /** Only orders with a refund in this state (`failed`: one to retry). */
  refundState?: RefundState;
  page: number;
  limit: number;
}

const summaryColumns = {
  id: invoices.id,
  tranId: invoices.tranId,
  email: users.email,
  paymentStatus: invoices.paymentStatus,
  deliveryStatus: invoices.deliveryStatus,
  total: invoices.total,
  vat: invoices.vat,
  payable: invoices.payable,
  currency: invoices.currency,
  trackingNumber: invoices.trackingNumber,
  carrier: invoices.carrier,
  createdAt: invoices.createdAt,
  /** What the gateway has given back of the payment applied to it (a flagged payment's refunds are not the order's). */
  refunded: sql<number>`(SELECT coalesce(sum(${refunds.amount}), 0) FROM ${refunds}
    JOIN ${payments} ON ${payments.id} = ${refunds.paymentId}
    WHERE ${payments.invoiceId} = ${invoices.id} AND NOT ${payments.needsDecision}
      AND ${refunds.state} = 'refunded')`.mapWith(Number),
};

export type OrderSummary = {
  id: string;
  tranId: string;
  email: string;
  paymentStatus: PaymentStatus;
  deliveryStatus: DeliveryStatus;
  total: number;
  vat: number;
  payable: number;
  currency: string;
  trackingNumber: string | null;
  carrier: string | null;
  createdAt: Date;
  refunded: number;
  /** Where its delivery may go next: none until it is paid. */
  deliverySteps: DeliveryTarget[];
};

/** Where an order's delivery may go next (DELIVERY_STEPS): only a paid order moves. */
const deliveryStepsOf = (order: Pick<OrderSummary, 'paymentStatus' | 'deliveryStatus'>): DeliveryTarget[] =>
  order.paymentStatus === PAID ? [...DELIVERY_STEPS[order.deliveryStatus]] : [];

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayAfter = (day: string) => new Date(startOfDay(day).getTime() + 24 * 60 * 60 * 1000);

/** Orders matching every filter given, newest first; `hasMore` says whether a next page exists. */
export async function listOrders(
  db: Db,
  filters: OrderFilters,
): Promise<{ orders: OrderSummary[]; hasMore: boolean }> {
  const { paymentStatus, deliveryStatus, from, to, email, tranId, refundState, page, limit } = filters;
  if (from && to && from > to) throw badRequest('from must not be after to', 'from');
  const conditions: SQL[] = [];
  if (paymentStatus) conditions.push(eq(invoices.paymentStatus, paymentStatus));
  if (deliveryStatus) conditions.push(eq(invoices.deliveryStatus, deliveryStatus));
  if (from) conditions.push(gte(invoices.createdAt, startOfDay(from)));
  if (to) conditions.push(lt(invoices.createdAt, dayAfter(to)));
  if (tranId) conditions.push(eq(invoices.tranId, tranId));
  if (refundState) {
    conditions.push(sql`EXISTS (SELECT 1 FROM ${refunds} JOIN ${payments} ON ${payments.id} = ${refunds.paymentId}
      WHERE ${payments.invoiceId} = ${invoices.id} AND ${refunds.state} = ${refundState})`);
  }
  if (email) {
    const customers = await customersMatching(db, email);
    if (!customers) return { orders: [], hasMore: false };
    conditions.push(customers);
  }
  const rows = await db
    .select(summaryColumns)
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(...conditions))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit + 1)
    .offset((page - 1) * limit);
  const orders = rows.slice(0, limit).map((row) => ({ ...row, deliverySteps: deliveryStepsOf(row) }));
  return { orders, hasMore: rows.length > limit };
}

/** Up to this many customers matching an e-mail part, their orders are read by customer and sorted. */
const FEW_CUSTOMERS = 1000;

/**
 * Which customers' orders an e-mail part selects: none (null), a few by id, or a condition for many.
 *
 * Customers first, because no one plan is fast for every part at 100,000 orders. Joining each order, newest
 * first, to its customer costs a lookup per order walked: 30-90 ms to page 50 of a part one customer in ten has.
 * So the matching customers are found first (the trigram index on users.email; a part under three letters scans the
 * table, 25,000 rows in a few ms). A few customers' orders are read through invoices_by_user and sorted. For many,
 * the orders are walked newest first and each tested against a hash of the matching customers: the `IS TRUE`
 * keeps PostgreSQL from turning the IN into that per-order join, and evaluates it as one hashed subquery instead.
 */
async function customersMatching(db: Db, email: string): Promise<SQL | null> {
  // Addresses are stored lower-cased; LIKE wildcards in the part are escaped, so it matches literally.
  const matches = like(users.email, `%${escapeLikePattern(email.toLowerCase())}%`);
  const few = await db
    .select({ id: users.id })
    .from(users)
    .where(matches)
    .limit(FEW_CUSTOMERS + 1);
  if (few.length === 0) return null;
  if (few.length <= FEW_CUSTOMERS) {
    return inArray(
      invoices.userId,
      few.map((customer) => customer.id),
    );
  }
  return sql`(${invoices.userId} IN (SELECT ${users.id} FROM ${users} WHERE ${matches})) IS TRUE`;
}

export interface OrderLine {
  productId: string;
  sku: string;
  title: string;
  qty: number;
  /** Unit price paid. */
  price: number;
  color: string;
  size: string;
}

export interface PaymentRecord {
  id: string;
  valId: string;
  amount: number;
  currency: string;
  /** Received but not applied to the order (see `reason`): to be refunded or fulfilled. */
  needsDecision: boolean;
  reason: string | null;
  receivedAt: Date;
  refundedAt: Date | null;
  refundReference: string | null;
  /** What an operator decided about a flagged payment: given back, or kept (the order fulfilled another way). */
  resolution: PaymentResolution | null;
  keptAt: Date | null;
  keptBy: string | null;
  keptNote: string | null;
}

export type PaymentResolution = 'refunded' | 'kept';

/** One step of an order's delivery as its audit row recorded it. */
export interface DeliveryHistoryEntry {
  from: DeliveryStatus;
  to: DeliveryStatus;
  at: Date;
  actor: string;
  trackingNumber: string | null;
  carrier: string | null;
}

/** Money asked back from one of an order's payments through the gateway. */
export interface RefundRecord {
  id: string;
  paymentId: string;
  amount: number;
  currency: string;
  state: RefundState;
  remark: string;
  gatewayReference: string | null;
  failure: string | null;
  actor: string;
  createdAt: Date;
  refundedAt: Date | null;
}

export interface OrderDetails extends OrderSummary {
  cusDetails: string;
  shipDetails: string;
  expiresAt: Date;
  updatedAt: Date;
  lines: OrderLine[];
  payments: PaymentRecord[];
  /** Every delivery change, oldest first. */
  deliveryHistory: DeliveryHistoryEntry[];
  /** Every refund asked for from its payments, oldest first, failed ones included. */
  refunds: RefundRecord[];
  /** How much of its applied payment can still be refunded now (0 when it is unpaid or cancelled). */
  refundable: number;
  /** Whether it can be cancelled now: paid and not shipped yet. */
  cancellable: boolean;
}

/** One order with its lines, its payment records and the customer's addresses; null when there is none. */
export const findOrder = (db: DbOrTx, invoiceId: string) => orderWhere(db, eq(invoices.id, invoiceId));

/** The same, found by the transaction id the customer and the gateway know it by. */
export const findOrderByTranId = (db: DbOrTx, tranId: string) => orderWhere(db, eq(invoices.tranId, tranId));

async function orderWhere(db: DbOrTx, condition: SQL): Promise<OrderDetails | null> {
  const [order] = await db
    .select({
      ...summaryColumns,
      cusDetails: invoices.cusDetails,
      shipDetails: invoices.shipDetails,
      expiresAt: invoices.expiresAt,
      updatedAt: invoices.updatedAt,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(condition);
  if (!order) return null;
  const lines = await db
    .select({
      productId: invoiceLines.productId,
      // What the packer picks: the variant's own SKU (OPS-TEE-M-BLK), else the product's.
      sku: sql<string>`coalesce(${productVariants.sku}, ${products.sku})`,
      title: products.title,
      qty: invoiceLines.qty,
      price: invoiceLines.price,
      color: invoiceLines.color,
      size: invoiceLines.size,
    })
    .from(invoiceLines)
    .innerJoin(products, eq(products.id, invoiceLines.productId))
    .leftJoin(productVariants, eq(productVariants.id, invoiceLines.variantId))
    .where(eq(invoiceLines.invoiceId, order.id))
    .orderBy(asc(invoiceLines.position));
  const paymentRecords = await db
    .select()
    .from(payments)
    .where(eq(payments.invoiceId, order.id))
    .orderBy(asc(payments.receivedAt));
  const orderRefunds = await refundsOf(db, order.id);
  const paid = order.paymentStatus === PAID;
  const applied = paymentRecords.find((payment) => !payment.needsDecision);
  return {
    ...order,
    lines,
    payments: paymentRecords.map(paymentRecord),
    deliverySteps: deliveryStepsOf(order),
    deliveryHistory: await deliveryHistory(db, order.id),
    refunds: orderRefunds,
    refundable:
      paid && applied && REFUNDABLE.includes(order.deliveryStatus)
        ? toDollars(toCents(applied.amount) - toCents(refundedSoFar(orderRefunds, applied.id)))
        : 0,
    cancellable: paid && CANCELLABLE.includes(order.deliveryStatus),
  };
}

/** The refunds of an order's payments, oldest first. */
async function refundsOf(db: DbOrTx, invoiceId: string): Promise<RefundRecord[]> {
  return db
    .select({
      id: refunds.id,
      paymentId: refunds.paymentId,
      amount: refunds.amount,
      currency: payments.currency,
      state: refunds.state,
      remark: refunds.remark,
      gatewayReference: refunds.gatewayReference,
      failure: refunds.failure,
      actor: refunds.actor,
      createdAt: refunds.createdAt,
      refundedAt: refunds.refundedAt,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.invoiceId, invoiceId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** What a payment's refunds that did not fail add up to: asked for or done, that money is spoken for. */
function refundedSoFar(orderRefunds: RefundRecord[], paymentId: string): number {
  const cents = orderRefunds
    .filter((refund) => refund.paymentId === paymentId && refund.state !== 'failed')
    .reduce((sum, refund) => sum + toCents(refund.amount), 0);
  return toDollars(cents);
}

/** A payment row as the back office shows it, with the operator's decision named. */
export function paymentRecord(row: typeof payments.$inferSelect): PaymentRecord {
  const { id, valId, amount, currency, needsDecision, reason, receivedAt, refundedAt, refundReference } = row;
  const resolution: PaymentResolution | null = refundedAt ? 'refunded' : row.keptAt ? 'kept' : null;
  return {
    id,
    valId,
    amount,
    currency,
    needsDecision,
    reason,
    receivedAt,
    refundedAt,
    refundReference,
    resolution,
    keptAt: row.keptAt,
    keptBy: row.keptBy,
    keptNote: row.keptNote,
  };
}

/** The state an `order.delivery` audit row records before and after (tracking fields absent from older rows). */
interface DeliveryState {
  deliveryStatus: DeliveryStatus;
  trackingNumber?: string | null;
  carrier?: string | null;
}

/** The audit actions that move an order's delivery: a step, or its cancellation. */
const DELIVERY_ACTIONS = ['order.delivery', 'order.cancel'];

/**
 * The order's delivery changes, oldest first, read back from their audit rows (the audit log is the record; the
 * invoice keeps only where it is now). Found through audit_log_by_entity.
 */
async function deliveryHistory(db: DbOrTx, invoiceId: string): Promise<DeliveryHistoryEntry[]> {
  const rows = await db
    .select({ before: auditLog.before, after: auditLog.after, at: auditLog.at, actor: auditLog.actor })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'order'),
        eq(auditLog.entityId, invoiceId),
        inArray(auditLog.action, DELIVERY_ACTIONS),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return rows.map((row) => {
    const before = row.before as DeliveryState;
    const after = row.after as DeliveryState;
    return {
      from: before.deliveryStatus,
      to: after.deliveryStatus,
      at: row.at,
      actor: row.actor,
      trackingNumber: after.trackingNumber ?? null,
      carrier: after.carrier ?? null,
    };
  });
}

export interface DeliveryChange {
  invoiceId: string;
  tranId: string;
  from: DeliveryStatus;
  to: DeliveryStatus;
  /** False when the order already had that status (and tracking): nothing was written and nobody e-mailed. */
  changed: boolean;
  /** The parcel's tracking number and carrier after the change; null when none was given. */
  trackingNumber: string | null;
  carrier: string | null;
  /** Why the customer's e-mail could not be sent; the change itself stands. */
  mailError?: unknown;
}

export interface DeliveryRequest {
  invoiceId: string;
  status: DeliveryTarget;
  actor: string;
  /** Only with `shipped`: the parcel's tracking number and carrier (trimmed, 1 to 100 characters). */
  trackingNumber?: string;
  carrier?: string;
}

/** At most this many characters of a tracking number or a carrier's name. */
export const TRACKING_MAX = 100;

/** A tracking field trimmed and checked, or undefined when not given; only shipping carries one. */
function trackingField(
  field: 'trackingNumber' | 'carrier',
  value: string | undefined,
  status: DeliveryTarget,
): string | undefined {
  if (value === undefined) return undefined;
  if (status !== 'shipped') throw badRequest(`${field} is only given with status shipped`, field);
  const trimmed = value.trim();
  if (trimmed.length < 1 || trimmed.length > TRACKING_MAX) {
    throw badRequest(`${field} must be 1 to ${TRACKING_MAX} characters`, field);
  }
  return trimmed;
}

/**
 * An order's state and its customer's address, locked until the transaction ends so two operators (or an operator
 * and a cancellation) cannot both move it. 404 for an unknown order.
 */
export async function lockOrder(tx: DbOrTx, invoiceId: string) {
  const [order] = await tx
    .select({
      tranId: invoices.tranId,
      paymentStatus: invoices.paymentStatus,
      deliveryStatus: invoices.deliveryStatus,
      trackingNumber: invoices.trackingNumber,
      carrier: invoices.carrier,
      stockTakenAt: invoices.stockTakenAt,
      email: users.email,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(eq(invoices.id, invoiceId))
    .for('update', { of: invoices });
  if (!order) throw notFound('No such order');
  return order;
}

/**
 * Moves a paid order's delivery one allowed step (DELIVERY_STEPS), with its audit row, in one transaction that
 * locks the order so two operators cannot both move it; then e-mails the customer the new status. Shipping may
 * carry the parcel's tracking number and carrier, stored on the invoice and put in the e-mail. Asking for the
 * status the order already has succeeds and changes nothing (running `ship` twice is harmless), unless it is
 * `shipped` with tracking that differs from what is stored: a number given late is recorded and sent like a step.
 * 400 for tracking with another status; 404 for an unknown order; 409 for an unpaid order or a step that is not
 * allowed.
 */
export async function changeDelivery(
  db: Db,
  mail: CustomerMail,
  request: DeliveryRequest,
): Promise<DeliveryChange> {
  const { invoiceId, status, actor } = request;
  const trackingNumber = trackingField('trackingNumber', request.trackingNumber, status);
  const carrier = trackingField('carrier', request.carrier, status);
  const { change, email } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, invoiceId);
    const from = order.deliveryStatus;
    if (order.paymentStatus !== PAID) {
      throw new HttpError(
        409,
        `Order ${order.tranId} is not paid (payment ${order.paymentStatus}): only paid orders can move from ${from}`,
      );
    }
    const before = { deliveryStatus: from, trackingNumber: order.trackingNumber, carrier: order.carrier };
    // What is not given stays as it is: delivering a shipped parcel keeps its tracking number.
    const after = {
      deliveryStatus: status,
      trackingNumber: trackingNumber ?? order.trackingNumber,
      carrier: carrier ?? order.carrier,
    };
    const changed =
      from !== status || after.trackingNumber !== before.trackingNumber || after.carrier !== before.carrier;
    const change = {
      invoiceId,
      tranId: order.tranId,
      from,
      to: status,
      changed,
      trackingNumber: after.trackingNumber,
      carrier: after.carrier,
    };
    if (!changed) return { change, email: order.email };
    if (from !== status && !DELIVERY_STEPS[from].includes(status)) {
      throw new HttpError(409, `Order ${order.tranId} cannot go from ${from} to ${status}`);
    }
    await tx
      .update(invoices)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(invoices.id, invoiceId));
    await recordChange(tx, {
      actor,
      action: 'order.delivery',
      entity: 'order',
      entityId: invoiceId,
      before,
      after,
    });
    return { change, email: order.email };
  });
  if (!change.changed) return change;
  try {
    await mail.mailer.send(
      deliveryMessage(
        {
          to: email,
          tranId: change.tranId,
          status,
          trackingNumber: change.trackingNumber,
          carrier: change.carrier,
        },
        mail.shopUrl,
      ),
    );
    return change;
  } catch (mailError) {
    return { ...change, mailError };
  }
}

/** What became of one order of a change of several. */
export interface DeliveryOutcome {
  invoiceId: string;
  outcome: 'changed' | 'unchanged' | 'refused';
  from?: DeliveryStatus;
  to?: DeliveryStatus;
  /** Why it was refused: the status and message the single change would have answered. */
  error?: { status: number; message: string };
  /** Why the customer's e-mail could not be sent; the change itself stands. */
  mailError?: unknown;
}

/**
 * Moves several orders to one delivery status, each as changeDelivery does (its own transaction, audit row and
 * e-mail), one after another: an order that cannot move is reported and the others go on.
 */
export async function changeDeliveries(
  db: Db,
  mail: CustomerMail,
  request: { invoiceIds: string[]; status: DeliveryTarget; actor: string },
): Promise<DeliveryOutcome[]> {
  const outcomes: DeliveryOutcome[] = [];
  for (const invoiceId of request.invoiceIds) {
    try {
      const { from, to, changed, mailError } = await changeDelivery(db, mail, {
        invoiceId,
        status: request.status,
        actor: request.actor,
      });
      outcomes.push({
        invoiceId,
        outcome: changed ? 'changed' : 'unchanged',
        from,
        to,
        ...(mailError !== undefined && { mailError }),
      });
    } catch (error) {
      // Only a refusal is this order's answer; anything else (the database gone) fails the whole call.
      if (!(error instanceof HttpError)) throw error;
      outcomes.push({
        invoiceId,
        outcome: 'refused',
        error: { status: error.statusCode, message: error.message },
      });
    }
  }
  return outcomes;
}

export interface FlaggedPayment {
  id: string;
  invoiceId: string;
  tranId: string;
  email: string;
  amount: number;
  currency: string;
  reason: string | null;
  receivedAt: Date;
}

/**
 * Money the gateway confirmed but the shop did not apply to its invoice (paid after the invoice was superseded or
 * expired, paid twice, another amount), neither refunded nor kept yet: oldest first, the order to work through them.
 */
export async function listFlaggedPayments(
  db: Db,
  paging: { page: number; limit: number },
): Promise<{ payments: FlaggedPayment[]; hasMore: boolean }> {
  const { page, limit } = paging;
  const rows = await db
    .select({
      id: payments.id,
      invoiceId: payments.invoiceId,
      tranId: invoices.tranId,
      email: users.email,
      amount: payments.amount,
      currency: payments.currency,
      reason: payments.reason,
      receivedAt: payments.receivedAt,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(eq(payments.needsDecision, true), isNull(payments.refundedAt), isNull(payments.keptAt)))
    .orderBy(asc(payments.receivedAt), asc(payments.id))
    .limit(limit + 1)
    .offset((page - 1) * limit);
  return { payments: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** 409 unless the payment is flagged and still waits for a decision: one decision per payment. */
function assertUndecided(payment: typeof payments.$inferSelect): void {
  if (!payment.needsDecision) {
    throw new HttpError(409, 'This payment was applied to its order: only a flagged payment is kept here');
  }
  if (payment.refundedAt) {
    throw new HttpError(
      409,
      `This payment was already recorded as refunded on ${payment.refundedAt.toISOString()} (reference ${payment.refundReference})`,
    );
  }
  if (payment.keptAt) {
    throw new HttpError(
      409,
      `This payment was already recorded as kept on ${payment.keptAt.toISOString()} by ${payment.keptBy}`,
    );
  }
}

/**
 * Records that a flagged payment is kept rather than refunded (the goods were sent by hand, say): when, by whom and
 * why, with its audit row, in one transaction that locks the payment. It leaves the flagged list. 404 for an unknown
 * payment; 409 for one applied to its order or already refunded or kept.
 */
export async function keepPayment(
  db: Db,
  request: { paymentId: string; note: string; actor: string },
): Promise<PaymentRecord> {
  const { paymentId, note, actor } = request;
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw notFound('No such payment');
    assertUndecided(payment);
    const [kept] = await tx
      .update(payments)
      .set({ keptAt: new Date(), keptBy: actor, keptNote: note })
      .where(eq(payments.id, paymentId))
      .returning();
    if (!kept) throw new Error('keep update returned nothing');
    await recordChange(tx, {
      actor,
      action: 'payment.keep',
      entity: 'payment',
      entityId: paymentId,
      before: { keptAt: null, keptBy: null, keptNote: null },
      after: { keptAt: kept.keptAt, keptBy: actor, keptNote: note },
    });
    return paymentRecord(kept);
  });
}
