import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '../../db/schema';
import { failures, ok, okPage, Page, Success } from '../../http/envelope';
import { notFound } from '../../http/errors';
import {
  changeDelivery,
  DELIVERY_TARGETS,
  findOrder,
  listFlaggedPayments,
  listOrders,
  recordRefund,
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

const OrderSummary = Type.Object({
  id: Id,
  tranId: Type.String(),
  email: Type.String({ description: "The customer's e-mail address" }),
  paymentStatus: PaymentStatus,
  deliveryStatus: DeliveryStatus,
  total: Type.Number(),
  vat: Type.Number(),
  payable: Type.Number(),
  currency: Type.String(),
  createdAt: Timestamp,
});

const PaymentRecord = Type.Object({
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
});

const OrderDetails = Type.Object({
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
});

const DeliveryChange = Type.Object({
  invoiceId: Id,
  tranId: Type.String(),
  from: DeliveryStatus,
  to: DeliveryStatus,
  changed: Type.Boolean({ description: 'False when the order already had that status: nothing changed' }),
});

const FlaggedPayment = Type.Object({
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
const paymentView = <T extends { receivedAt: Date; refundedAt: Date | null }>(payment: T) => ({
  ...flaggedView(payment),
  refundedAt: payment.refundedAt?.toISOString() ?? null,
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
          "included) and part of the customer's e-mail address.",
        querystring: Type.Object(
          {
            ...AdminPaging,
            paymentStatus: Type.Optional(PaymentStatus),
            deliveryStatus: Type.Optional(DeliveryStatus),
            from: Type.Optional(Day),
            to: Type.Optional(Day),
            email: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
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
          'The status the order already has changes nothing (changed: false). The customer is e-mailed the new ' +
          'status; the change is audited as order.delivery.',
        params: Type.Object({ invoiceId: Id }),
        body: Type.Object({ status: DeliveryTarget }, { additionalProperties: false }),
        response: { 200: Success(DeliveryChange), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { mailError, ...change } = await changeDelivery(app.db, app.customerMail, {
        invoiceId: request.params.invoiceId,
        status: request.body.status,
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

  app.get(
    '/payments/flagged',
    {
      schema: {
        tags,
        description:
          'Payments the gateway confirmed but the shop did not apply to their invoice (paid after it was ' +
          'superseded or expired, paid twice, another amount) and not yet refunded, oldest first.',
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
          'refunded. Audited as payment.refund.',
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
};
