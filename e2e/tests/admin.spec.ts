import { type Browser, expect, type Page, test } from '@playwright/test';
import { BACK_OFFICE_PORT, BROKEN_CHECKOUT_PORT, OPERATORS } from '../playwright.config';
import { seriousViolations } from '../support/axe';
import { consoleTroubles } from '../support/console';
import { searchForm } from '../support/navigation';
import { newCustomerEmail, signInThroughApi } from '../support/session';
import { saveProfile } from '../support/shopping';
import { changeProduct, createProduct } from '../support/stock';

// The back office in the browser: an operator's screens under /admin, a slice of its own that nobody else loads.
// On the shop whose catalogue the operators run (a desktop only: the phone project leaves this file out).

const base = `http://127.0.0.1:${BACK_OFFICE_PORT}`;
test.use({ baseURL: base });

/** A PNG the shop accepts as a picture: 1 x 1 pixel. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: PIXEL });

/** Any request for the back office's own files. */
const backOfficeRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/backoffice/')) seen.push(request.url());
  });
  return seen;
};

async function operatorPage(browser: Browser, email: string, baseURL = base) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInThroughApi(page.request, email);
  return page;
}

/** A select, opened by its label, set to its first choice with the keyboard. */
async function chooseFirst(page: Page, label: string) {
  const select = page.getByRole('combobox', { name: label });
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(select).toHaveAttribute('aria-expanded', 'false');
}

test('an operator creates a product with two pictures, a customer buys it, the operator ships it with tracking', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const operator = await operatorPage(browser, OPERATORS.screens.desktop);
  const run = Date.now();
  const title = `Enamel Camp Mug ${run}`;

  // The header offers the back office to an operator alone.
  await operator.goto('/');
  await operator.getByRole('link', { name: 'Admin' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await operator
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Products' })
    .click();
  await operator.getByRole('link', { name: 'New product' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await operator.getByLabel('Title').fill(title);
  await operator.getByLabel('SKU').fill(`MUG-${run}`);
  await operator.getByLabel('Short description').fill('A tough mug for the trail');
  await operator.getByLabel('Price', { exact: true }).fill('14.50');
  await chooseFirst(operator, 'Brand');
  await chooseFirst(operator, 'Category');
  await operator.locator('.picture-field input[type="file"]').setInputFiles(picture('mug.png'));
  await expect(operator.getByRole('img', { name: 'Main picture' })).toBeVisible();
  await operator
    .locator('.gallery-field input[type="file"]')
    .setInputFiles([picture('mug-side.png'), picture('mug-top.png')]);
  await expect(operator.getByRole('img', { name: 'Picture 2' })).toBeVisible();
  await expect(operator.getByRole('figure', { name: 'The card as shoppers will see it' })).toContainText(
    title,
  );
  await operator.getByRole('button', { name: 'Create product' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(operator).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);

  // A customer finds it and buys it.
  const customer = await signInThroughApi(page.request, newCustomerEmail());
  await saveProfile(page.request);
  await page.goto('/');
  const search = await searchForm(page);
  await search.getByRole('combobox', { name: 'Search products' }).fill(`camp mug ${run}`);
  await search.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Cart Item Added Successfully')).toBeVisible();
  await page.getByRole('link', { name: 'Cart 1 item' }).click();
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/orders\?paid=T\w+$/);
  await expect(page.getByRole('article').first()).toContainText('PaymentPaid');

  // The operator finds the order by the customer's address and ships it with a tracking number.
  await operator
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await operator.getByLabel('E-mail contains').fill(customer);
  await operator.getByRole('button', { name: 'Apply' }).click();
  const orders = operator.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('row')).toHaveCount(2);
  await orders.getByRole('link').first().click();
  await expect(operator.getByRole('heading', { level: 1, name: /^Order T/ })).toBeVisible();
  await operator.getByRole('button', { name: 'Mark shipped…' }).click();
  const dialog = operator.getByRole('dialog');
  await dialog.getByLabel('Tracking number (optional)').fill('1Z999AA10123456784');
  await dialog.getByLabel('Carrier (optional)').fill('UPS');
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog).toBeHidden();
  await expect(operator.getByText('UPS 1Z999AA10123456784').first()).toBeVisible();

  // The customer sees it shipped, with the tracking number.
  await page.reload();
  await expect(page.getByRole('article').first()).toContainText('DeliveryShipped');
  await expect(page.getByText('Tracking: UPS 1Z999AA10123456784')).toBeVisible();
  await operator.context().close();
});

test('a visitor and a customer get the not-found page at /admin, and never a byte of the back office', async ({
  page,
}) => {
  const requested = backOfficeRequests(page);
  await page.goto('/');
  const visitor = await page.goto('/admin');
  expect(visitor?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  await signInThroughApi(page.request, newCustomerEmail());
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  const customer = await page.goto('/admin/orders');
  expect(customer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  // Moving there inside the page as well: the shell shows its not-found page without asking for the slice.
  await page.goto('/');
  await page.evaluate(() => {
    history.pushState(null, '', '/admin/products');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(requested).toEqual([]);
});

test('every back-office screen: no serious accessibility violation at 1280 px, nor at a tablet width of 768 px', async ({
  browser,
}) => {
  // Twenty-two screens, each checked by axe: on a busy machine more than two minutes.
  test.setTimeout(240_000);
  const operator = await operatorPage(browser, OPERATORS.sweep.desktop);
  const troubles = consoleTroubles(operator);
  const sections = [
    '',
    'orders',
    'payments',
    'products',
    'products/new',
    'brands',
    'categories',
    'sliders',
    'legal',
    'import',
    'audit',
  ];
  for (const width of [1280, 768]) {
    await operator.setViewportSize({ width, height: 900 });
    for (const section of sections) {
      await operator.goto(section ? `/admin/${section}` : '/admin');
      await expect(operator.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(operator.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
      expect({ section, width, violations: await seriousViolations(operator) }).toEqual({
        section,
        width,
        violations: [],
      });
      // Usable at that width: the page itself never scrolls sideways (a wide table scrolls inside its box).
      const overflow = await operator.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect({ section, width, overflow }).toEqual({ section, width, overflow: 0 });
    }
  }
  expect(troubles).toEqual([]);
  await operator.context().close();
});

test('the back office down leaves the shop working, and /admin says it is unavailable', async ({
  browser,
}) => {
  const operator = await operatorPage(
    browser,
    OPERATORS.screens.desktop,
    `http://127.0.0.1:${BROKEN_CHECKOUT_PORT}`,
  );
  await operator.goto('/admin');
  await expect(
    operator.getByRole('heading', { level: 1, name: 'The back office is temporarily unavailable' }),
  ).toBeVisible();
  await operator.getByRole('link', { name: 'Home' }).first().click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Welcome to the shop' })).toBeVisible();
  await operator.context().close();
});

test('a form left open does not put back what another operator changed: saving says what changed, keeps the typed text, and saving again writes it', async ({
  browser,
}) => {
  const operator = await operatorPage(browser, OPERATORS.together.desktop);
  const elsewherePage = await operatorPage(browser, OPERATORS.together.phone);
  const elsewhere = elsewherePage.request;
  const run = Date.now();
  const id = await createProduct(elsewhere, { sku: `LAMP-${run}`, title: `Tin Lamp ${run}` });
  expect((await changeProduct(elsewhere, id, { stock: 5 })).status()).toBe(200);

  await operator.goto(`/admin/products/${id}`);
  const description = operator.getByLabel('Short description');
  await expect(description).toHaveValue('Made for a test of what shoppers are told about stock');
  await description.fill('A lamp for the tent');

  // Meanwhile another operator changes the price and the stock.
  expect((await changeProduct(elsewhere, id, { price: 30, stock: 0 })).status()).toBe(200);

  await operator.getByRole('button', { name: 'Save' }).click();
  const notice = operator.getByRole('alert').filter({ hasText: 'changed by someone else' });
  await expect(notice).toBeVisible();
  const changed = notice.getByRole('list', { name: 'Changed since you opened it' });
  await expect(changed.getByRole('listitem')).toHaveText(['Price: now 30', 'Stock: now 0']);
  await expect(description).toHaveValue('A lamp for the tent');
  await expect(operator.getByLabel('Price', { exact: true })).toHaveValue('30.00');
  await expect(operator.getByLabel('Stock', { exact: true })).toHaveValue('0');
  const stored = await (await elsewhere.get(`/api/v1/admin/products/${id}`)).json();
  expect(stored.data).toMatchObject({
    price: 30,
    stock: 0,
    shortDes: 'Made for a test of what shoppers are told about stock',
  });

  await operator.getByRole('button', { name: 'Save' }).click();
  await expect(notice).toBeHidden();
  await expect
    .poll(async () => (await (await elsewhere.get(`/api/v1/admin/products/${id}`)).json()).data)
    .toMatchObject({ price: 30, stock: 0, shortDes: 'A lamp for the tent' });
  await Promise.all([operator.context().close(), elsewherePage.context().close()]);
});
