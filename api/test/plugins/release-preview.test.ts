import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, signIn, type TestApp } from '../support/app';
import { builtStorefront } from './built-storefront';

const STABLE = '/remotes/checkout/mf-manifest.json';
const RELEASE = '1.1.0-abc1234';
const RELEASED = `/releases/checkout/${RELEASE}/mf-manifest.json`;
const OPERATOR = 'boss@example.com';
/** A host that is not there: nothing listens on the discard port. */
const DEAD = 'http://127.0.0.1:9/mf-manifest.json';

describe('canary and preview releases of a slice', () => {
  let dir: string;
  let shop: TestApp;
  /** The canary: the checkout's release, as an absolute URL on the shop, so the page's policy names its origin. */
  let canary: string;

  beforeAll(async () => {
    dir = builtStorefront();
    writeFileSync(path.join(dir, 'remotes.json'), '{}');
    shop = await createTestApp({
      env: {
        STOREFRONT_DIR: dir,
        REMOTES_FILE: path.join(dir, 'remotes.json'),
        ADMIN_EMAILS: OPERATOR,
        RENDER_BUDGET_MS: '0',
      },
    });
    // A canary is served once it passes the shop's check, made over HTTP: only once the shop listens.
    canary = `${await shop.app.listen({ port: 0, host: '127.0.0.1' })}${RELEASED}`;
  });
  afterAll(async () => {
    await shop.close();
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
    const preview = (query: string, cookie?: string) => get(`/api/v1/admin/preview?${query}`, cookie);
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

    it("serves this browser the release, with the page's banner, and no one else", async () => {
      const started = await preview(`checkout=${RELEASE}`, operator);
      expect(started.statusCode).toBe(303);
      expect(started.headers.location).toBe('/');
      const cookie = cookieOf(started, 'shop_preview');
      expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });

      // Signed out, the browser still previews: the cookie is the preview, not the session.
      const previewing = await get('/cart', `shop_preview=${cookie?.value}`);
      expect(manifestInPage(previewing).checkout).toBe(RELEASED);
      expect(previewing.body).toContain(
        `<script type="application/json" id="release-preview">[{"remote":"checkout","release":"${RELEASE}"}]</script>`,
      );
      expect((await get('/remotes.json', `shop_preview=${cookie?.value}`)).json().checkout).toBe(RELEASED);

      const someoneElse = await get('/cart');
      expect(manifestInPage(someoneElse).checkout).toBe(STABLE);
      expect(someoneElse.body).not.toContain('release-preview');
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
      const page = await get('/basket', `shop_preview=${cookieOf(started, 'shop_preview')?.value}`);
      const sliceRoutes = /<script type="application\/json" id="slice-routes">(.*?)<\/script>/.exec(
        page.body,
      )?.[1];
      expect(JSON.parse(sliceRoutes ?? '{}').checkout).toEqual(routes);
    });

    it('wins over a canary, and takes a manifest URL as well as a release name', async () => {
      canaryAt(100);
      const started = await preview(`checkout=${encodeURIComponent(STABLE)}`, operator);
      const cookie = `shop_bucket=1; shop_preview=${cookieOf(started, 'shop_preview')?.value}`;
      expect(manifestInPage(await get('/', cookie)).checkout).toBe(STABLE);
    });

    it('is ignored when its cookie was altered', async () => {
      const value = cookieOf(await preview(`checkout=${RELEASE}`, operator), 'shop_preview')?.value ?? '';
      const [payload, signature] = value.split('.') as [string, string];
      const altered = Buffer.from(
        Buffer.from(payload, 'base64url').toString().replace(RELEASE, '9.9.9-fff'),
      ).toString('base64url');
      const page = await get('/', `shop_preview=${altered}.${signature}`);
      expect(manifestInPage(page).checkout).toBe(STABLE);
      expect(page.body).not.toContain('release-preview');
    });

    it('refuses a release that does not exist, a location a page cannot load, and naming no slice', async () => {
      const refusal = async (query: string) => {
        const answer = await preview(query, operator);
        expect(answer.statusCode).toBe(400);
        expect(cookieOf(answer, 'shop_preview')).toBeUndefined();
        return answer.json().message;
      };
      expect(await refusal('checkout=1.0.0-nope')).toBe('checkout has no release named "1.0.0-nope"');
      expect(await refusal('checkout=..%2F..%2Fsecrets')).toBe(
        'checkout must be an absolute URL (or be the name of one of its releases)',
      );
      expect(await refusal('checkout=javascript%3Aalert(1)')).toMatch(/checkout must use http: or https:/);
      expect(await refusal(`checkout=${encodeURIComponent(DEAD)}`)).toMatch(
        `checkout at ${DEAD} does not load: unreachable`,
      );
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
