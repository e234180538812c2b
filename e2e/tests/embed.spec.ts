import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { SHOP_PORT } from '../playwright.config';
import { latestCode, newCustomerEmail } from '../support/session';

/**
 * A partner's page on another origin (a second server) that embeds the catalogue as the README says: one script tag
 * and one `<shop-catalogue>` element. The page's own styles would paint the catalogue red and serif if they reached
 * in; a paragraph of the page shares a class name with the catalogue's cards, which must not restyle it.
 */
const shop = `http://127.0.0.1:${SHOP_PORT}`;
const PARTNER_STYLES = `
  body { font-family: serif; }
  a, h1, .shop-card-title { color: rgb(255, 0, 0); font-weight: 100; }
  shop-catalogue { --shop-accent-color: rgb(0, 128, 0); }
`;
const EVENTS = [
  'shop-navigate',
  'shop-product-viewed',
  'shop-category-viewed',
  'shop-add-to-cart',
  'shop-add-to-wish',
];

/** A partner's page: the element, and styles of its own beyond those every page of the site has. */
interface PartnerPage {
  element: string;
  styles?: string;
}

const partnerPage = ({ element, styles = '' }: PartnerPage) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Gadget Weekly</title>
    <script src="${shop}/remotes/catalogue/embed/loader.js" async></script>
    <style>${PARTNER_STYLES}${styles}</style>
  </head>
  <body>
    <p class="shop-card-title" id="partner-text">Our picks this week</p>
    ${element}
    <script>
      window.received = [];
      for (const name of ${JSON.stringify(EVENTS)})
        document.addEventListener(name, (event) => window.received.push({ name, detail: event.detail }));
    </script>
  </body>
</html>`;

let partner: http.Server;
let partnerOrigin: string;
/** Each page of the partner's site, by path. */
const pages = new Map<string, PartnerPage>();

test.beforeAll(async () => {
  partner = http.createServer((request, response) => {
    const partnerPageAt = pages.get(new URL(request.url ?? '/', 'http://partner').pathname);
    if (partnerPageAt === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'text/html' }).end(partnerPage(partnerPageAt));
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerOrigin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())));

/** Opens the partner's page at `address` (a path, with a query if need be). */
async function openPartnerPage(page: Page, address: string, element: string, styles?: string) {
  pages.set(new URL(address, partnerOrigin).pathname, { element, styles });
  await page.goto(`${partnerOrigin}${address}`);
  return page.locator('shop-catalogue');
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: { name: string; detail: unknown }[] }).received);

async function firstCategoryId(page: Page): Promise<string> {
  const answer = await (await page.request.get(`${shop}/api/v1/ProductCategoryList`)).json();
  return answer.data[0]._id;
}

/** The newest product of the first category, and what one costs. */
async function aProduct(page: Page): Promise<{ productId: string; title: string; price: number }> {
  const categoryId = await firstCategoryId(page);
  const list = await (await page.request.get(`${shop}/api/v1/ProductListByCategory/${categoryId}`)).json();
  const { _id, title, price, discount, discountPrice } = list.data[0];
  return { productId: _id, title, price: discount && discountPrice !== null ? discountPrice : price };
}

/** Chooses the first size and colour the shown product offers, and answers what was chosen. */
async function chooseFirstOptions(catalogue: Locator): Promise<Record<string, string>> {
  // The choices come with the purchase box, which may show after the product's heading.
  await expect(catalogue.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  const chosen: Record<string, string> = {};
  for (const label of ['Size', 'Color']) {
    const field = catalogue.getByRole('combobox', { name: label, exact: true });
    if ((await field.count()) === 0) continue;
    await field.selectOption({ index: 1 });
    chosen[label.toLowerCase()] = await field.inputValue();
  }
  // The products these tests open are offered in some.
  expect(Object.keys(chosen).length).toBeGreaterThan(0);
  return chosen;
}

test("one tag on another site: a category's grid in the shop's look, themed by the page, isolated both ways, and its events", async ({
  page,
}) => {
  const categoryId = await firstCategoryId(page);
  const catalogue = await openPartnerPage(
    page,
    '/grid',
    `<shop-catalogue category="${categoryId}"></shop-catalogue>`,
  );
  const product = catalogue.getByRole('link').first();
  await expect(product).toBeVisible();
  // Images come from the shop, not from the partner's origin.
  await expect(product.locator('img')).toHaveAttribute('src', new RegExp(`^${shop}/api/images/`));

  // The page's text styles stop at the element; the embed's stop there too.
  const title = product.locator('.shop-card-title');
  await expect(title).toHaveCSS('font-family', /system-ui/);
  await expect(title).not.toHaveCSS('color', 'rgb(255, 0, 0)');
  await expect(title).toHaveCSS('font-weight', '600');
  await expect(page.locator('#partner-text')).toHaveCSS('font-weight', '100');
  await expect(page.locator('#partner-text')).toHaveCSS('display', 'block');

  await expect
    .poll(() => received(page))
    .toContainEqual({ name: 'shop-category-viewed', detail: { categoryId } });

  const name = (await title.textContent()) ?? '';
  await product.click();
  await expect(catalogue.getByRole('heading', { level: 1, name })).toBeVisible();
  const viewed = () =>
    received(page).then((events) => events.find(({ name }) => name === 'shop-product-viewed'));
  await expect.poll(viewed).toBeDefined();
  const { detail } = (await viewed()) as { detail: { productId: string } };
  expect(detail).toEqual({
    productId: expect.any(String),
    title: name,
    price: expect.any(Number),
    currency: 'USD',
  });
  const id = detail.productId;
  expect(await received(page)).toContainEqual({ name: 'shop-navigate', detail: { path: `/details/${id}` } });

  // The page's accent colour is the button's; without a cart of the page's own, wishes finish on the shop.
  await expect(catalogue.getByRole('button', { name: 'Add to Cart' })).toHaveCSS(
    'background-color',
    'rgb(0, 128, 0)',
  );
  await expect(catalogue.getByRole('link', { name: 'Save on the shop' })).toHaveAttribute(
    'href',
    `${shop}/details/${id}?add=wish`,
  );
});

test('with cart="events" the page keeps the cart: Add to Cart and Add to Wish become events, and the details stay', async ({
  page,
}) => {
  const { productId, title, price } = await aProduct(page);
  const catalogue = await openPartnerPage(
    page,
    '/product',
    `<shop-catalogue product="${productId}" cart="events"></shop-catalogue>`,
  );
  await expect(catalogue.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const chosen = await chooseFirstOptions(catalogue);
  await catalogue.getByRole('button', { name: 'Increase quantity' }).click();
  const addToCart = catalogue.getByRole('button', { name: 'Add to Cart' });
  await addToCart.click();
  // The press is confirmed in place, and to screen readers; the button is ready for the next one after.
  await expect(catalogue.getByRole('button', { name: 'Added' })).toBeVisible();
  await expect(
    catalogue.getByRole('status').filter({ hasText: `${title} added to your cart` }),
  ).toBeAttached();
  await expect(addToCart).toBeVisible();
  await catalogue.getByRole('button', { name: 'Add to Wish' }).click();
  const asked = (await received(page)).filter(({ name }) => name.startsWith('shop-add-to'));
  const product = { productId, title, price, currency: 'USD' };
  expect(asked).toEqual([
    { name: 'shop-add-to-cart', detail: { ...product, sku: null, qty: 2, size: '', color: '', ...chosen } },
    { name: 'shop-add-to-wish', detail: product },
  ]);
  await expect(catalogue.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(`${partnerOrigin}/product`);
});

test("Add to Cart gathers lines in the embed; one link opens the shop's cart, where the shopper confirms them", async ({
  page,
}) => {
  const { productId, title } = await aProduct(page);
  const catalogue = await openPartnerPage(
    page,
    '/buy',
    `<shop-catalogue product="${productId}"></shop-catalogue>`,
  );
  // The partner's visitor chooses the first size and colour on offer in the embed (the choices go with the link).
  const chosen = await chooseFirstOptions(catalogue);
  await catalogue.getByRole('button', { name: 'Increase quantity' }).click();
  await catalogue.getByRole('button', { name: 'Add to Cart' }).click();
  const checkOut = catalogue.getByRole('link', { name: '1 item — Check out on the shop' });
  await expect(checkOut).toHaveAttribute('target', '_blank');
  const opened = page.waitForEvent('popup');
  await checkOut.click();
  const onTheShop = await opened;
  const cartSaves: string[] = [];
  onTheShop.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/SaveCartList')) cartSaves.push(request.url());
  });

  // Not signed in on the shop: sign in first, then the cart asks; nothing is added by the link alone.
  await expect(onTheShop).toHaveURL(/\/login\?from=/);
  const email = newCustomerEmail();
  await onTheShop.getByLabel('E-mail address').fill(email);
  await onTheShop.getByRole('button', { name: 'Next' }).click();
  await onTheShop.getByLabel('Verification code').fill(await latestCode(onTheShop.request, email));
  await onTheShop.getByRole('button', { name: 'Submit' }).click();
  await expect(onTheShop.getByRole('heading', { name: 'Add this item to your cart?' })).toBeVisible();
  await expect(onTheShop.getByRole('listitem').filter({ hasText: title })).toContainText('quantity 2');
  expect(cartSaves).toEqual([]);

  await onTheShop.getByRole('button', { name: 'Confirm' }).click();
  await expect(onTheShop.getByText('1 item added to your cart.')).toBeVisible();
  await expect(onTheShop).toHaveURL(`${shop}/cart`);
  await expect(onTheShop.getByRole('article', { name: title })).toBeVisible();
  const cart = await (await onTheShop.request.get(`${shop}/api/v1/CartList`)).json();
  expect(cart.data).toEqual([expect.objectContaining({ productID: productId, qty: 2, ...chosen })]);
  expect(cartSaves).toHaveLength(1);
});

test('the embed changes nothing of its page: not its title, head or history', async ({ page }) => {
  const categoryId = await firstCategoryId(page);
  const catalogue = await openPartnerPage(
    page,
    '/quiet',
    `<shop-catalogue category="${categoryId}"></shop-catalogue>`,
  );
  const historyLength = await page.evaluate(() => history.length);
  const product = catalogue.getByRole('link').first();
  const name = (await product.locator('.shop-card-title').textContent()) ?? '';
  await product.click();
  await expect(catalogue.getByRole('heading', { level: 1, name })).toBeVisible();

  await expect(page).toHaveTitle('Gadget Weekly');
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  await expect(page).toHaveURL(`${partnerOrigin}/quiet`);
  // The head holds the page's own style and the embed's sheets as inert links, which style nothing there.
  expect(await page.locator('head style').count()).toBe(1);
  const sheets = page.locator('head link[rel="stylesheet"]');
  expect(await sheets.count()).toBeGreaterThan(0);
  for (const media of await sheets.evaluateAll((links) => links.map((link) => link.getAttribute('media'))))
    expect(media).toBe('not all');
});

test('history="query" keeps the screen in the page\'s address: a link opens it, and Back and Forward move it', async ({
  page,
}) => {
  const categoryId = await firstCategoryId(page);
  const { productId, title } = await aProduct(page);
  const element = `<shop-catalogue category="${categoryId}" history="query"></shop-catalogue>`;
  const catalogue = await openPartnerPage(page, '/deep?issue=12', element);
  const grid = catalogue.getByRole('link', { name: new RegExp(title) }).first();

  await grid.click();
  await expect(catalogue.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(`${partnerOrigin}/deep?issue=12&shop-catalogue=/details/${productId}`);
  await page.goBack();
  await expect(grid).toBeVisible();
  await expect(page).toHaveURL(`${partnerOrigin}/deep?issue=12`);
  await page.goForward();
  await expect(catalogue.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The address alone, in a new visit: the same screen.
  await openPartnerPage(page, `/deep?shop-catalogue=/details/${productId}`, element);
  await expect(catalogue.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

/** What sizes the embed's text and buttons: on a product's details and on a category's grid. */
async function embedSizes(page: Page, styles: string) {
  const categoryId = await firstCategoryId(page);
  const { productId } = await aProduct(page);
  const measured = (locator: Locator) =>
    locator.evaluate((node) => {
      const style = getComputedStyle(node);
      return {
        fontSize: Number.parseFloat(style.fontSize),
        height: node.getBoundingClientRect().height,
        // `normal` is no extra spacing.
        letterSpacing: Number.parseFloat(style.letterSpacing) || 0,
      };
    });
  const details = await openPartnerPage(
    page,
    '/sized',
    `<shop-catalogue product="${productId}"></shop-catalogue>`,
    styles,
  );
  await expect(details.getByRole('heading', { level: 1 })).toBeVisible();
  const heading = await measured(details.getByRole('heading', { level: 1 }));
  const button = await measured(details.getByRole('button', { name: 'Add to Cart' }));
  const grid = await openPartnerPage(
    page,
    '/sized',
    `<shop-catalogue category="${categoryId}"></shop-catalogue>`,
    styles,
  );
  const cardTitle = await measured(grid.locator('.shop-card-title').first());
  return {
    headingFontSize: heading.fontSize,
    headingLetterSpacing: heading.letterSpacing,
    buttonHeight: button.height,
    cardTitleFontSize: cardTitle.fontSize,
    cardTitleLetterSpacing: cardTitle.letterSpacing,
  };
}

test("the page's root font size and letter spacing do not size the embed", async ({ page }) => {
  const plain = await embedSizes(page, '');
  const shrunk = await embedSizes(page, 'html { font-size: 10px; letter-spacing: 2px; }');
  for (const [measure, size] of Object.entries(plain))
    expect(Math.abs(shrunk[measure as keyof typeof plain] - size), measure).toBeLessThanOrEqual(1);
  expect(plain.headingFontSize).toBeGreaterThan(16);
});

test('on a phone-wide page with styles of its own, the product adds no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { productId, title } = await aProduct(page);
  const pageStyles =
    'body { margin: 0; padding: 0 12px; } img { width: 600px; } * { box-sizing: content-box; }';
  const catalogue = await openPartnerPage(
    page,
    '/phone',
    `<shop-catalogue product="${productId}"></shop-catalogue>`,
    pageStyles,
  );
  await expect(catalogue.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(catalogue.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the filter sliders take the accent colour the page gives', async ({ page }) => {
  const categoryId = await firstCategoryId(page);
  const catalogue = await openPartnerPage(
    page,
    '/sliders',
    `<shop-catalogue category="${categoryId}"></shop-catalogue>`,
  );
  const slider = catalogue.locator('input[type="range"]').first();
  await expect(slider).toBeAttached();
  await expect(slider).toHaveCSS('accent-color', 'rgb(0, 128, 0)');
});

const FALLBACK = '<a href="https://shop.example/">Shop on our site</a>';

test("a proxy's error page is a failure with Retry, not an empty shop; the page's own link shows meanwhile", async ({
  page,
}) => {
  const categoryId = await firstCategoryId(page);
  // The proxy fails until the shopper presses Retry: the element's own retries, seconds apart, keep failing.
  let proxyFails = true;
  await page.route(`${shop}/api/v1/ProductListByCategory/**`, (route) =>
    proxyFails
      ? route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' })
      : route.continue(),
  );
  const catalogue = await openPartnerPage(
    page,
    '/proxied',
    `<shop-catalogue category="${categoryId}">${FALLBACK}</shop-catalogue>`,
  );
  const fallback = page.getByRole('link', { name: 'Shop on our site' });
  await expect(catalogue.getByRole('alert')).toContainText('We could not load');
  await expect(catalogue.getByText('No products found')).toHaveCount(0);
  await expect(fallback).toBeVisible();

  // Pressed when it is not already retrying by itself ("Retrying…").
  const retry = catalogue.getByRole('button', { name: 'Retry', exact: true });
  await expect(retry).toBeEnabled();
  proxyFails = false;
  await retry.click();
  await expect(catalogue.locator('.shop-card-title').first()).toBeVisible();
  await expect(fallback).toBeHidden();
});

test("with the shop unreachable, the element shows the page's own link and a failure with Retry", async ({
  page,
}) => {
  const categoryId = await firstCategoryId(page);
  // The loader came from a cache; nothing else of the shop answers.
  const unreachable = (url: URL) => url.origin === shop && !url.pathname.endsWith('/embed/loader.js');
  await page.route(unreachable, (route) => route.abort('connectionrefused'));
  const catalogue = await openPartnerPage(
    page,
    '/offline',
    `<shop-catalogue category="${categoryId}">${FALLBACK}</shop-catalogue>`,
  );
  const fallback = page.getByRole('link', { name: 'Shop on our site' });
  await expect(catalogue.getByRole('alert')).toContainText('We could not load the shop’s catalogue');
  await expect(fallback).toBeVisible();

  await page.unroute(unreachable);
  await catalogue.getByRole('button', { name: 'Retry' }).click();
  await expect(catalogue.locator('.shop-card-title').first()).toBeVisible();
  await expect(fallback).toBeHidden();
});

test("the element's TypeScript declarations are served beside the loader", async ({ page }) => {
  const declarations = await page.request.get(`${shop}/remotes/catalogue/embed/shop-catalogue.d.ts`);
  expect(declarations.status()).toBe(200);
  expect(declarations.headers()['access-control-allow-origin']).toBe('*');
  expect(await declarations.text()).toContain("'shop-add-to-cart': ShopCatalogueLine;");
});
