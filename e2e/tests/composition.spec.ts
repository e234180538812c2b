import { expect, type Page, type Route, test } from '@playwright/test';
import { BROKEN_CHECKOUT_PORT } from '../playwright.config';
import { type RemoteName, watchRemoteEntries } from '../support/federation';
import { followMainNav } from '../support/navigation';
import { signInThroughApi } from '../support/session';

test.describe('remotes are found through the manifest and loaded at run time', () => {
  test('each slice loads only when one of its routes or fragments is shown', async ({ page }) => {
    const fetched = watchRemoteEntries(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to the shop', level: 1 })).toBeVisible();
    // The header's Cart and Wish badges are checkout's fragments, loaded once the page is idle.
    await expect.poll(() => [...fetched].sort()).toEqual(['catalogue', 'checkout']);
    // The page came with the remotes manifest and hints for the opening screen's files: nothing is asked twice.
    expect(requested).not.toContain('/remotes.json');
    expect(requested.filter((path, index) => requested.indexOf(path) !== index)).toEqual([]);

    await followMainNav(page, 'Login');
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    expect([...fetched].sort()).toEqual(['account', 'catalogue', 'checkout']);
  });

  test('a listing opened by its address comes with its products, and its first picture is asked for once, as the page hinted', async ({
    page,
  }) => {
    const categories = await (await page.request.get('/api/v1/ProductCategoryList')).json();
    const { _id: categoryId, categoryName } = categories.data[0];
    const list = `/api/v1/ProductListByCategory/${categoryId}`;
    const firstPicture = (await (await page.request.get(`${list}?page=1`)).json()).data[0].image;
    const document = await page.request.get(`/by-category/${categoryId}`, {
      headers: { accept: 'text/html' },
    });
    const html = await document.text();
    // The products are in the page (rendered on the server): the browser is not sent for them.
    expect(html).not.toContain(`<link rel="preload" as="fetch" href="${list}`);
    expect(html).toContain(`<link rel="preload" as="image" href="${firstPicture}" fetchpriority="high">`);

    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`/by-category/${categoryId}`);
    await expect(page.getByRole('list', { name: categoryName }).getByRole('link').first()).toBeVisible();
    await expect(
      page.getByRole('list', { name: categoryName }).locator(`img[src="${firstPicture}"]`),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path === list)).toEqual([]);
    expect(requested.filter((path) => path === firstPicture)).toHaveLength(1);
    expect(requested.filter((path, index) => requested.indexOf(path) !== index)).toEqual([]);
  });

  test('the console says which build of each slice the page runs', async ({ page }) => {
    const said: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') said.push(message.text());
    });
    await page.goto('/');
    for (const slice of ['catalogue', 'checkout']) {
      await expect
        .poll(() => said.find((line) => line.startsWith(`[shop] ${slice} `)))
        .toMatch(
          new RegExp(`^\\[shop\\] ${slice} \\d+\\.\\d+\\.\\d+, commit [0-9a-f]{7}(-dirty)? of \\d{4}-`),
        );
    }
  });

  test('the checkout slice loads its screens for a signed-in customer', async ({ page }) => {
    const fetched = watchRemoteEntries(page);
    await signInThroughApi(page.request);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
    expect(fetched.has('checkout')).toBe(true);
  });

  test('scripts and stylesheets are kept for a year, only the manifests are revalidated', async ({
    page,
  }) => {
    const cacheControl = new Map<string, string>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const { pathname } = new URL(response.url());
      if (type === 'script' || type === 'stylesheet' || pathname.endsWith('.json')) {
        cacheControl.set(pathname, response.headers()['cache-control'] ?? '');
      }
    });
    await signInThroughApi(page.request);
    for (const [path, screen] of [
      ['/', 'Welcome to the shop'],
      ['/orders', 'Orders'],
      ['/cart', 'Cart'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: screen, level: 1 })).toBeVisible();
    }

    const files = [...cacheControl.keys()];
    for (const remote of ['catalogue', 'account', 'checkout']) {
      expect(files).toContainEqual(expect.stringMatching(new RegExp(`^/remotes/${remote}/remoteEntry\\.`)));
    }
    expect(files.filter((file) => file.endsWith('.css')).length).toBeGreaterThan(0);
    for (const [file, header] of cacheControl) {
      const expected = file.endsWith('.json') ? 'no-cache' : 'public, max-age=31536000, immutable';
      expect({ file, header }).toEqual({ file, header: expected });
    }
  });

  test('an address no slice owns gets the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('a slice that cannot load costs only its own routes', () => {
  test.use({ baseURL: `http://127.0.0.1:${BROKEN_CHECKOUT_PORT}` });

  test('checkout on a dead server: its routes show the fallback, the frame and other slices work', async ({
    page,
  }) => {
    await signInThroughApi(page.request);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Checkout is temporarily unavailable' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await followMainNav(page, 'Home');
    await expect(page.getByRole('heading', { name: 'Welcome to the shop', level: 1 })).toBeVisible();
    await followMainNav(page, 'Orders');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  });
});

interface SliceCase {
  remote: RemoteName;
  /** A route of the slice, and the heading its screen shows. */
  path: string;
  screen: string;
  fallback: string;
  signedIn?: boolean;
  /** A route of another slice, reached through the header while this one is down. */
  elsewhere: { link: string; heading: string };
}

const SLICES: SliceCase[] = [
  {
    remote: 'catalogue',
    path: '/',
    screen: 'Welcome to the shop',
    fallback: 'The catalogue is temporarily unavailable',
    elsewhere: { link: 'Login', heading: 'Login' },
  },
  {
    remote: 'account',
    path: '/login',
    screen: 'Login',
    fallback: 'Your account is temporarily unavailable',
    elsewhere: { link: 'Home', heading: 'Welcome to the shop' },
  },
  {
    remote: 'checkout',
    path: '/cart',
    screen: 'Cart',
    fallback: 'Checkout is temporarily unavailable',
    signedIn: true,
    elsewhere: { link: 'Home', heading: 'Welcome to the shop' },
  },
];

/** Ways a deployed slice goes missing, each as the browser sees it. */
const OUTAGES: Record<string, (remote: RemoteName) => [string, (route: Route) => Promise<void>]> = {
  'its server is down': (remote) => [`**/remotes/${remote}/**`, (route) => route.abort('connectionrefused')],
  'its manifest answers 404': (remote) => [
    `**/remotes/${remote}/mf-manifest.json`,
    (route) => route.fulfill({ status: 404, body: 'Not Found' }),
  ],
  'its screen code throws': (remote) => [
    `**/remotes/${remote}/__federation_expose_*.js`,
    (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("a broken deployment");' }),
  ],
};

test.describe('each slice made unavailable in turn costs only its own routes, and Retry recovers it', () => {
  for (const slice of SLICES) {
    for (const [outage, intercept] of Object.entries(OUTAGES)) {
      test(`${slice.remote}: ${outage}`, async ({ page }) => {
        if (slice.signedIn) await signInThroughApi(page.request);
        const [pattern, handler] = intercept(slice.remote);
        await page.route(pattern, handler);
        await page.goto(slice.path);
        await expect(page.getByRole('heading', { name: slice.fallback })).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();

        await followMainNav(page, slice.elsewhere.link);
        await expect(page.getByRole('heading', { name: slice.elsewhere.heading, level: 1 })).toBeVisible();
        await page.goBack();
        await expect(page.getByRole('heading', { name: slice.fallback })).toBeVisible();

        await page.unroute(pattern);
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByRole('heading', { name: slice.screen, level: 1 })).toBeVisible();
      });
    }
  }
});

test.describe('the API down: the placeholders, then a message with Retry; nothing crashes, and the pages fill in once it is back', () => {
  const API = '**/api/**';
  /**
   * The API refuses connections, a moment late so the skeleton is seen first. A page's first data is asked for as
   * its HTML arrives (preload hints), before the screen shows a skeleton: the tests opening a page hold the refusal
   * until they have seen it (`heldUntil`). A catalogue page opened by its address comes rendered with its data
   * from the server: its screens meet the API down when the browser opens them, from another page.
   */
  const cutOffApi = (page: Page, heldUntil: Promise<unknown> = Promise.resolve()) =>
    page.route(API, async (route) => {
      await Promise.all([heldUntil, new Promise((resolve) => setTimeout(resolve, 500))]);
      await route.abort('connectionrefused').catch(() => undefined);
    });

  test('catalogue pages: Retry loads the section once the API is back, the others recover by themselves', async ({
    page,
  }) => {
    const crashes: Error[] = [];
    page.on('pageerror', (error) => crashes.push(error));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    const skeletonSeen = expect(page.getByRole('status', { name: 'Loading products' })).toBeVisible();
    await cutOffApi(page, skeletonSeen);
    await followMainNav(page, 'Home');
    await expect(page.getByRole('heading', { name: 'Welcome to the shop', level: 1 })).toBeVisible();
    await skeletonSeen;
    const productsFailed = page.getByRole('alert').filter({ hasText: 'We could not load products.' });
    await expect(productsFailed).toBeVisible();
    // The home page's lesser sections tell their failure politely: the products' is the one alert.
    await expect(page.getByRole('status').filter({ hasText: 'We could not load categories.' })).toBeVisible();
    await expect(page.getByText(/temporarily unavailable/)).toHaveCount(0);

    // Ready before the API comes back: from then on an automatic retry may win the race and remove the button.
    const retry = productsFailed.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeEnabled();
    await page.unroute(API);
    await retry.click();
    await expect(page.getByRole('list', { name: 'new products' }).getByRole('link').first()).toBeVisible();
    // Categories were not retried by hand: they come back with the automatic retry.
    await expect(page.getByRole('region', { name: 'Top Categories' }).getByRole('link').first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText(/We could not load/)).toHaveCount(0);
    expect(crashes).toEqual([]);
  });

  test('a catalogue page recovers by itself when the API comes back', async ({ page }) => {
    const crashes: Error[] = [];
    page.on('pageerror', (error) => crashes.push(error));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    const skeletonSeen = expect(page.getByRole('status', { name: 'Loading About' })).toBeVisible();
    await cutOffApi(page, skeletonSeen);
    await followMainNav(page, 'About');
    await skeletonSeen;
    const failed = page.getByRole('alert').filter({ hasText: 'We could not load About.' });
    await expect(failed.getByRole('button', { name: 'Retry' })).toBeVisible();

    await page.unroute(API);
    await expect(failed).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('status', { name: 'Loading About' })).toHaveCount(0);
    expect(crashes).toEqual([]);
  });

  test("a customer's pages", async ({ page }) => {
    const crashes: Error[] = [];
    page.on('pageerror', (error) => crashes.push(error));
    await signInThroughApi(page.request);
    // Opened by its address, the orders page comes rendered with its data from the server: the browser meets the
    // API down as it opens the page from another one.
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'About', level: 1 })).toBeVisible();
    const skeletonSeen = expect(page.getByRole('status', { name: 'Loading your orders' })).toBeVisible();
    await cutOffApi(page, skeletonSeen);
    await followMainNav(page, 'Orders');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await skeletonSeen;
    const ordersFailed = page.getByRole('alert').filter({ hasText: 'We could not load your orders.' });
    await expect(ordersFailed).toBeVisible();
    await followMainNav(page, 'Cart');
    await expect(page.getByRole('status', { name: 'Loading your cart' })).toBeVisible();
    const cartFailed = page.getByRole('alert').filter({ hasText: 'We could not load your cart.' });
    await expect(cartFailed).toBeVisible();

    // Ready before the API comes back: from then on an automatic retry may win the race and remove the button.
    const retry = cartFailed.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeEnabled();
    await page.unroute(API);
    await retry.click();
    await expect(cartFailed).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Loading your cart' })).toHaveCount(0);
    await followMainNav(page, 'Orders');
    await expect(page.getByRole('status', { name: 'Loading your orders' })).toHaveCount(0);
    await expect(ordersFailed).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(crashes).toEqual([]);
  });
});
