import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
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

const partnerPage = (element: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Gadget Weekly</title>
    <script src="${shop}/remotes/catalogue/embed/loader.js" async></script>
    <style>${PARTNER_STYLES}</style>
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
/** The element each page of the partner's site holds, by path. */
const pages = new Map<string, string>();

test.beforeAll(async () => {
  partner = http.createServer((request, response) => {
    const element = pages.get(new URL(request.url ?? '/', 'http://partner').pathname);
    if (element === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'text/html' }).end(partnerPage(element));
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerOrigin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())));

async function openPartnerPage(page: Page, path: string, element: string) {
  pages.set(path, element);
  await page.goto(`${partnerOrigin}${path}`);
  return page.locator('shop-catalogue');
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: { name: string; detail: unknown }[] }).received);

async function firstCategoryId(page: Page): Promise<string> {
  const answer = await (await page.request.get(`${shop}/api/v1/ProductCategoryList`)).json();
  return answer.data[0]._id;
}

/** The newest product of the first category. */
async function aProduct(page: Page): Promise<{ productId: string; title: string }> {
  const categoryId = await firstCategoryId(page);
  const list = await (await page.request.get(`${shop}/api/v1/ProductListByCategory/${categoryId}`)).json();
  return { productId: list.data[0]._id, title: list.data[0].title };
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
  const productId = (await received(page)).find((event) => event.name === 'shop-product-viewed')?.detail;
  expect(productId).toEqual({ productId: expect.any(String) });
  const { productId: id } = productId as { productId: string };
  expect(await received(page)).toContainEqual({ name: 'shop-navigate', detail: { path: `/details/${id}` } });

  // Without a cart of the page's own, buying finishes on the shop; the page's accent colour is the button's.
  const buy = catalogue.getByRole('link', { name: 'Buy on the shop' });
  await expect(buy).toHaveAttribute('href', `${shop}/details/${id}?add=cart&qty=1`);
  await expect(buy).toHaveAttribute('target', '_blank');
  await expect(buy).toHaveCSS('background-color', 'rgb(0, 128, 0)');
  await expect(catalogue.getByRole('link', { name: 'Save on the shop' })).toHaveAttribute(
    'href',
    `${shop}/details/${id}?add=wish`,
  );
});

test('with cart="events" the page keeps the cart: Add to Cart and Add to Wish become events, and the details stay', async ({
  page,
}) => {
  const { productId, title } = await aProduct(page);
  const catalogue = await openPartnerPage(
    page,
    '/product',
    `<shop-catalogue product="${productId}" cart="events"></shop-catalogue>`,
  );
  await expect(catalogue.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await catalogue.getByRole('button', { name: 'Increase quantity' }).click();
  await catalogue.getByRole('button', { name: 'Add to Cart' }).click();
  await catalogue.getByRole('button', { name: 'Add to Wish' }).click();
  const asked = (await received(page)).filter(({ name }) => name.startsWith('shop-add-to'));
  expect(asked).toEqual([
    { name: 'shop-add-to-cart', detail: { productId, qty: 2, size: '', color: '' } },
    { name: 'shop-add-to-wish', detail: { productId } },
  ]);
  await expect(catalogue.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(`${partnerOrigin}/product`);
});

test('Buy on the shop opens the product on the shop with the choices made, and the shopper adds it there', async ({
  page,
}) => {
  const { productId, title } = await aProduct(page);
  const catalogue = await openPartnerPage(
    page,
    '/buy',
    `<shop-catalogue product="${productId}"></shop-catalogue>`,
  );
  // The partner's visitor chooses the first size and colour on offer in the embed (the choices come with the link).
  await expect(catalogue.getByRole('link', { name: 'Buy on the shop' })).toBeVisible();
  const chosen: Record<string, string> = {};
  for (const label of ['Size', 'Color']) {
    const field = catalogue.getByRole('combobox', { name: label, exact: true });
    if ((await field.count()) === 0) continue;
    await field.selectOption({ index: 1 });
    chosen[label.toLowerCase()] = await field.inputValue();
  }
  expect(Object.keys(chosen).length).toBeGreaterThan(0);
  const opened = page.waitForEvent('popup');
  await catalogue.getByRole('link', { name: 'Buy on the shop' }).click();
  const onTheShop = await opened;
  const cartSaves: string[] = [];
  onTheShop.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/SaveCartList')) cartSaves.push(request.url());
  });
  const asked = `${shop}/details/${productId}?${new URLSearchParams({ add: 'cart', qty: '1', ...chosen })}`;
  const notice = 'Add 1 to your cart? Nothing is added until you press Add to Cart.';

  // Not signed in on the shop: the product, the choices, the question; nothing added by the link alone.
  await expect(onTheShop).toHaveURL(asked);
  await expect(onTheShop.getByRole('heading', { level: 1, name: title })).toBeVisible();
  for (const [option, value] of Object.entries(chosen)) {
    await expect(onTheShop.getByLabel(option === 'size' ? 'Size' : 'Color', { exact: true })).toHaveValue(
      value,
    );
  }
  await expect(onTheShop.getByRole('button', { name: 'Add to Cart' })).toHaveAccessibleDescription(notice);
  expect(cartSaves).toEqual([]);

  // The shopper presses the shop's own Add to Cart: sign in first, and the press is done on the way back.
  await onTheShop.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(onTheShop).toHaveURL(/\/login\?from=/);
  const email = newCustomerEmail();
  await onTheShop.getByLabel('E-mail address').fill(email);
  await onTheShop.getByRole('button', { name: 'Next' }).click();
  await onTheShop.getByLabel('Verification code').fill(await latestCode(onTheShop.request, email));
  await onTheShop.getByRole('button', { name: 'Submit' }).click();

  await expect(onTheShop.getByText('Cart Item Added Successfully')).toBeVisible();
  await expect(onTheShop).toHaveURL(`${shop}/details/${productId}`);
  await expect(onTheShop.getByText(notice)).toHaveCount(0);
  const cart = await (await onTheShop.request.get(`${shop}/api/v1/CartList`)).json();
  expect(cart.data).toEqual([expect.objectContaining({ productID: productId, qty: 1, ...chosen })]);
  expect(cartSaves).toHaveLength(1);
});
