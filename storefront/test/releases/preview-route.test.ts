import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { signPreview } from '../../src/releases/preview-cookie';
import { createTestShop, signIn, type TestShop } from '../support/shop';
import { type StaticHost, staticHost } from '../support/static-host';
import { builtStorefront, remoteManifest } from '../support/built-storefront';

const STABLE = '/remotes/checkout/mf-manifest.json';
const RELEASE = '1.1.0-abc1234';
const RELEASED = `/releases/checkout/${RELEASE}/mf-manifest.json`;
const OPERATOR = 'boss@example.com';
const SECOND_OPERATOR = 'deputy@example.com';
const THIRD_OPERATOR = 'night-shift@example.com';
const SIGNING_SECRET = 's'.repeat(64);
/** A host that is not there: nothing listens on the discard port. */
const DEAD = 'http://127.0.0.1:9/mf-manifest.json';

describe('canary and preview releases of a slice', () => {
  let dir: string;
  let shop: TestShop;
  /** The canary: the checkout's release, as an absolute URL on the shop, so the page's policy names its origin. */
  let canary: string;
  /** A CDN that PREVIEW_ORIGINS lists, holding a checkout build, and a manifest that redirects elsewhere. */
  let cdn: StaticHost;

  beforeAll(async () => {
    dir = builtStorefront();
    writeFileSync(path.join(dir, 'remotes.json'), '{}');
    cdn = await staticHost(
      {
        '/checkout/mf-manifest.json': remoteManifest('checkout', 'remoteEntry.js'),
        '/checkout/remoteEntry.js': '/* checkout */',
      },
      { '/moved/mf-manifest.json': 'http://127.0.0.1:9/mf-manifest.json' },
    );
    shop = await createTestShop({
      env: {
        STOREFRONT_DIR: dir,
        REMOTES_FILE: path.join(dir, 'remotes.json'),
        ADMIN_EMAILS: `${OPERATOR},${SECOND_OPERATOR},${THIRD_OPERATOR}`,
        RENDER_BUDGET_MS: '0',
        PREVIEW_ORIGINS: cdn.origin,
        SIGNING_SECRET,
        // Behind a proxy on loopback, where the tests' requests come from: X-Forwarded-Proto says https.
        TRUST_PROXY: 'loopback',
      },
    });
    // A canary is served once it passes the shop's check, made over HTTP: only once the shop listens.
    canary = `${await shop.app.listen({ port: 0, host: '127.0.0.1' })}${RELEASED}`;
  });
  afterAll(async () => {
    await shop.close();
    await cdn.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const canaryAt = (percent: number, release = canary) =>
    writeFileSync(
      path.join(dir, 'remotes.json'),
      JSON.stringify({ checkout: { stable: STABLE, canary: release, percent } }),
    );
  const get = (url: string, cookie?: string) =>
    shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie && { cookie }) } });
  const manifestInPage = (page: LightMyRequestResponse) =>
    JSON.parse(
      /<script type="application\/json" id="remotes-manifest">(.*?)<\/script>/.exec(page.body)?.[1] ?? '',
    );
  const cookieOf = (answer: LightMyRequestResponse, name: string) =>
    answer.cookies.find((cookie) => cookie.name === name);

  afterEach(() => writeFileSync(path.join(dir, 'remotes.json'), '{}'));

  it('gives a new visitor a lasting bucket, and the release its bucket falls on', async () => {
    canaryAt(100);
    const first = await get('/');
    const bucket = cookieOf(first, 'shop_bucket');
    expect(bucket).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(bucket?.value).toMatch(/^\d{1,2}$/);
    expect(Number(bucket?.expires) - Date.now()).toBeGreaterThan(300 * 86_400_000);
    expect(manifestInPage(first).checkout).toBe(canary);
    expect(first.headers['content-security-policy']).toContain(new URL(canary).origin);

    canaryAt(0);
    const again = await get('/', `shop_bucket=${bucket?.value}`);
    expect(cookieOf(again, 'shop_bucket')).toBeUndefined();
    expect(manifestInPage(again).checkout).toBe(STABLE);
    expect(again.headers['content-security-policy']).not.toContain(new URL(canary).origin);
  });

  it('drops a bucket once no canary is out, so the edge serves that visitor its kept pages again', async () => {
    const page = await get('/', 'shop_bucket=7');
    expect(cookieOf(page, 'shop_bucket')).toMatchObject({ value: '', path: '/' });
    expect(Number(cookieOf(page, 'shop_bucket')?.expires)).toBeLessThan(Date.now());
    expect(cookieOf(await get('/'), 'shop_bucket')).toBeUndefined();
  });

  it('keeps each visitor on their side of the canary, page after page, in the page and /remotes.json alike', async () => {
    canaryAt(10);
    for (const [bucket, release] of [
      ['9', canary],
      ['10', STABLE],
      ['73', STABLE],
    ] as const) {
      for (let page = 0; page < 2; page += 1) {
        expect(manifestInPage(await get('/cart', `shop_bucket=${bucket}`)).checkout).toBe(release);
        const manifest = await get('/remotes.json', `shop_bucket=${bucket}`);
        expect(manifest.json().checkout).toBe(release);
        expect(manifest.headers['cache-control']).toBe('private, no-cache');
        expect(manifest.headers.vary).toContain('Cookie');
      }
    }
  });

  it('serves everyone the stable release while the canary does not load', async () => {
    canaryAt(100, '/releases/checkout/9.9.9-missing/mf-manifest.json');
    expect(manifestInPage(await get('/', 'shop_bucket=0')).checkout).toBe(STABLE);
  });

  it('sets no bucket while no slice has a canary', async () => {
    const page = await get('/');
    expect(cookieOf(page, 'shop_bucket')).toBeUndefined();
    expect((await get('/remotes.json')).headers['cache-control']).toBe('no-cache');
  });

  describe("an operator's preview", () => {
    const preview = (query: string, cookie?: string) => get(`/releases/preview?${query}`, cookie);
    // One session for the block: an address gets one sign-in code per 30 s.
    let operator: string;
    beforeAll(async () => {
      operator = await signIn(shop, OPERATOR);
    });

    it('is for operators: a visitor hears 401, a customer 403', async () => {
      expect((await preview(`checkout=${RELEASE}`)).statusCode).toBe(401);
      const customer = await signIn(shop, 'shopper@example.com');
      expect((await preview(`checkout=${RELEASE}`, customer)).statusCode).toBe(403);
    });

    it("refuses a link from another site, even with an operator's session", async () => {
      for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }]) {
        const answer = await shop.app.inject({
          url: `/releases/preview?checkout=${RELEASE}`,
          headers: { cookie: operator, ...headers },
        });
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'CROSS_SITE' });
        expect(answer.headers['set-cookie']).toBeUndefined();
      }
    });

    it("serves this operator's session the release, with the page's banner, and no one else", async () => {
      const started = await preview(`checkout=${RELEASE}`, operator);
      expect(started.statusCode).toBe(303);
      expect(started.headers.location).toBe('/');
      const cookie = cookieOf(started, 'shop_preview');
      expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
      // An hour, unless the operator opens the preview address again.
      expect(cookie?.expires?.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
      expect(cookie?.expires?.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60_000);

      const previewing = await get('/cart', `${operator}; shop_preview=${cookie?.value}`);
      expect(manifestInPage(previewing).checkout).toBe(RELEASED);
      expect(previewing.body).toContain(
        `<script type="application/json" id="release-preview">[{"remote":"checkout","release":"${RELEASE}"}]</script>`,
      );
      expect((await get('/remotes.json', `${operator}; shop_preview=${cookie?.value}`)).json().checkout).toBe(
        RELEASED,
      );

      const someoneElse = await get('/cart');
      expect(manifestInPage(someoneElse).checkout).toBe(STABLE);
      expect(someoneElse.body).not.toContain('release-preview');
    });

    it('is no bearer token: without the session it was made in, its cookie previews nothing', async () => {
      const cookie = cookieOf(await preview(`checkout=${RELEASE}`, operator), 'shop_preview')?.value;
      const customer = await signIn(shop, 'holder@example.com');
      const otherOperator = await signIn(shop, SECOND_OPERATOR);
      for (const session of ['', `${customer}; `, `${otherOperator}; `]) {
        const page = await get('/', `${session}shop_preview=${cookie}`);
        expect(manifestInPage(page).checkout).toBe(STABLE);
        expect(page.body).not.toContain('release-preview');
        expect((await get('/remotes.json', `${session}shop_preview=${cookie}`)).json().checkout).toBe(STABLE);
      }
    });

    it("previews nothing for a session that is not an operator's, even with a validly signed cookie", async () => {
      const customer = await signIn(shop, 'former-operator@example.com');
      const token = /shop_session=([^;]+)/.exec(customer)?.[1] as string;
      const forged = signPreview(
        { checkout: RELEASED },
        new Date(Date.now() + 60_000),
        token,
        SIGNING_SECRET,
      );
      const page = await get('/', `${customer}; shop_preview=${forged}`);
      expect(manifestInPage(page).checkout).toBe(STABLE);
    });

    it('ends when the session does: after sign-out the same cookies preview nothing', async () => {
      const session = await signIn(shop, THIRD_OPERATOR);
      const cookie = cookieOf(await preview(`checkout=${RELEASE}`, session), 'shop_preview')?.value;
      const both = `${session}; shop_preview=${cookie}`;
      expect(manifestInPage(await get('/', both)).checkout).toBe(RELEASED);
      const logout = await shop.app.inject({ url: '/api/v1/UserLogout', headers: { cookie: both } });
      expect(cookieOf(logout, 'shop_preview')?.value).toBe('');
      expect(manifestInPage(await get('/', both)).checkout).toBe(STABLE);
    });

    it('is a __Host- cookie, Secure, over https', async () => {
      const email = 'secure-boss@example.com';
      const overHttps = { 'x-forwarded-proto': 'https', accept: 'text/html' };
      const secureShop = await createTestShop({
        env: { STOREFRONT_DIR: dir, ADMIN_EMAILS: email, RENDER_BUDGET_MS: '0', TRUST_PROXY: 'loopback' },
      });
      try {
        await secureShop.app.inject({ url: `/api/v1/UserOTP/${email}`, headers: overHttps });
        const verified = await secureShop.app.inject({
          url: `/api/v1/VerifyLogin/${email}/${secureShop.mailer.codeFor(email)}`,
          headers: overHttps,
        });
        const session = verified.cookies.find((c) => c.name === '__Host-shop_session');
        const started = await secureShop.app.inject({
          url: `/releases/preview?checkout=${RELEASE}`,
          headers: { ...overHttps, cookie: `__Host-shop_session=${session?.value}` },
        });
        expect(started.statusCode).toBe(303);
        expect(cookieOf(started, '__Host-shop_preview')).toMatchObject({
          secure: true,
          path: '/',
          httpOnly: true,
        });
        expect(cookieOf(started, 'shop_preview')).toBeUndefined();
      } finally {
        await secureShop.close();
      }
    });

    it("puts the release's routes into the page, read from the shop's releases folder", async () => {
      const routes = [{ path: '/basket', module: './Cart', title: 'Basket' }];
      const release = path.join(dir, 'releases', 'checkout', '1.2.0-routes');
      mkdirSync(release, { recursive: true });
      writeFileSync(
        path.join(release, 'mf-manifest.json'),
        JSON.stringify({
          name: 'checkout',
          metaData: {
            publicPath: 'auto',
            remoteEntry: { name: 'remoteEntry.1b2c3d4e.js', path: '' },
            routes,
          },
        }),
      );
      const started = await preview('checkout=1.2.0-routes', operator);
      const page = await get(
        '/basket',
        `${operator}; shop_preview=${cookieOf(started, 'shop_preview')?.value}`,
      );
      const sliceRoutes = /<script type="application\/json" id="slice-routes">(.*?)<\/script>/.exec(
        page.body,
      )?.[1];
      expect(JSON.parse(sliceRoutes ?? '{}').checkout).toEqual(routes);
    });

    it('wins over a canary, and takes a manifest URL on a listed origin as well as a release name', async () => {
      canaryAt(100);
      const onCdn = `${cdn.origin}/checkout/mf-manifest.json`;
      const started = await preview(`checkout=${encodeURIComponent(onCdn)}`, operator);
      const cookie = `shop_bucket=1; ${operator}; shop_preview=${cookieOf(started, 'shop_preview')?.value}`;
      expect(manifestInPage(await get('/', cookie)).checkout).toBe(onCdn);
    });

    it('is ignored when its cookie was altered', async () => {
      const value = cookieOf(await preview(`checkout=${RELEASE}`, operator), 'shop_preview')?.value ?? '';
      const [payload, signature] = value.split('.') as [string, string];
      const altered = Buffer.from(
        Buffer.from(payload, 'base64url').toString().replace(RELEASE, '9.9.9-fff'),
      ).toString('base64url');
      const page = await get('/', `${operator}; shop_preview=${altered}.${signature}`);
      expect(manifestInPage(page).checkout).toBe(STABLE);
      expect(page.body).not.toContain('release-preview');
    });

    it('refuses what is neither a release nor on a listed origin, one text per rule, never what it answered', async () => {
      const refusal = async (query: string) => {
        const answer = await preview(query, operator);
        expect(answer.statusCode).toBe(400);
        expect(cookieOf(answer, 'shop_preview')).toBeUndefined();
        return answer.json().message;
      };
      const OFF_THE_LIST =
        'checkout can be previewed from one of its releases, by name, or from a manifest URL on an origin that ' +
        'PREVIEW_ORIGINS lists';
      expect(await refusal('checkout=1.0.0-nope')).toBe('checkout has no release named "1.0.0-nope"');
      const asked = cdn.asked.length;
      for (const location of [
        '../../secrets',
        'javascript:alert(1)',
        DEAD,
        'http://10.0.0.5:6379/mf-manifest.json',
        STABLE,
        '/\\evil.example/mf-manifest.json',
        '/api/v1/CreateInvoice?x=/mf-manifest.json',
        `${cdn.origin}.evil.example/checkout/mf-manifest.json`,
      ]) {
        expect(await refusal(`checkout=${encodeURIComponent(location)}`)).toBe(OFF_THE_LIST);
      }
      // On the list, a build that does not load, or a redirect elsewhere, which is not followed.
      for (const location of ['/missing/mf-manifest.json', '/moved/mf-manifest.json']) {
        expect(await refusal(`checkout=${encodeURIComponent(`${cdn.origin}${location}`)}`)).toBe(
          `checkout at ${cdn.origin}${location} is not a build of checkout that loads`,
        );
      }
      expect(cdn.asked.slice(asked)).toEqual([
        'GET /missing/mf-manifest.json',
        'GET /moved/mf-manifest.json',
      ]);
      expect(await refusal('')).toMatch(/^Name at least one slice to preview/);
    });

    it('ends with ?clear, which anyone may follow', async () => {
      const left = await preview('clear');
      expect(left.statusCode).toBe(303);
      expect(left.headers.location).toBe('/');
      expect(cookieOf(left, 'shop_preview')).toMatchObject({ value: '', path: '/' });
    });
  });
});
