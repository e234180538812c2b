import { eq } from 'drizzle-orm';
import {
  auditLog,
  type DeliveryStatus,
  invoices,
  payments,
  productVariants,
  users,
} from '../../src/db/schema';
import { createTestApp, PUBLIC_URL, signIn, type TestApp } from '../support/app';
import { callback, customer, payOnSandbox } from '../support/checkout';
import { seedCatalogue } from '../support/fixtures';

const OPERATOR = 'packer@shop.test';
let t: TestApp;
let operator: string;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
const product = (index: number) => {
  const row = catalogue.products[index];
  if (!row) throw new Error('fixture');
  return row.id;
};

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: OPERATOR } });
  operator = await signIn(t, OPERATOR);
  catalogue = await seedCatalogue(t.database.db, [
    { title: 'Socks', price: 19.99 },
    // Offered in sizes only, and in nothing to choose: their lines have no colour, or neither.
    { title: 'Jacket', price: 100, discountPrice: 79.99, color: '' },
    { title: 'Tee <Limited> & "Bold"', price: 10.1, color: '', size: '' },
    { title: 'Hoodie', price: 45, color: '', size: 'M' },
  ]);
  await t.database.db.insert(productVariants).values({ productId: product(3), sku: 'HOOD-M', size: 'M' });
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: object, cookie: string | null = operator) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

type Buyer = Awaited<ReturnType<typeof customer>>;

/** A customer's checkout of what is in the cart, paid on the sandbox gateway and returned through PaymentSuccess. */
async function paidOrder(buyer?: Buyer) {
  const who = buyer ?? (await customer(t));
  if (!buyer) await who.add(product(0), 1);
  const { data } = (await who.call('GET', 'CreateInvoice')).json();
  const { fields } = await payOnSandbox(t, data.GatewayPageURL, 'pay');
  expect((await callback(t, 'PaymentSuccess', data.tran_id, fields)).statusCode).toBe(303);
  return { buyer: who, invoiceId: data._id as string, tranId: data.tran_id as string, fields };
}

/** A checked-out order left unpaid. */
async function unpaidOrder() {
  const buyer = await customer(t);
  await buyer.add(product(0), 1);
  const { data } = (await buyer.call('GET', 'CreateInvoice')).json();
  return { buyer, invoiceId: data._id as string, tranId: data.tran_id as string };
}

const mailTo = (email: string) => t.mailer.sent.filter((message) => message.to === email);
const setDelivery = (invoiceId: string, deliveryStatus: DeliveryStatus) =>
  t.database.db.update(invoices).set({ deliveryStatus }).where(eq(invoices.id, invoiceId));
const auditOf = (entityId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at);
const deliver = (invoiceId: string, status: string) =>
  admin('POST', `orders/${invoiceId}/delivery`, { status });

describe('who may use the order calls', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  let shopper: string;
  beforeAll(async () => {
    shopper = await signIn(t, 'shopper@example.com');
  });
  it.each([
    ['GET', 'orders'],
    ['GET', `orders/${id}`],
    ['POST', `orders/${id}/delivery`],
    ['POST', 'orders/delivery'],
    ['GET', 'payments/flagged'],
    ['POST', `payments/${id}/refund`],
    ['POST', `payments/${id}/keep`],
    ['POST', `orders/${id}/refunds`],
    ['POST', `orders/${id}/cancel`],
    ['POST', `refunds/${id}/retry`],
  ] as const)('%s %s: 401 for a visitor, 403 for a customer', async (method, url) => {
    const payload =
      method === 'POST' ? { status: 'shipped', reference: 'R-1', invoiceIds: [id], note: 'n' } : undefined;
    expect((await admin(method, url, payload, null)).statusCode).toBe(401);
    const refused = await admin(method, url, payload, shopper);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });
});

describe('the receipt', () => {
  it('is e-mailed once when a payment is confirmed: lines, quantities, unit prices, totals and delivery address', async () => {
    const buyer = await customer(t);
    await buyer.add(product(0), 3, { color: 'Black', size: 'M' });
    await buyer.add(product(2), 1);
    const { tranId, fields } = await paidOrder(buyer);

    const receipts = mailTo(buyer.email).filter((message) => message.subject.includes('receipt'));
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt?.subject).toBe(`Your Shop receipt for order ${tranId}`);
    // 3 x 19.99 + 10.10 = 70.07; VAT 3.5035 -> 3.50; payable 73.57
    expect(receipt?.text).toContain('3 x Socks (Black, M) at $19.99: $59.97');
    expect(receipt?.text).toContain('1 x Tee <Limited> & "Bold" at $10.10: $10.10');
    expect(receipt?.text).toContain('Subtotal: $70.07\nVAT (5%): $3.50\nPayable: $73.57');
    expect(receipt?.text).toContain('Delivery address: Ada Buyer, 12 Elm Street, Springfield, IL, 62701');
    expect(receipt?.text).toContain(`${PUBLIC_URL}/orders`);
    expect(receipt?.html).toContain('Tee &lt;Limited&gt; &amp; &quot;Bold&quot;');
    expect(receipt?.html).not.toContain('<Limited>');
    expect(receipt?.html).toContain('$73.57');

    // The IPN and a replayed return confirm nothing new: no second receipt.
    await callback(t, 'PaymentIPN', tranId, fields);
    await callback(t, 'PaymentSuccess', tranId, fields);
    expect(mailTo(buyer.email).filter((message) => message.subject.includes('receipt'))).toHaveLength(1);
  });

  it('does not hold up the payment when it cannot be sent', async () => {
    const buyer = await customer(t);
    await buyer.add(product(1), 1);
    const send = jest.spyOn(t.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    try {
      const { tranId } = await paidOrder(buyer);
      expect(send).toHaveBeenCalledTimes(1);
      expect((await buyer.invoices())[0]).toMatchObject({ tran_id: tranId, payment_status: 'success' });
      expect(await buyer.cart()).toEqual([]);
    } finally {
      send.mockRestore();
    }
  });
});

describe('GET /api/v1/admin/orders', () => {
  let paid: Awaited<ReturnType<typeof paidOrder>>;
  let shipped: Awaited<ReturnType<typeof paidOrder>>;
  let unpaid: Awaited<ReturnType<typeof unpaidOrder>>;
  const tranIds = async (query: string) => {
    const response = await admin('GET', `orders${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data.map((order: { tranId: string }) => order.tranId);
  };

  beforeAll(async () => {
    paid = await paidOrder();
    shipped = await paidOrder();
    unpaid = await unpaidOrder();
    await setDelivery(shipped.invoiceId, 'shipped');
    // Placed on known days, so the date filter has something to tell apart.
    const on = (invoiceId: string, day: string) =>
      t.database.db
        .update(invoices)
        .set({ createdAt: new Date(`${day}T12:00:00Z`) })
        .where(eq(invoices.id, invoiceId));
    await on(paid.invoiceId, '2030-03-01');
    await on(shipped.invoiceId, '2030-03-02');
    await on(unpaid.invoiceId, '2030-03-03');
  });

  it('lists orders newest first with the customer, the statuses and where each may go next', async () => {
    const response = await admin('GET', 'orders?from=2030-03-01&to=2030-03-03');
    expect(response.json()).toMatchObject({ status: 'success', page: 1, limit: 20, hasMore: false });
    expect(response.json().data).toEqual([
      expect.objectContaining({
        tranId: unpaid.tranId,
        paymentStatus: 'pending',
        deliveryStatus: 'pending',
        deliverySteps: [],
      }),
      expect.objectContaining({
        tranId: shipped.tranId,
        paymentStatus: 'success',
        deliveryStatus: 'shipped',
        deliverySteps: ['delivered', 'returned'],
      }),
      {
        id: paid.invoiceId,
        tranId: paid.tranId,
        email: paid.buyer.email,
        paymentStatus: 'success',
        deliveryStatus: 'pending',
        total: 19.99,
        vat: 1,
        payable: 20.99,
        currency: 'USD',
        trackingNumber: null,
        carrier: null,
        createdAt: '2030-03-01T12:00:00.000Z',
        refunded: 0,
        deliverySteps: ['processing', 'shipped'],
      },
    ]);
  });

  it('narrows by payment status, delivery status, days (both included) and part of the e-mail address', async () => {
    const days = 'from=2030-03-01&to=2030-03-03';
    expect(await tranIds(`?${days}&paymentStatus=success`)).toEqual([shipped.tranId, paid.tranId]);
    expect(await tranIds(`?${days}&deliveryStatus=shipped`)).toEqual([shipped.tranId]);
    expect(await tranIds(`?${days}&paymentStatus=success&deliveryStatus=pending`)).toEqual([paid.tranId]);
    expect(await tranIds('?from=2030-03-02&to=2030-03-02')).toEqual([shipped.tranId]);
    expect(await tranIds('?from=2030-03-02')).toEqual([unpaid.tranId, shipped.tranId]);
    expect(await tranIds('?to=2030-03-01&from=2030-01-01')).toEqual([paid.tranId]);
    const local = paid.buyer.email.split('@')[0] ?? '';
    expect(await tranIds(`?email=${local.toUpperCase()}@EXAMPLE`)).toEqual([paid.tranId]);
    expect(await tranIds('?email=%25')).toEqual([]);
  });

  it('finds orders by an e-mail part that more than a thousand customers share', async () => {
    // Past FEW_CUSTOMERS the orders are walked newest first rather than read customer by customer.
    const many = await t.database.db
      .insert(users)
      .values(Array.from({ length: 1001 }, (_, n) => ({ email: `many${n}@crowd.test` })))
      .returning({ id: users.id });
    const order = (n: number, day: string) => ({
      userId: many[n]?.id ?? '',
      tranId: `CROWD-${n}`,
      total: 1,
      vat: 0.05,
      payable: 1.05,
      currency: 'USD',
      cusDetails: '-',
      shipDetails: '-',
      paymentStatus: 'success' as const,
      expiresAt: new Date(`${day}T12:00:00Z`),
      createdAt: new Date(`${day}T12:00:00Z`),
    });
    await t.database.db.insert(invoices).values([order(0, '2029-01-01'), order(1000, '2029-01-02')]);
    expect(await tranIds('?email=crowd.test')).toEqual(['CROWD-1000', 'CROWD-0']);
    expect(await tranIds('?email=many1000@')).toEqual(['CROWD-1000']);
    expect(await tranIds('?email=crowd.test&limit=1&page=2')).toEqual(['CROWD-0']);
  });

  it('finds an order by its transaction id, exactly', async () => {
    expect(await tranIds(`?tranId=${shipped.tranId}`)).toEqual([shipped.tranId]);
    expect(await tranIds(`?tranId=${shipped.tranId.slice(0, -1)}`)).toEqual([]);
    expect(await tranIds(`?tranId=${shipped.tranId.toLowerCase()}`)).toEqual([]);
    expect(await tranIds(`?tranId=${shipped.tranId}&deliveryStatus=pending`)).toEqual([]);
  });

  it('pages', async () => {
    const days = 'from=2030-03-01&to=2030-03-03';
    const first = (await admin('GET', `orders?${days}&limit=2`)).json();
    expect(first).toMatchObject({ page: 1, limit: 2, hasMore: true });
    expect(first.data.map((order: { tranId: string }) => order.tranId)).toEqual([
      unpaid.tranId,
      shipped.tranId,
    ]);
    const second = (await admin('GET', `orders?${days}&limit=2&page=2`)).json();
    expect(second).toMatchObject({ page: 2, hasMore: false, data: [{ tranId: paid.tranId }] });
  });

  it.each([
    ['paymentStatus=paid', 'paymentStatus'],
    ['deliveryStatus=lost', 'deliveryStatus'],
    ['from=2030-13-01', 'from'],
    ['to=yesterday', 'to'],
    ['limit=101', 'limit'],
    ['page=0', 'page'],
    ['from=2030-03-02&to=2030-03-01', 'from'],
    ['tranId=', 'tranId'],
    [`tranId=${'T'.repeat(101)}`, 'tranId'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await admin('GET', `orders?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining(field),
      field,
    });
  });
});

describe('GET /api/v1/admin/orders/{invoiceId}', () => {
  it('shows one order with its lines, payment record, customer, addresses and next steps', async () => {
    const buyer = await customer(t);
    await buyer.add(product(1), 2, { size: 'L' });
    const { invoiceId, tranId, fields } = await paidOrder(buyer);
    const response = await admin('GET', `orders/${invoiceId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: invoiceId,
      tranId,
      email: buyer.email,
      paymentStatus: 'success',
      deliveryStatus: 'pending',
      total: 159.98,
      vat: 8,
      payable: 167.98,
      cusDetails: 'Ada Buyer, 12 Elm Street, Springfield, IL, 62701, United States, +1 555 0101',
      shipDetails: 'Ada Buyer, 12 Elm Street, Springfield, IL, 62701, United States, +1 555 0101',
      lines: [
        { productId: product(1), sku: 'p1', title: 'Jacket', qty: 2, price: 79.99, color: '', size: 'L' },
      ],
      payments: [
        {
          valId: fields.val_id,
          amount: 167.98,
          currency: 'USD',
          needsDecision: false,
          reason: null,
          receivedAt: expect.any(String),
          refundedAt: null,
          refundReference: null,
          resolution: null,
          keptAt: null,
          keptBy: null,
          keptNote: null,
        },
      ],
      deliverySteps: ['processing', 'shipped'],
      deliveryHistory: [],
      refunds: [],
      refundable: 167.98,
      cancellable: true,
    });
  });

  it("names a variant's line by the variant's own SKU, what the packer picks", async () => {
    const buyer = await customer(t);
    await buyer.add(product(3), 1, { size: 'M' });
    const { invoiceId } = await paidOrder(buyer);
    const { lines } = (await admin('GET', `orders/${invoiceId}`)).json().data;
    expect(lines).toEqual([expect.objectContaining({ sku: 'HOOD-M', title: 'Hoodie', size: 'M' })]);
  });

  it('shows no next steps for an unpaid order', async () => {
    const { invoiceId } = await unpaidOrder();
    expect((await admin('GET', `orders/${invoiceId}`)).json().data).toMatchObject({
      paymentStatus: 'pending',
      payments: [],
      deliverySteps: [],
      refunds: [],
      refundable: 0,
      cancellable: false,
    });
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    const unknown = await admin('GET', 'orders/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No such order' });
    expect((await admin('GET', 'orders/T123')).statusCode).toBe(400);
  });
});

describe('POST /api/v1/admin/orders/{invoiceId}/delivery', () => {
  it.each([
    [['processing', 'shipped', 'delivered', 'returned']],
    [['shipped', 'returned']],
    [['shipped', 'delivered']],
  ])('walks %j, each step audited and e-mailed to the customer', async (steps) => {
    const { buyer, invoiceId, tranId } = await paidOrder();
    let from = 'pending';
    for (const to of steps) {
      const response = await deliver(invoiceId, to);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        invoiceId,
        tranId,
        from,
        to,
        changed: true,
        trackingNumber: null,
        carrier: null,
      });
      from = to;
    }
    expect((await admin('GET', `orders/${invoiceId}`)).json().data.deliveryStatus).toBe(from);
    expect((await buyer.invoices())[0].delivery_status).toBe(from);

    const audit = await auditOf(invoiceId);
    expect(
      audit.map(({ actor, action, entity, before, after }) => ({ actor, action, entity, before, after })),
    ).toEqual(
      steps.map((to, index) => ({
        actor: OPERATOR,
        action: 'order.delivery',
        entity: 'order',
        before: {
          deliveryStatus: index === 0 ? 'pending' : steps[index - 1],
          trackingNumber: null,
          carrier: null,
        },
        after: { deliveryStatus: to, trackingNumber: null, carrier: null },
      })),
    );
    const news = mailTo(buyer.email).filter((message) => message.subject.startsWith(`Order ${tranId}:`));
    expect(news).toHaveLength(steps.length);
  });

  it('tells the customer the new status in plain words', async () => {
    const { buyer, invoiceId, tranId } = await paidOrder();
    await deliver(invoiceId, 'shipped');
    const message = mailTo(buyer.email).at(-1);
    expect(message?.subject).toBe(`Order ${tranId}: Shipped`);
    expect(message?.text).toContain(`Your order ${tranId} has shipped and is on its way.`);
    expect(message?.text).toContain('Delivery status: Shipped');
    expect(message?.html).toContain('<strong>Shipped</strong>');
  });

  const refused: [DeliveryStatus, string][] = [
    ['pending', 'delivered'],
    ['pending', 'returned'],
    ['processing', 'delivered'],
    ['processing', 'returned'],
    ['shipped', 'processing'],
    ['delivered', 'processing'],
    ['delivered', 'shipped'],
    ['returned', 'processing'],
    ['returned', 'shipped'],
    ['returned', 'delivered'],
    ['cancelled', 'shipped'],
  ];
  it.each(refused)('refuses %s to %s with a 409 naming both, changing nothing', async (from, to) => {
    const { buyer, invoiceId, tranId } = await paidOrder();
    await setDelivery(invoiceId, from);
    const mails = mailTo(buyer.email).length;
    const response = await deliver(invoiceId, to);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 'fail',
      code: 'CONFLICT',
      message: `Order ${tranId} cannot go from ${from} to ${to}`,
    });
    expect((await admin('GET', `orders/${invoiceId}`)).json().data.deliveryStatus).toBe(from);
    expect(await auditOf(invoiceId)).toEqual([]);
    expect(mailTo(buyer.email)).toHaveLength(mails);
  });

  it('moves only paid orders', async () => {
    const { buyer, invoiceId, tranId } = await unpaidOrder();
    const mails = mailTo(buyer.email).length;
    const response = await deliver(invoiceId, 'shipped');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: `Order ${tranId} is not paid (payment pending): only paid orders can move from pending`,
    });
    expect(await auditOf(invoiceId)).toEqual([]);
    expect(mailTo(buyer.email)).toHaveLength(mails);
  });

  it('answers the status the order already has with success, changing and sending nothing', async () => {
    const { buyer, invoiceId, tranId } = await paidOrder();
    await deliver(invoiceId, 'shipped');
    const mails = mailTo(buyer.email).length;
    const again = await deliver(invoiceId, 'shipped');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({
      invoiceId,
      tranId,
      from: 'shipped',
      to: 'shipped',
      changed: false,
      trackingNumber: null,
      carrier: null,
    });
    expect(await auditOf(invoiceId)).toHaveLength(1);
    expect(mailTo(buyer.email)).toHaveLength(mails);
  });

  it('lets one of several operators acting at once make a change: one audit row, one e-mail', async () => {
    const { buyer, invoiceId } = await paidOrder();
    await setDelivery(invoiceId, 'shipped');
    const mails = mailTo(buyer.email).length;
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(invoiceId, 'delivered')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.json().data.changed)).toHaveLength(1);
    expect(await auditOf(invoiceId)).toHaveLength(1);
    expect(mailTo(buyer.email)).toHaveLength(mails + 1);
  });

  it('keeps the change when the e-mail cannot be sent', async () => {
    const { invoiceId } = await paidOrder();
    const send = jest.spyOn(t.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    try {
      const response = await deliver(invoiceId, 'processing');
      expect(response.statusCode).toBe(200);
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      send.mockRestore();
    }
    expect((await admin('GET', `orders/${invoiceId}`)).json().data.deliveryStatus).toBe('processing');
    expect(await auditOf(invoiceId)).toHaveLength(1);
  });

  it.each([
    [{ status: 'pending' }, 'status'],
    [{ status: 'cancelled' }, 'status'],
    [{}, 'status is required'],
  ])('refuses the body %j with a 400', async (body, named) => {
    const { invoiceId } = await paidOrder();
    const response = await admin('POST', `orders/${invoiceId}/delivery`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining(named) });
  });

  it('answers 404 for an unknown order', async () => {
    const response = await deliver('00000000-0000-4000-8000-000000000000', 'shipped');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No such order');
  });
});

describe('flagged payments', () => {
  /** A customer who paid on an old page after changing the cart: the money arrives for a superseded invoice. */
  async function flaggedPayment() {
    const buyer = await customer(t);
    await buyer.add(product(0), 1);
    const old = (await buyer.call('GET', 'CreateInvoice')).json().data;
    await buyer.add(product(1), 1);
    await buyer.call('GET', 'CreateInvoice');
    const late = await payOnSandbox(t, old.GatewayPageURL, 'pay');
    await callback(t, 'PaymentSuccess', old.tran_id, late.fields);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.invoiceId, old._id));
    if (!payment?.needsDecision) throw new Error('the payment was not flagged');
    return { buyer, payment, invoiceId: old._id as string, tranId: old.tran_id as string };
  }
  const flaggedIds = async () =>
    (await admin('GET', 'payments/flagged?limit=100')).json().data.map((entry: { id: string }) => entry.id);

  it('lists payments that need a decision, oldest first, with invoice, customer, amount, reason and time', async () => {
    const first = await flaggedPayment();
    const second = await flaggedPayment();
    await paidOrder(); // an applied payment is not listed
    const response = await admin('GET', 'payments/flagged?limit=100');
    expect(response.statusCode).toBe(200);
    const listed = response.json().data;
    const ids = listed.map((entry: { id: string }) => entry.id);
    expect(ids.indexOf(first.payment.id)).toBeLessThan(ids.indexOf(second.payment.id));
    expect(listed.find((entry: { id: string }) => entry.id === first.payment.id)).toEqual({
      id: first.payment.id,
      invoiceId: first.invoiceId,
      tranId: first.tranId,
      email: first.buyer.email,
      amount: 20.99,
      currency: 'USD',
      reason: 'paid while the invoice was superseded',
      receivedAt: first.payment.receivedAt.toISOString(),
    });
    expect(listed).toHaveLength(ids.length);
    const paged = (await admin('GET', 'payments/flagged?limit=1')).json();
    expect(paged).toMatchObject({ limit: 1, hasMore: true });
    expect(paged.data).toHaveLength(1);
  });

  it('refunds one through the gateway once: audited, shown on the order and to the customer, and off the list', async () => {
    const { payment, invoiceId, buyer } = await flaggedPayment();
    const invoiceSeenByBuyer = async () =>
      (await buyer.invoices()).find((invoice: { _id: string }) => invoice._id === invoiceId);
    expect((await invoiceSeenByBuyer()).unapplied_payment.refundedAt).toBeUndefined();
    const body = { requestKey: `flagged-${payment.id}`, remark: '  Paid twice  ' };
    const response = await admin('POST', `payments/${payment.id}/refund`, body);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: payment.id,
      needsDecision: true,
      refundedAt: expect.any(String),
      refundReference: expect.stringMatching(/^SANDBOX-REFUND-/),
      resolution: 'refunded',
      keptAt: null,
    });
    const { refundedAt, refundReference } = response.json().data;
    expect(await flaggedIds()).not.toContain(payment.id);
    expect((await invoiceSeenByBuyer()).unapplied_payment).toEqual({
      amount: 20.99,
      currency: 'USD',
      receivedAt: expect.any(String),
      refundedAt,
    });
    const order = (await admin('GET', `orders/${invoiceId}`)).json().data;
    expect(order.payments).toEqual([
      expect.objectContaining({ id: payment.id, refundReference, refundedAt }),
    ]);
    expect(order.refunds).toEqual([
      expect.objectContaining({
        paymentId: payment.id,
        amount: 20.99,
        remark: 'Paid twice',
        state: 'refunded',
      }),
    ]);
    // Money paid twice went back; the order's own payment was not refunded.
    expect(order.refunded).toBe(0);
    expect(await auditOf(payment.id)).toEqual([
      expect.objectContaining({
        actor: OPERATOR,
        action: 'payment.refund',
        entity: 'payment',
        before: { refundedAt: null, refundReference: null },
        after: { refundedAt, refundReference },
      }),
    ]);

    // The same request again answers the same; another finds nothing left.
    const repeated = await admin('POST', `payments/${payment.id}/refund`, body);
    expect(repeated.json().data).toEqual(response.json().data);
    const again = await admin('POST', `payments/${payment.id}/refund`, { requestKey: 'another' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Nothing is left of this payment to refund',
    });
    expect(await auditOf(payment.id)).toHaveLength(1);
  });

  it('refuses to refund a payment that was applied to its order', async () => {
    const { invoiceId } = await paidOrder();
    const [applied] = await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
    const response = await admin('POST', `payments/${applied?.id}/refund`, { requestKey: 'applied' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('only a flagged payment is refunded here');
    expect(await auditOf(applied?.id ?? '')).toEqual([]);
  });

  it.each([
    [{ requestKey: '' }, 'requestKey'],
    [{}, 'requestKey'],
    [{ requestKey: 'k', reference: 'R-1' }, 'reference'],
    [{ requestKey: 'k', remark: 'x'.repeat(256) }, 'remark'],
    [{ requestKey: 'k', amount: 0 }, 'amount'],
  ])('refuses the body %j with a 400 naming %s', async (body, field) => {
    const { payment } = await flaggedPayment();
    const response = await admin('POST', `payments/${payment.id}/refund`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining(field) });
    expect(await flaggedIds()).toContain(payment.id);
  });

  it('answers 404 for an unknown payment', async () => {
    const response = await admin('POST', 'payments/00000000-0000-4000-8000-000000000000/refund', {
      requestKey: 'unknown',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No such payment');
  });

  describe('keeping one', () => {
    const keep = (paymentId: string, note: string) => admin('POST', `payments/${paymentId}/keep`, { note });

    it('records who kept it, when and why: audited, shown on the order, and off the list', async () => {
      const { payment, invoiceId } = await flaggedPayment();
      const response = await keep(payment.id, '  Sent by courier on 2 March  ');
      expect(response.statusCode).toBe(200);
      const kept = response.json().data;
      expect(kept).toMatchObject({
        id: payment.id,
        needsDecision: true,
        resolution: 'kept',
        keptAt: expect.any(String),
        keptBy: OPERATOR,
        keptNote: 'Sent by courier on 2 March',
        refundedAt: null,
        refundReference: null,
      });
      expect(await flaggedIds()).not.toContain(payment.id);
      expect((await admin('GET', `orders/${invoiceId}`)).json().data.payments).toEqual([kept]);
      expect(await auditOf(payment.id)).toEqual([
        expect.objectContaining({
          actor: OPERATOR,
          action: 'payment.keep',
          entity: 'payment',
          before: { keptAt: null, keptBy: null, keptNote: null },
          after: { keptAt: kept.keptAt, keptBy: OPERATOR, keptNote: 'Sent by courier on 2 March' },
        }),
      ]);
    });

    it('is one decision: a kept payment is not kept again nor refunded, a refunded one not kept', async () => {
      const first = await flaggedPayment();
      await keep(first.payment.id, 'hand delivered');
      const again = await keep(first.payment.id, 'twice');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'CONFLICT',
        message: expect.stringContaining('already recorded as kept'),
      });
      const refund = await admin('POST', `payments/${first.payment.id}/refund`, { requestKey: 'R-9' });
      expect(refund.statusCode).toBe(409);
      expect(refund.json().message).toContain('already recorded as kept');
      expect(await auditOf(first.payment.id)).toHaveLength(1);

      const second = await flaggedPayment();
      await admin('POST', `payments/${second.payment.id}/refund`, { requestKey: 'R-10' });
      const keptAfterRefund = await keep(second.payment.id, 'too late');
      expect(keptAfterRefund.statusCode).toBe(409);
      expect(keptAfterRefund.json().message).toContain('already recorded as refunded');
    });

    it('refuses to keep a payment that was applied to its order, or an unknown one', async () => {
      const { invoiceId } = await paidOrder();
      const [applied] = await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
      const response = await keep(applied?.id ?? '', 'n');
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain('only a flagged payment is kept here');
      const unknown = await keep('00000000-0000-4000-8000-000000000000', 'n');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No such payment');
      expect((await keep('P-1', 'n')).statusCode).toBe(400);
    });

    it.each([
      [{ note: '   ' }],
      [{ note: '' }],
      [{}],
      [{ note: 'x'.repeat(501) }],
      [{ note: 'n', extra: 1 }],
    ])('refuses the body %j with a 400', async (body) => {
      const { payment } = await flaggedPayment();
      const response = await admin('POST', `payments/${payment.id}/keep`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
      expect(await flaggedIds()).toContain(payment.id);
    });
  });
});

describe('tracking a shipped parcel', () => {
  const ship = (invoiceId: string, body: object) =>
    admin('POST', `orders/${invoiceId}/delivery`, { status: 'shipped', ...body });

  it('is stored, answered, e-mailed, shown to the customer and on the order, and audited', async () => {
    const { buyer, invoiceId, tranId } = await paidOrder();
    const response = await ship(invoiceId, { trackingNumber: '  1Z999AA1  ', carrier: ' UPS ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      invoiceId,
      tranId,
      from: 'pending',
      to: 'shipped',
      changed: true,
      trackingNumber: '1Z999AA1',
      carrier: 'UPS',
    });
    const message = mailTo(buyer.email).at(-1);
    expect(message?.subject).toBe(`Order ${tranId}: Shipped`);
    expect(message?.text).toContain('Delivery status: Shipped\nTracking: UPS 1Z999AA1');
    expect(message?.html).toContain('Tracking: <strong>UPS 1Z999AA1</strong>');

    const details = (await admin('GET', `orders/${invoiceId}`)).json().data;
    expect(details).toMatchObject({ trackingNumber: '1Z999AA1', carrier: 'UPS' });
    const [summary] = (await admin('GET', `orders?tranId=${tranId}`)).json().data;
    expect(summary).toMatchObject({ trackingNumber: '1Z999AA1', carrier: 'UPS' });
    expect((await buyer.invoices())[0]).toMatchObject({ trackingNumber: '1Z999AA1', carrier: 'UPS' });

    // Delivering keeps the parcel's tracking.
    await deliver(invoiceId, 'delivered');
    const [, delivered] = await auditOf(invoiceId);
    expect(delivered?.after).toEqual({
      deliveryStatus: 'delivered',
      trackingNumber: '1Z999AA1',
      carrier: 'UPS',
    });
    expect((await auditOf(invoiceId))[0]).toMatchObject({
      before: { deliveryStatus: 'pending', trackingNumber: null, carrier: null },
      after: { deliveryStatus: 'shipped', trackingNumber: '1Z999AA1', carrier: 'UPS' },
    });
  });

  it('is null for an order shipped without one, and for the customer', async () => {
    const { buyer, invoiceId } = await paidOrder();
    await ship(invoiceId, {});
    expect((await admin('GET', `orders/${invoiceId}`)).json().data).toMatchObject({
      trackingNumber: null,
      carrier: null,
    });
    expect((await buyer.invoices())[0]).toMatchObject({ trackingNumber: null, carrier: null });
    expect(mailTo(buyer.email).at(-1)?.text).not.toContain('Tracking');
  });

  it('given late to a shipped order, replaces what was stored and tells the customer; the same again is nothing', async () => {
    const { buyer, invoiceId } = await paidOrder();
    await ship(invoiceId, {});
    const mails = mailTo(buyer.email).length;
    const late = await ship(invoiceId, { trackingNumber: 'JD0002', carrier: 'DHL' });
    expect(late.json().data).toMatchObject({
      from: 'shipped',
      to: 'shipped',
      changed: true,
      trackingNumber: 'JD0002',
    });
    expect(mailTo(buyer.email)).toHaveLength(mails + 1);
    expect(mailTo(buyer.email).at(-1)?.text).toContain('Tracking: DHL JD0002');
    const again = await ship(invoiceId, { trackingNumber: 'JD0002', carrier: 'DHL' });
    expect(again.json().data).toMatchObject({ changed: false });
    expect(mailTo(buyer.email)).toHaveLength(mails + 1);
    expect(await auditOf(invoiceId)).toHaveLength(2);
  });

  it.each([
    [{ status: 'processing', trackingNumber: '1Z' }, 'trackingNumber'],
    [{ status: 'delivered', carrier: 'UPS' }, 'carrier'],
    [{ status: 'shipped', trackingNumber: '   ' }, 'trackingNumber'],
    [{ status: 'shipped', trackingNumber: '' }, 'trackingNumber'],
    [{ status: 'shipped', trackingNumber: 'x'.repeat(101) }, 'trackingNumber'],
    [{ status: 'shipped', carrier: 'x'.repeat(101) }, 'carrier'],
    [{ status: 'shipped', tracking: '1Z' }, 'tracking'],
  ])('refuses %j with a 400 naming %s, changing nothing', async (body, field) => {
    const { buyer, invoiceId } = await paidOrder();
    const mails = mailTo(buyer.email).length;
    const response = await admin('POST', `orders/${invoiceId}/delivery`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining(field) });
    expect(await auditOf(invoiceId)).toEqual([]);
    expect(mailTo(buyer.email)).toHaveLength(mails);
  });
});

describe('the delivery history of an order', () => {
  it('lists each change oldest first: from, to, when, who and the tracking given', async () => {
    const { invoiceId } = await paidOrder();
    await deliver(invoiceId, 'processing');
    await admin('POST', `orders/${invoiceId}/delivery`, {
      status: 'shipped',
      trackingNumber: 'RR1',
      carrier: 'Royal Mail',
    });
    await deliver(invoiceId, 'shipped'); // no change, no entry
    await deliver(invoiceId, 'delivered');
    const history = (await admin('GET', `orders/${invoiceId}`)).json().data.deliveryHistory;
    expect(history).toEqual([
      {
        from: 'pending',
        to: 'processing',
        at: expect.any(String),
        actor: OPERATOR,
        trackingNumber: null,
        carrier: null,
      },
      {
        from: 'processing',
        to: 'shipped',
        at: expect.any(String),
        actor: OPERATOR,
        trackingNumber: 'RR1',
        carrier: 'Royal Mail',
      },
      {
        from: 'shipped',
        to: 'delivered',
        at: expect.any(String),
        actor: OPERATOR,
        trackingNumber: 'RR1',
        carrier: 'Royal Mail',
      },
    ]);
    const times = history.map((entry: { at: string }) => Date.parse(entry.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('reads rows written before tracking was recorded', async () => {
    const { invoiceId } = await paidOrder();
    await t.database.db.insert(auditLog).values({
      actor: 'cli:old',
      action: 'order.delivery',
      entity: 'order',
      entityId: invoiceId,
      before: { deliveryStatus: 'pending' },
      after: { deliveryStatus: 'processing' },
    });
    expect((await admin('GET', `orders/${invoiceId}`)).json().data.deliveryHistory).toEqual([
      {
        from: 'pending',
        to: 'processing',
        at: expect.any(String),
        actor: 'cli:old',
        trackingNumber: null,
        carrier: null,
      },
    ]);
  });
});

describe('POST /api/v1/admin/orders/delivery', () => {
  const many = (body: object) => admin('POST', 'orders/delivery', body);

  it('moves each order on its own: one refused does not stop the others', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const shipped = await paidOrder();
    await setDelivery(shipped.invoiceId, 'shipped');
    const returned = await paidOrder();
    await setDelivery(returned.invoiceId, 'returned');
    const unpaid = await unpaidOrder();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const mails = [first, second, shipped].map(({ buyer }) => mailTo(buyer.email).length);

    const response = await many({
      invoiceIds: [
        first.invoiceId,
        returned.invoiceId,
        unpaid.invoiceId,
        unknown,
        shipped.invoiceId,
        second.invoiceId,
      ],
      status: 'shipped',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { invoiceId: first.invoiceId, outcome: 'changed', from: 'pending', to: 'shipped' },
      {
        invoiceId: returned.invoiceId,
        outcome: 'refused',
        error: { status: 409, message: `Order ${returned.tranId} cannot go from returned to shipped` },
      },
      {
        invoiceId: unpaid.invoiceId,
        outcome: 'refused',
        error: {
          status: 409,
          message: `Order ${unpaid.tranId} is not paid (payment pending): only paid orders can move from pending`,
        },
      },
      { invoiceId: unknown, outcome: 'refused', error: { status: 404, message: 'No such order' } },
      { invoiceId: shipped.invoiceId, outcome: 'unchanged', from: 'shipped', to: 'shipped' },
      { invoiceId: second.invoiceId, outcome: 'changed', from: 'pending', to: 'shipped' },
    ]);
    expect([first, second, shipped].map(({ buyer }) => mailTo(buyer.email).length)).toEqual([
      (mails[0] ?? 0) + 1,
      (mails[1] ?? 0) + 1,
      mails[2],
    ]);
    expect(mailTo(first.buyer.email).at(-1)?.subject).toBe(`Order ${first.tranId}: Shipped`);
    for (const { invoiceId } of [first, second]) {
      expect(await auditOf(invoiceId)).toEqual([
        expect.objectContaining({
          actor: OPERATOR,
          action: 'order.delivery',
          after: expect.objectContaining({ deliveryStatus: 'shipped' }),
        }),
      ]);
    }
    expect(await auditOf(returned.invoiceId)).toEqual([]);
    expect((await admin('GET', `orders/${returned.invoiceId}`)).json().data.deliveryStatus).toBe('returned');
  });

  it('keeps each change when an e-mail cannot be sent', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const send = jest.spyOn(t.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    try {
      const response = await many({ invoiceIds: [first.invoiceId, second.invoiceId], status: 'processing' });
      expect(response.json().data.map((entry: { outcome: string }) => entry.outcome)).toEqual([
        'changed',
        'changed',
      ]);
    } finally {
      send.mockRestore();
    }
    expect(mailTo(second.buyer.email).at(-1)?.subject).toBe(`Order ${second.tranId}: Being prepared`);
  });

  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  it.each([
    [{ invoiceIds: [], status: 'shipped' }, 'invoiceIds'],
    [{ invoiceIds: [id(1), id(1)], status: 'shipped' }, 'invoiceIds'],
    [{ invoiceIds: Array.from({ length: 101 }, (_, n) => id(n)), status: 'shipped' }, 'invoiceIds'],
    [{ invoiceIds: ['T123'], status: 'shipped' }, 'invoiceIds'],
    [{ invoiceIds: [id(1)], status: 'pending' }, 'status'],
    [{ invoiceIds: [id(1)] }, 'status'],
    [{ status: 'shipped' }, 'invoiceIds'],
    [{ invoiceIds: [id(1)], status: 'shipped', trackingNumber: '1Z' }, 'trackingNumber'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const response = await many(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining(field) });
  });
});

it('describes the calls in the OpenAPI document under "back office"', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  for (const [path, method] of [
    ['/api/v1/admin/orders', 'get'],
    ['/api/v1/admin/orders/{invoiceId}', 'get'],
    ['/api/v1/admin/orders/{invoiceId}/delivery', 'post'],
    ['/api/v1/admin/orders/delivery', 'post'],
    ['/api/v1/admin/payments/flagged', 'get'],
    ['/api/v1/admin/payments/{paymentId}/refund', 'post'],
    ['/api/v1/admin/payments/{paymentId}/keep', 'post'],
    ['/api/v1/admin/orders/{invoiceId}/refunds', 'post'],
    ['/api/v1/admin/orders/{invoiceId}/cancel', 'post'],
    ['/api/v1/admin/refunds/{refundId}/retry', 'post'],
  ] as const) {
    expect(document.paths[path]?.[method]?.tags).toEqual(['back office']);
  }
});
