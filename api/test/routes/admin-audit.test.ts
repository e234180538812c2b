import { auditLog } from '../../src/db/schema';
import { createTestApp, signIn, type TestApp } from '../support/app';

// The audit log's filters beside entity and entityId (admin.test.ts covers the list itself).

const OWNER = 'owner@shop.test';
const PACKER = 'packer@shop.test';
let t: TestApp;
let operator: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: `${OWNER}, ${PACKER}` } });
  operator = await signIn(t, OWNER);
  // Written with known times, so days have something to tell apart; ids name them in the answers.
  const row = (entityId: string, actor: string, action: string, at: string) => ({
    actor,
    action,
    entity: action.split('.')[0] ?? '',
    entityId,
    before: null,
    after: {},
    at: new Date(at),
  });
  await t.database.db
    .insert(auditLog)
    .values([
      row('a', OWNER, 'product.create', '2031-05-01T00:00:00Z'),
      row('b', PACKER, 'order.delivery', '2031-05-01T23:59:59.999Z'),
      row('c', OWNER, 'product.update', '2031-05-02T10:00:00Z'),
      row('d', 'cli:ops', 'product.update', '2031-05-03T10:00:00Z'),
      row('e', PACKER, 'payment.refund', '2031-05-04T00:00:00Z'),
      row('f', OWNER, 'productx.update', '2031-05-04T01:00:00Z'),
      row('g', OWNER, 'product_update', '2031-05-04T02:00:00Z'),
    ]);
});
afterAll(() => t.close());

const audit = (query: string, cookie: string | null = operator) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/audit${query}`, headers: cookie ? { cookie } : {} });
const ids = async (query: string) => {
  const response = await audit(query);
  expect(response.statusCode).toBe(200);
  return response.json().data.map((entry: { entityId: string }) => entry.entityId);
};
const days = 'from=2031-05-01&to=2031-05-04';

it('narrows to the actors holding a part, any letter case', async () => {
  expect(await ids(`?${days}&actor=${PACKER}`)).toEqual(['e', 'b']);
  expect(await ids(`?${days}&actor=cli:ops`)).toEqual(['d']);
  expect(await ids(`?${days}&actor=PACK`)).toEqual(['e', 'b']);
  expect(await ids(`?${days}&actor=cli:`)).toEqual(['d']);
  // LIKE's own characters are only themselves.
  expect(await ids(`?${days}&actor=%25`)).toEqual([]);
  expect(await ids(`?${days}&actor=nobody`)).toEqual([]);
});

it('narrows to one action, or to every action of an entity with a trailing dot', async () => {
  expect(await ids(`?${days}&action=product.update`)).toEqual(['d', 'c']);
  expect(await ids(`?${days}&action=product.`)).toEqual(['d', 'c', 'a']);
  expect(await ids(`?${days}&action=product`)).toEqual([]);
  // `_` and `%` are letters, not wildcards.
  expect(await ids(`?${days}&action=product_`)).toEqual([]);
  expect(await ids(`?${days}&action=%25.`)).toEqual([]);
});

it('narrows to days in UTC, both included', async () => {
  expect(await ids('?from=2031-05-01&to=2031-05-01')).toEqual(['b', 'a']);
  expect(await ids('?from=2031-05-03&to=2031-05-04')).toEqual(['g', 'f', 'e', 'd']);
  expect(await ids('?from=2031-05-04')).toEqual(['g', 'f', 'e']);
  expect(await ids('?to=2031-05-01')).toEqual(['b', 'a']);
});

it('combines the filters and pages', async () => {
  expect(await ids(`?${days}&actor=${OWNER}&action=product.`)).toEqual(['c', 'a']);
  expect(await ids('?actor=owner@shop.test&action=product.&from=2031-05-02')).toEqual(['c']);
  const first = (await audit(`?${days}&action=product.&limit=2`)).json();
  expect(first).toMatchObject({ page: 1, limit: 2, hasMore: true });
  const second = (await audit(`?${days}&action=product.&limit=2&page=2`)).json();
  expect(second).toMatchObject({ hasMore: false, data: [{ entityId: 'a' }] });
});

it.each([
  ['from=2031-13-01', 'from'],
  ['to=yesterday', 'to'],
  ['from=2031-05-04&to=2031-05-01', 'from'],
  ['actor=', 'actor'],
  ['action=', 'action'],
  [`action=${'a'.repeat(61)}`, 'action'],
])('refuses %s with a 400 naming %s', async (query, field) => {
  const response = await audit(`?${query}`);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining(field) });
});

it('is for operators only: 401 for a visitor, 403 for a customer', async () => {
  expect((await audit(`?actor=${OWNER}`, null)).statusCode).toBe(401);
  const customer = await signIn(t, 'shopper@example.com');
  expect((await audit(`?action=product.`, customer)).statusCode).toBe(403);
});
