import { expect, type Page, test } from '@playwright/test';
import type { Invoice } from '@shop/shared/contracts';
import { BACK_OFFICE_PORT, OPERATORS } from '../playwright.config';
import { seriousViolations } from '../support/axe';
import { newCustomerEmail, signInThroughApi } from '../support/session';
import { addToCart, type Card, saveProfile } from '../support/shopping';

// Shipping orders in bulk asks first, offers only the orders that can ship, and leaves its report on the screen:
// a customer's two paid orders and an unpaid one; another operator cancels one of the paid ones meanwhile. On the
// shop whose operators run it (a desktop only).

const base = `http://127.0.0.1:${BACK_OFFICE_PORT}`;
test.use({ baseURL: base });

/** A product of the operators' imported catalogue, with no stock count to run out. */
const LANTERN = 'Harbour Storm Lantern';

/** The customer orders the lantern; paid through the sandbox gateway unless told otherwise. Its transaction id. */
async function order(page: Page, { pay }: { pay: boolean }): Promise<string> {
  const cards: Card[] = (await (await page.request.get('/api/v1/ProductListByRemark/new')).json()).data;
  const lantern = cards.find((card) => card.title === LANTERN);
  expect(lantern, `${LANTERN} is in the imported catalogue`).toBeDefined();
  await addToCart(page.request, (lantern as Card)._id);
  if (!pay) {
    expect((await page.request.get('/api/v1/CreateInvoice')).status()).toBe(200);
    const invoices = (await (await page.request.get('/api/v1/InvoiceList')).json()).data as Invoice[];
    return invoices.find((invoice) => invoice.payment_status === 'pending')?.tran_id as string;
  }
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/orders\?paid=T\w+$/);
  return new URL(page.url()).searchParams.get('paid') as string;
}

test('Mark shipped offers only orders that can ship, asks first, and reports what moved and what was refused', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const customer = await signInThroughApi(page.request, newCustomerEmail());
  await saveProfile(page.request);
  const first = await order(page, { pay: true });
  const second = await order(page, { pay: true });
  const unpaid = await order(page, { pay: false });

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
