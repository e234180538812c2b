import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  auditLog,
  type DeliveryStatus,
  invoices,
  payments,
  products,
  refunds,
  sandboxRefunds,
} from '../../src/db/schema';
import { checkRequestedRefunds, type RefundContext, refundOrder } from '../../src/orders/refunds';
import { GatewayUnavailableError, type PaymentGateway } from '../../src/payment/gateway';
import { setSandboxRefundFailure } from '../../src/payment/sandbox';
import { createTestApp, signIn, type TestApp } from '../support/app';
import { callback, customer, payOnSandbox } from '../support/checkout';
import { type FakeSslcommerz, startFakeSslcommerz } from '../support/fake-sslcommerz';
import { seedCatalogue } from '../support/fixtures';

const OPERATOR = 'refunds@shop.test';

/** A shop on one gateway, with an operator signed in and a catalogue of one product at $20 ($21 with VAT). */
async function shopOn(options: { env?: Record<string, string>; gateway?: PaymentGateway } = {}) {
  const t = await createTestApp({ ...options, env: { ADMIN_EMAILS: OPERATOR, ...options.env } });
  const operator = await signIn(t, OPERATOR);
  const catalogue = await seedCatalogue(t.database.db, [{ title: 'Kettle', price: 20 }]);
  const productId = catalogue.products[0]?.id ?? '';
  const admin = (url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/${url}`,
      headers: { cookie: operator },
      ...(payload ? { payload } : {}),
    });
  const read = async (url: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/admin/${url}`, headers: { cookie: operator } })).json()
      .data;
  const order = (invoiceId: string) => read(`orders/${invoiceId}`);
  return { t, productId, admin, read, order };
}

type Shop = Awaited<ReturnType<typeof shopOn>>;

/** A customer's checkout of `qty` kettles, not yet paid. */
async function checkedOut(shop: Shop, qty = 1) {
  const buyer = await customer(shop.t);
  await buyer.add(shop.productId, qty);
  const { data } = (await buyer.call('GET', 'CreateInvoice')).json();
  return {
    buyer,
    invoiceId: data._id as string,
    tranId: data.tran_id as string,
    pageUrl: data.GatewayPageURL,
  };
}

/** The same, paid on the sandbox gateway. */
async function paidOnSandbox(shop: Shop, qty = 1) {
  const order = await checkedOut(shop, qty);
  const { fields } = await payOnSandbox(shop.t, order.pageUrl, 'pay');
  expect((await callback(shop.t, 'PaymentSuccess', order.tranId, fields)).statusCode).toBe(303);
  return order;
}

const key = () => randomUUID();
const mailTo = (t: TestApp, email: string) => t.mailer.sent.filter((message) => message.to === email);
const refundRows = (t: TestApp, invoiceId: string) =>
  t.database.db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.invoiceId, invoiceId))
    .then((rows) => rows.map((row) => row.refund));
const auditActions = async (t: TestApp, entityIds: string[]) =>
  (
    await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(inArray(auditLog.entityId, entityIds))
      .orderBy(auditLog.at, auditLog.id)
  ).map((row) => row.action);

describe('on the sandbox gateway', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await shopOn();
  });
  afterAll(() => shop.t.close());
  afterEach(() => setSandboxRefundFailure(shop.t.database.db, false));

  it('refunds a paid order in full: stored with its reference, audited, e-mailed and shown to the customer', async () => {
    const { buyer, invoiceId, tranId } = await paidOnSandbox(shop);

    const response = await shop.admin(`orders/${invoiceId}/refunds`, {
      requestKey: key(),
      remark: 'Damaged',
    });

    expect(response.statusCode).toBe(200);
    const order = response.json().data;
    expect(order.refunds).toEqual([
      {
        id: expect.any(String),
        paymentId: order.payments[0].id,
        amount: 21,
        currency: 'USD',
        state: 'refunded',
        remark: 'Damaged',
        gatewayReference: expect.stringMatching(/^SANDBOX-REFUND-/),
        failure: null,
        actor: OPERATOR,
        createdAt: expect.any(String),
        refundedAt: expect.any(String),
      },
    ]);
    expect(order).toMatchObject({ refundable: 0, deliveryStatus: 'pending', cancellable: true });
    const [refund] = order.refunds;
    expect(await auditActions(shop.t, [refund.id])).toEqual(['refund.request', 'refund.result']);

    const mail = mailTo(shop.t, buyer.email).at(-1);
    expect(mail?.subject).toBe(`Refunded $21.00 for order ${tranId}`);
    expect(mail?.text).toContain(`We refunded $21.00 for your order ${tranId} on `);
    // The operator's remark reaches the customer.
    expect(mail?.text).toContain('Our note: Damaged');
    expect(mail?.html).toContain('<p>Our note: Damaged</p>');

    const [invoice] = await buyer.invoices();
    expect(invoice.refunds).toEqual([{ amount: 21, currency: 'USD', refundedAt: refund.refundedAt }]);
    const details = (await buyer.call('GET', `InvoiceDetails/${invoiceId}`)).json().data;
    expect(details.refunds).toEqual(invoice.refunds);
  });

  it('refunds in parts that add up to the payment, and refuses more than is left', async () => {
    const { buyer, invoiceId } = await paidOnSandbox(shop);
    const refund = (body: object) =>
      shop.admin(`orders/${invoiceId}/refunds`, { requestKey: key(), ...body });

    expect((await refund({ amount: 5 })).json().data).toMatchObject({ refundable: 16, refunded: 5 });
    expect((await refund({ amount: 10.5 })).json().data).toMatchObject({ refundable: 5.5, refunded: 15.5 });
    const tooMuch = await refund({ amount: 5.51 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Only $5.50 of this payment is left to refund',
    });
    const rest = await refund({});
    expect(rest.json().data.refunds.map((given: { amount: number }) => given.amount)).toEqual([5, 10.5, 5.5]);
    expect(rest.json().data.refundable).toBe(0);
    const nothingLeft = await refund({ amount: 0.01 });
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json().message).toBe('Nothing is left of this payment to refund');
    expect((await refund({})).json().message).toBe('Nothing is left of this payment to refund');

    // The customer sees each, oldest first.
    const [invoice] = await buyer.invoices();
    expect(invoice.refunds.map((given: { amount: number }) => given.amount)).toEqual([5, 10.5, 5.5]);
  });

  it.each([[0], [-1], [1.234], [0.001]])(
    'refuses the amount %p with a 400, writing nothing',
    async (amount) => {
      const { invoiceId } = await paidOnSandbox(shop);
      const response = await shop.admin(`orders/${invoiceId}/refunds`, { requestKey: key(), amount });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', field: 'amount' });
      expect(await refundRows(shop.t, invoiceId)).toEqual([]);
    },
  );

  it('refuses an amount sent as a string ("1") with a 400 naming it, refunding nothing', async () => {
    const { invoiceId } = await paidOnSandbox(shop);
    const response = await shop.admin(`orders/${invoiceId}/refunds`, { requestKey: key(), amount: '1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      field: 'amount',
      message: 'amount must be number',
    });
    expect(await refundRows(shop.t, invoiceId)).toEqual([]);
  });

  it('refuses an unknown order, an unpaid one, and bodies without a request key', async () => {
    const unknown = await shop.admin('orders/00000000-0000-4000-8000-000000000000/refunds', {
      requestKey: key(),
    });
    expect(unknown.statusCode).toBe(404);
    const { invoiceId, tranId } = await checkedOut(shop);
    const unpaid = await shop.admin(`orders/${invoiceId}/refunds`, { requestKey: key() });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(
      `Order ${tranId} is not paid (payment pending): there is nothing to refund`,
    );
    expect((await shop.admin(`orders/${invoiceId}/refunds`, {})).statusCode).toBe(400);
    expect((await shop.admin(`orders/${invoiceId}/refunds`, { requestKey: '' })).statusCode).toBe(400);
  });

  it('refunds once when the same request comes twice, one after the other or at once', async () => {
    const { invoiceId } = await paidOnSandbox(shop);
    const requestKey = key();

    const first = await shop.admin(`orders/${invoiceId}/refunds`, { requestKey, amount: 3 });
    const again = await shop.admin(`orders/${invoiceId}/refunds`, { requestKey, amount: 3 });
    expect(again.json().data).toEqual(first.json().data);

    const otherKey = key();
    const atOnce = await Promise.all(
      [1, 2, 3].map(() => shop.admin(`orders/${invoiceId}/refunds`, { requestKey: otherKey, amount: 4 })),
    );
    expect(atOnce.map((response) => response.statusCode)).toEqual([200, 200, 200]);

    const rows = await refundRows(shop.t, invoiceId);
    expect(rows.map((row) => row.amount).sort()).toEqual([3, 4]);
    const atTheGateway = await shop.t.database.db
      .select()
      .from(sandboxRefunds)
      .where(
        inArray(
          sandboxRefunds.shopReference,
          rows.map((row) => row.id),
        ),
      );
    expect(atTheGateway).toHaveLength(2);
    expect((await shop.order(invoiceId)).refundable).toBe(14);
  });

  it('records a refused refund as failed with the reason, leaves its money refundable, and retries it', async () => {
    const { buyer, invoiceId } = await paidOnSandbox(shop);
    await setSandboxRefundFailure(shop.t.database.db, true);

    const failed = (await shop.admin(`orders/${invoiceId}/refunds`, { requestKey: key(), amount: 8 })).json()
      .data;
    expect(failed.refunds).toEqual([
      expect.objectContaining({
        state: 'failed',
        failure: 'The sandbox gateway is set to refuse refunds',
        refundedAt: null,
      }),
    ]);
    expect(failed).toMatchObject({ refundable: 21, refunded: 0 });
    expect(mailTo(shop.t, buyer.email).filter((mail) => mail.subject.startsWith('Refunded'))).toEqual([]);
    expect((await buyer.invoices())[0].refunds).toEqual([]);

    const [refund] = failed.refunds;
    const stillFailing = await shop.admin(`refunds/${refund.id}/retry`);
    expect(stillFailing.json().data.refunds[0]).toMatchObject({ id: refund.id, state: 'failed' });

    await setSandboxRefundFailure(shop.t.database.db, false);
    const retried = await shop.admin(`refunds/${refund.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.refunds).toEqual([
      expect.objectContaining({ id: refund.id, state: 'refunded', failure: null, amount: 8 }),
    ]);
    expect(retried.json().data.refundable).toBe(13);
    expect(mailTo(shop.t, buyer.email).at(-1)?.subject).toContain('Refunded $8.00');
    // No remark given, no note.
    expect(mailTo(shop.t, buyer.email).at(-1)?.text).not.toContain('Our note');
    expect(await auditActions(shop.t, [refund.id])).toEqual([
      'refund.request',
      'refund.result',
      'refund.retry',
      'refund.result',
      'refund.retry',
      'refund.result',
    ]);

    const again = await shop.admin(`refunds/${refund.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This refund is refunded: only a failed refund is asked again');
    expect((await shop.admin('refunds/00000000-0000-4000-8000-000000000000/retry')).statusCode).toBe(404);
  });

  it('cancels a paid order not shipped yet: stock back, all refunded, customer told, audited', async () => {
    const { buyer, invoiceId, tranId, pageUrl } = await checkedOut(shop, 2);
    const kettle = eq(products.id, shop.productId);
    await shop.t.database.db.update(products).set({ stock: 5 }).where(kettle);
    const { fields } = await payOnSandbox(shop.t, pageUrl, 'pay');
    await callback(shop.t, 'PaymentSuccess', tranId, fields);
    // As paying takes the lines from stock: 2 of 5 taken.
    await shop.t.database.db.update(products).set({ stock: 3 }).where(kettle);
    await shop.t.database.db
      .update(invoices)
      .set({ stockTakenAt: new Date() })
      .where(eq(invoices.id, invoiceId));
    await shop.admin(`orders/${invoiceId}/delivery`, { status: 'processing' });

    const response = await shop.admin(`orders/${invoiceId}/cancel`, {
      requestKey: key(),
      remark: 'Asked by phone',
    });

    expect(response.statusCode).toBe(200);
    const order = response.json().data;
    expect(order).toMatchObject({
      deliveryStatus: 'cancelled',
      cancellable: false,
      refundable: 0,
      deliverySteps: [],
      refunds: [expect.objectContaining({ amount: 42, state: 'refunded', remark: 'Asked by phone' })],
    });
    expect(order.deliveryHistory.map((step: { to: DeliveryStatus }) => step.to)).toEqual([
      'processing',
      'cancelled',
    ]);
    const [kettleRow] = await shop.t.database.db.select().from(products).where(kettle);
    expect(kettleRow?.stock).toBe(5);
    // The cancellation and its refund's request share a transaction, so a time: compared as a set.
    expect((await auditActions(shop.t, [invoiceId, order.refunds[0].id])).sort()).toEqual([
      'order.cancel',
      'order.delivery',
      'refund.request',
      'refund.result',
    ]);
    const subjects = mailTo(shop.t, buyer.email).map((mail) => mail.subject);
    expect(subjects.slice(-2)).toEqual([`Order ${tranId}: Cancelled`, `Refunded $42.00 for order ${tranId}`]);
    expect(mailTo(shop.t, buyer.email).at(-2)?.text).toContain('We are refunding $42.00');

    // Cancelling again changes nothing: no second refund, no stock, no e-mail.
    const mailCount = shop.t.mailer.sent.length;
    const again = await shop.admin(`orders/${invoiceId}/cancel`, { requestKey: key() });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.refunds).toHaveLength(1);
    expect((await shop.t.database.db.select().from(products).where(kettle))[0]?.stock).toBe(5);
    expect(shop.t.mailer.sent).toHaveLength(mailCount);
    const refundAfter = await shop.admin(`orders/${invoiceId}/refunds`, { requestKey: key() });
    expect(refundAfter.statusCode).toBe(409);
  });

  it('cancels an order that took nothing from stock without giving any back', async () => {
    const { invoiceId } = await paidOnSandbox(shop);
    const kettle = eq(products.id, shop.productId);
    await shop.t.database.db.update(products).set({ stock: 7 }).where(kettle);
    await shop.t.database.db.update(invoices).set({ stockTakenAt: null }).where(eq(invoices.id, invoiceId));

    expect((await shop.admin(`orders/${invoiceId}/cancel`, { requestKey: key() })).statusCode).toBe(200);
    expect((await shop.t.database.db.select().from(products).where(kettle))[0]?.stock).toBe(7);
  });

  it.each(['shipped', 'delivered', 'returned'] as const)('refuses to cancel an order %s', async (status) => {
    const { invoiceId, tranId } = await paidOnSandbox(shop);
    await shop.t.database.db
      .update(invoices)
      .set({ deliveryStatus: status })
      .where(eq(invoices.id, invoiceId));
    expect((await shop.order(invoiceId)).cancellable).toBe(false);

    const response = await shop.admin(`orders/${invoiceId}/cancel`, { requestKey: key() });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Order ${tranId} is ${status}: only an order not shipped yet is cancelled (refund it instead)`,
    );
    expect((await shop.order(invoiceId)).deliveryStatus).toBe(status);
    expect(await refundRows(shop.t, invoiceId)).toEqual([]);
    // It may still be refunded.
    expect((await shop.admin(`orders/${invoiceId}/refunds`, { requestKey: key() })).statusCode).toBe(200);
  });

  it('refuses to cancel an unpaid or unknown order', async () => {
    const { invoiceId, tranId } = await checkedOut(shop);
    const unpaid = await shop.admin(`orders/${invoiceId}/cancel`, { requestKey: key() });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(
      `Order ${tranId} is not paid (payment pending): only a paid order is cancelled`,
    );
    const unknown = await shop.admin('orders/00000000-0000-4000-8000-000000000000/cancel', {
      requestKey: key(),
    });
    expect(unknown.statusCode).toBe(404);
  });

  describe('a flagged payment', () => {
    /** Money paid on an old page after the cart changed: it arrives for a superseded invoice. */
    async function flagged() {
      const buyer = await customer(shop.t);
      await buyer.add(shop.productId, 1);
      const old = (await buyer.call('GET', 'CreateInvoice')).json().data;
      await buyer.add(shop.productId, 1);
      await buyer.call('GET', 'CreateInvoice');
      const late = await payOnSandbox(shop.t, old.GatewayPageURL, 'pay');
      await callback(shop.t, 'PaymentSuccess', old.tran_id, late.fields);
      const [payment] = await shop.t.database.db
        .select()
        .from(payments)
        .where(eq(payments.invoiceId, old._id));
      if (!payment?.needsDecision) throw new Error('the payment was not flagged');
      return { buyer, payment, invoiceId: old._id as string };
    }
    const flaggedIds = async () =>
      (await shop.read('payments/flagged?limit=100')).map((entry: { id: string }) => entry.id);

    it('is refunded through the gateway, in parts, and leaves the flagged list once given back in full', async () => {
      const { buyer, payment, invoiceId } = await flagged();

      const part = await shop.admin(`payments/${payment.id}/refund`, { requestKey: key(), amount: 1 });
      expect(part.statusCode).toBe(200);
      expect(part.json().data).toMatchObject({ id: payment.id, resolution: null, refundedAt: null });
      expect(await flaggedIds()).toContain(payment.id);

      const rest = await shop.admin(`payments/${payment.id}/refund`, { requestKey: key() });
      expect(rest.json().data).toMatchObject({
        id: payment.id,
        needsDecision: true,
        resolution: 'refunded',
        refundedAt: expect.any(String),
        refundReference: expect.stringMatching(/^SANDBOX-REFUND-/),
      });
      expect(await flaggedIds()).not.toContain(payment.id);
      const invoice = (await buyer.invoices()).find((seen: { _id: string }) => seen._id === invoiceId);
      expect(invoice.unapplied_payment.refundedAt).toBe(rest.json().data.refundedAt);
      expect(invoice.refunds.map((given: { amount: number }) => given.amount)).toEqual([1, 20]);
      expect(await auditActions(shop.t, [payment.id])).toEqual(['payment.refund']);

      const more = await shop.admin(`payments/${payment.id}/refund`, { requestKey: key() });
      expect(more.statusCode).toBe(409);
    });

    it('is not refunded once kept, nor is an applied payment refunded here', async () => {
      const { payment } = await flagged();
      await shop.admin(`payments/${payment.id}/keep`, { note: 'Sent by hand' });
      const kept = await shop.admin(`payments/${payment.id}/refund`, { requestKey: key() });
      expect(kept.statusCode).toBe(409);
      expect(kept.json().message).toContain('already recorded as kept');

      const { invoiceId } = await paidOnSandbox(shop);
      const [applied] = await shop.t.database.db
        .select()
        .from(payments)
        .where(eq(payments.invoiceId, invoiceId));
      const response = await shop.admin(`payments/${applied?.id}/refund`, { requestKey: key() });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain('only a flagged payment is refunded here');
      expect((await shop.admin(`payments/${randomUUID()}/refund`, { requestKey: key() })).statusCode).toBe(
        404,
      );
    });
  });
});

describe('on SSLCommerz (a local fake speaking its protocol)', () => {
  const credentials = { storeId: 'refundstore', storePassword: 'refund@ssl' };
  let fake: FakeSslcommerz;
  let shop: Shop;
  let payments = 0;

  beforeAll(async () => {
    fake = await startFakeSslcommerz(credentials);
    shop = await shopOn({
      env: {
        PAYMENT_GATEWAY: 'sslcommerz',
        SSLCOMMERZ_API_URL: fake.url,
        SSLCOMMERZ_STORE_ID: credentials.storeId,
        SSLCOMMERZ_STORE_PASSWORD: credentials.storePassword,
      },
    });
  });
  afterAll(async () => {
    await shop.t.close();
    await fake.stop();
  });
  afterEach(() => {
    fake.failRefunds(null);
    fake.refundLater(false);
  });

  async function paidOnSslcommerz() {
    const order = await checkedOut(shop);
    const valId = `VAL-${++payments}`;
    fake.approve({ valId, tranId: order.tranId, amount: 21, currency: 'USD' });
    await callback(shop.t, 'PaymentIPN', order.tranId, { val_id: valId, status: 'VALID' });
    return { ...order, bankTranId: `BANK${valId}` };
  }

  it('asks the refund API by the bank transaction id and stores its reference', async () => {
    const { invoiceId, bankTranId } = await paidOnSslcommerz();

    const order = (await shop.admin(`orders/${invoiceId}/refunds`, { requestKey: key(), amount: 6 })).json()
      .data;

    const [refund] = order.refunds;
    expect(refund).toMatchObject({
      amount: 6,
      state: 'refunded',
      gatewayReference: expect.stringMatching(/^REF/),
    });
    expect(fake.refundRequests.at(-1)).toMatchObject({
      bank_tran_id: bankTranId,
      refund_amount: '6.00',
      refe_id: refund.id,
      store_id: credentials.storeId,
    });
  });

  it('records a refusal as failed, then retries with the same reference and succeeds', async () => {
    const { invoiceId } = await paidOnSslcommerz();
    fake.failRefunds('Refund is not allowed now');

    const failed = (await shop.admin(`orders/${invoiceId}/refunds`, { requestKey: key() })).json().data;
    const [refund] = failed.refunds;
    expect(refund).toMatchObject({ state: 'failed', failure: 'Refund is not allowed now', amount: 21 });

    fake.failRefunds(null);
    const retried = (await shop.admin(`refunds/${refund.id}/retry`)).json().data;
    expect(retried.refunds).toEqual([expect.objectContaining({ id: refund.id, state: 'refunded' })]);
    expect(fake.refundRequests.slice(-2).map((request) => request.refe_id)).toEqual([refund.id, refund.id]);
  });

  it('records an unreachable gateway as a failure to retry', async () => {
    const { invoiceId } = await paidOnSslcommerz();
    fake.simulateOutage('unavailable');
    try {
      const failed = (await shop.admin(`orders/${invoiceId}/refunds`, { requestKey: key() })).json().data;
      expect(failed.refunds).toEqual([
        expect.objectContaining({ state: 'failed', failure: 'the gateway could not be reached' }),
      ]);
    } finally {
      fake.simulateOutage('none');
    }
  });

  it('keeps a refund the gateway is processing as requested, and settles it when asked later', async () => {
    const { buyer, invoiceId } = await paidOnSslcommerz();
    fake.refundLater(true);

    const asked = (await shop.admin(`orders/${invoiceId}/refunds`, { requestKey: key() })).json().data;
    const [refund] = asked.refunds;
    expect(refund).toMatchObject({ state: 'requested', gatewayReference: expect.stringMatching(/^REF/) });
    expect(asked.refundable).toBe(0);
    expect((await buyer.invoices())[0].refunds).toEqual([]);

    const context = refundContext(shop.t);
    const later = new Date(Date.now() + 5 * 60_000);
    expect(await checkRequestedRefunds(context, shop.t.app.log, later)).toBe(0);
    fake.settleRefunds();
    expect(await checkRequestedRefunds(context, shop.t.app.log, later)).toBeGreaterThanOrEqual(1);
    expect((await shop.order(invoiceId)).refunds).toEqual([
      expect.objectContaining({ id: refund.id, state: 'refunded' }),
    ]);
    expect(mailTo(shop.t, buyer.email).at(-1)?.subject).toContain('Refunded $21.00');
  });

  it('cancels an order and refunds it on SSLCommerz', async () => {
    const { invoiceId } = await paidOnSslcommerz();
    const order = (await shop.admin(`orders/${invoiceId}/cancel`, { requestKey: key() })).json().data;
    expect(order).toMatchObject({
      deliveryStatus: 'cancelled',
      refunds: [expect.objectContaining({ state: 'refunded' })],
    });
  });
});

/** The service as the admin routes use it, for calls made straight to it. */
const refundContext = (t: TestApp, gateway: PaymentGateway = t.app.gateway): RefundContext => ({
  db: t.database.db,
  gateway,
  mail: t.app.customerMail,
  stockChanged: async () => {},
  mailFailed: (error) => {
    throw error;
  },
});

describe('a refund whose asking was cut short', () => {
  let shop: Shop;
  let refundCalls = 0;
  let reachable = true;
  beforeAll(async () => {
    shop = await shopOn();
  });
  afterAll(() => shop.t.close());

  /** The app's sandbox gateway, counted, and unreachable while told so. */
  const flaky = (): PaymentGateway => ({
    ...shop.t.app.gateway,
    refund: async (request) => {
      refundCalls += 1;
      if (!reachable) throw new GatewayUnavailableError('connection refused');
      return shop.t.app.gateway.refund(request);
    },
  });

  it('is asked again with the same reference by the check, and refunds once', async () => {
    const { invoiceId } = await paidOnSandbox(shop);
    // A crash after the refund was written as requested, before the gateway's answer was recorded.
    const [payment] = await shop.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, invoiceId));
    const [written] = await shop.t.database.db
      .insert(refunds)
      .values({ paymentId: payment?.id ?? '', amount: 4, requestKey: key(), actor: OPERATOR })
      .returning();
    const later = new Date(Date.now() + 5 * 60_000);

    reachable = false;
    expect(await checkRequestedRefunds(refundContext(shop.t, flaky()), shop.t.app.log, later)).toBe(0);
    reachable = true;
    expect(await checkRequestedRefunds(refundContext(shop.t, flaky()), shop.t.app.log, later)).toBe(1);
    expect(await checkRequestedRefunds(refundContext(shop.t, flaky()), shop.t.app.log, later)).toBe(0);

    const [settled] = await shop.t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.id, written?.id ?? ''));
    expect(settled).toMatchObject({ state: 'refunded', gatewayReference: expect.stringMatching(/^SANDBOX/) });
    const atTheGateway = await shop.t.database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.shopReference, written?.id ?? ''));
    expect(atTheGateway).toHaveLength(1);
  });

  it('asks the gateway once for a double submit made straight to the service at once', async () => {
    const { invoiceId } = await paidOnSandbox(shop);
    const before = refundCalls;
    const request = { invoiceId, requestKey: key(), amount: 2, actor: OPERATOR };
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => refundOrder(refundContext(shop.t, flaky()), request)),
    );
    expect(new Set(answers.map((answer) => answer.refund.id)).size).toBe(1);
    expect(refundCalls - before).toBe(1);
    const rows = await shop.t.database.db
      .select()
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(and(eq(payments.invoiceId, invoiceId)));
    expect(rows).toHaveLength(1);
  });
});
