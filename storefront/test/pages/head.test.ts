import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageHead, PreparePage } from '@shop/shared/contracts';
import { createElement } from 'react';
import { loadServerModule } from '../../src/slices/server-modules';
import { builtStorefront, remoteManifest } from '../support/built-storefront';
import { createTestShop, PUBLIC_URL, type TestShop } from '../support/shop';

// The shell's server build, as the storefront loads it: its page for an address says the status and head that the
// shell and the screen's slice decided (shell/src/server/page.tsx); here they are set by the test.
jest.mock('../../src/slices/server-modules', () => ({ loadServerModule: jest.fn() }));

const kettle: PageHead = {
  title: 'Kettle <Mini> | Shop',
  description: 'Boils & pours',
  canonical: `${PUBLIC_URL}/details/kettle`,
  type: 'product',
  jsonLd: [{ '@type': 'Product', name: 'Kettle <Mini>' }],
};
const notFound: PageHead = {
  title: 'Page not found | Shop',
  description: 'x',
  type: 'website',
  jsonLd: [],
  noindex: true,
};
const prepared: Record<string, Pick<Awaited<ReturnType<PreparePage>>, 'status' | 'head'>> = {
  '/details/kettle': { status: 200, head: kettle },
  '/details/gone': { status: 404, head: notFound },
  '/cart': { status: 200 },
};
const shellPage: PreparePage = async ({ url }) => ({
  app: createElement('p', null, url),
  screenRendered: true,
  state: () => ({}),
  ...(prepared[new URL(url, 'http://page').pathname] ?? { status: 404, head: notFound }),
});

const PUBLISHED = {
  catalogue: [
    { path: '/details/:id', module: './ProductDetails', title: 'Product details' },
    { path: '/terms', module: './LegalPage', title: 'Terms', props: { contentKey: 'terms' } },
  ],
  account: [],
  checkout: [{ path: '/cart', module: './Cart', title: 'Cart', signedIn: true }],
  backoffice: [],
};

describe('the head and status of a page, as the shell and the screen’s slice give them', () => {
  let dir: string;
  let shop: TestShop;

  beforeAll(async () => {
    dir = builtStorefront();
    // Every slice publishes its routes: the catalogue two, the others none here.
    for (const [slice, routes] of Object.entries(PUBLISHED)) {
      const manifest = JSON.parse(remoteManifest(slice, 'remoteEntry.5e6f7a8b.js'));
      manifest.metaData.routes = routes;
      writeFileSync(path.join(dir, `mfe-${slice}/dist/mf-manifest.json`), JSON.stringify(manifest));
    }
    shop = await createTestShop({ env: { STOREFRONT_DIR: dir } });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    jest.mocked(loadServerModule).mockResolvedValue({ default: shellPage });
  });

  const page = (url: string) => shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  /** Rendered pages need the storefront's own address, from which it loads the shell. */
  const rendering = async () => {
    if (!shop.app.server.listening) await shop.app.listen({ port: 0, host: '127.0.0.1' });
  };

  it("writes the slice's head in place of the template's, before the page hints", async () => {
    await rendering();
    const answer = await page('/details/kettle?add=wish');
    expect(answer.statusCode).toBe(200);
    const html = answer.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Kettle &lt;Mini&gt; | Shop</title>');
    expect(html).toContain('<meta name="description" content="Boils &amp; pours">');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/details/kettle">`);
    expect(html).toContain(
      '<script type="application/ld+json">{"@type":"Product","name":"Kettle \\u003cMini\\u003e"}',
    );
    expect(html).toContain('<p>/details/kettle?add=wish</p>');
    expect(html.indexOf('ld+json')).toBeLessThan(html.indexOf('id="remotes-manifest"'));
  });

  it('answers what the slice found missing with a 404 that is still the page, and keeps the shell’s head elsewhere', async () => {
    await rendering();
    const gone = await page('/details/gone');
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gone.body).toContain('<title>Page not found | Shop</title>');
    expect(gone.body).toContain('<meta name="robots" content="noindex, follow">');
    const cart = await page('/cart');
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('<title>Shop</title>');
  });

  it('without a render (the shell cannot be loaded), knows only that an address no route has is not found', async () => {
    await rendering();
    jest.mocked(loadServerModule).mockRejectedValue(new Error('the shell is down'));
    const unknown = await page('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Page not found | Shop</title>');
    const product = await page('/details/kettle');
    expect(product.statusCode).toBe(200);
    expect(product.body).toContain('<title>Shop</title>');
    const json = await shop.app.inject({
      method: 'GET',
      url: '/no/such/page',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
