import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '../../db/schema';
import { failures, ok, Success } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { checkout } from '../../orders/checkout';
import { customerInvoice, customerInvoiceLines, customerInvoices } from '../../orders/invoices';
import { customerOf } from '../../plugins/auth';

const tags = ['orders'];
const Id = Type.String({ format: 'uuid' });

export const Invoice = Type.Object({
  _id: Id,
  tran_id: Type.String(),
  cus_details: Type.String(),
  ship_details: Type.String(),
  payment_status: Type.Unsafe<PaymentStatus>({
    type: 'string',
    enum: PAYMENT_STATUSES,
    description:
      'pending (payable until expiresAt), success, failed, cancelled, expired (not paid in time) or superseded ' +
      '(the cart changed and a newer invoice replaced it)',
  }),
  delivery_status: Type.Unsafe<DeliveryStatus>({ type: 'string', enum: DELIVERY_STATUSES }),
  total: Type.Number(),
  vat: Type.Number(),
  payable: Type.Number(),
  currency: Type.String(),
  trackingNumber: Type.Optional(
    Type.Union([Type.String(), Type.Null()], {
      description: "The parcel's tracking number, as given when it was shipped; null when none was",
    }),
  ),
  carrier: Type.Optional(
    Type.Union([Type.String(), Type.Null()], { description: 'Who carries the parcel; null when not given' }),
  ),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time', description: 'When its payment session ends' }),
  items: Type.Array(Type.Object({ title: Type.String(), qty: Type.Integer() }), {
    description: "What was bought, in the invoice's line order: each line's product title and quantity",
  }),
  unapplied_payment: Type.Optional(
    Type.Object(
      {
        amount: Type.Number(),
        currency: Type.String(),
        receivedAt: Type.String({ format: 'date-time' }),
        refundedAt: Type.Optional(
          Type.String({ format: 'date-time', description: 'Present once the shop has refunded all of it' }),
        ),
      },
      {
        description:
          'Money the gateway confirmed for this invoice that was not applied to it (paid after it was ' +
          'superseded, expired, failed or cancelled, paid twice, or a different amount): the shop refunds it or ' +
          'fulfils the order.',
      },
    ),
  ),
  refunds: Type.Optional(
    Type.Array(
      Type.Object({
        amount: Type.Number(),
        currency: Type.String(),
        refundedAt: Type.String({ format: 'date-time' }),
      }),
      {
        description:
          'Money the gateway has given back for it, oldest first (refunds done, not those asked for)',
      },
    ),
  ),
});

export const InvoiceLine = Type.Object({
  _id: Id,
  productID: Id,
  product: Type.Object({ _id: Id, title: Type.String(), image: Type.String() }),
  price: Type.Number({ description: 'Unit price paid' }),
  qty: Type.Integer(),
  size: Type.String(),
  color: Type.String(),
});

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.requireCustomer);

  app.get(
    '/CreateInvoice',
    {
      config: { changesState: true },
      schema: {
        tags,
        description:
          'Turns the cart into an invoice (prices from the catalogue, VAT 5%) and opens a payment session. ' +
          'Needs a saved profile and a non-empty cart. The browser is then sent to data.GatewayPageURL.',
        response: {
          200: Success(Type.Object({ GatewayPageURL: Type.String(), tran_id: Type.String(), _id: Id })),
          ...failures(401, 403, 409, 503),
        },
      },
    },
    async (request) => {
      const { userId } = customerOf(request);
      const result = await checkout(app.db, app.gateway, userId, {
        callbackBase: `${app.config.publicUrl}/api/v1`,
        sessionMinutes: app.config.payment.sessionMinutes,
        mail: app.customerMail,
        log: request.log,
        stockChanged: app.invalidateCatalogue,
      });
      return ok({ GatewayPageURL: result.gatewayPageUrl, tran_id: result.tranId, _id: result.invoiceId });
    },
  );

  app.get(
    '/InvoiceList',
    { schema: { tags, response: { 200: Success(Type.Array(Invoice)), ...failures(401, 403) } } },
    async (request) => ok(await customerInvoices(app.db, customerOf(request).userId)),
  );

  app.get(
    '/InvoiceDetails/:id',
    {
      schema: {
        tags,
        description:
          "One of the caller's invoices, with the fields of an InvoiceList entry; anybody else's invoice is a 404.",
        params: Type.Object({ id: Id }),
        response: { 200: Success(Invoice), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { userId } = customerOf(request);
      const invoice = await customerInvoice(app.db, userId, request.params.id);
      if (!invoice) throw notFound('No such invoice');
      return ok(invoice);
    },
  );

  app.get(
    '/InvoiceProductList/:id',
    {
      schema: {
        tags,
        description: "The lines of one of the caller's invoices; anybody else's invoice is a 404.",
        params: Type.Object({ id: Id }),
        response: { 200: Success(Type.Array(InvoiceLine)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { userId } = customerOf(request);
      const lines = await customerInvoiceLines(app.db, userId, request.params.id);
      if (!lines) throw notFound('No such invoice');
      return ok(lines);
    },
  );
};
