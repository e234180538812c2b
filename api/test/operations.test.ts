import { sql } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from './support/app';
import { PROFILE, seedCatalogue } from './support/fixtures';

const TOKEN = 'a-scraper-secret-of-at-least-32-chars!';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const metrics = async () => {
  const response = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('/healthz and /readyz', () => {
  it('/healthz says the process answers', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz checks the database and its migrations', async () => {
    const response = await t.app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
  });

  it('/readyz answers 503 while the database lacks a migration of this build', async () => {
    const other = await createTestApp();
    try {
      await other.database.db.execute(
        sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
      );
      const response = await other.app.inject('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', migrations: '1 not applied' },
      });
    } finally {
      await other.close();
    }
  });

  it('/readyz answers 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const response = await other.app.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', checks: { database: 'unreachable' } });
    await other.app.close();
  });
});

describe('/metrics', () => {
  it('answers loopback clients only, unless a token is configured', async () => {
    const remote = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().code).toBe('FORBIDDEN');

    const withToken = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    try {
      const scrape = (authorization?: string) =>
        withToken.app.inject({
          url: '/metrics',
          remoteAddress: '203.0.113.9',
          headers: authorization ? { authorization } : {},
        });
      expect((await scrape()).statusCode).toBe(403);
      expect((await scrape(`Bearer ${TOKEN.slice(1)}x`)).statusCode).toBe(403);
      const allowed = await scrape(`Bearer ${TOKEN}`);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    } finally {
      await withToken.close();
    }
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    await t.app.inject('/api/v1/ProductBrandList');
    await t.app.inject('/api/v1/ProductDetails/not-an-id');
    await t.app.inject('/no/such/page');
    const text = await metrics();
    expect(text).toMatch(
      /shop_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/ProductBrandList",status="200"\} 1/,
    );
    expect(text).toMatch(
      /shop_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/ProductDetails\/:productId",status="400"\} 1/,
    );
    expect(text).toMatch(
      /shop_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="unmatched"/,
    );
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts sign-in codes sent and refused, gateway calls, and invoices by payment status', async () => {
    const email = 'counted@example.com';
    const cookie = await signIn(t, email);
    for (let i = 0; i < 6; i++)
      await t.app.inject({ url: `/api/v1/UserOTP/${email}`, remoteAddress: '10.9.9.9' });

    const [product] = (
      await seedCatalogue(t.database.db, [{ title: 'Counted Mug', price: 12, color: '', size: '' }])
    ).products;
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: { cookie }, payload });
    await post('UpdateProfile', PROFILE);
    await post('SaveCartList', { productID: product?.id, qty: 1, color: '', size: '' });
    const checkout = await t.app.inject({ url: '/api/v1/CreateInvoice', headers: { cookie } });
    expect(checkout.statusCode).toBe(200);

    const text = await metrics();
    expect(text).toMatch(/^shop_otp_codes_total\{outcome="sent"\} 1$/m);
    expect(text).toMatch(/^shop_otp_codes_total\{outcome="rate_limited"\} 6$/m);
    expect(text).toMatch(/shop_gateway_calls_total\{operation="createSession",outcome="ok"\} 1/);
    expect(text).toMatch(/shop_invoices\{payment_status="pending"\} 1/);
  });

  it('shows the pool of a PostgreSQL database', async () => {
    const text = await metrics();
    if (t.database.kind === 'postgres') expect(text).toMatch(/shop_db_connections\{state="max"\} \d+/);
    else expect(text).not.toContain('shop_db_connections');
  });
});
