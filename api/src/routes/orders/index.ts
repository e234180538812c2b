import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, asc, desc, eq } from 'drizzle-orm';
import { invoiceLines, invoices, products } from '../../db/schema';
import { failures, ok, Success } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { customerOf } from '../../plugins/auth';
import { checkout } from './checkout';

const tags = ['orders'];
const Id = Type.String({ format: 'uuid' });

const Invoice = Type.Object({
  _id: Id,
  tran_id: Type.String(),
  cus_details: Type.String(),
  ship_details: Type.String(),
  payment_status: Type.String({ description: 'pending, success, failed or cancelled' }),
  delivery_status: Type.String({ description: 'pending, processing, shipped, delivered or cancelled' }),
  total: Type.Number(),
  vat: Type.Number(),
  payable: Type.Number(),
  currency: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

const InvoiceLine = Type.Object({
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
      const result = await checkout(app.db, app.gateway, userId, `${app.config.publicUrl}/api/v1`);
      return ok({ GatewayPageURL: result.gatewayPageUrl, tran_id: result.tranId, _id: result.invoiceId });
    },
  );

  app.get(
    '/InvoiceList',
    { schema: { tags, response: { 200: Success(Type.Array(Invoice)), ...failures(401, 403) } } },
    async (request) => {
      const { userId } = customerOf(request);
      const rows = await app.db
        .select()
        .from(invoices)
        .where(eq(invoices.userId, userId))
        .orderBy(desc(invoices.createdAt), desc(invoices.id));
      return ok(
        rows.map((row) => ({
          _id: row.id,
          tran_id: row.tranId,
          cus_details: row.cusDetails,
          ship_details: row.shipDetails,
          payment_status: row.paymentStatus,
          delivery_status: row.deliveryStatus,
          total: row.total,
          vat: row.vat,
          payable: row.payable,
          currency: row.currency,
          createdAt: row.createdAt.toISOString(),
        })),
      );
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
      const [invoice] = await app.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.id, request.params.id), eq(invoices.userId, userId)));
      if (!invoice) throw notFound('No such invoice');
      const lines = await app.db
        .select({
          _id: invoiceLines.id,
          productID: invoiceLines.productId,
          product: { _id: products.id, title: products.title, image: products.image },
          price: invoiceLines.price,
          qty: invoiceLines.qty,
          size: invoiceLines.size,
          color: invoiceLines.color,
        })
        .from(invoiceLines)
        .innerJoin(products, eq(products.id, invoiceLines.productId))
        .where(eq(invoiceLines.invoiceId, invoice.id))
        .orderBy(asc(invoiceLines.position));
      return ok(lines);
    },
  );
};
