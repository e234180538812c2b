import { type APIRequestContext, expect, test } from '@playwright/test';
import { TLS_PROXY_PORT, TLS_SHOP_PORT } from '../playwright.config';
import { asFetched, renderedState, rootOf, stateOf } from '../support/page-html';
import { signInThroughApi } from '../support/session';
import { addToCart, addToWish, PROFILE, saveProfile, twoProducts } from '../support/shopping';
import { startTlsShop, type TlsShop } from '../support/tls-proxy';

// The shop behind nginx terminating TLS (support/tls-proxy.ts): a signed-in customer's pages are rendered on the
// server with their own data, as over plain http, although the session cookie is now `__Host-shop_session`.

const SHOP_URL = `https://127.0.0.1:${TLS_PROXY_PORT}`;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: SHOP_URL, ignoreHTTPSErrors: true });

let shop: TlsShop;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startTlsShop({ proxyPort: TLS_PROXY_PORT, shopPort: TLS_SHOP_PORT });
});
test.afterAll(async () => {
  await shop?.close();
});

/**
 * The page once the server rendered its screen with data: a cold slice may miss the render budget on its first
 * page, which then comes as the screen's skeleton (no one's data, and nothing for the browser to take over).
 */
async function renderedPage(request: APIRequestContext, address: string, sid: string) {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await request.get(address, asFetched)).text();
        return renderedState(html, sid) !== undefined;
      },
      { message: `${address} rendered with ${sid}` },
    )
    .toBe(true);
  return { html, root: rootOf(html), state: renderedState(html, sid) };
}

test("a signed-in customer's pages come rendered with their own data through the TLS proxy", async ({
  page,
}) => {
  const request = page.request;
  await signInThroughApi(request);
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookies).toContain('__Host-shop_session');
  expect(cookies).not.toContain('shop_session');

  const { discounted, plain } = await twoProducts(request);
  await addToCart(request, discounted._id);
  await addToCart(request, plain._id);
  await addToWish(request, plain._id);
  await saveProfile(request);

  const cart = await renderedPage(request, '/cart', 'checkout/cart/lines');
  expect(cart.state).toHaveLength(2);
  expect(cart.root).toContain(discounted.title);
  expect(cart.root).toContain(plain.title);
  expect(cart.root).not.toContain('Your cart is empty.');

  const wish = await renderedPage(request, '/wish', 'checkout/wish-list/items');
  expect(wish.state).toHaveLength(1);
  expect(wish.root).toContain(plain.title);

  const profile = await renderedPage(request, '/profile', 'account/profile/profile');
  expect(profile.state).toMatchObject({ cus_name: PROFILE.cus_name, cus_add: PROFILE.cus_add });
  expect(profile.root).toContain(`value="${PROFILE.cus_add}"`);

  const created = await request.get('/api/v1/CreateInvoice');
  expect((await created.json()).status).toBe('success');
  const [invoice] = (await (await request.get('/api/v1/InvoiceList')).json()).data as { _id: string }[];
  const orders = await renderedPage(request, '/orders', 'account/orders/invoices');
  expect(orders.state).toEqual([expect.objectContaining({ _id: invoice?._id })]);
  const details = await renderedPage(request, `/invoice/${invoice?._id}`, 'account/invoice-details/invoice');
  expect(details.state).toMatchObject({ _id: invoice?._id });

  // The browser takes the rendered cart over: its lines at once.
  await page.goto('/cart');
  await expect(page.getByRole('article', { name: discounted.title })).toBeVisible();
  await expect(page.getByRole('article', { name: plain.title })).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toHaveCount(0);
});

test('over https a plain shop_session cookie is no session: not for the page, nor for its calls', async ({
  playwright,
}) => {
  const customer = await playwright.request.newContext({ baseURL: SHOP_URL, ignoreHTTPSErrors: true });
  await signInThroughApi(customer);
  await addToCart(customer, (await twoProducts(customer)).plain._id);
  const { cookies } = await customer.storageState();
  const token = cookies.find((cookie) => cookie.name === '__Host-shop_session')?.value;
  expect(token).toBeDefined();
  const planted = await playwright.request.newContext({
    baseURL: SHOP_URL,
    ignoreHTTPSErrors: true,
    extraHTTPHeaders: { cookie: `shop_session=${token}` },
  });
  expect((await planted.get('/api/v1/CartList')).status()).toBe(401);
  const html = await (await planted.get('/cart', asFetched)).text();
  expect(rootOf(html)).toContain('<main id="main" tabindex="-1"></main>');
  expect(stateOf(html)['checkout/cart/lines']).toBeUndefined();
  await Promise.all([customer.dispose(), planted.dispose()]);
});
