import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { SHOP_PORT } from '../playwright.config';
import { signInThroughApi } from '../support/session';
import { addToCart, saveProfile, twoProducts } from '../support/shopping';

const shop = `http://127.0.0.1:${SHOP_PORT}`;

/** Another site (another origin than the shop's): a page that frames the shop's cart and shows one of its images. */
let otherSite: string;
let server: http.Server;

test.beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<title>Another site</title>
<img id="shop-image" alt="" src="${shop}/api/images/brands/arcadeon.svg">
<iframe title="The shop" src="${shop}/cart"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  otherSite = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Every Content-Security-Policy violation the page reports, as the browser logs it or as the DOM event. */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(violation: string): void }).reportViolation;
      report(`${event.violatedDirective} refused ${event.blockedURI} on ${document.location.href}`);
    });
  });
  return violations;
}

test("another site cannot frame the shop, yet may show the shop's images", async ({ page }) => {
  const refusal = page.waitForEvent('console', {
    predicate: (message) => message.text().includes("frame-ancestors 'none'"),
    timeout: 10_000,
  });
  const cart = page.waitForResponse(`${shop}/cart`);
  await page.goto(otherSite);

  expect((await cart).status()).toBe(200);
  await refusal;
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  expect(frame?.url()).not.toBe(`${shop}/cart`);
  await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
  // Product images are shared with every origin (the embedded catalogue shows them): not blocked as the shop is.
  await expect
    .poll(() => page.locator('#shop-image').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});

test('the composed shop breaks none of its policies: home, a listing, details, the cart, the payment page, the API docs', async ({
  page,
}) => {
  // Seven pages, the gateway's and the API docs among them: on a busy machine more than the default 30 s.
  test.setTimeout(60_000);
  const violations = await collectViolations(page);
  await signInThroughApi(page.request);
  await saveProfile(page.request);
  const { plain } = await twoProducts(page.request);
  await addToCart(page.request, plain._id);

  await page.goto('/');
  const category = page.getByRole('region', { name: 'Top Categories' }).getByRole('link').first();
  const categoryName = (await category.textContent())?.trim() ?? '';
  await category.click();
  const product = page.getByRole('list', { name: categoryName }).getByRole('link').first();
  await expect(product.locator('img')).toBeVisible();
  await product.click();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();

  await page.getByRole('link', { name: 'Cart 1 item' }).click();
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toBeVisible();
  await page.getByRole('button', { name: 'Check Out' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/orders\?paid=T\w+$/);
  await expect(page.getByRole('article').first()).toContainText('PaymentPaid');

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Shop API/ })).toBeVisible();
  await expect(page.getByText('/api/v1/ProductBrandList').first()).toBeVisible();

  expect(violations).toEqual([]);
});
