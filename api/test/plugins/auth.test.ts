import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, PUBLIC_URL, signIn, type TestApp } from '../support/app';
import { PROFILE } from '../support/fixtures';

const PARTNER = 'https://partner.example';
const SIBLING = 'http://blog.shop.test';

let t: TestApp;
let counter = 0;
const freshEmail = () => `visitor-${++counter}@example.com`;

beforeAll(async () => {
  // Behind a proxy on loopback, where the tests' requests come from: its X-Forwarded-* headers are believed.
  t = await createTestApp({ env: { ALLOWED_ORIGINS: PARTNER, TRUST_PROXY: 'loopback' } });
});
afterAll(() => t.close());

describe('which pages may make signed-in calls and writes', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signIn(t, freshEmail());
  });

  const read = (headers: Record<string, string>) =>
    t.app.inject({ url: '/api/v1/ReadProfile', headers: { cookie, ...headers } });
  const write = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/UpdateProfile',
      headers: { cookie, ...headers },
      payload: PROFILE,
    });
  const askCode = (headers: Record<string, string>) =>
    t.app.inject({ url: `/api/v1/UserOTP/${freshEmail()}`, headers });

  it.each([
    ['a sibling subdomain (same-site)', { 'sec-fetch-site': 'same-site', origin: SIBLING }],
    ['a sibling subdomain that sends no Origin', { 'sec-fetch-site': 'same-site' }],
    ['another site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['an unlisted origin, without Sec-Fetch-Site', { origin: SIBLING }],
    [
      'an unlisted origin naming itself in X-Forwarded-Host, through the trusted proxy',
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    ],
  ])('refuses a request from %s with a 403', async (_label, headers) => {
    for (const response of [await read(headers), await write(headers), await askCode(headers)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 'fail', message: expect.any(String), code: 'CROSS_SITE' });
    }
  });

  it.each([
    ['the shop itself', { 'sec-fetch-site': 'same-origin', origin: PUBLIC_URL }],
    ['the address bar (none)', { 'sec-fetch-site': 'none' }],
    ['a listed origin on another site', { 'sec-fetch-site': 'cross-site', origin: PARTNER }],
    ['a listed origin, without Sec-Fetch-Site', { origin: PARTNER }],
    ["the shop's origin, without Sec-Fetch-Site", { origin: PUBLIC_URL }],
    ['a client that is not a browser (neither header)', {}],
  ])('accepts a request from %s', async (_label, headers) => {
    expect((await read(headers)).statusCode).toBe(200);
    expect((await write(headers)).statusCode).toBe(200);
    expect((await askCode(headers)).statusCode).toBe(200);
  });
});

describe('the session cookie on https', () => {
  const HOST_COOKIE = '__Host-shop_session';

  /** Signs in over https as a trusted proxy reports it (X-Forwarded-Proto), with COOKIE_SECURE=auto. */
  async function signInOverHttps(app: TestApp) {
    const email = freshEmail();
    const overHttps = { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-proto': 'https' } };
    await app.app.inject({ url: `/api/v1/UserOTP/${email}`, ...overHttps });
    const verified = await app.app.inject({
      url: `/api/v1/VerifyLogin/${email}/${app.mailer.codeFor(email)}`,
      ...overHttps,
    });
    const credential = verified.cookies.find((c) => c.name === HOST_COOKIE);
    if (!credential) throw new Error(`no ${HOST_COOKIE} cookie: ${JSON.stringify(verified.cookies)}`);
    const call = (url: string, cookie: string) =>
      app.app.inject({ url, ...overHttps, headers: { ...overHttps.headers, cookie } });
    return { verified, token: credential.value, call };
  }

  const cleared = (response: LightMyRequestResponse, name: string) =>
    response.cookies.find((c) => c.name === name && (c.expires?.getTime() ?? Date.now()) < Date.now());

  let behindProxy: TestApp;
  beforeAll(async () => {
    behindProxy = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'https://shop.test' } });
  });
  afterAll(() => behindProxy.close());

  it('is __Host-shop_session, Secure, for the whole site and no Domain, beside a Secure readable token', async () => {
    const { verified } = await signInOverHttps(behindProxy);
    expect(verified.cookies.map((c) => c.name).sort()).toEqual([HOST_COOKIE, 'token']);
    for (const cookie of verified.cookies) {
      expect(cookie).toMatchObject({ secure: true, path: '/' });
      expect(cookie.domain).toBeUndefined();
    }
    expect(verified.cookies.find((c) => c.name === HOST_COOKIE)?.httpOnly).toBe(true);
    expect(verified.cookies.find((c) => c.name === 'token')?.httpOnly).toBeFalsy();
  });

  it('signs the customer in under that name, and not under the unprefixed one a subdomain could plant', async () => {
    const { token, call } = await signInOverHttps(behindProxy);
    expect((await call('/api/v1/ReadProfile', `${HOST_COOKIE}=${token}`)).statusCode).toBe(200);
    expect((await call('/api/v1/ReadProfile', `shop_session=${token}`)).statusCode).toBe(401);
  });

  it('is cleared, with its Secure flag, by UserLogout and by a 401', async () => {
    const { token, call } = await signInOverHttps(behindProxy);
    const logout = await call('/api/v1/UserLogout', `${HOST_COOKIE}=${token}; token=1`);
    expect(cleared(logout, HOST_COOKIE)?.secure).toBe(true);
    expect(cleared(logout, 'token')).toBeDefined();

    const refused = await call('/api/v1/ReadProfile', `${HOST_COOKIE}=${token}; token=1`);
    expect(refused.statusCode).toBe(401);
    expect(cleared(refused, HOST_COOKIE)?.secure).toBe(true);
    expect(cleared(refused, 'token')).toBeDefined();
  });

  it('clears a credential of the other name that a request still carries', async () => {
    const { call } = await signInOverHttps(behindProxy);
    const refused = await call('/api/v1/ReadProfile', 'shop_session=left-over; token=1');
    expect(cleared(refused, 'shop_session')).toBeDefined();
    expect(cleared(refused, HOST_COOKIE)).toBeDefined();
  });

  it("is the session of the storefront's calls made for a page, as of the page's request", async () => {
    const { token } = await signInOverHttps(behindProxy);
    // The page's request came through the proxy over https: the storefront's calls for it say so.
    const forPage = (cookie: string) =>
      behindProxy.app.inject({
        url: '/api/v1/ReadProfile',
        headers: { cookie, 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      });
    expect((await forPage(`${HOST_COOKIE}=${token}`)).statusCode).toBe(200);
    expect((await forPage(`shop_session=${token}`)).statusCode).toBe(401);
  });

  it("ends an operator's preview with the session: UserLogout clears its cookie, under either name", async () => {
    const { token, call } = await signInOverHttps(behindProxy);
    const logout = await call(
      '/api/v1/UserLogout',
      `${HOST_COOKIE}=${token}; __Host-shop_preview=p.1; shop_preview=p.2`,
    );
    expect(cleared(logout, '__Host-shop_preview')?.secure).toBe(true);
    expect(cleared(logout, 'shop_preview')).toBeDefined();
  });

  it('stays shop_session on plain http, where a __Host- cookie cannot be set', async () => {
    const cookie = await signIn(behindProxy, freshEmail());
    expect(cookie).toMatch(/^shop_session=/);
    expect(
      (await behindProxy.app.inject({ url: '/api/v1/ReadProfile', headers: { cookie } })).statusCode,
    ).toBe(200);
  });
});
