import { STOREFRONT_CALL_HEADER, storefrontCallToken } from '@shop/shared/server';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { sessions, users } from '../../src/db/schema';
import { createTestApp, signIn, type TestApp } from '../support/app';
import { customer } from '../support/checkout';
import { seedCatalogue } from '../support/fixtures';

type Headers = Record<string, string>;

let t: TestApp;
const SIGNING_SECRET = 's'.repeat(64);
/** A call the storefront makes for a page: it carries the token derived from the secret it shares with the API. */
const storefrontCall = (url: string, { cookie, body }: { cookie?: string; body?: string } = {}) =>
  t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url,
    headers: {
      [STOREFRONT_CALL_HEADER]: storefrontCallToken(SIGNING_SECRET),
      ...(cookie !== undefined && { cookie }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    payload: body,
  });
let productId: string;
let counter = 0;
const freshEmail = () => `loader-${++counter}@example.com`;
/** Each code request from a client address of its own: the per-client limit on codes is not under test here. */
const freshAddress = () => `10.77.${counter >> 8}.${counter & 255}`;

beforeAll(async () => {
  t = await createTestApp({ env: { SIGNING_SECRET } });
  const { products } = await seedCatalogue(t.database.db, [{ title: 'Kettle', price: 20 }]);
  productId = products[0]?.id ?? '';
});
afterAll(() => t.close());

/** One state-changing GET, ready to be made: `call` makes it with the headers given, `happened` checks its effect. */
interface StateChange {
  call(headers: Headers): Promise<LightMyRequestResponse>;
  happened(): Promise<boolean>;
}

/** Every GET of the API that changes something, each with a fresh customer or address to change it for. */
const STATE_CHANGING_GETS: [string, () => Promise<StateChange>][] = [
  [
    'UserOTP (mails a sign-in code)',
    async () => {
      const email = freshEmail();
      const remoteAddress = freshAddress();
      return {
        call: (headers) => t.app.inject({ url: `/api/v1/UserOTP/${email}`, headers, remoteAddress }),
        happened: async () => t.mailer.sent.some((mail) => mail.to === email),
      };
    },
  ],
  [
    'VerifyLogin (opens a session)',
    async () => {
      const email = freshEmail();
      await t.app.inject({ url: `/api/v1/UserOTP/${email}`, remoteAddress: freshAddress() });
      const code = t.mailer.codeFor(email);
      return {
        call: (headers) => t.app.inject({ url: `/api/v1/VerifyLogin/${email}/${code}`, headers }),
        happened: async () => {
          const opened = await t.database.db
            .select({ id: sessions.id })
            .from(sessions)
            .innerJoin(users, eq(users.id, sessions.userId))
            .where(eq(users.email, email));
          return opened.length > 0;
        },
      };
    },
  ],
  [
    'UserLogout (ends the session)',
    async () => {
      const cookie = await signIn(t, freshEmail());
      return {
        call: (headers) => t.app.inject({ url: '/api/v1/UserLogout', headers: { cookie, ...headers } }),
        happened: async () =>
          (await t.app.inject({ url: '/api/v1/CartList', headers: { cookie } })).statusCode === 401,
      };
    },
  ],
  [
    'CreateInvoice (opens an invoice and a payment session)',
    async () => {
      const buyer = await customer(t);
      await buyer.add(productId, 1);
      return {
        call: (headers) =>
          t.app.inject({ url: '/api/v1/CreateInvoice', headers: { cookie: buyer.cookie, ...headers } }),
        happened: async () => (await buyer.invoices()).length > 0,
      };
    },
  ],
];

const sameOrigin = { 'sec-fetch-site': 'same-origin' };
/** What Chromium sends when it loads something for the page itself rather than for the page's script. */
const BROWSER_LOADS: [string, Headers][] = [
  ['an image or an image preload', { ...sameOrigin, 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' }],
  ['a script', { ...sameOrigin, 'sec-fetch-dest': 'script', 'sec-fetch-mode': 'no-cors' }],
  ['a style sheet', { ...sameOrigin, 'sec-fetch-dest': 'style', 'sec-fetch-mode': 'no-cors' }],
  ['a font', { ...sameOrigin, 'sec-fetch-dest': 'font', 'sec-fetch-mode': 'cors' }],
  ['a video', { ...sameOrigin, 'sec-fetch-dest': 'video', 'sec-fetch-mode': 'no-cors' }],
  ['an object', { ...sameOrigin, 'sec-fetch-dest': 'object', 'sec-fetch-mode': 'navigate' }],
  [
    'a link followed',
    { ...sameOrigin, 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-user': '?1' },
  ],
  [
    'an address typed in the address bar',
    { 'sec-fetch-site': 'none', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' },
  ],
  ['a frame', { ...sameOrigin, 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' }],
  ['a navigation that names no destination', { ...sameOrigin, 'sec-fetch-mode': 'navigate' }],
  [
    'a prefetch (<link rel="prefetch">)',
    { ...sameOrigin, 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'no-cors', 'sec-purpose': 'prefetch' },
  ],
  [
    'a prerender',
    {
      ...sameOrigin,
      'sec-fetch-dest': 'document',
      'sec-fetch-mode': 'navigate',
      'sec-purpose': 'prefetch;prerender',
    },
  ],
  ["an older browser's prefetch (Purpose)", { purpose: 'prefetch' }],
];

const SCRIPT_CALLS: [string, Headers][] = [
  [
    "the shop's script (fetch or XHR)",
    { ...sameOrigin, 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' },
  ],
  ['a client that sends no Fetch Metadata', {}],
];

describe.each(STATE_CHANGING_GETS)('%s', (_route, prepare) => {
  it('is refused and changes nothing when the browser makes it as a resource, a page or a prefetch', async () => {
    const change = await prepare();
    for (const [load, headers] of BROWSER_LOADS) {
      const response = await change.call(headers);
      expect({ load, status: response.statusCode, body: response.json() }).toEqual({
        load,
        status: 403,
        body: { status: 'fail', message: expect.any(String), code: 'FETCH_REQUIRED' },
      });
      expect(response.cookies).toEqual([]);
    }
    expect(await change.happened()).toBe(false);
  });

  it.each(SCRIPT_CALLS)('works when made by %s', async (_caller, headers) => {
    const change = await prepare();
    expect((await change.call(headers)).statusCode).toBe(200);
    expect(await change.happened()).toBe(true);
  });
});

describe('GETs that only read', () => {
  it('answer whatever the browser loads them as: pictures, preloads, pages', async () => {
    const cookie = await signIn(t, freshEmail());
    for (const url of [
      '/api/v1/ProductBrandList',
      `/api/v1/ProductDetails/${productId}`,
      '/api/v1/CartList',
    ]) {
      for (const [load, headers] of BROWSER_LOADS) {
        const response = await t.app.inject({ url, headers: { cookie, ...headers } });
        expect({ url, load, status: response.statusCode }).toEqual({ url, load, status: 200 });
      }
    }
  });
});

describe('HEAD of a state-changing GET, which runs its handler too', () => {
  it('is held to the same rule', async () => {
    const cookie = await signIn(t, freshEmail());
    const [, image] = BROWSER_LOADS[0] ?? [];
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/v1/UserLogout',
      headers: { cookie, ...image },
    });
    expect(head.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/CartList', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('the storefront calling the API while it renders a page for a visitor', () => {
  it("reads with the visitor's session, and may not change anything with it", async () => {
    const buyer = await customer(t);
    await buyer.add(productId, 1);
    const cart = await storefrontCall('/api/v1/CartList', { cookie: buyer.cookie });
    expect(cart.statusCode).toBe(200);
    expect(cart.json().data).toHaveLength(1);

    for (const url of ['/api/v1/CreateInvoice', '/api/v1/UserLogout']) {
      const response = await storefrontCall(url, { cookie: buyer.cookie });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
    }
    const removal = await storefrontCall('/api/v1/RemoveCartList', {
      cookie: buyer.cookie,
      body: JSON.stringify({ _id: cart.json().data[0]._id }),
    });
    expect(removal.statusCode).toBe(403);
    expect(await buyer.invoices()).toEqual([]);
    const after = await t.app.inject({ url: '/api/v1/CartList', headers: { cookie: buyer.cookie } });
    expect(after.json().data).toHaveLength(1);
  });

  it('may POST a search that only reads: a filtered listing', async () => {
    const filtered = await storefrontCall('/api/v1/ProductListByFilter', {
      body: JSON.stringify({ brandID: '', categoryID: '', priceMin: '0', priceMax: '1000' }),
    });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json().data.map((product: { title: string }) => product.title)).toEqual(['Kettle']);
  });
});
