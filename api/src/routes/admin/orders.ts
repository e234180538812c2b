import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '../../db/schema';
import { failures, ok, okPage, Page, Success } from '../../http/envelope';
import { notFound } from '../../http/errors';
import {
  changeDeliveries,
  changeDelivery,
  DELIVERY_TARGETS,
  findOrder,
  keepPayment,
  listFlaggedPayments,
  listOrders,
  recordRefund,
  TRACKING_MAX,
} from '../../orders/fulfilment';
import { customerOf } from '../../plugins/auth';
import { AdminPaging } from './paging';

const tags = ['back office'];
const Id = Type.String({ format: 'uuid' });
const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD, a day in UTC' });
const Timestamp = Type.String({ format: 'date-time' });
const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));
const PaymentStatus = oneOf(PAYMENT_STATUSES);
const DeliveryStatus = oneOf(DELIVERY_STATUSES);
const DeliveryTarget = oneOf(DELIVERY_TARGETS);
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const TrackingNumber = Nullable(
  Type.String({ description: "The parcel's tracking number, given when it was shipped; null when none was" }),
);
const Carrier = Nullable(Type.String({ description: 'Who carries the parcel, given when it was shipped' }));

export const OrderSummary = Type.Object({
  id: Id,
  tranId: Type.String(),
  email: Type.String({ description: "The customer's e-mail address" }),
  paymentStatus: PaymentStatus,
  deliveryStatus: DeliveryStatus,
  total: Type.Number(),
  vat: Type.Number(),
  payable: Type.Number(),
  currency: Type.String(),
  trackingNumber: TrackingNumber,
  carrier: Carrier,
  createdAt: Timestamp,
});

export const PaymentRecord = Type.Object({
  id: Id,
  valId: Type.String({ description: "The gateway's validation id" }),
  amount: Type.Number(),
  currency: Type.String(),
  needsDecision: Type.Boolean({
    description: 'Received but not applied to the order (see reason): to be refunded or fulfilled',
  }),
  reason: Type.Union([Type.String(), Type.Null()]),
  receivedAt: Timestamp,
  refundedAt: Type.Union([Timestamp, Type.Null()]),
  refundReference: Type.Union([Type.String(), Type.Null()]),
  resolution: Type.Union([Type.Literal('refunded'), Type.Literal('kept'), Type.Null()], {
    description:
      'What an operator decided about a flagged payment: given back, or kept; null while undecided',
  }),
  keptAt: Type.Union([Timestamp, Type.Null()]),
  keptBy: Type.Union([Type.String({ description: 'The operator who recorded keeping it' }), Type.Null()]),
  keptNote: Type.Union([Type.String({ description: 'Why it was kept' }), Type.Null()]),
});

export const DeliveryHistoryEntry = Type.Object({
  from: DeliveryStatus,
  to: DeliveryStatus,
  at: Timestamp,
  actor: Type.String({ description: "The operator's e-mail address, or `cli:<os user>`" }),
  trackingNumber: TrackingNumber,
  carrier: Carrier,
});

export const OrderDetails = Type.Object({
  ...OrderSummary.properties,
  cusDetails: Type.String(),
  shipDetails: Type.String(),
  expiresAt: Type.String({ format: 'date-time', description: 'When its payment session ends' }),
  updatedAt: Timestamp,
  lines: Type.Array(
    Type.Object({
      productId: Id,
      sku: Type.String(),
      title: Type.String(),
      qty: Type.Integer(),
      price: Type.Number({ description: 'Unit price paid' }),
      color: Type.String(),
      size: Type.String(),
    }),
  ),
  payments: Type.Array(PaymentRecord),
  deliverySteps: Type.Array(DeliveryTarget, {
    description: 'The delivery statuses it may move to now; none until it is paid',
  }),
  deliveryHistory: Type.Array(DeliveryHistoryEntry, {
    description: 'Every change of its delivery status (or tracking), oldest first, from the audit log',
  }),
});

export const DeliveryChange = Type.Object({
  invoiceId: Id,
  tranId: Type.String(),
  from: DeliveryStatus,
  to: DeliveryStatus,
  changed: Type.Boolean({ description: 'False when the order already had that status: nothing changed' }),
  trackingNumber: TrackingNumber,
  carrier: Carrier,
});

export const DeliveryOutcome = Type.Object({
  invoiceId: Id,
  outcome: Type.Union([Type.Literal('changed'), Type.Literal('unchanged'), Type.Literal('refused')], {
    description: 'changed; unchanged (it already had that status); refused (see error): the others went on',
  }),
  from: Type.Optional(DeliveryStatus),
  to: Type.Optional(DeliveryStatus),
  error: Type.Optional(
    Type.Object(
      { status: Type.Integer(), message: Type.String() },
      { description: 'The status code and message the single change would have answered' },
    ),
  ),
});

const TrackingText = (description: string) =>
  Type.String({ minLength: 1, maxLength: TRACKING_MAX, pattern: '\\S', description });

export const FlaggedPayment = Type.Object({
  id: Id,
  invoiceId: Id,
  tranId: Type.String(),
  email: Type.String(),
  amount: Type.Number(),
  currency: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
  receivedAt: Timestamp,
});

// Dates as the JSON answers carry them.
const orderView = <T extends { createdAt: Date }>(order: T) => ({
  ...order,
  createdAt: order.createdAt.toISOString(),
});
const flaggedView = <T extends { receivedAt: Date }>(payment: T) => ({
  ...payment,
  receivedAt: payment.receivedAt.toISOString(),
});
const paymentView = <T extends { receivedAt: Date; refundedAt: Date | null; keptAt: Date | null }>(
  payment: T,
) => ({
  ...flaggedView(payment),
  refundedAt: payment.refundedAt?.toISOString() ?? null,
  keptAt: payment.keptAt?.toISOString() ?? null,
});

/** Orders and flagged payments (docs/behaviour.md#back-office-orders-and-fulfilment). */
export const adminOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders',
    {
      schema: {
        tags,
        description:
          'Orders, newest first, narrowed by payment status, delivery status, order date (from and to, both ' +
          "included), part of the customer's e-mail address and the transaction id (exactly).",
        querystring: Type.Object(
          {
            ...AdminPaging,
            paymentStatus: Type.Optional(PaymentStatus),
            deliveryStatus: Type.Optional(DeliveryStatus),
            from: Type.Optional(Day),
            to: Type.Optional(Day),
            email: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
            tranId: Type.Optional(
              Type.String({ minLength: 1, maxLength: 100, description: 'The transaction id, exactly' }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: Page(OrderSummary), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { orders, hasMore } = await listOrders(app.db, request.query);
      return okPage({ data: orders.map(orderView), page, limit, hasMore });
    },
  );

  app.get(
    '/orders/:invoiceId',
    {
      schema: {
        tags,
        description:
          "One order: its lines, its payment records, the customer's e-mail and addresses, and where its " +
          'delivery may go next.',
        params: Type.Object({ invoiceId: Id }),
        response: { 200: Success(OrderDetails), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const order = await findOrder(app.db, request.params.invoiceId);
      if (!order) throw notFound('No such order');
      return ok({
        ...orderView(order),
        expiresAt: order.expiresAt.toISOString(),
        updatedAt: order.updatedAt.toISOString(),
        payments: order.payments.map(paymentView),
        deliveryHistory: order.deliveryHistory.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
      });
    },
  );

  app.post(
    '/orders/:invoiceId/delivery',
    {
      schema: {
        tags,
        description:
          'Moves a paid order one delivery step: pending to processing or shipped, processing to shipped, ' +
          'shipped to delivered or returned, delivered to returned. Any other step, or an unpaid order, is a 409. ' +
          'The status the order already has changes nothing (changed: false). Shipping may carry the ' +
          "parcel's trackingNumber and carrier (with another status they are a 400); given to an order already " +
          'shipped, new ones replace the old. The customer is e-mailed the new status and tracking; the change ' +
          'is audited as order.delivery.',
        params: Type.Object({ invoiceId: Id }),
        body: Type.Object(
          {
            status: DeliveryTarget,
            trackingNumber: Type.Optional(
              TrackingText("The parcel's tracking number (trimmed); only when shipped"),
            ),
            carrier: Type.Optional(TrackingText('Who carries the parcel (trimmed); only when shipped')),
          },
          { additionalProperties: false },
        ),
        response: { 200: Success(DeliveryChange), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { mailError, ...change } = await changeDelivery(app.db, app.customerMail, {
        ...request.body,
        invoiceId: request.params.invoiceId,
        actor: customerOf(request).email,
      });
      if (mailError) {
        request.log.error(
          { err: mailError, tranId: change.tranId },
          'the delivery e-mail could not be sent; the change is recorded',
        );
      }
      return ok(change);
    },
  );

  app.post(
    '/orders/delivery',
    {
      schema: {
        tags,
        description:
          'Moves several orders to one delivery status, each as the single call does (its own transaction, audit ' +
          'row and e-mail), in the order given. Answers one result per order: an order that cannot move is ' +
          'refused with the status and message the single call would answer, and the others still move.',
        body: Type.Object(
          {
            invoiceIds: Type.Array(Id, { minItems: 1, maxItems: 100, uniqueItems: true }),
            status: DeliveryTarget,
          },
          { additionalProperties: false },
        ),
        response: { 200: Success(Type.Array(DeliveryOutcome)), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const outcomes = await changeDeliveries(app.db, app.customerMail, {
        ...request.body,
        actor: customerOf(request).email,
      });
      return ok(
        outcomes.map(({ mailError, ...outcome }) => {
          if (mailError) {
            request.log.error(
              { err: mailError, invoiceId: outcome.invoiceId },
              'the delivery e-mail could not be sent; the change is recorded',
            );
          }
          return outcome;
        }),
      );
    },
  );

  app.get(
    '/payments/flagged',
    {
      schema: {
        tags,
        description:
          'Payments the gateway confirmed but the shop did not apply to their invoice (paid after it was ' +
          'superseded or expired, paid twice, another amount) and not yet refunded or kept, oldest first.',
        querystring: Type.Object(AdminPaging, { additionalProperties: false }),
        response: { 200: Page(FlaggedPayment), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { payments, hasMore } = await listFlaggedPayments(app.db, request.query);
      return okPage({ data: payments.map(flaggedView), page, limit, hasMore });
    },
  );

  app.post(
    '/payments/:paymentId/refund',
    {
      schema: {
        tags,
        description:
          "Records that a flagged payment was given back, with the gateway's or bank's reference (the money " +
          'itself moves there). 409 when the payment was applied to its order or is already recorded as ' +
          'refunded or kept. Audited as payment.refund.',
        params: Type.Object({ paymentId: Id }),
        body: Type.Object(
          { reference: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }) },
          { additionalProperties: false },
        ),
        response: { 200: Success(PaymentRecord), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const refunded = await recordRefund(app.db, {
        paymentId: request.params.paymentId,
        reference: request.body.reference.trim(),
        actor: customerOf(request).email,
      });
      return ok(paymentView(refunded));
    },
  );

  app.post(
    '/payments/:paymentId/keep',
    {
      schema: {
        tags,
        description:
          'Records that a flagged payment is kept rather than refunded (the order was fulfilled another way, ' +
          'say the goods were sent by hand), with why: it leaves the flagged list. 409 when the payment was ' +
          'applied to its order or is already recorded as refunded or kept. Audited as payment.keep.',
        params: Type.Object({ paymentId: Id }),
        body: Type.Object(
          {
            note: Type.String({
              minLength: 1,
              maxLength: 500,
              pattern: '\\S',
              description: 'Why it is kept (trimmed)',
            }),
          },
          { additionalProperties: false },
        ),
        response: { 200: Success(PaymentRecord), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const kept = await keepPayment(app.db, {
        paymentId: request.params.paymentId,
        note: request.body.note.trim(),
        actor: customerOf(request).email,
      });
      return ok(paymentView(kept));
    },
  );
};
