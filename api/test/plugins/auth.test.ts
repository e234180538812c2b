import { createTestApp, PUBLIC_URL, signIn, type TestApp } from '../support/app';
import { PROFILE } from '../support/fixtures';

const PARTNER = 'https://partner.example';
const SIBLING = 'http://blog.shop.test';

let t: TestApp;
let counter = 0;
const freshEmail = () => `visitor-${++counter}@example.com`;

beforeAll(async () => {
  t = await createTestApp({ env: { ALLOWED_ORIGINS: PARTNER } });
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
  ])('refuses a request from %s with a 403', async (_label, headers) => {
    for (const response of [await read(headers), await write(headers), await askCode(headers)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 'fail', message: expect.any(String) });
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
