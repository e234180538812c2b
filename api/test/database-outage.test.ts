import { loggerOptions } from '@shop/shared/server';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/client';
import { cartItems, invoices, otpRequests, users } from '../src/db/schema';
import { CapturingMailer, PUBLIC_URL, type TestApp } from './support/app';
import { customer } from './support/checkout';
import { createPostgresDatabase } from './support/database';
import { seedCatalogue } from './support/fixtures';

// The PostgreSQL server going away under a running API and coming back, as in maintenance or a failover: the
// shop's database is closed to connections (ALLOW_CONNECTIONS false) and the connections it has are terminated,
// then it is opened again. Runs in the PostgreSQL project only: the embedded database cannot go away.

const WARNING = 'database unreachable: answering 503 until it is back';

interface Shop {
  t: TestApp;
  /** The database's name on the server, and the products seeded into it. */
  name: string;
  products: Awaited<ReturnType<typeof seedCatalogue>>['products'];
  /** The API's log, one parsed JSON line each. */
  log: Array<{ level: number; msg: string }>;
  close(): Promise<void>;
}

let shop: Shop;

beforeEach(async () => {
  const created = await createPostgresDatabase();
  const database = await openPostgres(created.url, 4);
  const log: Shop['log'] = [];
  const mailer = new CapturingMailer();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', PUBLIC_URL, RATE_LIMIT_PER_MINUTE: '0' }),
    database,
    mailer,
    logger: { ...loggerOptions('info'), stream: { write: (line: string) => log.push(JSON.parse(line)) } },
    // Nothing cached expires during a test: what is fresh and what is kept is up to the test.
    catalogueCacheTtlMs: 10 * 60_000,
  });
  await app.ready();
  const { products } = await seedCatalogue(database.db, [
    { title: 'Aurora Phone', price: 699, color: '', size: '' },
    { title: 'Trail Runner', price: 120, color: '', size: '' },
    { title: 'Plain Mug', price: 9.99, color: '', size: '' },
  ]);
  const t: TestApp = { app, database, mailer, close: async () => {} };
  shop = {
    t,
    name: new URL(created.url).pathname.slice(1),
    products,
    log,
    close: async () => {
      await app.close();
      await database.close();
      await created.drop();
    },
  };
});
afterEach(() => shop.close());

async function onServer(statement: string, params: unknown[] = []): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement, params);
  } finally {
    await admin.end();
  }
}

/** Ends every connection to the shop's database, waiting (up to 5 s each) until each is gone. */
const terminateConnections = () =>
  onServer('SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = $1', [shop.name]);

/** Runs `act` while the shop's database takes no connections, and opens it again whatever happens. */
async function duringOutage(act: () => Promise<void>): Promise<void> {
  await onServer(`ALTER DATABASE ${shop.name} ALLOW_CONNECTIONS false`);
  try {
    await terminateConnections();
    await act();
  } finally {
    await onServer(`ALTER DATABASE ${shop.name} ALLOW_CONNECTIONS true`);
  }
}

const get = (url: string, headers: Record<string, string> = {}) =>
  shop.t.app.inject({ method: 'GET', url, headers });
const productId = (index: number) => {
  const product = shop.products[index];
  if (!product) throw new Error(`no product ${index}`);
  return product.id;
};

function expectDatabaseUnavailable(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toMatchObject({ status: 'fail', code: 'DATABASE_UNAVAILABLE' });
}

it('serves the catalogue answers it holds, fresh or kept, and answers other reads 503 DATABASE_UNAVAILABLE', async () => {
  const brands = await get('/api/v1/ProductBrandList');
  expect(brands.statusCode).toBe(200);
  await shop.t.app.invalidateCatalogue(); // the brand list is no longer fresh, only kept
  const freshUrls = ['/api/v1/ProductListByRemark/new', `/api/v1/ProductDetails/${productId(0)}`];
  const fresh = await Promise.all(freshUrls.map((url) => get(url)));
  expect(fresh.map((answer) => answer.statusCode)).toEqual([200, 200]);

  await duringOutage(async () => {
    for (const [index, url] of freshUrls.entries()) {
      const again = await get(url);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(fresh[index]?.body);
      expect(again.headers['x-cache']).toBeUndefined();
    }

    const kept = await get('/api/v1/ProductBrandList');
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toBe(brands.body);
    expect(kept.headers).toMatchObject({ 'x-cache': 'stale', 'cache-control': 'public, no-cache' });
    expect(kept.headers.age).toMatch(/^\d+$/);
    expect(kept.headers['retry-after']).toBeUndefined();
    const revalidated = await get('/api/v1/ProductBrandList', {
      'if-none-match': brands.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);

    expectDatabaseUnavailable(await get(`/api/v1/ProductDetails/${productId(1)}`));
    expectDatabaseUnavailable(await get('/api/v1/ProductCategoryList'));
    expect((await get('/readyz')).statusCode).toBe(503);
  });

  expect((await get(`/api/v1/ProductDetails/${productId(1)}`)).statusCode).toBe(200);
  const current = await get('/api/v1/ProductBrandList');
  expect(current.statusCode).toBe(200);
  expect(current.headers['x-cache']).toBeUndefined();
  expect((await get('/readyz')).statusCode).toBe(200);
  // One warning for the outage, not an error with a stack for each request it failed.
  expect(shop.log.filter((line) => line.msg === WARNING)).toEqual([expect.objectContaining({ level: 40 })]);
  expect(shop.log.filter((line) => line.msg === 'request failed')).toEqual([]);
  // The readiness probe says why in one line too.
  expect(shop.log.filter((line) => line.msg === 'database unreachable')).toEqual([
    expect.objectContaining({ level: 40, reason: expect.any(String) }),
  ]);
});

it('refuses writes while the database is away and makes none of them; the next ones after it returns succeed', async () => {
  const buyer = await customer(shop.t);
  expect((await buyer.add(productId(0), 1)).statusCode).toBe(200);
  const [user] = await shop.t.database.db.select().from(users).where(eq(users.email, buyer.email));
  if (!user) throw new Error('the customer was not created');
  const newcomer = 'newcomer@example.com';
  const mailed = shop.t.mailer.sent.length;

  await duringOutage(async () => {
    expectDatabaseUnavailable(await buyer.add(productId(1), 2));
    expectDatabaseUnavailable(await buyer.call('GET', 'CreateInvoice'));
    expectDatabaseUnavailable(await get(`/api/v1/UserOTP/${newcomer}`));
  });

  // The first request after the database is back already works, and finds the cart as it was.
  const cart = await buyer.call('GET', 'CartList');
  expect(cart.statusCode).toBe(200);
  expect(cart.json().data).toEqual([expect.objectContaining({ productID: productId(0), qty: 1 })]);
  const rows = async (table: typeof invoices | typeof otpRequests | typeof users) =>
    (await shop.t.database.db.select({ rows: count() }).from(table))[0]?.rows;
  expect(await rows(invoices)).toBe(0);
  expect(await rows(users)).toBe(1);
  expect(await rows(otpRequests)).toBe(1); // the buyer's own sign-in
  expect(shop.t.mailer.sent).toHaveLength(mailed);

  expect((await buyer.add(productId(1), 2)).statusCode).toBe(200);
  expect(await shop.t.database.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toHaveLength(
    2,
  );
  expect((await buyer.call('GET', 'CreateInvoice')).statusCode).toBe(200);
  expect((await get(`/api/v1/UserOTP/${newcomer}`)).statusCode).toBe(200);
  expect(shop.t.mailer.codeFor(newcomer)).toMatch(/^\d{6}$/);
});

it('drops the connections the server ended while they were idle, and the next request opens a new one', async () => {
  const buyer = await customer(shop.t);
  expect(shop.t.database.connections?.().idle).toBeGreaterThan(0);

  await terminateConnections();

  expect(shop.t.database.connections?.().open).toBe(0);
  expect((await buyer.call('GET', 'CartList')).statusCode).toBe(200);
});
