import { type APIRequestContext, expect, request as newRequest, type Page, test } from '@playwright/test';
import { BACK_OFFICE_PORT, OPERATORS } from '../playwright.config';
import { searchForm } from '../support/navigation';
import { signInThroughApi } from '../support/session';
import { createProduct, setStock } from '../support/stock';

// What shoppers are told of stock, on the shop whose operators count it: products of this run's own, their stock set
// through the admin API, seen on a listing's card and on the product page.

const base = `http://127.0.0.1:${BACK_OFFICE_PORT}`;
test.use({ baseURL: base });

let operator: APIRequestContext;

// One sign-in for the file: an address gets one sign-in code every 30 seconds.
test.beforeAll(async () => {
  operator = await newRequest.newContext({ baseURL: base });
  await signInThroughApi(operator, OPERATORS.stock[test.info().project.name as keyof typeof OPERATORS.stock]);
});

test.afterAll(async () => {
  await operator.dispose();
});

/** A product of this test alone (desktop and phone run side by side), with `stock` left. */
async function productWithStock(stock: number) {
  const run = `${test.info().project.name}-${Date.now()}`;
  const title = `Tin Field Lantern ${run}`;
  const id = await createProduct(operator, { sku: `e2e-stock-${run}`, title });
  await setStock(operator, id, stock);
  return { id, title };
}

/** The product's card among the search results for its title. */
async function cardOf(page: Page, title: string) {
  await page.goto('/');
  const search = await searchForm(page);
  await search.getByRole('combobox', { name: 'Search products' }).fill(title);
  await search.getByRole('button', { name: 'Search' }).click();
  return page
    .getByRole('list', { name: `Results for "${title}"` })
    .getByRole('link', { name: new RegExp(title) });
}

test('out of stock on the product page: its card and page say so, and it cannot be added', async ({
  page,
}) => {
  const { id, title } = await productWithStock(0);
  await signInThroughApi(page.request);

  const card = await cardOf(page, title);
  await expect(card).toContainText('Out of stock');
  await card.click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Out of stock' })).toBeVisible();
  // Checkout's button arrives once the page is idle: disabled, and saying why.
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeDisabled();
  await expect(addToCart).toHaveAccessibleDescription('Out of stock');
  // Nor can it be added by going round the page.
  const refused = await page.request.post('/api/v1/SaveCartList', {
    data: { productID: id, qty: 1, size: '', color: '' },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe('OUT_OF_STOCK');
  expect((await (await page.request.get('/api/v1/CartList')).json()).data).toEqual([]);
});

test('a product few of which are left says how many, on its card and its page', async ({ page }) => {
  const { title } = await productWithStock(3);

  const card = await cardOf(page, title);
  await expect(card).toContainText('Only 3 left');
  await card.click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Only 3 left' })).toBeVisible();
});
