import { type APIResponse, expect, test } from '@playwright/test';
import { consoleTroubles } from '../support/console';
import { foldToggle, isPhone, mainNav, openFilters, searchForm } from '../support/navigation';
import { asFetched, renderedState, rootOf, stateOf } from '../support/page-html';
import { latestCode, newCustomerEmail, signInThroughApi } from '../support/session';
import { addToCart, addToWish, type Card, PROFILE, saveProfile, twoProducts } from '../support/shopping';

test("a product page's HTML holds the product: its title, price and picture, and its data for the browser", async ({
  request,
}) => {
  const { discounted } = await twoProducts(request);
  const answer = await request.get(`/details/${discounted._id}`, asFetched);
  // Everyone's page: kept by caches in front for a second, revalidated by browsers each time.
  expect(answer.headers()['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-if-error=300');
  expect(answer.headers().vary).toContain('Cookie');
  expect(answer.headers().etag).toMatch(/^"[\w-]+"$/);
  const html = await answer.text();
  const root = rootOf(html);
  expect(root).toContain(`<h1 id="details-title">${discounted.title}</h1>`);
  expect(root).toContain(`$${(discounted.discountPrice ?? discounted.price).toFixed(2)}`);
  expect(root).toContain(`src="${discounted.image}"`);
  // Links are real addresses: the catalogue is browsable without a script.
  expect(root).toMatch(/<a [^>]*href="\/by-brand\/[^"]+"/);
  const state = stateOf(html);
  expect(state['catalogue/product-details/product']).toMatchObject({
    _id: discounted._id,
    title: discounted.title,
  });
  expect(state['shared/bus/rendered-address']).toBe(`/details/${discounted._id}`);
  // The data is in the page: the browser is not told to fetch it.
  expect(html).not.toContain(
    `<link rel="preload" as="fetch" href="/api/v1/ProductDetails/${discounted._id}"`,
  );
});

test("a catalogue page is one copy for every visitor of a kind: a signed-in customer's holds nothing of theirs", async ({
  browser,
  request,
}) => {
  const { discounted } = await twoProducts(request);
  const address = `/details/${discounted._id}`;
  const first = await request.get(address, asFetched);
  const etag = first.headers().etag as string;
  const unchanged = await request.get(address, { headers: { ...asFetched.headers, 'if-none-match': etag } });
  expect(unchanged.status()).toBe(304);

  // Two customers, each with a line in their cart: the same page, kept once, with neither's cart in it.
  const pagesOf = await Promise.all(
    [0, 1].map(async () => {
      const context = await browser.newContext();
      await signInThroughApi(context.request);
      await addToCart(context.request, discounted._id, 1);
      const answer = await context.request.get(address, asFetched);
      const page = { etag: answer.headers().etag, html: await answer.text() };
      await context.close();
      return page;
    }),
  );
  expect(pagesOf[0]?.etag).toBe(pagesOf[1]?.etag);
  expect(pagesOf[0]?.etag).not.toBe(etag);
  expect(stateOf(pagesOf[0]?.html ?? '')['shared/bus/logged-in']).toBe(true);
  expect(pagesOf[0]?.html).not.toContain('checkout/cart/lines');
});

test("each page names its slice's cost: Server-Timing on the page, histograms by slice and route at /metrics", async ({
  request,
}) => {
  const { discounted } = await twoProducts(request);
  // A signed-in customer's cart: rendered every time, so its timing is a render's.
  await signInThroughApi(request);
  const cart = await request.get('/cart', asFetched);
  expect(cart.headers()['server-timing']).toMatch(
    /^checkout-data;dur=[\d.]+, checkout-render;dur=[\d.]+, total;dur=[\d.]+$/,
  );
  await request.get(`/details/${discounted._id}`, asFetched);
  const metrics = await (await request.get('/metrics')).text();
  expect(metrics).toMatch(
    /shop_page_render_seconds_count\{slice="checkout",route="\/cart",part="render"\} [1-9]/,
  );
  expect(metrics).toMatch(
    /shop_page_render_seconds_count\{slice="catalogue",route="\/details\/:id",part="data"\} [1-9]/,
  );
  expect(metrics).toContain('shop_page_renders_over_budget_total');
});

test('home, a listing and a legal page come rendered, each with its own content', async ({ request }) => {
  const { discounted } = await twoProducts(request);
  const home = rootOf(await (await request.get('/', asFetched)).text());
  expect(home).toContain('Welcome to the shop');
  expect(home).toContain(discounted.title);
  const listing = rootOf(await (await request.get('/by-keyword/phone', asFetched)).text());
  expect(listing).toContain('Results for &quot;phone&quot;');
  expect(listing).toMatch(/<a [^>]*href="\/details\/[^"]+"/);
  // A keyword as the address holds it, encoded, is searched for decoded, as the browser's router gives it.
  const byTitle = rootOf(
    await (await request.get(`/by-keyword/${encodeURIComponent(discounted.title)}`, asFetched)).text(),
  );
  expect(byTitle).toContain(`href="/details/${discounted._id}"`);
  const about = rootOf(await (await request.get('/about', asFetched)).text());
  expect(about).toContain('<h1 id="legal-title">About</h1>');
  expect(about).not.toContain('Loading About');
});

test('a listing narrowed by the filter in its address comes rendered with the filtered products', async ({
  request,
}) => {
  const { discounted } = await twoProducts(request);
  const [details] = (await (await request.get(`/api/v1/ProductDetails/${discounted._id}`)).json()).data;
  const categoryID: string = details.category._id;
  const price = discounted.discountPrice ?? discounted.price;
  const filter = { priceMin: String(Math.floor(price)), priceMax: String(Math.ceil(price)) };
  const titlesOf = async (answer: Promise<APIResponse>) =>
    ((await (await answer).json()).data as Card[]).map((product) => product.title);
  const inCategory = await titlesOf(request.get(`/api/v1/ProductListByCategory/${categoryID}`));
  const filtered = await titlesOf(
    request.post('/api/v1/ProductListByFilter', { data: { brandID: '', categoryID, ...filter } }),
  );
  expect(filtered).toContain(discounted.title);
  const filteredOut = inCategory.filter((title) => !filtered.includes(title));

  const html = await (
    await request.get(`/by-category/${categoryID}?${new URLSearchParams(filter)}`, asFetched)
  ).text();
  for (const title of filtered) expect(rootOf(html)).toContain(title);
  for (const title of filteredOut) expect(rootOf(html)).not.toContain(title);
});

test("a customer's page comes as the frame alone to a visitor, whom the browser sends to sign in", async ({
  request,
}) => {
  const cart = rootOf(await (await request.get('/cart', asFetched)).text());
  expect(cart).toContain('<header');
  expect(cart).toContain('<main id="main" tabindex="-1"></main>');
});

test("a customer's page for a session that has ended is the browser's, which sends them to sign in", async ({
  page,
}) => {
  const { plain } = await twoProducts(page.request);
  await signInThroughApi(page.request);
  await addToCart(page.request, plain._id);
  const cookies = await page.context().cookies();
  expect((await page.request.get('/api/v1/UserLogout')).ok()).toBe(true);
  // The cookies of the session kept, as a browser that missed the sign-out has them.
  await page.context().addCookies(cookies);

  const answer = await page.request.get('/cart', asFetched);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(renderedState(html, 'checkout/cart/lines')).toBeUndefined();
  expect(rootOf(html)).not.toContain(plain.title);

  await page.goto('/cart');
  await expect(page).toHaveURL(/\/login\?from=%2Fcart/);
});

test("a signed-in customer's cart and wish list come rendered with their own lines, never another's", async ({
  playwright,
  request,
}) => {
  const { discounted, plain } = await twoProducts(request);
  const customers = await Promise.all(
    [discounted, plain].map(async (product) => {
      const session = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
      await signInThroughApi(session);
      await addToCart(session, product._id);
      await addToWish(session, product._id);
      return { session, product, other: product === discounted ? plain : discounted };
    }),
  );
  const pages = [
    { address: '/cart', sid: 'checkout/cart/lines' },
    { address: '/wish', sid: 'checkout/wish-list/items' },
  ];
  const renderedWithData = new Set<string>();
  // Both customers' pages rendered at the same moment, round after round: each page is its owner's. A page past
  // the render budget comes as its skeleton, which is no one's.
  for (let round = 0; round < 5; round += 1) {
    const answers = await Promise.all(
      customers.flatMap(({ session, product, other }) =>
        pages.map(async ({ address, sid }) => ({
          address,
          sid,
          product,
          other,
          answer: await session.get(address, asFetched),
        })),
      ),
    );
    for (const { address, sid, product, other, answer } of answers) {
      expect(answer.headers()['x-cache']).toBeUndefined();
      const html = await answer.text();
      expect(html).not.toContain(other.title);
      if (renderedState(html, sid) === undefined) continue;
      expect(rootOf(html)).toContain(product.title);
      renderedWithData.add(address);
    }
  }
  expect([...renderedWithData].sort()).toEqual(['/cart', '/wish']);
  await Promise.all(customers.map(({ session }) => session.dispose()));
});

test('the browser takes over a rendered cart: its lines at once, no warning, no second fetch', async ({
  page,
}) => {
  const { discounted } = await twoProducts(page.request);
  await signInThroughApi(page.request);
  await addToCart(page.request, discounted._id);
  const troubles = consoleTroubles(page);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v1/')) asked.push(new URL(sent.url()).pathname);
  });
  await page.goto('/cart');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('article', { name: discounted.title })).toBeVisible();
  expect(troubles).toEqual([]);
  // One request for the cart: the header's count, which the browser loads with its fragment once the page is idle,
  // long after the page was taken over.
  const cartRequests = () => asked.filter((path) => path === '/api/v1/CartList').length;
  await expect(page.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
  expect(cartRequests()).toBe(1);
  // Still the shop: removing the line works in the browser, which then loads the cart itself.
  await page.getByRole('button', { name: `Remove ${discounted.title}` }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  expect(cartRequests()).toBeGreaterThan(1);
});

test("a signed-in customer's profile and orders come rendered, and the browser takes them over quietly", async ({
  page,
}) => {
  await signInThroughApi(page.request);
  await saveProfile(page.request);
  const profile = await (await page.request.get('/profile', asFetched)).text();
  expect(rootOf(profile)).toContain(`value="${PROFILE.cus_add}"`);
  expect(stateOf(profile)['account/profile/profile']).toMatchObject({ cus_name: PROFILE.cus_name });
  const orders = await (await page.request.get('/orders', asFetched)).text();
  expect(stateOf(orders)['account/orders/invoices']).toEqual([]);

  const troubles = consoleTroubles(page);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v1/')) asked.push(new URL(sent.url()).pathname);
  });
  for (const address of ['/profile', '/orders']) {
    await page.goto(address);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  expect(troubles).toEqual([]);
  expect(asked).not.toContain('/api/v1/ReadProfile');
  expect(asked).not.toContain('/api/v1/InvoiceList');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows the product, and its links lead on', async ({ page, request }) => {
    const { discounted } = await twoProducts(request);
    await page.goto(`/details/${discounted._id}`);
    await expect(page.getByRole('heading', { level: 1, name: discounted.title })).toBeVisible();
    await expect(page.getByRole('img', { name: `${discounted.title}, image 1 of 8` })).toBeVisible();
    // A browser without scripts shows the note where the buttons would be (Chromium here only has scripts turned
    // off, and parses <noscript> as a browser with them does: the page is read as sent).
    const sent = rootOf(await (await request.get(`/details/${discounted._id}`, asFetched)).text());
    expect(sent).toContain(
      '<noscript><p class="details-purchase-unavailable">Buying needs JavaScript: turn it on in your browser to add this to your cart.</p></noscript>',
    );
    await page.goto('/');
    await page.getByRole('link', { name: discounted.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/details/${discounted._id}$`));
  });

  test("the header's search form opens the keyword's listing, unfolded first on a phone", async ({
    page,
    request,
  }) => {
    const { discounted } = await twoProducts(request);
    await page.goto('/about');
    const search = await searchForm(page);
    await search.getByRole('combobox', { name: 'Search products' }).fill(` ${discounted.title} `);
    await search.getByRole('combobox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(`/by-keyword/${encodeURIComponent(discounted.title)}`);
    await expect(page.getByRole('link', { name: discounted.title }).first()).toBeVisible();
  });

  test('a visitor signs in with the e-mail and the code, and arrives where they were going', async ({
    page,
  }) => {
    const email = newCustomerEmail();
    await page.goto('/login?from=%2Forders');
    await page.getByLabel('E-mail address').fill('not an address');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Valid Email Address Required!');

    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/otp\?email=/);
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText(/not the code we sent|expired/);

    await page.getByLabel('Verification code').fill(await latestCode(page.request, email));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL('/orders');
    // Rendered for the customer now signed in: their (empty) orders, and Logout in the header.
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test("a listing's filter and order are forms: each keeps the other and shows the page they ask for", async ({
    page,
  }) => {
    await page.goto('/by-keyword/a?sort=price-asc');
    await openFilters(page);
    const brand = page.getByLabel('Brand');
    const chosen = brand.locator('option').nth(1);
    const brandId = (await chosen.getAttribute('value')) ?? '';
    const brandName = ((await chosen.textContent()) ?? '').replace(/ \(\d+\)$/, '');
    await brand.selectOption(brandId);
    await page.getByRole('button', { name: 'Apply filters' }).click();

    const address = new URL(page.url());
    expect(address.pathname).toBe('/by-keyword/a');
    expect(address.searchParams.get('brandID')).toBe(brandId);
    expect(address.searchParams.get('sort')).toBe('price-asc');
    await expect(page.getByRole('button', { name: `Brand: ${brandName} (remove filter)` })).toBeAttached();
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');

    // Sort by is a form too: its Sort button keeps the filter.
    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    const sorted = new URL(page.url());
    expect(sorted.searchParams.get('sort')).toBe('price-desc');
    expect(sorted.searchParams.get('brandID')).toBe(brandId);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  });

  test("the header's links are reached, through the menu on a phone, which closes again", async ({
    page,
  }) => {
    await page.goto('/about');
    const nav = await mainNav(page);
    await expect(nav.getByRole('link', { name: 'Contact' })).toBeVisible();
    if (!isPhone(page)) return;
    await foldToggle(page, 'Menu').click();
    await expect(nav).toBeHidden();
  });
});

test('the browser takes over a rendered page without a warning and without fetching its data again', async ({
  page,
  request,
}) => {
  const { discounted } = await twoProducts(request);
  const troubles = consoleTroubles(page);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v1/')) asked.push(new URL(sent.url()).pathname);
  });
  for (const address of ['/', `/details/${discounted._id}`, '/by-keyword/phone', '/about']) {
    await page.goto(address);
    await page.waitForLoadState('networkidle');
  }
  expect(troubles).toEqual([]);
  expect(asked.filter((path) => path.startsWith('/api/v1/ProductDetails/'))).toEqual([]);
  // Still the same shop: a click goes on in the browser, loading the next screen's data itself.
  await page.getByRole('link', { name: 'Refund Policy' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
  expect(asked).toContain('/api/v1/LegalDetails/refund');
});
