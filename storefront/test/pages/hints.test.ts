import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { RemoteName } from '../../src/config';
import {
  fillPath,
  matchRoute,
  pageHints,
  remoteBuildReader,
  routeParams,
  type SliceRoutes,
  valueAt,
} from '../../src/pages/hints';
import type { RemotesManifest } from '../../src/releases/remotes-manifest';

const PAGE = {
  startup: ['/libraries.11111111.js', '/bootstrap.22222222.css', '/bootstrap.33333333.js'],
  routes: [],
};

/** The slices' routes, as their manifests publish them, with each screen's first API requests. */
const ROUTES: SliceRoutes = {
  catalogue: [
    { path: '/', module: './Home', title: 'Home' },
    {
      path: '/details/:id',
      module: './ProductDetails',
      title: 'Product details',
      data: [
        { path: '/api/v1/ProductDetails/:id', largestImage: 'data.0.details.img1' },
        '/api/v1/ProductReviewList/:id',
        'https://elsewhere.example/x',
      ],
    },
    {
      path: '/by-brand/:id',
      module: './ProductList',
      props: { by: 'brand' },
      title: 'By brand',
      data: ['/api/v1/ProductListByBrand/:id?page=1'],
    },
    {
      path: '/by-category/:id',
      module: './ProductList',
      props: { by: 'category' },
      title: 'By category',
      data: [
        {
          path: '/api/v1/ProductListByCategory/:id?page=1',
          largestImage: ['data.0.image', 'data.1.image', 'data.2.image'],
        },
      ],
    },
    {
      path: '/about',
      module: './LegalPage',
      props: { contentKey: 'about' },
      title: 'About',
      data: ['/api/v1/LegalDetails/:contentKey'],
    },
  ],
  checkout: [{ path: '/cart', module: './Cart', title: 'Cart', signedIn: true, data: ['/api/v1/CartList'] }],
  backoffice: [{ path: '/admin/*', module: './BackOffice', title: 'Back office', operator: true }],
};

/** A remote's mf-manifest.json as the federation plugin writes it (the parts that matter here). */
const remoteManifest = (name: RemoteName) => ({
  name,
  metaData: {
    remoteEntry: { name: 'remoteEntry.44444444.js', path: '' },
    publicPath: 'auto',
    routes: ROUTES[name],
  },
  exposes: [
    {
      path: './ProductDetails',
      assets: {
        js: {
          sync: ['190.55555555.js', '__federation_expose_ProductDetails.66666666.js'],
          async: ['9.7.js'],
        },
        css: { sync: ['__federation_expose_ProductDetails.77777777.css'], async: [] },
      },
    },
    {
      path: './Cart',
      assets: { js: { sync: ['cart.88888888.js'], async: [] }, css: { sync: [], async: [] } },
    },
  ],
});

const LOCAL: RemotesManifest = {
  catalogue: '/remotes/catalogue/mf-manifest.json',
  account: '/remotes/account/mf-manifest.json',
  checkout: '/remotes/checkout/mf-manifest.json',
  backoffice: '/remotes/backoffice/mf-manifest.json',
};

let dir: string;
let elsewhere: Server;
let elsewhereOrigin: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'page-hints-'));
  mkdirSync(path.join(dir, 'shell'));
  writeFileSync(path.join(dir, 'shell', 'page.json'), JSON.stringify(PAGE));
  for (const name of ['catalogue', 'checkout'] as const) {
    mkdirSync(path.join(dir, name));
    writeFileSync(path.join(dir, name, 'mf-manifest.json'), JSON.stringify(remoteManifest(name)));
  }
  // Another team's host for the checkout slice.
  elsewhere = createServer((request, response) => {
    if (request.url !== '/checkout/v7/mf-manifest.json') return response.writeHead(404).end();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(remoteManifest('checkout')));
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  elsewhereOrigin = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => elsewhere.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** The shop's API as the hints see it: product 42's answer names its first image. */
const productAnswer = (img1: unknown) => ({ status: 'success', data: [{ _id: '42', details: { img1 } }] });
/** Category 7's first cards: two pictures, the third card's the same as the first's. */
const CATEGORY_7 = {
  status: 'success',
  data: [
    { image: '/api/images/p/1.svg' },
    { image: '/api/images/p/2.svg' },
    { image: '/api/images/p/1.svg' },
  ],
};
const SHOP_API = async (request: string): Promise<unknown> => {
  if (request === '/api/v1/ProductDetails/42') return productAnswer('/api/images/products/42-1.svg');
  return request === '/api/v1/ProductListByCategory/7?page=1' ? CATEGORY_7 : undefined;
};

const hints = async (shellDir = 'shell', apiAnswer = SHOP_API) =>
  (
    await pageHints({
      shellDist: path.join(dir, shellDir),
      remoteBuilds: remoteBuildReader(
        (name: RemoteName) => path.join(dir, name),
        Fastify({ logger: false }).log,
      ),
      apiAnswer,
    })
  ).hintsFor;

/** The page's links, in order: `script /main.js` for a preload, `stylesheet /a.css` for a stylesheet. */
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="(?:preload" as="(\w+)|stylesheet)" href="([^"]+)"/g)].map(
    ([, as, href]) => `${as ?? 'stylesheet'} ${href}`,
  );

test("the page carries the remotes manifest, the shell's start-up files and the opening screen's files", async () => {
  const html = await (await hints())('/details/42', LOCAL, ROUTES);
  expect(html).toContain(
    `<script type="application/json" id="remotes-manifest">${JSON.stringify(LOCAL)}</script>`,
  );
  expect(preloads(html)).toEqual([
    'image /api/images/products/42-1.svg',
    'script /libraries.11111111.js',
    'stylesheet /bootstrap.22222222.css',
    'script /bootstrap.33333333.js',
    'fetch /remotes/catalogue/mf-manifest.json',
    'script /remotes/catalogue/remoteEntry.44444444.js',
    'script /remotes/catalogue/190.55555555.js',
    'script /remotes/catalogue/__federation_expose_ProductDetails.66666666.js',
    'stylesheet /remotes/catalogue/__federation_expose_ProductDetails.77777777.css',
    'fetch /api/v1/ProductDetails/42',
    'fetch /api/v1/ProductReviewList/42',
  ]);
  // The federation runtime fetches the manifest in CORS mode: the preload has to match it.
  expect(html).toContain(
    '<link rel="preload" as="fetch" href="/remotes/catalogue/mf-manifest.json" crossorigin>',
  );
});

test("the image the screen paints largest is fetched first, named by the screen's first API answer", async () => {
  const html = await (await hints())('/details/42', LOCAL, ROUTES);
  expect(html).toContain(
    '<link rel="preload" as="image" href="/api/images/products/42-1.svg" fetchpriority="high">',
  );
});

test('where a row of pictures competes for the largest paint, each is fetched early, once, the first first', async () => {
  const html = await (await hints())('/by-category/7', LOCAL, ROUTES);
  expect(preloads(html).filter((hint) => hint.startsWith('image'))).toEqual([
    'image /api/images/p/1.svg',
    'image /api/images/p/2.svg',
  ]);
  expect(html).toContain('<link rel="preload" as="image" href="/api/images/p/1.svg" fetchpriority="high">');
  expect(html).toContain('<link rel="preload" as="image" href="/api/images/p/2.svg">');
});

test("a customer's screen data is hinted to a live session alone; its files to everyone", async () => {
  const hintsFor = await hints();
  const cartHints = async (signedIn: boolean) =>
    preloads(
      await hintsFor('/cart', LOCAL, ROUTES, { signedIn: async () => signedIn, operator: async () => false }),
    );
  expect(await cartHints(true)).toEqual(
    expect.arrayContaining(['script /remotes/checkout/cart.88888888.js', 'fetch /api/v1/CartList']),
  );
  expect(await cartHints(false)).toContain('script /remotes/checkout/cart.88888888.js');
  expect(await cartHints(false)).not.toContain('fetch /api/v1/CartList');
  // Nobody is asked about the session for a public page.
  const notAsked = jest.fn(async () => true);
  expect(
    preloads(await hintsFor('/details/42', LOCAL, ROUTES, { signedIn: notAsked, operator: notAsked })),
  ).toContain('fetch /api/v1/ProductDetails/42');
  expect(notAsked).not.toHaveBeenCalled();
});

test.each([
  ['the answer is not a success', async () => undefined],
  ['the answer names no image', async () => productAnswer('')],
  ['the image is on another site', async () => productAnswer('https://elsewhere.example/1.svg')],
  ['the image is on another site, without a scheme', async () => productAnswer('//elsewhere.example/1.svg')],
  // Stored before the picture rule: a browser's preload would call the API with the viewer's cookies.
  ['the image names an API call', async () => productAnswer('/api/images/../v1/CreateInvoice')],
  ['the image is a path outside the pictures', async () => productAnswer('/api/v1/UserLogout')],
  ['the API fails', async () => Promise.reject(new Error('down'))],
  ['the API does not answer in time', () => new Promise<never>(() => {})],
])('no image is hinted when %s; the rest of the hints stay', async (_case, apiAnswer) => {
  const html = await (await hints('shell', apiAnswer))('/details/42', LOCAL, ROUTES);
  expect(preloads(html).filter((hint) => hint.startsWith('image'))).toEqual([]);
  expect(preloads(html)).toContain('fetch /api/v1/ProductDetails/42');
});

test.each([
  [{ data: [{ image: '/a.svg' }] }, 'data.0.image', '/a.svg'],
  [{ data: [] }, 'data.0.image', undefined],
  [{ data: null }, 'data.0.image', undefined],
  ['text', 'data', undefined],
])('the value of %j at %s is %j', (answer, dottedPath, value) => {
  expect(valueAt(answer, dottedPath)).toBe(value);
});

test("a slice on another team's host is read from there, its files named with that host", async () => {
  const remotes = { ...LOCAL, checkout: `${elsewhereOrigin}/checkout/v7/mf-manifest.json` };
  const html = await (await hints())('/cart', remotes, ROUTES);
  expect(preloads(html)).toEqual(
    expect.arrayContaining([
      `fetch ${elsewhereOrigin}/checkout/v7/mf-manifest.json`,
      `script ${elsewhereOrigin}/checkout/v7/remoteEntry.44444444.js`,
      `script ${elsewhereOrigin}/checkout/v7/cart.88888888.js`,
    ]),
  );
});

test('what cannot be learnt only means fewer hints: an unknown route, a host that is down, a missing module', async () => {
  const hintsFor = await hints();
  const startupOnly = [
    'script /libraries.11111111.js',
    'stylesheet /bootstrap.22222222.css',
    'script /bootstrap.33333333.js',
  ];
  expect(preloads(await hintsFor('/no/such/page', LOCAL, ROUTES))).toEqual(startupOnly);
  const down = { ...LOCAL, checkout: `${elsewhereOrigin}/checkout/v8/mf-manifest.json` };
  expect(preloads(await hintsFor('/cart', down, ROUTES))).toEqual([...startupOnly, `fetch ${down.checkout}`]);
  // The catalogue's manifest exposes no ./Home.
  expect(preloads(await hintsFor('/', LOCAL, ROUTES))).toEqual([...startupOnly, `fetch ${LOCAL.catalogue}`]);
});

test("an operator's route is hinted to an operator alone: no one else is pointed at the back office", async () => {
  const hintsFor = await hints();
  const session = (operator: boolean) => ({ signedIn: async () => true, operator: async () => operator });
  const customer = preloads(await hintsFor('/admin/orders', LOCAL, ROUTES, session(false)));
  expect(customer.some((hint) => hint.includes('backoffice'))).toBe(false);
  expect(preloads(await hintsFor('/admin/orders', LOCAL, ROUTES, session(true)))).toContain(
    `fetch ${LOCAL.backoffice}`,
  );
});

test('a shell built without page.json still gets the remotes manifest in the page', async () => {
  const html = await (await hints('no-such-shell'))('/details/42', LOCAL, ROUTES);
  expect(html).toContain('id="remotes-manifest"');
  expect(preloads(html)).toEqual([]);
});

test('no value of the manifest can close the script element it travels in', async () => {
  const html = await (await hints())(
    '/nowhere',
    { ...LOCAL, account: 'https://a.example/</script><b>' },
    ROUTES,
  );
  expect(html).not.toContain('</script><b>');
  expect(html).toContain('\\u003c/script\\u003e\\u003cb\\u003e');
});

test.each([
  ['/details/42', '/details/:id'],
  ['/DETAILS/42', '/details/:id'],
  ['/details/42/', '/details/:id'],
  ['/', '/'],
  ['/details', undefined],
  ['/details/42/more', undefined],
  ['/admin', '/admin/*'],
  ['/admin/orders/7', '/admin/*'],
  ['/administrator', undefined],
])('the route of %s is %s', (pathname, pattern) => {
  expect(matchRoute(Object.values(ROUTES).flat(), pathname)?.path).toBe(pattern);
});

test("a build with the screens inside names a route's own files and first API requests", async () => {
  const bundled = {
    startup: [],
    routes: [
      {
        path: '/about',
        files: ['/screen.99999999.js', '/screen.aaaaaaaa.css'],
        data: ['/api/v1/LegalDetails/:contentKey'],
        props: { contentKey: 'about' },
      },
    ],
  };
  mkdirSync(path.join(dir, 'bundled'), { recursive: true });
  writeFileSync(path.join(dir, 'bundled', 'page.json'), JSON.stringify(bundled));
  expect(preloads(await (await hints('bundled'))('/about', LOCAL, ROUTES))).toEqual([
    'script /screen.99999999.js',
    'stylesheet /screen.aaaaaaaa.css',
    'fetch /api/v1/LegalDetails/about',
  ]);
});

test("a screen's first API requests are filled from the route's parameters and props, encoded as the client does", async () => {
  const hintsFor = await hints();
  expect(preloads(await hintsFor('/details/caf%C3%A9%2F1', LOCAL, ROUTES))).toEqual(
    expect.arrayContaining([
      'fetch /api/v1/ProductDetails/caf%C3%A9%2F1',
      'fetch /api/v1/ProductReviewList/caf%C3%A9%2F1',
    ]),
  );
  expect(preloads(await hintsFor('/about', LOCAL, ROUTES))).toContain('fetch /api/v1/LegalDetails/about');
  // One screen on two routes: each route asks for its own list.
  expect(preloads(await hintsFor('/by-brand/7', LOCAL, ROUTES))).toContain(
    'fetch /api/v1/ProductListByBrand/7?page=1',
  );
  expect(preloads(await hintsFor('/by-category/7', LOCAL, ROUTES))).toContain(
    'fetch /api/v1/ProductListByCategory/7?page=1',
  );
  // Only the shop's own API is preloaded, whatever a slice's routes say.
  expect(preloads(await hintsFor('/details/42', LOCAL, ROUTES)).join('')).not.toContain('elsewhere.example');
  // A segment that is not valid percent-encoding gets the screen's code hinted, not its data.
  expect(
    preloads(await hintsFor('/details/%E0%A4%A', LOCAL, ROUTES)).filter((hint) => hint.includes('/api/')),
  ).toEqual([]);
});

test.each([
  ['/api/v1/ProductDetails/:id', { id: '42' }, '/api/v1/ProductDetails/42'],
  ['/api/v1/LegalDetails/:contentKey', { contentKey: 'howtobuy' }, '/api/v1/LegalDetails/howtobuy'],
  ['/api/v1/ProductDetails/:id', {}, undefined],
  ['/api/v1/ProductDetails/:id', { id: 7 }, undefined],
])('%s with %o is %s', (template, values, filled) => {
  expect(fillPath(template, values)).toBe(filled);
});

test('route parameters are read from the path as the router decodes them', () => {
  expect(routeParams('/details/:id', '/details/a%20b')).toEqual({ id: 'a b' });
  expect(routeParams('/by-keyword/:keyword', '/by-keyword/%E0%A4%A')).toBeUndefined();
});

describe("the slices' routes", () => {
  const reader = () =>
    remoteBuildReader((name: RemoteName) => path.join(dir, name), Fastify({ logger: false }).log);

  test("are read from each slice's manifest, here or on its own host; a slice without readable ones is left out", async () => {
    const remotes = { ...LOCAL, checkout: `${elsewhereOrigin}/checkout/v7/mf-manifest.json` };
    // The account's manifest is missing; the back office's host is down.
    const down = `${elsewhereOrigin}/backoffice/v1/mf-manifest.json`;
    expect(await reader().sliceRoutes({ ...remotes, backoffice: down })).toEqual({
      catalogue: ROUTES.catalogue,
      checkout: ROUTES.checkout,
    });
  });

  test('are one object while they are unchanged, for what pages make of them; another set of remotes has its own', async () => {
    const routesReader = reader();
    const everyones = await routesReader.sliceRoutes(LOCAL);
    expect(await routesReader.sliceRoutes({ ...LOCAL })).toBe(everyones);
    const canary = { ...LOCAL, checkout: `${elsewhereOrigin}/checkout/v7/mf-manifest.json` };
    const canarys = await routesReader.sliceRoutes(canary);
    expect(canarys).not.toBe(everyones);
    expect(await routesReader.sliceRoutes(canary)).toBe(canarys);
    expect(await routesReader.sliceRoutes(LOCAL)).toBe(everyones);
  });

  test('of a slice that could not be read are read again by the next page, not seconds later', async () => {
    const routesReader = reader();
    const remotes = { ...LOCAL, account: '/remotes/account/v2/mf-manifest.json' };
    expect((await routesReader.sliceRoutes(remotes)).account).toBeUndefined();
    const login = { path: '/login', module: './Login', title: 'Login' };
    mkdirSync(path.join(dir, 'account', 'v2'), { recursive: true });
    writeFileSync(
      path.join(dir, 'account', 'v2', 'mf-manifest.json'),
      JSON.stringify({ metaData: { routes: [login] } }),
    );
    expect((await routesReader.sliceRoutes(remotes)).account).toEqual([login]);
  });

  test('travel in the page, for the shell to route by', async () => {
    const html = await (await hints())('/details/42', LOCAL, ROUTES);
    expect(html).toContain(
      `<script type="application/json" id="slice-routes">${JSON.stringify(ROUTES)}</script>`,
    );
  });

  test("a route a slice's release added is hinted like the others", async () => {
    const catalogue = [
      ...(ROUTES.catalogue ?? []),
      { path: '/gift-cards', module: './ProductDetails', title: 'Gift' },
    ];
    const html = await (await hints())('/gift-cards', LOCAL, { ...ROUTES, catalogue });
    expect(preloads(html)).toContain(
      'script /remotes/catalogue/__federation_expose_ProductDetails.66666666.js',
    );
  });
});
