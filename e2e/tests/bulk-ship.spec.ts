import { expect, test } from '@playwright/test';
import { BACK_OFFICE_PORT, OPERATORS } from '../playwright.config';
import { seriousViolations } from '../support/axe';
import { orderLantern } from '../support/back-office-orders';
import { newCustomerEmail, signInThroughApi } from '../support/session';
import { saveProfile } from '../support/shopping';

// Shipping orders in bulk asks first, offers only the orders that can ship, and leaves its report on the screen:
// a customer's two paid orders and an unpaid one; another operator cancels one of the paid ones meanwhile. On the
// shop whose operators run it (a desktop only).

const base = `http://127.0.0.1:${BACK_OFFICE_PORT}`;
test.use({ baseURL: base });

test('Mark shipped offers only orders that can ship, asks first, and reports what moved and what was refused', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const customer = await signInThroughApi(page.request, newCustomerEmail());
  await saveProfile(page.request);
  const first = await orderLantern(page, { pay: true });
  const second = await orderLantern(page, { pay: true });
  const unpaid = await orderLantern(page, { pay: false });

  const desk = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  const operator = await desk.newPage();
  await signInThroughApi(operator.request, OPERATORS.bulk.desktop);
  await operator.goto('/admin/orders');
  await operator.getByLabel('E-mail contains').fill(customer);
  await operator.getByRole('button', { name: 'Apply' }).click();
  const table = operator.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('link')).toHaveText([unpaid, second, first]);
  await expect(table.getByRole('checkbox', { name: `Select order ${unpaid}` })).toBeDisabled();
  await table.getByRole('checkbox', { name: `Select order ${first}` }).check();
  await table.getByRole('checkbox', { name: `Select order ${second}` }).check();

  // Meanwhile another operator cancels the second order: the bulk change refuses it, and says why.
  const colleague = await playwright.request.newContext({ baseURL: base });
  await signInThroughApi(colleague, OPERATORS.bulk.phone);
  const listed = await (await colleague.get(`/api/v1/admin/orders?tranId=${second}`)).json();
  const cancelled = await colleague.post(`/api/v1/admin/orders/${listed.data[0].id}/cancel`, {
    data: { requestKey: `bulk-ship-${second}` },
  });
  expect(cancelled.status()).toBe(200);
  await colleague.dispose();

  await operator.getByRole('button', { name: 'Mark shipped' }).click();
  const question = operator.getByRole('dialog', {
    name: 'Mark 2 orders shipped and e-mail their customers?',
  });
  await expect(question).toContainText('without a tracking number');
  await question.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(question).toBeHidden();

  const report = operator.getByRole('alert').filter({ hasText: 'shipped' });
  await expect(report).toContainText('1 order shipped, 1 refused');
  await expect(report).toContainText(`Shipped${first}`);
  await expect(report.getByRole('listitem')).toHaveText(new RegExp(`^${second}: .*cancelled`));
  // The list shows the orders as they are now, and the report stays with it.
  const row = (tranId: string) => table.getByRole('row').filter({ hasText: tranId });
  await expect(row(first)).toContainText('Shipped');
  await expect(row(second)).toContainText('Cancelled');
  await expect(table.getByRole('checkbox', { name: `Select order ${first}` })).toBeDisabled();
  await expect(report).toBeVisible();
  expect(await seriousViolations(operator)).toEqual([]);
  await desk.close();

  await page.goto('/orders');
  await expect(page.getByRole('article', { name: `Invoice No: ${first}` })).toContainText('DeliveryShipped');
});
