import { eq, sql } from 'drizzle-orm';
import { cartItems, invoiceLines, invoices, payments, sandboxPayments } from '../../src/db/schema';
import { reconcilePayments } from '../../src/orders/payment-results';
import { GatewayUnavailableError, type PaymentGateway } from '../../src/payment/gateway';
import { signNotification } from '../../src/payment/sslcommerz-signature';
import { createTestApp, PUBLIC_URL, type TestApp } from '../support/app';
import { callback, cancellationSignedWithOwnPassword, customer, payOnSandbox } from '../support/checkout';
import { startFakeSslcommerz } from '../support/fake-sslcommerz';
import { PROFILE, seedCatalogue } from '../support/fixtures';

type Catalogue = Awaited<ReturnType<typeof seedCatalogue>>;
describe('on the sandbox gateway', () => {
  let t: TestApp;
  let catalogue: Catalogue;
  const product = (index: number) => {
    const row = catalogue.products[index];
    if (!row) throw new Error('fixture');
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    catalogue = await seedCatalogue(t.database.db, [
      { title: 'Socks', price: 19.99 },
      // Offered in no colours or sizes: its lines have neither.
      { title: 'Jacket', price: 100, discountPrice: 79.99, color: '', size: '' },
      { title: 'Cap', price: 10.1 },
    ]);
  });
  afterAll(() => t.close());

  it('needs a saved profile', async () => {
    const buyer = await customer(t, { profile: false });
    await buyer.add(product(0), 1);
    const response = await buyer.call('GET', 'CreateInvoice');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 'fail',
      message: expect.stringContaining('profile'),
      code: 'PROFILE_REQUIRED',
    });
    expect(await buyer.invoices()).toEqual([]);
  });

  it('needs a non-empty cart', async () => {
    const buyer = await customer(t);
    const response = await buyer.call('GET', 'CreateInvoice');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CART_EMPTY',
      message: expect.stringContaining('cart is empty'),
    });
  });

  it('prices the invoice from the catalogue: discount prices, VAT 5% rounded to the cent, payable', async () => {
    const buyer = await customer(t);
    await buyer.add(product(0), 3, { color: 'Black', size: 'M' });
    await buyer.add(product(1), 1);
    const response = await buyer.call('GET', 'CreateInvoice');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.GatewayPageURL).toMatch(`${PUBLIC_URL}/api/sandbox-gateway/pay/`);

    const [invoice] = await buyer.invoices();
    // 3 x 19.99 + 79.99 = 139.96; VAT 6.998 -> 7.00
    expect(invoice).toMatchObject({
      _id: data._id,
      tran_id: data.tran_id,
      total: 139.96,
      vat: 7,
      payable: 146.96,
      currency: 'USD',
      payment_status: 'pending',
      delivery_status: 'pending',
      cus_details: 'Ada Buyer, 12 Elm Street, Springfield, IL, 62701, United States, +1 555 0101',
      ship_details: 'Ada Buyer, 12 Elm Street, Springfield, IL, 62701, United States, +1 555 0101',
    });
    expect(invoice.tran_id).toMatch(/^T[0-9A-F]{24}$/);

    const lines = (await buyer.call('GET', `InvoiceProductList/${invoice._id}`)).json().data;
    expect(lines).toEqual([
      expect.objectContaining({ productID: product(0), price: 19.99, qty: 3, color: 'Black', size: 'M' }),
      expect.objectContaining({ productID: product(1), price: 79.99, qty: 1, color: '', size: '' }),
    ]);
    expect(lines[0].product).toMatchObject({ title: 'Socks', image: expect.any(String) });
  });

  it("lists what each invoice bought, in line order, beside the invoice's other fields", async () => {
    const buyer = await customer(t);
    await buyer.add(product(1), 1);
    await buyer.add(product(0), 3, { color: 'Black', size: 'M' });
    await buyer.add(product(2), 2);
    const { data } = (await buyer.call('GET', 'CreateInvoice')).json();

    const [invoice] = await buyer.invoices();
    const positions = (await buyer.call('GET', `InvoiceProductList/${data._id}`))
      .json()
      .data.map((line: { product: { title: string }; qty: number }) => ({
        title: line.product.title,
        qty: line.qty,
      }));
    expect(invoice.items).toEqual(positions);
    expect(invoice.items).toEqual(
      expect.arrayContaining([
        { title: 'Jacket', qty: 1 },
        { title: 'Socks', qty: 3 },
        { title: 'Cap', qty: 2 },
      ]),
    );
    expect(invoice.items).toHaveLength(3);
    expect(Object.keys(invoice).sort()).toEqual(
      [
        '_id',
        'tran_id',
        'cus_details',
        'ship_details',
        'payment_status',
        'delivery_status',
        'total',
        'vat',
        'payable',
        'currency',
        'trackingNumber',
        'carrier',
        'createdAt',
        'expiresAt',
        'items',
        'refunds',
      ].sort(),
    );
    expect(invoice.refunds).toEqual([]);
  });

  it('answers one invoice by its id with the fields of its InvoiceList entry', async () => {
    const buyer = await customer(t);
    await buyer.add(product(0), 2);
    const { data } = (await buyer.call('GET', 'CreateInvoice')).json();
    const { fields } = await payOnSandbox(t, data.GatewayPageURL, 'pay');
    await callback(t, 'PaymentSuccess', data.tran_id, fields as Record<string, string>);

    const response = await buyer.call('GET', `InvoiceDetails/${data._id}`);
    expect(response.statusCode).toBe(200);
    const [listed] = await buyer.invoices();
    expect(response.json()).toEqual({ status: 'success', data: listed });
    expect(response.json().data).toMatchObject({
      _id: data._id,
      tran_id: data.tran_id,
      payment_status: 'success',
      total: 39.98,
      vat: 2,
      payable: 41.98,
      items: [{ title: 'Socks', qty: 2 }],
    });
  });

  it('rounds VAT half up: 5% of 10.10 is 0.51', async () => {
    const buyer = await customer(t);
    await buyer.add(product(2), 1);
    await buyer.call('GET', 'CreateInvoice');
    expect((await buyer.invoices())[0]).toMatchObject({ total: 10.1, vat: 0.51, payable: 10.61 });
  });

  it('pays end to end: hosted page, return through PaymentSuccess, validation, paid invoice, bought lines leave the cart', async () => {
    const buyer = await customer(t);
    await buyer.add(product(0), 2);
    const { data } = (await buyer.call('GET', 'CreateInvoice')).json();
    // Added while paying: not part of the invoice, so it stays in the cart.
    await buyer.add(product(2), 1);
    expect(await buyer.cart()).toHaveLength(2);

    const { page, action, fields } = await payOnSandbox(t, data.GatewayPageURL, 'pay');
    expect(page.body).toContain('$41.98');
    expect(action).toBe(`${PUBLIC_URL}/api/v1/PaymentSuccess/${data.tran_id}`);
    expect(fields).toMatchObject({
      tran_id: data.tran_id,
      amount: '41.98',
      currency: 'USD',
      status: 'VALID',
    });
    expect(fields.val_id).toBeTruthy();

    const back = await callback(t, 'PaymentSuccess', data.tran_id, fields as Record<string, string>);
    expect(back.statusCode).toBe(303);
    // Back to the orders page, which names the order to say whether its payment was received.
    expect(back.headers.location).toBe(`${PUBLIC_URL}/orders?paid=${data.tran_id}`);
    expect((await buyer.invoices())[0]).toMatchObject({ tran_id: data.tran_id, payment_status: 'success' });
    expect((await buyer.cart()).map((line: { productID: string }) => line.productID)).toEqual([product(2)]);

    // Replays and a late cancel change nothing.
    expect(
      (await callback(t, 'PaymentSuccess', data.tran_id, fields as Record<string, string>)).statusCode,
    ).toBe(303);
    expect(
      (await callback(t, 'PaymentIPN', data.tran_id, fields as Record<string, string>)).json(),
    ).toMatchObject({
      status: 'success',
      message: 'already',
    });
    await callback(t, 'PaymentCancel', data.tran_id);
    await callback(t, 'PaymentFail', data.tran_id);
    expect((await buyer.invoices())[0].payment_status).toBe('success');
    expect(await buyer.cart()).toHaveLength(1);
  });

  it.each([
    ['cancel', 'PaymentCancel', 'cancelled'],
    ['fail', 'PaymentFail', 'failed'],
  ] as const)('records a %s and leaves the cart for another try', async (outcome, route, status) => {
    const buyer = await customer(t);
    await buyer.add(product(0), 1);
    const { data } = (await buyer.call('GET', 'CreateInvoice')).json();
    const { action, fields } = await payOnSandbox(t, data.GatewayPageURL, outcome);
    expect(action).toBe(`${PUBLIC_URL}/api/v1/${route}/${data.tran_id}`);
    expect(fields.val_id).toBeUndefined();

    const back = await callback(t, route, data.tran_id, fields as Record<string, string>);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${PUBLIC_URL}/orders?${status}=${data.tran_id}`);
    expect((await buyer.invoices())[0].payment_status).toBe(status);
    expect(await buyer.cart()).toHaveLength(1);
    expect((await buyer.call('GET', 'CreateInvoice')).statusCode).toBe(200);
  });

  it('ignores forged notifications: an unknown val_id, or a val_id paid for another invoice', async () => {
    const victim = await customer(t);
    await victim.add(product(1), 1);
    const target = (await victim.call('GET', 'CreateInvoice')).json().data;

    const forged = await callback(t, 'PaymentSuccess', target.tran_id, {
      val_id: 'made-up',
      status: 'VALID',
    });
    expect(forged.statusCode).toBe(303);

    const cheap = await customer(t);
    await cheap.add(product(2), 1);
    const paid = (await cheap.call('GET', 'CreateInvoice')).json().data;
    const { fields } = await payOnSandbox(t, paid.GatewayPageURL, 'pay');
    const replayed = await callback(t, 'PaymentIPN', target.tran_id, { val_id: fields.val_id as string });
    expect(replayed.json()).toMatchObject({ status: 'success', message: 'rejected' });

    expect((await victim.invoices())[0].payment_status).toBe('pending');
    expect(await victim.cart()).toHaveLength(1);
  });

  it('answers a callback for an unknown transaction without changing anything', async () => {
    const response = await callback(t, 'PaymentSuccess', 'TNOSUCHTRANSACTION', { val_id: 'x' });
    expect(response.statusCode).toBe(303);
    expect((await callback(t, 'PaymentIPN', 'T-1', { status: 'FAILED' })).statusCode).toBe(200);
    expect((await callback(t, 'PaymentSuccess', 'bad id!', {})).statusCode).toBe(400);
  });

  it('answers 10 parallel checkouts of one cart with one invoice and one payment session', async () => {
    const buyer = await customer(t);
    await buyer.add(product(0), 2);
    const answers = await Promise.all(Array.from({ length: 10 }, () => buyer.call('GET', 'CreateInvoice')));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const pages = new Set(answers.map((answer) => answer.json().data.GatewayPageURL));
    const tranIds = new Set(answers.map((answer) => answer.json().data.tran_id));
    expect(pages.size).toBe(1);
    expect(tranIds.size).toBe(1);
    expect(await buyer.invoices()).toHaveLength(1);
    const [tranId] = tranIds;
    const sessions = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.tranId, tranId ?? ''));
    expect(sessions).toHaveLength(1);

    // A later checkout of the same cart, a retry or a second tab, gets the same page again.
    expect((await buyer.call('GET', 'CreateInvoice')).json().data.GatewayPageURL).toBe([...pages][0]);
  });

  it('supersedes the open invoice when the cart or the profile changed', async () => {
    const buyer = await customer(t);
    await buyer.add(product(0), 1);
    const first = (await buyer.call('GET', 'CreateInvoice')).json().data;
    await buyer.add(product(0), 1); // now 2 of them
    const second = (await buyer.call('GET', 'CreateInvoice')).json().data;
    await buyer.call('POST', 'UpdateProfile', { ...PROFILE, ship_add: '1 New Road' });
    const third = (await buyer.call('GET', 'CreateInvoice')).json().data;

    expect(new Set([first.tran_id, second.tran_id, third.tran_id]).size).toBe(3);
    expect(new Set([first.GatewayPageURL, second.GatewayPageURL, third.GatewayPageURL]).size).toBe(3);
    const statuses = Object.fromEntries(
      (await buyer.invoices()).map((invoice: { tran_id: string; payment_status: string }) => [
        invoice.tran_id,
        invoice.payment_status,
      ]),
    );
    expect(statuses).toEqual({
      [first.tran_id]: 'superseded',
      [second.tran_id]: 'superseded',
      [third.tran_id]: 'pending',
    });
  });

  it('records and flags a payment made on a superseded page, and never pays the cart twice', async () => {
    const buyer = await customer(t);
    await buyer.add(product(0), 1);
    const old = (await buyer.call('GET', 'CreateInvoice')).json().data;
    await buyer.add(product(2), 1);
    const current = (await buyer.call('GET', 'CreateInvoice')).json().data;

    // The customer pays on the old page, left open in another tab.
    const late = await payOnSandbox(t, old.GatewayPageURL, 'pay');
    expect((await callback(t, 'PaymentSuccess', old.tran_id, late.fields)).statusCode).toBe(303);
    expect((await callback(t, 'PaymentIPN', old.tran_id, late.fields)).json().message).toBe('already');

    const flagged = (await buyer.invoices()).find((invoice: { _id: string }) => invoice._id === old._id);
    expect(flagged).toMatchObject({
      payment_status: 'superseded',
      unapplied_payment: { amount: 20.99, currency: 'USD', receivedAt: expect.any(String) },
    });
    const [recorded] = await t.database.db.select().from(payments).where(eq(payments.invoiceId, old._id));
    expect(recorded).toMatchObject({
      valId: late.fields.val_id,
      amount: 20.99,
      needsDecision: true,
      reason: 'paid while the invoice was superseded',
    });
    expect(await buyer.cart()).toHaveLength(2);

    // Paying the current invoice pays the cart, once.
    const paid = await payOnSandbox(t, current.GatewayPageURL, 'pay');
    await callback(t, 'PaymentSuccess', current.tran_id, paid.fields);
    const byId = Object.fromEntries(
      (await buyer.invoices()).map((invoice: { _id: string }) => [invoice._id, invoice]),
    );
    expect(byId[current._id]).toMatchObject({ payment_status: 'success' });
    expect(byId[current._id].unapplied_payment).toBeUndefined();
    expect(await buyer.cart()).toEqual([]);
  });

  it('flags a second, different payment of an invoice already paid', async () => {
    const buyer = await customer(t);
    await buyer.add(product(2), 1);
    const { data } = await buyer.call('GET', 'CreateInvoice').then((r) => ({ data: r.json().data }));
    const first = await payOnSandbox(t, data.GatewayPageURL, 'pay');
    await callback(t, 'PaymentSuccess', data.tran_id, first.fields);
    // A second session for the same tran_id, paid too (a gateway that let the customer pay twice).
    const again = await t.app.gateway.createSession({
      tranId: data.tran_id,
      amount: 10.61,
      currency: 'USD',
      expiresAt: new Date(Date.now() + 60_000),
      customer: {
        name: 'A',
        email: 'a@b.c',
        phone: '',
        address: '',
        city: '',
        state: '',
        postcode: '',
        country: '',
      },
      shipping: { name: 'A', phone: '', address: '', city: '', state: '', postcode: '', country: '' },
      productName: 'Cap',
      itemCount: 1,
      urls: { success: '', fail: '', cancel: '', ipn: `${PUBLIC_URL}/nowhere` },
    });
    const second = await payOnSandbox(t, again.gatewayPageUrl, 'pay');
    const ipn = await callback(t, 'PaymentIPN', data.tran_id, second.fields);
    expect(ipn.json().message).toBe('flagged');
    expect((await buyer.invoices())[0]).toMatchObject({
      payment_status: 'success',
      unapplied_payment: { amount: 10.61 },
    });
  });

  it('lets an open invoice expire with its session: shown as expired, and the next checkout makes a new one', async () => {
    const buyer = await customer(t);
    await buyer.add(product(0), 1);
    const stale = (await buyer.call('GET', 'CreateInvoice')).json().data;
    const past = new Date(Date.now() - 1000);
    await t.database.db.update(invoices).set({ expiresAt: past }).where(eq(invoices.id, stale._id));
    await t.database.db
      .update(sandboxPayments)
      .set({ expiresAt: past })
      .where(eq(sandboxPayments.tranId, stale.tran_id));

    expect((await buyer.invoices())[0]).toMatchObject({ tran_id: stale.tran_id, payment_status: 'expired' });
    const page = await t.app.inject({ url: stale.GatewayPageURL.replace(PUBLIC_URL, '') });
    expect(page.statusCode).toBe(410);

    const fresh = (await buyer.call('GET', 'CreateInvoice')).json().data;
    expect(fresh.tran_id).not.toBe(stale.tran_id);
    const [stored] = await t.database.db.select().from(invoices).where(eq(invoices.id, stale._id));
    expect(stored?.paymentStatus).toBe('expired');
  });

  it.each([
    ['a minute ago: the next checkout does not wait at all', 60_000],
    ['a moment ago: the next checkout waits for it, then takes over', 19_500],
  ])('makes a new invoice when the process opening the session died %s', async (_when, ageMs) => {
    const buyer = await customer(t);
    await buyer.add(product(0), 1);
    const first = (await buyer.call('GET', 'CreateInvoice')).json().data;
    // As if another process wrote this invoice and was killed before its session opened.
    await t.database.db
      .update(invoices)
      .set({ gatewayPageUrl: null, createdAt: new Date(Date.now() - ageMs) })
      .where(eq(invoices.id, first._id));

    const next = await buyer.call('GET', 'CreateInvoice');
    expect(next.statusCode).toBe(200);
    expect(next.json().data.tran_id).not.toBe(first.tran_id);
    const [dead] = await t.database.db.select().from(invoices).where(eq(invoices.id, first._id));
    expect(dead?.paymentStatus).toBe('failed');
  });

  it('changes nothing on forged fail and cancel results: unsigned, wrongly signed or for another invoice', async () => {
    const buyer = await customer(t);
    await buyer.add(product(0), 1);
    const { data } = (await buyer.call('GET', 'CreateInvoice')).json() as { data: { tran_id: string } };
    const tranId = data.tran_id;
    const forged = [
      ['PaymentFail', { tran_id: tranId, status: 'FAILED' }],
      ['PaymentCancel', {}],
      ['PaymentIPN', { tran_id: tranId, status: 'FAILED' }],
      ['PaymentIPN', { tran_id: tranId, status: 'CANCELLED' }],
      ['PaymentFail', signNotification({ tran_id: tranId, status: 'FAILED' }, 'a guessed password')],
      [
        'PaymentCancel',
        { ...signNotification({ tran_id: tranId, status: 'CANCELLED' }, 'x'), verify_sign: '0'.repeat(32) },
      ],
      // A genuine signature over a field list that leaves out the status proves nothing about it.
      ['PaymentFail', { ...signNotification({ tran_id: tranId }, 'x'), status: 'FAILED' }],
    ] as const;
    for (const [route, fields] of forged) {
      const response = await callback(t, route, tranId, fields);
      expect(response.statusCode).toBe(route === 'PaymentIPN' ? 200 : 303);
    }
    expect((await buyer.invoices())[0].payment_status).toBe('pending');

    // The sandbox's own signed cancel does change it.
    const cancelled = await payOnSandbox(
      t,
      (await buyer.call('GET', 'CreateInvoice')).json().data.GatewayPageURL,
      'cancel',
    );
    await callback(t, 'PaymentCancel', tranId, cancelled.fields);
    expect((await buyer.invoices())[0].payment_status).toBe('cancelled');
  });

  it.each(['PaymentIPN', 'PaymentFail', 'PaymentCancel'])(
    'changes nothing on %s signed with a store password the request posts itself',
    async (route) => {
      const buyer = await customer(t);
      await buyer.add(product(0), 1);
      const { tran_id: tranId } = (await buyer.call('GET', 'CreateInvoice')).json().data;
      await callback(t, route, tranId, cancellationSignedWithOwnPassword(tranId));
      expect((await buyer.invoices())[0].payment_status).toBe('pending');
    },
  );

  it('takes from the cart only the quantities the paid invoice held', async () => {
    const buyer = await customer(t);
    await buyer.add(product(0), 1, { color: 'Black', size: 'M' });
    await buyer.add(product(1), 2);
    const { data } = (await buyer.call('GET', 'CreateInvoice')).json();
    // In another tab, while paying: the same line raised to 5, another colour added.
    await buyer.add(product(0), 4, { color: 'Black', size: 'M' });
    await buyer.add(product(0), 2, { color: 'White', size: 'M' });

    const { fields } = await payOnSandbox(t, data.GatewayPageURL, 'pay');
    await callback(t, 'PaymentSuccess', data.tran_id, fields as Record<string, string>);

    expect((await buyer.invoices())[0]).toMatchObject({ tran_id: data.tran_id, payment_status: 'success' });
    const left = (await buyer.cart()) as { productID: string; color: string; qty: number }[];
    expect(left.map(({ productID, color, qty }) => ({ productID, color, qty }))).toEqual(
      expect.arrayContaining([
        { productID: product(0), color: 'Black', qty: 4 },
        { productID: product(0), color: 'White', qty: 2 },
      ]),
    );
    expect(left).toHaveLength(2);
  });

  it('finds a payment whose return was lost when the customer checks out the same cart again', async () => {
    const buyer = await customer(t);
    await buyer.add(product(0), 1);
    const { data } = (await buyer.call('GET', 'CreateInvoice')).json();
    await payOnSandbox(t, data.GatewayPageURL, 'pay'); // the tab closed before the return; the IPN was lost

    const again = (await buyer.call('GET', 'CreateInvoice')).json().data;
    expect(again.GatewayPageURL).toBe(data.GatewayPageURL);
    expect((await buyer.invoices())[0]).toMatchObject({ tran_id: data.tran_id, payment_status: 'success' });
    expect(await buyer.cart()).toEqual([]);
    const page = await t.app.inject({ url: data.GatewayPageURL.replace(PUBLIC_URL, '') });
    expect(page.body).toContain('Payment already completed');
  });

  it('finds a payment whose return and notification were both lost, once its session has ended', async () => {
    const buyer = await customer(t);
    await buyer.add(product(0), 1);
    const { data } = (await buyer.call('GET', 'CreateInvoice')).json();
    await payOnSandbox(t, data.GatewayPageURL, 'pay'); // the browser never comes back, the IPN never arrives
    expect(
      await reconcilePayments(
        t.database.db,
        t.app.gateway,
        t.app.customerMail,
        t.app.log,
        t.app.invalidateCatalogue,
      ),
    ).toBe(0); // session still open

    const ended = new Date(Date.now() + 31 * 60_000);
    // At least this one: other tests of this file leave paid sessions unannounced too.
    expect(
      await reconcilePayments(
        t.database.db,
        t.app.gateway,
        t.app.customerMail,
        t.app.log,
        t.app.invalidateCatalogue,
        ended,
      ),
    ).toBeGreaterThanOrEqual(1);
    expect((await buyer.invoices())[0]).toMatchObject({ tran_id: data.tran_id, payment_status: 'success' });
    expect(await buyer.cart()).toEqual([]);
    // Each ended session is asked about once.
    expect(
      await reconcilePayments(
        t.database.db,
        t.app.gateway,
        t.app.customerMail,
        t.app.log,
        t.app.invalidateCatalogue,
        ended,
      ),
    ).toBe(0);
  });

  it('shows each customer only their own invoices', async () => {
    const owner = await customer(t);
    await owner.add(product(0), 1);
    const { data } = (await owner.call('GET', 'CreateInvoice')).json();
    const stranger = await customer(t);
    expect(await stranger.invoices()).toEqual([]);
    const peek = await stranger.call('GET', `InvoiceProductList/${data._id}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toEqual({ status: 'fail', message: 'No such invoice', code: 'NOT_FOUND' });
    expect((await stranger.call('GET', 'InvoiceProductList/not-a-uuid')).statusCode).toBe(400);
    const peekDetails = await stranger.call('GET', `InvoiceDetails/${data._id}`);
    expect(peekDetails.statusCode).toBe(404);
    expect(peekDetails.json()).toEqual({ status: 'fail', message: 'No such invoice', code: 'NOT_FOUND' });
    expect((await stranger.call('GET', 'InvoiceDetails/not-a-uuid')).statusCode).toBe(400);
  });

  it('writes the invoice and its lines in one transaction', async () => {
    const buyer = await customer(t);
    await buyer.add(product(0), 1);
    // Make writing the lines fail after the invoice row was inserted.
    await t.database.db.execute(
      sql`ALTER TABLE invoice_lines ADD CONSTRAINT test_no_lines CHECK (qty < 0) NOT VALID`,
    );
    try {
      const response = await buyer.call('GET', 'CreateInvoice');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        status: 'fail',
        message: expect.not.stringContaining('test_no_lines'),
        code: 'INTERNAL',
      });
    } finally {
      await t.database.db.execute(sql`ALTER TABLE invoice_lines DROP CONSTRAINT test_no_lines`);
    }
    expect(await buyer.invoices()).toEqual([]);
    expect(await buyer.cart()).toHaveLength(1);
  });

  it('refuses signed-out and cross-site checkouts', async () => {
    const signedOut = await t.app.inject('/api/v1/CreateInvoice');
    expect([signedOut.statusCode, signedOut.json().code]).toEqual([401, 'SIGN_IN_REQUIRED']);
    const buyer = await customer(t);
    await buyer.add(product(0), 1);
    const attack = await t.app.inject({
      url: '/api/v1/CreateInvoice',
      headers: { cookie: buyer.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(attack.statusCode).toBe(403);
    expect(await buyer.invoices()).toEqual([]);
  });
});

describe('when the gateway cannot be reached', () => {
  const down: PaymentGateway = {
    name: 'sandbox',
    createSession: async () => {
      throw new GatewayUnavailableError('connection refused');
    },
    validate: async () => {
      throw new GatewayUnavailableError('connection refused');
    },
    verifyNotification: async () => null,
    paymentsOf: async () => {
      throw new GatewayUnavailableError('connection refused');
    },
    refund: async () => {
      throw new GatewayUnavailableError('connection refused');
    },
    refundStatus: async () => {
      throw new GatewayUnavailableError('connection refused');
    },
  };
  let t: TestApp;
  let catalogue: Catalogue;
  beforeAll(async () => {
    t = await createTestApp({ gateway: down });
    catalogue = await seedCatalogue(t.database.db, [{ title: 'Kettle', price: 35 }]);
  });
  afterAll(() => t.close());

  it('answers 503 with what to do, marks the invoice failed and leaves the cart as it was', async () => {
    const buyer = await customer(t);
    await buyer.add(catalogue.products[0]?.id ?? '', 2);
    const response = await buyer.call('GET', 'CreateInvoice');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'GATEWAY_UNAVAILABLE',
      message: expect.stringMatching(/cart is unchanged; please try again/),
    });
    expect((await buyer.invoices())[0].payment_status).toBe('failed');
    expect(await buyer.cart()).toEqual([expect.objectContaining({ qty: 2 })]);
  });

  it('asks again later when the gateway cannot say which payments it took', async () => {
    const buyer = await customer(t);
    await buyer.add(catalogue.products[0]?.id ?? '', 1);
    await buyer.call('GET', 'CreateInvoice');
    const later = new Date(Date.now() + 31 * 60_000);
    expect(
      await reconcilePayments(
        t.database.db,
        t.app.gateway,
        t.app.customerMail,
        t.app.log,
        t.app.invalidateCatalogue,
        later,
      ),
    ).toBe(0);
    const [{ _id }] = await buyer.invoices();
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, _id));
    expect(invoice?.paymentsCheckedAt).toBeNull();
  });

  it('answers an IPN with 503 so the gateway retries, and changes nothing', async () => {
    const buyer = await customer(t);
    await buyer.add(catalogue.products[0]?.id ?? '', 1);
    await buyer.call('GET', 'CreateInvoice');
    const [invoice] = await buyer.invoices();
    await t.database.db
      .update(invoices)
      .set({ paymentStatus: 'pending' })
      .where(eq(invoices.id, invoice._id));
    const ipn = await callback(t, 'PaymentIPN', invoice.tran_id, { val_id: 'V1', status: 'VALID' });
    expect(ipn.statusCode).toBe(503);
    expect((await buyer.invoices())[0].payment_status).toBe('pending');
  });
});

describe('on SSLCommerz (a local fake speaking its protocol)', () => {
  const credentials = { storeId: 'teststore', storePassword: 'secret@ssl' };
  let fake: Awaited<ReturnType<typeof startFakeSslcommerz>>;
  let t: TestApp;
  let catalogue: Catalogue;

  beforeAll(async () => {
    fake = await startFakeSslcommerz(credentials);
    t = await createTestApp({
      env: {
        PAYMENT_GATEWAY: 'sslcommerz',
        SSLCOMMERZ_API_URL: fake.url,
        SSLCOMMERZ_STORE_ID: credentials.storeId,
        SSLCOMMERZ_STORE_PASSWORD: credentials.storePassword,
      },
    });
    catalogue = await seedCatalogue(t.database.db, [{ title: 'Lamp', price: 45.5 }]);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  async function checkedOut() {
    const buyer = await customer(t);
    await buyer.add(catalogue.products[0]?.id ?? '', 2);
    const response = await buyer.call('GET', 'CreateInvoice');
    return { buyer, response, data: response.json().data };
  }

  it('opens a session with the amount and callback URLs built from PUBLIC_URL', async () => {
    const { response, data } = await checkedOut();
    expect(response.statusCode).toBe(200);
    expect(data.GatewayPageURL).toMatch(/^http/);
    expect(fake.sessionRequests.at(-1)).toMatchObject({
      store_id: 'teststore',
      tran_id: data.tran_id,
      total_amount: '95.55',
      currency: 'USD',
      success_url: `${PUBLIC_URL}/api/v1/PaymentSuccess/${data.tran_id}`,
      fail_url: `${PUBLIC_URL}/api/v1/PaymentFail/${data.tran_id}`,
      cancel_url: `${PUBLIC_URL}/api/v1/PaymentCancel/${data.tran_id}`,
      ipn_url: `${PUBLIC_URL}/api/v1/PaymentIPN/${data.tran_id}`,
      cus_name: 'Ada Buyer',
    });
  });

  it('counts a payment once validation confirms tran_id, amount and currency', async () => {
    const { buyer, data } = await checkedOut();
    fake.approve({ valId: 'VAL-OK', tranId: data.tran_id, amount: 95.55, currency: 'USD' });
    const ipn = await callback(t, 'PaymentIPN', data.tran_id, { val_id: 'VAL-OK', status: 'VALID' });
    expect(ipn.json()).toMatchObject({ status: 'success', message: 'confirmed' });
    expect((await buyer.invoices())[0]).toMatchObject({ payment_status: 'success' });
    expect(await buyer.cart()).toEqual([]);
    expect(fake.validationRequests.at(-1)).toMatchObject({ val_id: 'VAL-OK', store_id: 'teststore' });
  });

  it.each([
    ['a wrong amount', { amount: 1 }, { amount: 1, currency: 'USD' }],
    ['a wrong currency', { currency: 'EUR' }, { amount: 95.55, currency: 'EUR' }],
  ])(
    'does not apply a validated payment with %s, but records and flags it',
    async (_label, change, shown) => {
      const { buyer, data } = await checkedOut();
      const valId = `VAL-${Math.random()}`;
      fake.approve({ valId, tranId: data.tran_id, amount: 95.55, currency: 'USD', ...change });
      const ipn = await callback(t, 'PaymentIPN', data.tran_id, { val_id: valId, status: 'VALID' });
      expect(ipn.json()).toMatchObject({ message: 'flagged' });
      const [invoice] = await buyer.invoices();
      expect(invoice).toMatchObject({ payment_status: 'pending', unapplied_payment: shown });
      expect(await buyer.cart()).toHaveLength(1);
    },
  );

  it('finds a payment by asking SSLCommerz about the transaction once the session has ended', async () => {
    const { buyer, data } = await checkedOut();
    fake.approve({ valId: 'VAL-LOST', tranId: data.tran_id, amount: 95.55, currency: 'USD' });
    const ended = new Date(Date.now() + 31 * 60_000);
    expect(
      await reconcilePayments(
        t.database.db,
        t.app.gateway,
        t.app.customerMail,
        t.app.log,
        t.app.invalidateCatalogue,
        ended,
      ),
    ).toBe(1);
    expect((await buyer.invoices())[0]).toMatchObject({ payment_status: 'success' });
  });

  it('ends an invoice as failed or cancelled only on a result signed with the store password', async () => {
    const sign = (fields: Record<string, string>, password = credentials.storePassword) =>
      signNotification(fields, password);
    const { buyer, data } = await checkedOut();
    const result = { tran_id: data.tran_id, status: 'FAILED', amount: '95.55', currency: 'USD' };

    await callback(t, 'PaymentFail', data.tran_id, sign(result, 'not-the-password'));
    await callback(t, 'PaymentIPN', data.tran_id, sign({ ...result, tran_id: 'T-OTHER' }));
    expect((await buyer.invoices())[0].payment_status).toBe('pending');

    const signed = await callback(t, 'PaymentFail', data.tran_id, sign(result));
    expect(signed.statusCode).toBe(303);
    expect((await buyer.invoices())[0].payment_status).toBe('failed');
  });

  it('changes nothing on a result signed with a store password the request posts itself', async () => {
    const { buyer, data } = await checkedOut();
    for (const route of ['PaymentIPN', 'PaymentFail', 'PaymentCancel']) {
      await callback(t, route, data.tran_id, cancellationSignedWithOwnPassword(data.tran_id));
    }
    expect((await buyer.invoices())[0].payment_status).toBe('pending');
  });

  it('keeps the cart and marks the invoice failed when SSLCommerz refuses the session', async () => {
    fake.failSessions('Store credential error Or Store is De-active');
    try {
      const { buyer, response } = await checkedOut();
      expect(response.statusCode).toBe(503);
      expect(await buyer.cart()).toHaveLength(1);
    } finally {
      fake.failSessions(null);
    }
  });
});

it('stores invoice lines that refer to the invoice', async () => {
  // Guards the schema the checkout relies on: deleting an invoice removes its lines.
  const t = await createTestApp();
  try {
    const catalogue = await seedCatalogue(t.database.db, [{ title: 'Mug', price: 8 }]);
    const buyer = await customer(t);
    await buyer.add(catalogue.products[0]?.id ?? '', 1);
    const { data } = (await buyer.call('GET', 'CreateInvoice')).json();
    await t.database.db.delete(invoices).where(eq(invoices.id, data._id));
    expect(await t.database.db.select().from(invoiceLines)).toEqual([]);
    expect(await t.database.db.select().from(cartItems)).toHaveLength(1);
  } finally {
    await t.close();
  }
});
