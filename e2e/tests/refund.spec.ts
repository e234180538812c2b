import { expect, test } from '@playwright/test';
import { BACK_OFFICE_PORT, OPERATORS } from '../playwright.config';
import { seriousViolations } from '../support/axe';
import { orderLantern } from '../support/back-office-orders';
import { newCustomerEmail, signInThroughApi } from '../support/session';
import { saveProfile } from '../support/shopping';

// Money given back: a customer pays through the sandbox gateway, an operator refunds part of the order in the back
// office and then cancels it, and the customer reads each refund on /orders. On the shop whose operators run it (a
// desktop only).

const base = `http://127.0.0.1:${BACK_OFFICE_PORT}`;
test.use({ baseURL: base });

interface InvoiceWithRefunds {
  tran_id: string;
  payable: number;
  refunds: { amount: number; refundedAt: string }[];
}

/** An amount as both the back office (with its currency) and the orders page (after `$`) write it. */
const figures = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

test('a paid order refunded in part, then cancelled, in the back office: the customer reads "Refunded $X on {date}" for each', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const customer = await signInThroughApi(page.request, newCustomerEmail());
  await saveProfile(page.request);
  const tranId = await orderLantern(page, { pay: true });
  await expect(page.getByRole('article', { name: `Invoice No: ${tranId}` })).toContainText('PaymentPaid');
  const invoices = async () =>
    (await (await page.request.get('/api/v1/InvoiceList')).json()).data as InvoiceWithRefunds[];

  // The operator finds the order and refunds 20.00 of it; a double click still refunds once.
  const desk = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  const operator = await desk.newPage();
  await signInThroughApi(operator.request, OPERATORS.refunds.desktop);
  await operator.goto('/admin/orders');
  await operator.getByLabel('E-mail contains').fill(customer);
  await operator.getByRole('button', { name: 'Apply' }).click();
  await operator.getByRole('table', { name: 'Orders' }).getByRole('link', { name: tranId }).click();
  await expect(operator.getByRole('heading', { level: 1, name: `Order ${tranId}` })).toBeVisible();
  const refunds = operator.getByRole('region', { name: 'Refunds' });
  await refunds.getByRole('button', { name: 'Refund…' }).click();
  const dialog = operator.getByRole('dialog', { name: `Refund order ${tranId}` });
  await dialog.getByLabel(/^Amount/).fill('20');
  await dialog.getByLabel('Remark (optional)').fill('The lantern arrived scratched');
  await dialog.getByRole('button', { name: 'Refund 20.00 USD' }).dblclick();
  await expect(dialog).toBeHidden();
  const rows = refunds.getByRole('table', { name: 'Refunds' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('20.00 USDRefunded');
  await expect(rows.nth(1)).toContainText('The lantern arrived scratched');
  await expect(refunds).toContainText('Can still be refunded: ');
  expect(await seriousViolations(operator)).toEqual([]);

  // The customer reads it under the order, and is told by e-mail.
  let [invoice] = await invoices();
  expect(invoice?.tran_id).toBe(tranId);
  expect(invoice?.refunds.map(({ amount }) => amount)).toEqual([20]);
  await page.goto('/orders');
  const lines = page.getByRole('list', { name: `Refunds of invoice ${tranId}` }).getByRole('listitem');
  await expect(lines).toHaveText([`Refunded $20.00 on ${day(invoice?.refunds[0]?.refundedAt ?? '')}`]);
  expect(await seriousViolations(page)).toEqual([]);
  await expect
    .poll(async () => {
      const mailbox = await page.request.get(`/api/dev/mailbox.json?to=${encodeURIComponent(customer)}`);
      return ((await mailbox.json()).data as { subject: string; text: string }[]).some((mail) =>
        /refund/i.test(`${mail.subject} ${mail.text}`),
      );
    })
    .toBe(true);

  // Cancelled before it ships, the order gives back the rest: a second line, and the delivery says so.
  await refunds.getByRole('button', { name: 'Cancel order…' }).click();
  const cancel = operator.getByRole('dialog', { name: `Cancel order ${tranId}?` });
  await expect(cancel).toContainText(
    `It refunds the ${figures((invoice?.payable ?? 0) - 20)} USD not refunded yet`,
  );
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(cancel).toBeHidden();
  await expect(rows).toHaveCount(3);
  await expect(refunds.getByRole('button')).toHaveCount(0);
  // The order reads as what happened: refunded, nothing left to pack.
  await expect(operator.locator('.ant-descriptions')).toContainText('PaymentRefunded');
  await expect(operator.getByRole('link', { name: 'Packing slip' })).toHaveCount(0);
  await desk.close();

  [invoice] = await invoices();
  const [first, rest] = invoice?.refunds ?? [];
  expect(first?.amount).toBe(20);
  expect((rest?.amount ?? 0) + 20).toBeCloseTo(invoice?.payable ?? 0, 2);
  await page.reload();
  await expect(lines).toHaveText([
    `Refunded $20.00 on ${day(first?.refundedAt ?? '')}`,
    `Refunded $${figures(rest?.amount ?? 0)} on ${day(rest?.refundedAt ?? '')}`,
  ]);
  await expect(page.getByRole('article', { name: `Invoice No: ${tranId}` })).toContainText(
    'DeliveryCancelled',
  );
});
