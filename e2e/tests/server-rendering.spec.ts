import { expect, type Page, test } from '@playwright/test';
import { twoProducts } from '../support/shopping';

/** The HTML as a crawler gets it: fetched as a document, no script run. */
const asFetched = { headers: { accept: 'text/html' } };

/** What the page's root holds as sent: the HTML the server rendered. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('id="page-state"'));

/** Errors and warnings the page's console shows, and the page's own errors. */
function consoleTroubles(page: Page): string[] {
  const troubles: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') troubles.push(message.text());
  });
  page.on('pageerror', (error) => troubles.push(error.message));
  return troubles;
}

test("a product page's HTML holds the product: its title, price and picture, and its data for the browser", async ({
  request,
}) => {
  const { discounted } = await twoProducts(request);
  const answer = await request.get(`/details/${discounted._id}`, asFetched);
  expect(answer.headers()['cache-control']).toBe('private, no-cache');
  expect(answer.headers().vary).toContain('Cookie');
  const html = await answer.text();
  const root = rootOf(html);
  expect(root).toContain(`<h1 id="details-title">${discounted.title}</h1>`);
  expect(root).toContain(`$${(discounted.discountPrice ?? discounted.price).toFixed(2)}`);
  expect(root).toContain(`src="${discounted.image}"`);
  // Links are real addresses: the catalogue is browsable without a script.
  expect(root).toMatch(/<a [^>]*href="\/by-brand\/[^"]+"/);
  const state = JSON.parse(
    html.match(/<script type="application\/json" id="page-state">(.*?)<\/script>/)?.[1] ?? '{}',
  );
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

test("a customer's page comes as the frame alone to a visitor, whom the browser sends to sign in", async ({
  request,
}) => {
  const cart = rootOf(await (await request.get('/cart', asFetched)).text());
  expect(cart).toContain('<header');
  expect(cart).toContain('<main id="main" tabindex="-1"></main>');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows the product, and its links lead on', async ({ page, request }) => {
    const { discounted } = await twoProducts(request);
    await page.goto(`/details/${discounted._id}`);
    await expect(page.getByRole('heading', { level: 1, name: discounted.title })).toBeVisible();
    await expect(page.getByRole('img', { name: `${discounted.title}, image 1 of 8` })).toBeVisible();
    await page.goto('/');
    await page.getByRole('link', { name: discounted.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/details/${discounted._id}$`));
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
