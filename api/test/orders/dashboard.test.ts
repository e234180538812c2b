import { eq } from 'drizzle-orm';
import { invoices, products, productVariants } from '../../src/db/schema';
import { readDashboard } from '../../src/orders/dashboard';
import { setSandboxRefundFailure } from '../../src/payment/sandbox';
import { createTestApp, signIn, type TestApp } from '../support/app';
import { callback, customer, payOnSandbox } from '../support/checkout';
import { seedCatalogue } from '../support/fixtures';

const OPERATOR = 'owner@shop.test';
// A Wednesday: its week began on Monday 2030-03-04.
const NOW = new Date('2030-03-06T12:00:00Z');
let t: TestApp;
let operator: string;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
const product = (index: number) => catalogue.products[index]?.id as string;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: OPERATOR } });
  operator = await signIn(t, OPERATOR);
  catalogue = await seedCatalogue(t.database.db, [
    { title: 'Socks', price: 10 },
    { title: 'Kettle', price: 40 },
    { title: 'Hoodie', price: 45, color: '', size: 'S,M' },
    { title: 'Lamp', price: 30 },
  ]);
});
afterAll(() => t.close());

const dashboard = () => readDashboard(t.database.db, { now: NOW, lowStockAt: 5 });
const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/${url}`,
    headers: { cookie: operator },
    ...(payload ? { payload } : {}),
  });

/** An order of one line, paid on the sandbox unless told otherwise, placed at `at`. Its id. */
async function order(productId: string, at: string, { pay = true } = {}) {
  const buyer = await customer(t);
  await buyer.add(productId, 1);
  const { data } = (await buyer.call('GET', 'CreateInvoice')).json();
  if (pay) {
    const { fields } = await payOnSandbox(t, data.GatewayPageURL, 'pay');
    expect((await callback(t, 'PaymentSuccess', data.tran_id, fields)).statusCode).toBe(303);
  }
  await t.database.db
    .update(invoices)
    .set({ createdAt: new Date(at) })
    .where(eq(invoices.id, data._id));
  return data._id as string;
}

test('an empty shop: nothing sold, nothing waiting, nothing low', async () => {
  expect(await dashboard()).toEqual({
    sales: {
      today: { from: '2030-03-06', orders: 0, amounts: [] },
      week: { from: '2030-03-04', orders: 0, amounts: [] },
    },
    toShip: { notStarted: 0, processing: 0 },
    paymentsToDecide: 0,
    failedRefunds: 0,
    lowStock: { threshold: 5, products: 0, fewest: [] },
  });
});

test("the day's and the week's paid sales, the orders to ship, failed refunds and what is low on stock", async () => {
  const today = await order(product(1), '2030-03-06T09:00:00Z');
  const monday = await order(product(0), '2030-03-04T00:00:00Z');
  await order(product(0), '2030-03-03T23:59:59Z');
  await order(product(1), '2030-03-06T10:00:00Z', { pay: false });
  expect((await admin('POST', `orders/${monday}/delivery`, { status: 'processing' })).statusCode).toBe(200);
  await setSandboxRefundFailure(t.database.db, true);
  expect(
    (await admin('POST', `orders/${today}/refunds`, { requestKey: 'dashboard-1', amount: 1 })).statusCode,
  ).toBe(200);
  await setSandboxRefundFailure(t.database.db, false);
  await t.database.db
    .update(products)
    .set({ stock: 3 })
    .where(eq(products.id, product(0)));
  await t.database.db
    .update(products)
    .set({ stock: 6 })
    .where(eq(products.id, product(3)));
  await t.database.db.insert(productVariants).values([
    { productId: product(2), sku: 'HOOD-S', size: 'S', stock: 20 },
    { productId: product(2), sku: 'HOOD-M', size: 'M', stock: 0 },
  ]);

  const figures = await dashboard();
  // Paid with VAT: the payable of one order of each product.
  const [kettle, socks] = await Promise.all(
    [today, monday].map(async (id) => (await admin('GET', `orders/${id}`)).json().data.payable as number),
  );
  expect(figures.sales).toEqual({
    today: { from: '2030-03-06', orders: 1, amounts: [{ currency: 'USD', amount: kettle }] },
    week: {
      from: '2030-03-04',
      orders: 2,
      amounts: [{ currency: 'USD', amount: (kettle ?? 0) + (socks ?? 0) }],
    },
  });
  // Two paid orders last week and this one not started; Monday's is being prepared.
  expect(figures.toShip).toEqual({ notStarted: 2, processing: 1 });
  expect(figures.failedRefunds).toBe(1);
  // The figure's list: the orders with a refund to retry.
  const failing = (await admin('GET', 'orders?refundState=failed')).json().data;
  expect(failing.map((listed: { id: string }) => listed.id)).toEqual([today]);
  expect(figures.lowStock).toEqual({
    threshold: 5,
    products: 2,
    fewest: [
      { _id: product(2), title: 'Hoodie', sku: 'p2', stockLeft: 0 },
      { _id: product(0), title: 'Socks', sku: 'p0', stockLeft: 3 },
    ],
  });
});

test('GET admin/dashboard answers the figures to an operator only', async () => {
  const response = await admin('GET', 'dashboard');
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toMatchObject({ lowStock: { threshold: 5 }, toShip: expect.any(Object) });
  const visitor = await t.app.inject('/api/v1/admin/dashboard');
  expect(visitor.statusCode).toBe(401);
});
