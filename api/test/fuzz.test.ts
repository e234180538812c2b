import fc from 'fast-check';
import { LEGAL_TYPES, REMARKS } from '../src/db/schema';
import { createTestApp, PUBLIC_URL, signIn, type TestApp } from './support/app';
import { PROFILE, seedCatalogue, seedContent } from './support/fixtures';
import { type FuzzContext, fuzzRequest, routesOf } from './support/fuzz-requests';

/** Fixed, so a failure found here is found again on every run and every machine; override both for a deeper run. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const EMAIL = 'fuzz@example.com';

let shop: TestApp;
let context: FuzzContext;

beforeAll(async () => {
  // Behind a proxy on this machine (inject's requests come from 127.0.0.1), so X-Forwarded-For reaches the
  // client address the sign-in limits store.
  shop = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
  const { brands, categories, products } = await seedCatalogue(shop.database.db, [
    { title: 'Phone One', price: 100, discountPrice: 90, color: 'Black,White', size: 'S,M' },
    { title: 'Shoe Two', price: 50, remark: 'trending', brand: 'south', category: 'shoes' },
  ]);
  const productIds = products.map((product) => product.id);
  await seedContent(shop.database.db, productIds[0] ?? '');
  const sessionCookie = await signIn(shop, EMAIL);
  const asCustomer = { headers: { cookie: sessionCookie } };
  await shop.app.inject({ method: 'POST', url: '/api/v1/UpdateProfile', payload: PROFILE, ...asCustomer });
  const line = await shop.app.inject({
    method: 'POST',
    url: '/api/v1/SaveCartList',
    payload: { productID: productIds[0], color: 'Black', size: 'M' },
    ...asCustomer,
  });
  const invoice = await shop.app.inject({ url: '/api/v1/CreateInvoice', ...asCustomer });
  const { tran_id, _id: invoiceId, GatewayPageURL } = invoice.json().data;

  const ids = [...productIds, brands.north.id, categories.phones.id, invoiceId, line.json().data._id];
  context = {
    routes: routesOf(shop.app),
    sessionCookie,
    publicUrl: PUBLIC_URL,
    valid: {
      remark: REMARKS,
      type: LEGAL_TYPES,
      keyword: ['phone', 'Two', 'a'],
      brandId: [brands.north.id],
      categoryId: [categories.shoes.id],
      productId: productIds,
      productID: productIds,
      brandID: ['', brands.south.id],
      categoryID: ['', categories.phones.id],
      priceMin: ['', '10', '99.99'],
      priceMax: ['', '1000'],
      id: [invoiceId],
      _id: ids,
      email: [EMAIL, 'Other.Customer@Example.com'],
      to: [EMAIL],
      otp: ['123456'],
      tran_id: [tran_id, 'T1'],
      sessionKey: [String(GatewayPageURL).split('/').pop() ?? ''],
      outcome: ['pay', 'fail', 'cancel'],
      val_id: ['VAL-1', ''],
      status: ['VALID', 'FAILED', 'CANCELLED'],
      page: [1, 2, '1'],
      limit: [1, 20, 100],
      color: ['Black', 'White', ''],
      size: ['M', ''],
      qty: [1, 2, 99],
      rating: ['5', 3],
      des: ['Works well'],
      ...Object.fromEntries(Object.entries(PROFILE).map(([field, value]) => [field, [value]])),
    },
  };
});
afterAll(async () => shop.close());

it(`${REQUESTS} generated requests to every route, signed in and not, get no 5xx, and the API stays healthy`, async () => {
  const fuzzed = new Set(context.routes.map(({ path }) => path.replace(/:(\w+)/g, '{$1}')));
  const documented = Object.keys((shop.app.swagger() as { paths: object }).paths);
  expect(documented.filter((path) => !fuzzed.has(path))).toEqual([]);

  const statuses = new Map<number, number>();
  const started = performance.now();
  await fc.assert(
    fc.asyncProperty(fuzzRequest(context), async (request) => {
      const response = await shop.app.inject(request);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500) {
        throw new Error(`${response.statusCode} ${response.body.slice(0, 300)}`);
      }
    }),
    { seed: SEED, numRuns: REQUESTS },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
  process.stdout.write(`fuzz: ${REQUESTS} requests, seed ${SEED}, ${seconds} s; ${byStatus.join(', ')}\n`);

  expect((await shop.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  const catalogue = await shop.app.inject({ url: '/api/v1/ProductListByRemark/new?limit=5' });
  expect(catalogue.statusCode).toBe(200);
  expect(catalogue.json().data.length).toBeGreaterThan(0);
}, 600_000);
