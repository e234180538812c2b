import { createTestApp, type TestApp } from './support/app';

const EMAIL = 'mailbox-reader@example.com';
const REMOTE = '203.0.113.7';

/** The API without SMTP, so sign-in codes land in the development mailbox; one code already in it. */
async function shopWithMailbox(env: Record<string, string> = {}): Promise<TestApp> {
  const shop = await createTestApp({ env, configuredMail: true });
  await shop.app.inject(`/api/v1/UserOTP/${EMAIL}`);
  return shop;
}

const read = (shop: TestApp, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ url, remoteAddress, headers });

describe('the development mailbox', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await shopWithMailbox();
  });
  afterAll(() => shop.close());

  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])(
    'shows the codes to a client on the machine itself (%s)',
    async (address) => {
      const json = await read(shop, `/api/dev/mailbox.json?to=${EMAIL}`, address);
      expect(json.statusCode).toBe(200);
      expect(json.json().data[0].text).toMatch(/\b\d{6}\b/);
      expect((await read(shop, '/api/dev/mailbox', address)).statusCode).toBe(200);
    },
  );

  it('answers any other client 404, exactly as an address that does not exist', async () => {
    for (const path of ['/api/dev/mailbox', '/api/dev/mailbox.json']) {
      const response = await read(shop, `${path}?to=${EMAIL}`, REMOTE);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: 'fail',
        message: `No such endpoint: GET ${path}`,
        code: 'NOT_FOUND',
      });
      expect(response.body).not.toMatch(/\b\d{6}\b/);
    }
  });

  it('does not believe an X-Forwarded-For claiming loopback from a proxy it does not trust', async () => {
    const response = await read(shop, '/api/dev/mailbox.json', REMOTE, { 'x-forwarded-for': '127.0.0.1' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the development mailbox, by the name the browser addressed (Host)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await shopWithMailbox();
  });
  afterAll(() => shop.close());

  it.each([
    'localhost',
    'localhost:3000',
    'shop.localhost:3000',
    '127.0.0.1:3000',
    '127.8.9.10',
    '[::1]',
    '[::1]:3000',
    // PUBLIC_URL's host, on any port (a proxy in front may listen on another).
    'shop.test',
    'SHOP.TEST:8080',
  ])('answers a request addressed to %s', async (host) => {
    const response = await read(shop, `/api/dev/mailbox.json?to=${EMAIL}`, '127.0.0.1', { host });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(1);
  });

  it.each([
    // A page of another site whose name was made to resolve to 127.0.0.1 (DNS rebinding).
    'rebind.attacker.example',
    'rebind.attacker.example:3000',
    '127.0.0.1.attacker.example',
    'localhost.attacker.example',
    'shop.test.attacker.example',
    'notlocalhost',
    '[::2]',
    '10.0.0.1',
    // Malformed: user information, a port that is not a number.
    'attacker.example@localhost',
    'localhost:http',
  ])('answers 404 on the machine itself when the request was addressed to %p', async (host) => {
    for (const path of ['/api/dev/mailbox', '/api/dev/mailbox.json']) {
      const response = await read(shop, `${path}?to=${EMAIL}`, '127.0.0.1', { host });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'fail', code: 'NOT_FOUND' });
      expect(response.body).not.toMatch(/\b\d{6}\b/);
    }
  });
});

describe('the development mailbox behind a trusted proxy on the same machine', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await shopWithMailbox({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => shop.close());

  it('is judged by the client the proxy reports, not by the proxy', async () => {
    const forwarded = { 'x-forwarded-for': REMOTE };
    expect((await read(shop, '/api/dev/mailbox.json', '127.0.0.1', forwarded)).statusCode).toBe(404);
    expect((await read(shop, '/api/dev/mailbox.json', '127.0.0.1')).statusCode).toBe(200);
  });
});

describe('the development mailbox with DEV_MAILBOX=open', () => {
  it('shows the codes to every client, addressed by a loopback name or its public one only', async () => {
    const shop = await shopWithMailbox({ DEV_MAILBOX: 'open' });
    try {
      const response = await read(shop, `/api/dev/mailbox.json?to=${EMAIL}`, REMOTE);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toHaveLength(1);
      expect((await read(shop, '/api/dev/mailbox.json', REMOTE, { host: 'shop.test' })).statusCode).toBe(200);
      const rebound = await read(shop, '/api/dev/mailbox.json', REMOTE, { host: 'rebind.attacker.example' });
      expect(rebound.statusCode).toBe(404);
    } finally {
      await shop.close();
    }
  });
});
