import { rmSync } from 'node:fs';
import { builtStorefront } from '../support/built-storefront';
import { createTestShop, PUBLIC_URL, type TestShop } from '../support/shop';

describe('the sign-in forms posted without scripts', () => {
  let dir: string;
  let shop: TestShop;

  beforeAll(async () => {
    dir = builtStorefront();
    shop = await createTestShop({ env: { STOREFRONT_DIR: dir } });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A form as the browser posts it from one of the shop's pages (or from `origin`). */
  const post = (url: string, fields: Record<string, string>, origin = PUBLIC_URL) =>
    shop.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      payload: new URLSearchParams(fields).toString(),
    });
  const codesSent = (email: string) => shop.mailer.sent.filter((message) => message.to === email).length;

  it('sends the code and goes on to the code screen, which the address names, keeping the way back', async () => {
    const asked = await post('/login', { email: ' ada@example.com ', from: '/cart' });
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe('/otp?email=ada%40example.com&from=%2Fcart');
    expect(codesSent('ada@example.com')).toBe(1);
  });

  it("signs in with the right code: the API's session cookie, and on to where the visitor was going", async () => {
    await post('/login', { email: 'grace@example.com' });
    const code = shop.mailer.codeFor('grace@example.com');
    const verified = await post('/otp', { email: 'grace@example.com', code, from: '/orders' });
    expect(verified.statusCode).toBe(303);
    expect(verified.headers.location).toBe('/orders');
    const cookie = verified.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    expect(cookie).not.toBe('');
    const session = await shop.app.inject({ url: '/api/v1/SessionState', headers: { cookie } });
    expect(session.json().data).toMatchObject({ signedIn: true });
  });

  it('goes home rather than to another site', async () => {
    await post('/login', { email: 'lin@example.com' });
    const code = shop.mailer.codeFor('lin@example.com');
    const verified = await post('/otp', {
      email: 'lin@example.com',
      code,
      from: 'https://elsewhere.example/',
    });
    expect(verified.headers.location).toBe('/');
  });

  it("comes back to the same screen with the refusal's code, keeping what was given", async () => {
    expect((await post('/login', { email: '', from: '/cart' })).headers.location).toBe(
      '/login?from=%2Fcart&problem=VALIDATION',
    );
    expect((await post('/login', { email: 'not an address' })).headers.location).toBe(
      '/login?problem=VALIDATION',
    );
    await post('/login', { email: 'mo@example.com' });
    const wrong = shop.mailer.codeFor('mo@example.com') === '000000' ? '111111' : '000000';
    expect((await post('/otp', { email: 'mo@example.com', code: wrong })).headers.location).toBe(
      '/otp?email=mo%40example.com&problem=CODE_WRONG',
    );
    expect((await post('/otp', { email: 'mo@example.com', code: ' ' })).headers.location).toBe(
      '/otp?email=mo%40example.com&problem=VALIDATION',
    );
    // No address to sign in: the e-mail screen again.
    expect((await post('/otp', { code: '123456', from: '/cart' })).headers.location).toBe(
      '/login?from=%2Fcart',
    );
  });

  it("refuses a form another site's page posted, sending nothing", async () => {
    const refused = await post('/login', { email: 'eve@example.com' }, 'https://elsewhere.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(codesSent('eve@example.com')).toBe(0);
    const byReferer = await shop.app.inject({
      method: 'POST',
      url: '/otp',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer: 'https://elsewhere.example/page',
      },
      payload: 'email=eve%40example.com&code=123456',
    });
    expect(byReferer.statusCode).toBe(403);
  });

  it('takes nothing larger than a sign-in form', async () => {
    const asked = await post('/login', { email: `${'a'.repeat(3000)}@example.com` });
    expect(asked.statusCode).toBe(413);
  });
});
