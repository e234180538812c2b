import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brands } from '../../../api/src/db/schema';
import { buildStorefront } from '../../src/app';
import { loadStorefrontConfig } from '../../src/config';
import { builtStorefront, shopWithRemotesFile } from '../support/built-storefront';
import { createTestShop, signIn, type TestShop } from '../support/shop';

describe('the storefront served beside the API (STOREFRONT_DIR)', () => {
  let dir: string;
  let shop: TestShop;

  beforeAll(async () => {
    dir = builtStorefront();
    shop = await createTestShop({
      env: { STOREFRONT_DIR: dir, REMOTE_ACCOUNT_URL: 'https://account.cdn.example/v7/mf-manifest.json' },
    });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'GET', url, headers });
  let origin: string | undefined;
  const listening = async () => {
    origin ??= await shop.app.listen({ port: 0, host: '127.0.0.1' });
    return origin;
  };
  /** A page request with its path sent exactly as written. */
  const rawGet = (base: string, rawPath: string) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const request = httpGet(`${base}/`, { path: rawPath, headers: { accept: 'text/html' } }, (answer) => {
        answer.resume();
        resolve(answer);
      });
      request.on('error', reject);
    });

  it('serves the remotes manifest of this deployment, never cached for long', async () => {
    const answer = await get('/remotes.json');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.json()).toEqual({
      catalogue: '/remotes/catalogue/mf-manifest.json',
      account: 'https://account.cdn.example/v7/mf-manifest.json',
      checkout: '/remotes/checkout/mf-manifest.json',
      backoffice: '/remotes/backoffice/mf-manifest.json',
    });
  });

  it('serves each remote under its own path, open to other origins', async () => {
    const manifest = await get('/remotes/catalogue/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({ name: 'catalogue' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/checkout/remoteEntry.5e6f7a8b.js')).body).toBe('/* checkout entry */');
  });

  it("serves the catalogue's embed loader to any origin, revalidated: its address never changes", async () => {
    const loader = await get('/remotes/catalogue/embed/loader.js');
    expect(loader.body).toBe('/* defines <shop-catalogue> */');
    expect(loader.headers['access-control-allow-origin']).toBe('*');
    expect(loader.headers['cache-control']).toBe('no-cache');
  });

  it("serves the embed's TypeScript declarations beside its loader, as text", async () => {
    const declarations = await get('/remotes/catalogue/embed/shop-catalogue.d.ts');
    expect(declarations.body).toBe('export interface ShopCatalogueEvents {}');
    expect(declarations.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(declarations.headers['access-control-allow-origin']).toBe('*');
  });

  it("serves the slices' releases as it serves their builds", async () => {
    const release = '/releases/checkout/1.1.0-abc1234';
    const manifest = await get(`${release}/mf-manifest.json`);
    expect(manifest.json()).toMatchObject({ name: 'checkout', release: '1.1.0' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await get(`${release}/remoteEntry.9a8b7c6d.js`);
    expect(entry.body).toBe('/* checkout 1.1.0 entry */');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/releases/checkout/0.9.0-fffffff/mf-manifest.json')).statusCode).toBe(404);
  });

  it('lets browsers keep content-hashed files (remote entries too) for a year, and revalidate the rest', async () => {
    for (const file of ['remoteEntry.5e6f7a8b.js', '__federation_expose_Home.0a1b2c3d.js']) {
      const hashed = await get(`/remotes/account/${file}`);
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/remotes/account/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy to a browser that accepts gzip', async () => {
    const answer = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers every page address with the shell, which routes it', async () => {
    for (const url of ['/', '/about', '/by-keyword/shoes', '/cart']) {
      const answer = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.body).toContain('<div id="root">');
    }
  });

  it("answers a client that takes any type (curl's Accept: */*) with the page too", async () => {
    for (const url of ['/', '/by-keyword/shoes']) {
      for (const accept of ['*/*', 'text/*', 'application/json;q=0.9, */*;q=0.1']) {
        const answer = await get(url, { accept });
        expect({ url, accept, status: answer.statusCode }).toEqual({ url, accept, status: 200 });
        expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      }
    }
    const navigation = await get('/', {
      accept: '*/*',
      'sec-fetch-dest': 'document',
      'sec-fetch-mode': 'navigate',
    });
    expect(navigation.statusCode).toBe(200);
  });

  it('answers a client that wants something else, or refuses HTML, with a JSON 404', async () => {
    for (const accept of ['application/json', 'text/html;q=0, application/json', 'image/*']) {
      const answer = await get('/', { accept });
      expect({ accept, status: answer.statusCode }).toEqual({ accept, status: 404 });
      expect(answer.json()).toMatchObject({ status: 'fail', code: 'NOT_FOUND' });
    }
  });

  it('says the answer varies by Accept (and Sec-Fetch-Dest), page or 404 alike, and a page by Cookie', async () => {
    for (const [accept, varies] of [
      ['text/html', 'Accept, Sec-Fetch-Dest, Cookie'],
      ['*/*', 'Accept, Sec-Fetch-Dest, Cookie'],
      ['application/json', 'Accept, Sec-Fetch-Dest'],
    ] as const) {
      const vary = (await get('/by-keyword/shoes', { accept })).headers.vary;
      expect({ accept, vary }).toEqual({ accept, vary: varies });
    }
  });

  it("puts the remotes manifest into the page's head, saving the browser that request", async () => {
    const page = await get('/by-keyword/shoes', { accept: 'text/html' });
    const inPage = page.body.match(
      /<script type="application\/json" id="remotes-manifest">(.*?)<\/script><\/head>/,
    );
    expect(JSON.parse(inPage?.[1] ?? 'null')).toEqual((await get('/remotes.json')).json());
  });

  it('sends a page address with doubled slashes or backslashes to its one canonical path, never another host', async () => {
    for (const [asked, canonical] of [
      ['//anything/details/42', '/anything/details/42'],
      ['/\\anything', '/anything'],
      ['/\\/evil.example/cart', '/evil.example/cart'],
      ['/by-keyword//phone?q=//kept', '/by-keyword/phone?q=//kept'],
    ]) {
      // Over HTTP: inject would parse the address itself first, backslashes and all.
      const answer = await rawGet(await listening(), asked as string);
      expect({ asked, status: answer.statusCode, location: answer.headers.location }).toEqual({
        asked,
        status: 301,
        location: canonical,
      });
    }
  });

  it('keeps unknown API paths and missing files as 404s', async () => {
    const api = await get('/api/v1/NoSuchCall', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 'fail' });
    expect((await get('/missing.1a2b3c4d.js')).statusCode).toBe(404);
    expect((await get('/remotes/catalogue/missing.js')).statusCode).toBe(404);
    // A browser's script or image takes any type: what it loads is still no page.
    for (const [destination, accept] of [
      ['script', '*/*'],
      ['image', 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'],
      ['empty', '*/*'],
    ] as const) {
      const missing = await get('/missing.1a2b3c4d.js', { accept, 'sec-fetch-dest': destination });
      expect({ destination, status: missing.statusCode }).toEqual({ destination, status: 404 });
    }
  });

  it("sends the header's search form, sent without scripts, on to the keyword's listing, or home without one", async () => {
    for (const [query, location] of [
      ['?q=%20usb%20hub%20', '/by-keyword/usb%20hub'],
      ['?q=50%25%2Foff', '/by-keyword/50%25%2Foff'],
      ['?q=%20%20', '/'],
      ['', '/'],
      ['?q=a&q=b', '/'],
    ]) {
      const answer = await get(`/search${query}`, { accept: 'text/html' });
      expect({ query, status: answer.statusCode, location: answer.headers.location }).toEqual({
        query,
        status: 303,
        location,
      });
    }
  });

  it('still answers the API', async () => {
    expect((await get('/api/v1/ProductBrandList')).json()).toMatchObject({ status: 'success' });
  });
});

describe('a remotes file (REMOTES_FILE): one slice repointed while the shop runs', () => {
  const remotes = shopWithRemotesFile();
  // A line that is a shop path is checked on the shop: only once it listens.
  beforeAll(() => remotes.shop.app.listen({ port: 0, host: '127.0.0.1' }));

  const get = (url: string) => remotes.shop.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
  const manifest = async () => (await get('/remotes.json')).json();
  const NEW_CHECKOUT = '/releases/checkout/1.1.0-abc1234/mf-manifest.json';

  it('serves the built-in locations until the file names one', async () => {
    expect(await manifest()).toMatchObject({ checkout: '/remotes/checkout/mf-manifest.json' });
  });

  it('answers an edit of the file on the next request, the other slices untouched', async () => {
    writeFileSync(remotes.remotesFile, JSON.stringify({ checkout: NEW_CHECKOUT }));
    expect(await manifest()).toEqual({
      catalogue: '/remotes/catalogue/mf-manifest.json',
      account: '/remotes/account/mf-manifest.json',
      checkout: NEW_CHECKOUT,
      backoffice: '/remotes/backoffice/mf-manifest.json',
    });
  });

  it.each([
    ['not JSON', '{"checkout": '],
    ['not an object', '["/remotes/checkout/mf-manifest.json"]'],
    ['an unknown remote', '{"basket": "/remotes/basket/mf-manifest.json"}'],
    ['a location that is not a URL', '{"account": "account.example"}'],
    ['a protocol-relative location', '{"account": "//cdn.example/mf-manifest.json"}'],
    ['a location that is not a string', '{"checkout": 42}'],
  ])('keeps the last good manifest when the file holds %s', async (_case, text) => {
    writeFileSync(remotes.remotesFile, JSON.stringify({ checkout: NEW_CHECKOUT }));
    await manifest();
    writeFileSync(remotes.remotesFile, text);
    expect(await manifest()).toMatchObject({
      checkout: NEW_CHECKOUT,
      account: '/remotes/account/mf-manifest.json',
    });
  });

  it('keeps the last good manifest while the file is missing', async () => {
    rmSync(remotes.remotesFile);
    expect(await manifest()).toMatchObject({ checkout: NEW_CHECKOUT });
  });

  it('refuses a line naming a release that does not exist, and says so in /readyz and the metrics', async () => {
    writeFileSync(remotes.remotesFile, JSON.stringify({ checkout: NEW_CHECKOUT }));
    await manifest();
    const typo = '/releases/checkout/1.1.0-abc1235/mf-manifest.json';
    writeFileSync(remotes.remotesFile, JSON.stringify({ checkout: typo }));
    expect(await manifest()).toMatchObject({ checkout: NEW_CHECKOUT });

    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks.remotes).toEqual({
      checkout: { refused: typo, reason: 'manifest answered 404', serving: NEW_CHECKOUT },
    });
    const metrics = (await get('/metrics')).body;
    expect(metrics).toContain('shop_remote_entry_refused{remote="checkout"} 1');
    expect(metrics).toContain('shop_remote_entry_refused{remote="catalogue"} 0');

    // Rolling back is writing the served line again: nothing is refused any more.
    writeFileSync(remotes.remotesFile, JSON.stringify({ checkout: NEW_CHECKOUT }));
    await manifest();
    expect((await get('/readyz')).json().checks.remotes).toBe('ok');
    expect((await get('/metrics')).body).toContain('shop_remote_entry_refused{remote="checkout"} 0');
  });
});

/**
 * A built storefront whose one remote publishes one route, with its screen's first API requests (what page-hints
 * reads: the remote's mf-manifest.json).
 */
function storefrontWithScreen({
  route: { remote, ...route },
  screenData,
}: {
  route: { path: string; remote: string; module: string; signedIn?: boolean; operator?: boolean };
  screenData: unknown[];
}): string {
  const dir = builtStorefront();
  const file = (relative: string, content: unknown) =>
    writeFileSync(path.join(dir, relative), JSON.stringify(content));
  file('shell/dist/page.json', { startup: [], routes: [] });
  file(`mfe-${remote}/dist/mf-manifest.json`, {
    name: remote,
    metaData: {
      remoteEntry: { name: 'remoteEntry.5e6f7a8b.js', path: '' },
      routes: [{ ...route, title: 'Screen', data: screenData }],
    },
    exposes: [{ path: route.module, assets: { js: { sync: [] }, css: { sync: [] } } }],
  });
  return dir;
}

describe("the page's largest image, looked up in the shop's own API", () => {
  let dir: string;
  let shop: TestShop;

  beforeAll(async () => {
    dir = storefrontWithScreen({
      route: { path: '/', remote: 'catalogue', module: './Home' },
      screenData: [{ path: '/api/v1/ProductBrandList', largestImage: 'data.0.brandImg' }],
    });
    shop = await createTestShop({ env: { STOREFRONT_DIR: dir, RATE_LIMIT_PER_MINUTE: '3' } });
    await shop.database.db
      .insert(brands)
      .values({ brandName: 'Acme', brandImg: '/api/images/brands/acme.svg' });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is hinted on every page the client may have; the lookup is not counted against the client', async () => {
    const page = () => shop.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    for (let load = 0; load < 3; load += 1) {
      const answer = await page();
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(
        '<link rel="preload" as="image" href="/api/images/brands/acme.svg" fetchpriority="high">',
      );
    }
    // The client's own requests are counted, whatever it claims to be: all 3 of the minute are still its own.
    const call = () =>
      shop.app.inject({
        method: 'GET',
        url: '/api/v1/ProductBrandList',
        headers: { 'x-shop-storefront': 'guessed' },
      });
    for (let own = 0; own < 3; own += 1) expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(429);
  });
});

describe("a customer's page: its data hinted to a live session alone", () => {
  let dir: string;
  let shop: TestShop;

  beforeAll(async () => {
    dir = storefrontWithScreen({
      route: { path: '/orders', remote: 'account', module: './Orders', signedIn: true },
      screenData: ['/api/v1/InvoiceList'],
    });
    shop = await createTestShop({ env: { STOREFRONT_DIR: dir } });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const ordersPage = (cookie?: string) =>
    shop.app.inject({
      method: 'GET',
      url: '/orders',
      headers: { accept: 'text/html', ...(cookie && { cookie }) },
    });
  const DATA_HINT = '<link rel="preload" as="fetch" href="/api/v1/InvoiceList" crossorigin>';
  const ENTRY_HINT = '<link rel="preload" as="script" href="/remotes/account/remoteEntry.5e6f7a8b.js">';

  it('is hinted to a signed-in customer, and the page says it varies by cookie', async () => {
    const page = await ordersPage(await signIn(shop, 'hinted@example.com'));
    expect(page.body).toContain(DATA_HINT);
    expect(page.body).toContain(ENTRY_HINT);
    expect(page.headers.vary).toBe('Accept, Sec-Fetch-Dest, Cookie');
  });

  it('is not hinted without a session, or with one that has ended: the screen asks once signed in', async () => {
    for (const cookie of [undefined, 'shop_session=ended-long-ago']) {
      const page = await ordersPage(cookie);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain(DATA_HINT);
      expect(page.body).toContain(ENTRY_HINT);
    }
  });
});

describe("an operator's page: the back office, for operators alone", () => {
  let dir: string;
  let shop: TestShop;

  beforeAll(async () => {
    dir = storefrontWithScreen({
      route: { path: '/admin/*', remote: 'backoffice', module: './BackOffice', operator: true },
      screenData: [],
    });
    shop = await createTestShop({ env: { STOREFRONT_DIR: dir, ADMIN_EMAILS: 'boss@example.com' } });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const adminPage = (cookie?: string) =>
    shop.app.inject({
      method: 'GET',
      url: '/admin/orders',
      headers: { accept: 'text/html', ...(cookie && { cookie }) },
    });

  it('answers a visitor, a customer and a forged role alike: 404, and no hint of the back office', async () => {
    const customer = await signIn(shop, 'shopper@example.com');
    const forged = customer.replace('token=1', 'token=operator');
    for (const cookie of [undefined, customer, forged, 'token=operator']) {
      const page = await adminPage(cookie);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('<title>Page not found | Shop</title>');
      expect(page.body).not.toMatch(/<link[^>]*backoffice/);
    }
  });

  it("tells the browser an operator's role in the token cookie, and serves the operator the page", async () => {
    const operator = await signIn(shop, 'boss@example.com');
    expect(operator).toContain('token=operator');
    expect(await signIn(shop, 'someone@example.com')).toContain('token=1');
    const page = await adminPage(operator);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<link rel="preload" as="fetch" href="/remotes/backoffice/mf-manifest.json"');
  });
});

describe('a storefront folder without builds', () => {
  it('stops the start with a message naming what is missing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'storefront-empty-'));
    const config = loadStorefrontConfig({ API_URL: 'http://127.0.0.1:9', STOREFRONT_DIR: dir });
    await expect(buildStorefront({ config, logger: false })).rejects.toThrow(/not built: .*shell/);
    rmSync(dir, { recursive: true, force: true });
  });
});
