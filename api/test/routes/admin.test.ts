import { recordChange } from '../../src/audit/audit-log';
import { createTestApp, signIn, type TestApp } from '../support/app';

const OPERATOR = 'owner@shop.test';
let t: TestApp;
let operator: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: `Owner@Shop.test, packer@shop.test` } });
  operator = await signIn(t, 'OWNER@shop.test');
});
afterAll(() => t.close());

const audit = (cookie: string | undefined, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/audit${query}`, headers: cookie ? { cookie } : {} });

describe('who may use /api/v1/admin', () => {
  it('refuses a visitor with 401 and a customer with 403, each with its code', async () => {
    const visitor = await audit(undefined);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ status: 'fail', code: 'SIGN_IN_REQUIRED' });

    const customer = await audit(await signIn(t, 'shopper@example.com'));
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ status: 'fail', code: 'FORBIDDEN' });
  });

  it('lets in an address of ADMIN_EMAILS, whatever its letter case at sign-in', async () => {
    expect((await audit(operator)).statusCode).toBe(200);
  });

  it('refuses an operator call from another site', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit',
      headers: { cookie: operator, origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_SITE');
  });
});

describe('GET /api/v1/admin/audit', () => {
  it('lists changes newest first with before and after, pages them and narrows to one entity', async () => {
    for (const price of [10, 12, 15]) {
      await recordChange(t.database.db, {
        actor: OPERATOR,
        action: 'product.update',
        entity: 'product',
        entityId: 'p-1',
        before: { price: price - 1 },
        after: { price, changedAt: new Date('2026-11-01T00:00:00Z') },
      });
    }
    await recordChange(t.database.db, {
      actor: OPERATOR,
      action: 'brand.create',
      entity: 'brand',
      entityId: 'b-1',
      before: null,
      after: { brandName: 'North' },
    });

    const first = (await audit(operator, '?entity=product&entityId=p-1&limit=2')).json();
    expect(first).toMatchObject({ status: 'success', page: 1, limit: 2, hasMore: true });
    expect(first.data.map((entry: { after: { price: number } }) => entry.after.price)).toEqual([15, 12]);
    expect(first.data[0]).toMatchObject({
      actor: OPERATOR,
      action: 'product.update',
      before: { price: 14 },
      after: { changedAt: '2026-11-01T00:00:00.000Z' },
    });

    const second = (await audit(operator, '?entity=product&entityId=p-1&limit=2&page=2')).json();
    expect(second).toMatchObject({ hasMore: false, data: [{ after: { price: 10 } }] });

    const brand = (await audit(operator, '?entity=brand')).json();
    expect(brand.data).toEqual([expect.objectContaining({ action: 'brand.create', before: null })]);
  });

  it('answers 400 on a malformed page', async () => {
    const response = await audit(operator, '?limit=1000');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
  });
});
