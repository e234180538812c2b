import { expect, test } from '@playwright/test';
import { BACK_OFFICE_PORT, OPERATORS } from '../playwright.config';
import { orderLantern } from '../support/back-office-orders';
import { newCustomerEmail, signInThroughApi } from '../support/session';
import { saveProfile } from '../support/shopping';

// The back office opens on its dashboard, whose figures lead to the lists that hold them. On the shop whose
// operators run it (a desktop only); other tests order there too, so the figures are read as at least ours.

const base = `http://127.0.0.1:${BACK_OFFICE_PORT}`;
test.use({ baseURL: base });

test('a paid order counts in the dashboard, whose figure opens the orders to start, filtered in the address', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const customer = await signInThroughApi(page.request, newCustomerEmail());
  await saveProfile(page.request);
  const tranId = await orderLantern(page, { pay: true });

  const desk = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  const operator = await desk.newPage();
  await signInThroughApi(operator.request, OPERATORS.dashboard.desktop);
  await operator.goto('/');
  await operator.getByRole('link', { name: 'Admin' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const sales = operator.getByRole('region', { name: 'Sales' });
  await expect(sales.getByRole('link', { name: /paid today$/ })).not.toContainText('(0 orders)');

  await operator.getByRole('link', { name: /paid orders? to start$/ }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(operator).toHaveURL(/\/admin\/orders\?paymentStatus=success&deliveryStatus=pending$/);
  await operator.getByLabel('E-mail contains').fill(customer);
  await operator.getByLabel('E-mail contains').press('Enter');
  const table = operator.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('link')).toHaveText([tranId]);
  // The address keeps the whole filter: reloaded, or shared, it shows the same list.
  await operator.reload();
  await expect(table.getByRole('link')).toHaveText([tranId]);
  await expect(operator.getByLabel('E-mail contains')).toHaveValue(customer);
  await desk.close();
});
