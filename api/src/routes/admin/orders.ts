import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DELIVERY_STATUSES, PAYMENT_STATUSES, REFUND_STATES } from '../../db/schema';
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
  type OrderDetails as OrderDetailsRecord,
  type RefundRecord,
  TRACKING_MAX,
} from '../../orders/fulfilment';
import {
  cancelOrder,
  REMARK_MAX,
  refundContextOf,
  refundOrder,
  refundPayment,
  retryRefund,
} from '../../orders/refunds';
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
  refunded: Type.Number({
    description: 'What the gateway has given back of the payment applied to it, in all; 0 when nothing',
  }),
  deliverySteps: Type.Array(DeliveryTarget, {
    description: 'The delivery statuses it may move to now; none until it is paid',
  }),
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

export const Refund = Type.Object({
  id: Id,
  paymentId: Id,
  amount: Type.Number(),
  currency: Type.String(),
  state: oneOf(REFUND_STATES),
  remark: Type.String({ description: "The operator's words for the customer and the gateway" }),
  gatewayReference: Type.Union([
    Type.String({ description: "The gateway's reference for the refund" }),
    Type.Null(),
  ]),
  failure: Type.Union([Type.String({ description: 'Why it failed' }), Type.Null()]),
  actor: Type.String({ description: 'Who asked for it' }),
  createdAt: Timestamp,
  refundedAt: Type.Union([Timestamp, Type.Null()]),
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
  deliveryHistory: Type.Array(DeliveryHistoryEntry, {
    description: 'Every change of its delivery status (or tracking), oldest first, from the audit log',
  }),
  refunds: Type.Array(Refund, {
    description:
      'Every refund asked for from its payments, oldest first: requested (the gateway has not said it is done), ' +
      'refunded, or failed (refused or unreachable: it can be retried)',
  }),
  refundable: Type.Number({
    description: 'How much of its applied payment can still be refunded (0 when unpaid or cancelled)',
  }),
  cancellable: Type.Boolean({ description: 'Whether it can be cancelled now: paid and not shipped yet' }),
});

const Remark = Type.String({
  maxLength: REMARK_MAX,
  description: "Words for the customer and the gateway (trimmed); the gateway's remark defaults to the order",
});
const RequestKey = Type.String({
  minLength: 1,
  maxLength: 100,
  description: 'Made once per form: the same key again answers the first request instead of refunding twice',
});

export const RefundRequest = Type.Object(
  {
    amount: Type.Optional(
      Type.Number({ description: 'Dollars, at most 2 decimals; all that is left when not given' }),
    ),
    remark: Type.Optional(Remark),
    requestKey: RequestKey,
  },
  { additionalProperties: false },
);

export const CancelRequest = Type.Object(
  { remark: Type.Optional(Remark), requestKey: RequestKey },
  { additionalProperties: false },
);

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
const refundView = (refund: RefundRecord) => ({
  ...refund,
  createdAt: refund.createdAt.toISOString(),
  refundedAt: refund.refundedAt?.toISOString() ?? null,
});
const orderDetailsView = (order: OrderDetailsRecord) => ({
  ...orderView(order),
  expiresAt: order.expiresAt.toISOString(),
  updatedAt: order.updatedAt.toISOString(),
  payments: order.payments.map(paymentView),
  deliveryHistory: order.deliveryHistory.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  refunds: order.refunds.map(refundView),
});
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
          "included), part of the customer's e-mail address, the transaction id (exactly), and the state of a " +
          'refund of theirs (refundState=failed: those with a refund to retry).',
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
            refundState: Type.Optional(oneOf(REFUND_STATES)),
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
      return ok(orderDetailsView(order));
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

  app.post(
    '/orders/:invoiceId/refunds',
    {
      schema: {
        tags,
        description:
          "Asks the gateway to give back part or all (amount, by default all that is left) of a paid order's " +
          'payment, whatever its delivery status but cancelled. The refund is stored as requested before the ' +
          'gateway is asked, then as refunded (the customer is e-mailed), still requested (the gateway is ' +
          'processing it) or failed (with why; retry it). The same requestKey again answers the first refund ' +
          'without asking again. 400 for an amount not above 0 or with more than 2 decimals; 409 for an order ' +
          'unpaid or cancelled, or with less left than asked. Audited as refund.request and refund.result.',
        params: Type.Object({ invoiceId: Id }),
        body: RefundRequest,
        response: { 200: Success(OrderDetails), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { order } = await refundOrder(refundContextOf(app, request.log), {
        ...request.body,
        invoiceId: request.params.invoiceId,
        actor: customerOf(request).email,
      });
      return ok(orderDetailsView(order));
    },
  );

  app.post(
    '/orders/:invoiceId/cancel',
    {
      schema: {
        tags,
        description:
          'Cancels a paid order that has not shipped (delivery pending or processing): its delivery becomes ' +
          'cancelled, what it took from stock goes back, the customer is e-mailed, and all that is left of its ' +
          'payment is refunded as by the refunds call. An order already cancelled is answered as it is. 409 for ' +
          'an unpaid order or one already shipped. Audited as order.cancel.',
        params: Type.Object({ invoiceId: Id }),
        body: CancelRequest,
        response: { 200: Success(OrderDetails), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { order } = await cancelOrder(refundContextOf(app, request.log), {
        ...request.body,
        invoiceId: request.params.invoiceId,
        actor: customerOf(request).email,
      });
      return ok(orderDetailsView(order));
    },
  );

  app.post(
    '/refunds/:refundId/retry',
    {
      schema: {
        tags,
        description:
          'Asks the gateway again for a refund that failed, with the same reference as before (so one the ' +
          'gateway made without the shop hearing of it is not made twice). 409 for a refund that did not fail, ' +
          'or that more than what is left of its payment. Audited as refund.retry and refund.result.',
        params: Type.Object({ refundId: Id }),
        response: { 200: Success(OrderDetails), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { order } = await retryRefund(refundContextOf(app, request.log), {
        refundId: request.params.refundId,
        actor: customerOf(request).email,
      });
      return ok(orderDetailsView(order));
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
          'Asks the gateway to give back part or all (amount, by default all that is left) of a flagged payment. ' +
          'The same requestKey again answers the first refund without asking again. Once its refunds cover it, ' +
          'it is marked refunded and leaves the flagged list. 400 for an amount not above 0 or with more than 2 ' +
          'decimals; 409 when it was applied to its order, kept, or has less left than asked. Audited as ' +
          'refund.request and refund.result (and payment.refund once given back in full).',
        params: Type.Object({ paymentId: Id }),
        body: RefundRequest,
        response: { 200: Success(PaymentRecord), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { payment } = await refundPayment(refundContextOf(app, request.log), {
        ...request.body,
        paymentId: request.params.paymentId,
        actor: customerOf(request).email,
      });
      return ok(paymentView(payment));
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
