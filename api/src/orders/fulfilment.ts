import { and, asc, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { recordChange } from '../audit/audit-log';
import type { Db, DbOrTx } from '../db/client';
import {
  type DeliveryStatus,
  invoiceLines,
  invoices,
  type PaymentStatus,
  payments,
  products,
  users,
} from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';
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
const PAID: PaymentStatus = 'success';

export interface OrderFilters {
  paymentStatus?: PaymentStatus;
  deliveryStatus?: DeliveryStatus;
  /** First and last day of the order date (`YYYY-MM-DD`, days in UTC), both included. */
  from?: string;
  to?: string;
  /** Part of the customer's e-mail address, any letter case. */
  email?: string;
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
  createdAt: invoices.createdAt,
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
  createdAt: Date;
};

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayAfter = (day: string) => new Date(startOfDay(day).getTime() + 24 * 60 * 60 * 1000);

/** Orders matching every filter given, newest first; `hasMore` says whether a next page exists. */
export async function listOrders(
  db: Db,
  filters: OrderFilters,
): Promise<{ orders: OrderSummary[]; hasMore: boolean }> {
  const { paymentStatus, deliveryStatus, from, to, email, page, limit } = filters;
  if (from && to && from > to) throw badRequest('from must not be after to', 'from');
  const conditions: SQL[] = [];
  if (paymentStatus) conditions.push(eq(invoices.paymentStatus, paymentStatus));
  if (deliveryStatus) conditions.push(eq(invoices.deliveryStatus, deliveryStatus));
  if (from) conditions.push(gte(invoices.createdAt, startOfDay(from)));
  if (to) conditions.push(lt(invoices.createdAt, dayAfter(to)));
  // Addresses are stored lower-cased; strpos matches a part literally (no LIKE wildcards to escape).
  if (email) conditions.push(sql`strpos(${users.email}, ${email.toLowerCase()}) > 0`);
  const rows = await db
    .select(summaryColumns)
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(...conditions))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit + 1)
    .offset((page - 1) * limit);
  return { orders: rows.slice(0, limit), hasMore: rows.length > limit };
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
}

export interface OrderDetails extends OrderSummary {
  cusDetails: string;
  shipDetails: string;
  expiresAt: Date;
  updatedAt: Date;
  lines: OrderLine[];
  payments: PaymentRecord[];
  /** Where its delivery may go next: none until it is paid. */
  deliverySteps: DeliveryTarget[];
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
      sku: products.sku,
      title: products.title,
      qty: invoiceLines.qty,
      price: invoiceLines.price,
      color: invoiceLines.color,
      size: invoiceLines.size,
    })
    .from(invoiceLines)
    .innerJoin(products, eq(products.id, invoiceLines.productId))
    .where(eq(invoiceLines.invoiceId, order.id))
    .orderBy(asc(invoiceLines.position));
  const paymentRecords = await db
    .select({
      id: payments.id,
      valId: payments.valId,
      amount: payments.amount,
      currency: payments.currency,
      needsDecision: payments.needsDecision,
      reason: payments.reason,
      receivedAt: payments.receivedAt,
      refundedAt: payments.refundedAt,
      refundReference: payments.refundReference,
    })
    .from(payments)
    .where(eq(payments.invoiceId, order.id))
    .orderBy(asc(payments.receivedAt));
  return {
    ...order,
    lines,
    payments: paymentRecords,
    deliverySteps: order.paymentStatus === PAID ? [...DELIVERY_STEPS[order.deliveryStatus]] : [],
  };
}

export interface DeliveryChange {
  invoiceId: string;
  tranId: string;
  from: DeliveryStatus;
  to: DeliveryStatus;
  /** False when the order already had that status: nothing was written and nobody e-mailed. */
  changed: boolean;
  /** Why the customer's e-mail could not be sent; the change itself stands. */
  mailError?: unknown;
}

/**
 * Moves a paid order's delivery one allowed step (DELIVERY_STEPS), with its audit row, in one transaction that
 * locks the order so two operators cannot both move it; then e-mails the customer the new status. Asking for the
 * status the order already has succeeds and changes nothing (running `ship` twice is harmless). 404 for an unknown
 * order; 409 for an unpaid order or a step that is not allowed.
 */
export async function changeDelivery(
  db: Db,
  mail: CustomerMail,
  request: { invoiceId: string; status: DeliveryTarget; actor: string },
): Promise<DeliveryChange> {
  const { invoiceId, status, actor } = request;
  const { change, email } = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        tranId: invoices.tranId,
        paymentStatus: invoices.paymentStatus,
        deliveryStatus: invoices.deliveryStatus,
        email: users.email,
      })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.userId))
      .where(eq(invoices.id, invoiceId))
      .for('update', { of: invoices });
    if (!order) throw notFound('No such order');
    const from = order.deliveryStatus;
    if (order.paymentStatus !== PAID) {
      throw new HttpError(
        409,
        `Order ${order.tranId} is not paid (payment ${order.paymentStatus}): only paid orders can move from ${from}`,
      );
    }
    const change = { invoiceId, tranId: order.tranId, from, to: status, changed: from !== status };
    if (!change.changed) return { change, email: order.email };
    if (!DELIVERY_STEPS[from].includes(status)) {
      throw new HttpError(409, `Order ${order.tranId} cannot go from ${from} to ${status}`);
    }
    await tx
      .update(invoices)
      .set({ deliveryStatus: status, updatedAt: new Date() })
      .where(eq(invoices.id, invoiceId));
    await recordChange(tx, {
      actor,
      action: 'order.delivery',
      entity: 'order',
      entityId: invoiceId,
      before: { deliveryStatus: from },
      after: { deliveryStatus: status },
    });
    return { change, email: order.email };
  });
  if (!change.changed) return change;
  try {
    await mail.mailer.send(deliveryMessage({ to: email, tranId: change.tranId, status }, mail.shopUrl));
    return change;
  } catch (mailError) {
    return { ...change, mailError };
  }
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
 * expired, paid twice, another amount), not yet refunded: oldest first, the order to work through them.
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
    .where(and(eq(payments.needsDecision, true), isNull(payments.refundedAt)))
    .orderBy(asc(payments.receivedAt), asc(payments.id))
    .limit(limit + 1)
    .offset((page - 1) * limit);
  return { payments: rows.slice(0, limit), hasMore: rows.length > limit };
}

/**
 * Records that a flagged payment was given back (the money moves at the gateway or bank; `reference` is theirs),
 * with its audit row, in one transaction that locks the payment. 404 for an unknown payment; 409 for a payment that
 * was applied to its order (not flagged) or is already recorded as refunded.
 */
export async function recordRefund(
  db: Db,
  request: { paymentId: string; reference: string; actor: string },
): Promise<PaymentRecord> {
  const { paymentId, reference, actor } = request;
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw notFound('No such payment');
    if (!payment.needsDecision) {
      throw new HttpError(
        409,
        'This payment was applied to its order: only a flagged payment is refunded here',
      );
    }
    if (payment.refundedAt) {
      throw new HttpError(
        409,
        `This payment was already recorded as refunded on ${payment.refundedAt.toISOString()} (reference ${payment.refundReference})`,
      );
    }
    const [refunded] = await tx
      .update(payments)
      .set({ refundedAt: new Date(), refundReference: reference })
      .where(eq(payments.id, paymentId))
      .returning();
    if (!refunded) throw new Error('refund update returned nothing');
    await recordChange(tx, {
      actor,
      action: 'payment.refund',
      entity: 'payment',
      entityId: paymentId,
      before: { refundedAt: null, refundReference: null },
      after: { refundedAt: refunded.refundedAt, refundReference: reference },
    });
    return refunded;
  });
}
