import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, asc, desc, eq, max, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceLines, invoices, payments, products } from '../../db/schema';
import { failures, ok, Success } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { checkout } from '../../orders/checkout';
import { customerOf } from '../../plugins/auth';

const tags = ['orders'];
const Id = Type.String({ format: 'uuid' });

const Invoice = Type.Object({
  _id: Id,
  tran_id: Type.String(),
  cus_details: Type.String(),
  ship_details: Type.String(),
  payment_status: Type.String({
    description:
      'pending (payable until expiresAt), success, failed, cancelled, expired (not paid in time) or superseded ' +
      '(the cart changed and a newer invoice replaced it)',
  }),
  delivery_status: Type.String({
    description: 'pending, processing, shipped, delivered, returned or cancelled',
  }),
  total: Type.Number(),
  vat: Type.Number(),
  payable: Type.Number(),
  currency: Type.String(),
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
      });
      return ok({ GatewayPageURL: result.gatewayPageUrl, tran_id: result.tranId, _id: result.invoiceId });
    },
  );

  app.get(
    '/InvoiceList',
    { schema: { tags, response: { 200: Success(Type.Array(Invoice)), ...failures(401, 403) } } },
    async (request) => ok(await invoiceViews(app.db, eq(invoices.userId, customerOf(request).userId))),
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
      const [invoice] = await invoiceViews(
        app.db,
        and(eq(invoices.userId, userId), eq(invoices.id, request.params.id)),
      );
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

/** The invoices `which` selects as a customer sees them, newest first (the fields of the `Invoice` schema). */
async function invoiceViews(db: Db, which: SQL | undefined) {
  const rows = await db
    .select()
    .from(invoices)
    .where(which)
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
  if (rows.length === 0) return [];
  const unapplied = await db
    .select({
      invoiceId: payments.invoiceId,
      amount: sql<string>`${sum(payments.amount)}`,
      currency: payments.currency,
      receivedAt: max(payments.receivedAt),
      refundedAt: max(payments.refundedAt),
      notRefunded: sql<number>`count(*) FILTER (WHERE ${payments.refundedAt} IS NULL)`.mapWith(Number),
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(which, eq(payments.needsDecision, true)))
    .groupBy(payments.invoiceId, payments.currency);
  const unappliedByInvoice = new Map(unapplied.map((payment) => [payment.invoiceId, payment]));
  const lines = await db
    .select({ invoiceId: invoiceLines.invoiceId, title: products.title, qty: invoiceLines.qty })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .innerJoin(products, eq(products.id, invoiceLines.productId))
    .where(which)
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
  const itemsByInvoice = new Map<string, { title: string; qty: number }[]>();
  for (const { invoiceId, title, qty } of lines) {
    const items = itemsByInvoice.get(invoiceId) ?? [];
    items.push({ title, qty });
    itemsByInvoice.set(invoiceId, items);
  }
  const now = Date.now();
  return rows.map((row) => {
    const payment = unappliedByInvoice.get(row.id);
    return {
      _id: row.id,
      tran_id: row.tranId,
      cus_details: row.cusDetails,
      ship_details: row.shipDetails,
      // Expiry is a matter of time: a pending invoice past its session's end is no longer payable.
      payment_status:
        row.paymentStatus === 'pending' && row.expiresAt.getTime() <= now ? 'expired' : row.paymentStatus,
      delivery_status: row.deliveryStatus,
      total: row.total,
      vat: row.vat,
      payable: row.payable,
      currency: row.currency,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      items: itemsByInvoice.get(row.id) ?? [],
      ...(payment && {
        unapplied_payment: {
          amount: Number(payment.amount),
          currency: payment.currency,
          receivedAt: (payment.receivedAt ?? row.updatedAt).toISOString(),
          ...(payment.notRefunded === 0 &&
            payment.refundedAt && { refundedAt: payment.refundedAt.toISOString() }),
        },
      }),
    };
  });
}
