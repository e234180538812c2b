import { rmSync, writeFileSync } from 'node:fs';
import { builtStorefront, remoteManifest, shopWithRemotesFile } from '../support/built-storefront';
import { createTestShop, PUBLIC_URL, type TestShop } from '../support/shop';
import { type StaticHost, staticHost } from '../support/static-host';

const PAGE = { accept: 'text/html,application/xhtml+xml' };
const ACCOUNT_CDN = 'https://account.cdn.example';

/** The sources one directive of a Content-Security-Policy header allows; undefined when it is absent. */
function sources(policy: unknown, directive: string): string[] | undefined {
  const found = String(policy)
    .split(';')
    .map((entry) => entry.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found?.slice(1);
}

describe('security headers on every answer of the shop', () => {
  let dir: string;
  let shop: TestShop;

  beforeAll(async () => {
    dir = builtStorefront();
    shop = await createTestShop({
      env: { STOREFRONT_DIR: dir, REMOTE_ACCOUNT_URL: `${ACCOUNT_CDN}/v7/mf-manifest.json` },
    });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'GET', url, headers });

  const answers = [
    { answer: 'a shop page', url: '/details/42', headers: PAGE },
    { answer: 'the remotes manifest', url: '/remotes.json' },
    { answer: 'a file of the shell', url: '/main.1a2b3c4d.js' },
    { answer: 'a file of a remote', url: '/remotes/catalogue/remoteEntry.5e6f7a8b.js' },
    { answer: 'a product image', url: '/api/images/brands/arcadeon.svg' },
    { answer: 'a catalogue answer', url: '/api/v1/ProductBrandList' },
    { answer: 'a signed-in call refused', url: '/api/v1/CartList' },
    { answer: 'an unknown API path', url: '/api/v1/NoSuchCall' },
  ];

  it.each(answers)(
    '$answer is never sniffed, framed by another site or sent with a full referrer',
    async ({ url, headers }) => {
      const answer = await get(url, headers);
      expect(answer.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
      });
      expect(sources(answer.headers['content-security-policy'], 'frame-ancestors')).toEqual(["'none'"]);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it("lets a shop page load from the shop and the remotes' origins only, with no eval", async () => {
    const policy = (await get('/', PAGE)).headers['content-security-policy'];
    const shopAndAccount = ["'self'", ACCOUNT_CDN];
    for (const directive of ['script-src', 'connect-src', 'font-src']) {
      expect(sources(policy, directive)).toEqual(shopAndAccount);
    }
    expect(sources(policy, 'style-src')).toEqual([...shopAndAccount, "'unsafe-inline'"]);
    expect(sources(policy, 'img-src')).toEqual([...shopAndAccount, 'data:']);
    expect(sources(policy, 'default-src')).toEqual(["'self'"]);
    expect(sources(policy, 'object-src')).toEqual(["'none'"]);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('lets other sites load what CORS already shares with them, and keeps the rest to the shop', async () => {
    const policyOf = async (url: string, headers?: Record<string, string>) =>
      (await get(url, headers)).headers['cross-origin-resource-policy'];
    for (const shared of [
      '/remotes/catalogue/remoteEntry.5e6f7a8b.js',
      '/api/images/brands/arcadeon.svg',
      '/api/v1/ProductBrandList',
    ]) {
      expect(await policyOf(shared)).toBe('cross-origin');
    }
    for (const own of ['/main.1a2b3c4d.js', '/api/v1/CartList']) {
      expect(await policyOf(own)).toBe('same-origin');
    }
    expect(await policyOf('/', PAGE)).toBe('same-origin');
  });

  it("leaves the sandbox gateway's pages their own policy, nonce included", async () => {
    const tranId = 'tran-headers';
    const callback = (name: string) => `${PUBLIC_URL}/api/v1/${name}/${tranId}`;
    const place = { phone: '1', address: 'a', city: 'c', state: 's', postcode: 'p', country: 'Bangladesh' };
    const { gatewayPageUrl } = await shop.api.app.gateway.createSession({
      tranId,
      amount: 10,
      currency: 'USD',
      expiresAt: new Date(Date.now() + 60_000),
      customer: { name: 'Ada', email: 'ada@example.com', ...place },
      shipping: { name: 'Ada', ...place },
      productName: '1 item',
      itemCount: 1,
      urls: {
        success: callback('PaymentSuccess'),
        fail: callback('PaymentFail'),
        cancel: callback('PaymentCancel'),
        // Nobody listens there: the notification is the gateway's own business, not under test.
        ipn: `http://127.0.0.1:9/api/v1/PaymentIPN/${tranId}`,
      },
    });
    const url = new URL(gatewayPageUrl).pathname;

    const page = await get(url);
    expect(page.statusCode).toBe(200);
    expect(sources(page.headers['content-security-policy'], 'default-src')).toEqual(["'none'"]);
    expect(sources(page.headers['content-security-policy'], 'script-src')).toEqual(["'none'"]);
    expect(page.headers['referrer-policy']).toBe('no-referrer');

    const paid = await shop.app.inject({ method: 'POST', url, payload: { outcome: 'pay' } });
    const nonce = paid.body.match(/<script nonce="([^"]+)">/)?.[1];
    expect(nonce).toBeDefined();
    expect(sources(paid.headers['content-security-policy'], 'script-src')).toEqual([`'nonce-${nonce}'`]);
  });
});

describe('the shop page policy while its remotes file is edited (REMOTES_FILE)', () => {
  const remotes = shopWithRemotesFile();
  /** Two hosts a slice is published to, besides the shop. */
  let catalogueCdn: StaticHost;
  let checkoutCdn: StaticHost;
  beforeAll(async () => {
    catalogueCdn = await staticHost({
      '/catalogue/v2/mf-manifest.json': remoteManifest('catalogue', 'remoteEntry.1a2b3c4d.js'),
      '/catalogue/v2/remoteEntry.1a2b3c4d.js': '/* catalogue entry */',
    });
    checkoutCdn = await staticHost({
      '/checkout/mf-manifest.json': remoteManifest('checkout', 'remoteEntry.5e6f7a8b.js'),
      '/checkout/remoteEntry.5e6f7a8b.js': '/* checkout entry */',
    });
  });
  afterAll(() => Promise.all([catalogueCdn.close(), checkoutCdn.close()]));

  const scriptSources = async () =>
    sources(
      (await remotes.shop.app.inject({ method: 'GET', url: '/cart', headers: PAGE })).headers[
        'content-security-policy'
      ],
      'script-src',
    );

  it('follows each edit of the file on the next page load', async () => {
    expect(await scriptSources()).toEqual(["'self'"]);

    writeFileSync(
      remotes.remotesFile,
      JSON.stringify({
        catalogue: `${catalogueCdn.origin}/catalogue/v2/mf-manifest.json`,
        checkout: `${checkoutCdn.origin}/checkout/mf-manifest.json`,
      }),
    );
    expect(await scriptSources()).toEqual(["'self'", catalogueCdn.origin, checkoutCdn.origin]);

    writeFileSync(remotes.remotesFile, JSON.stringify({ catalogue: '/remotes/catalogue/mf-manifest.json' }));
    expect(await scriptSources()).toEqual(["'self'"]);
  });
});
