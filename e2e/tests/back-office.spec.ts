import { expect, request as newRequest, test } from '@playwright/test';
import { BACK_OFFICE_PORT, OPERATORS } from '../playwright.config';
import { searchForm } from '../support/navigation';
import { newCustomerEmail, signInThroughApi } from '../support/session';
import { chooseFirstOptions, saveProfile } from '../support/shopping';
import { changeProduct } from '../support/stock';

// The shop as its operator runs it: the catalogue came from `npm run shop -- import` before the shop started
// (e2e/fixtures/back-office-products.csv), and orders are fulfilled through the back office's API.

const base = `http://127.0.0.1:${BACK_OFFICE_PORT}`;
test.use({ baseURL: base });

const PRODUCT = 'Harbour Storm Lantern';

const operatorFor = (job: keyof typeof OPERATORS) =>
  OPERATORS[job][test.info().project.name as keyof (typeof OPERATORS)[typeof job]];

interface Mail {
  subject: string;
}

test('an operator imports a product, a customer buys it, the operator ships it: the customer sees "Shipped" and has both e-mails', async ({
  page,
}) => {
  const customer = await signInThroughApi(page.request, newCustomerEmail());
  await saveProfile(page.request);

  // The imported product is in the catalogue, under its new brand, and can be bought.
  await page.goto('/');
  const search = await searchForm(page);
  await search.getByRole('combobox', { name: 'Search products' }).fill('storm lantern');
  await search.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('list', { name: 'Results for "storm lantern"' })
    .getByRole('link', { name: new RegExp(PRODUCT) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await chooseFirstOptions(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Cart Item Added Successfully')).toBeVisible();
  await page.getByRole('link', { name: 'Cart 1 item' }).click();
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/orders\?paid=T\w+$/);
  const order = page.getByRole('article').first();
  await expect(order).toContainText('PaymentPaid');
  await expect(order).toContainText('DeliveryNot shipped yet');

  // The operator finds the order by the customer's address and ships it.
  const operator = await newRequest.newContext({ baseURL: base });
  await signInThroughApi(operator, operatorFor('shipping'));
  const found = await (
    await operator.get(`/api/v1/admin/orders?email=${encodeURIComponent(customer)}`)
  ).json();
  expect(found.data).toHaveLength(1);
  const [{ id: invoiceId, tranId }] = found.data;
  const shipped = await operator.post(`/api/v1/admin/orders/${invoiceId}/delivery`, {
    data: { status: 'shipped' },
  });
  expect(shipped.status()).toBe(200);
  await operator.dispose();

  await page.reload();
  await expect(page.getByRole('article').first()).toContainText('DeliveryShipped');

  const mailbox = await (
    await page.request.get(`/api/dev/mailbox.json?to=${encodeURIComponent(customer)}`)
  ).json();
  const subjects = (mailbox.data as Mail[]).map((mail) => mail.subject);
  expect(subjects).toEqual(
    expect.arrayContaining([`Your Shop receipt for order ${tranId}`, `Order ${tranId}: Shipped`]),
  );
});

test("a page kept for every visitor of a kind shows an operator's change at once, and a customer gets their kind's", async ({
  request,
}) => {
  const operator = await newRequest.newContext({ baseURL: base });
  await signInThroughApi(operator, operatorFor('catalogue'));
  // A product of this run's own (imported with the catalogue): the desktop and phone runs may run side by side.
  const sku = `e2e-chart-lamp-${test.info().project.name}`;
  const found = await (await operator.get(`/api/v1/admin/products?q=${sku}`)).json();
  const [product] = found.data as { _id: string; title: string }[];
  if (!product) throw new Error(`the imported catalogue has no ${sku}`);
  const page = () => request.get(`/details/${product._id}`, { headers: { accept: 'text/html' } });

  const first = await page();
  expect(await first.text()).toContain(`<h1 id="details-title">${product.title}</h1>`);
  const second = await page();
  expect(second.headers()['x-cache']).toBe('hit');
  expect(await second.text()).toBe(await first.text());

  const title = `${product.title} (${test.info().project.name} edition)`;
  expect((await changeProduct(operator, product._id, { title })).status()).toBe(200);
  // The change reaches the storefront from the API's change stream, a moment after the write's answer.
  await expect
    .poll(async () => (await page()).text(), { timeout: 2000, intervals: [50] })
    .toContain(`<h1 id="details-title">${title}</h1>`);
  // Signed in, the same address is the copy of a customer's kind (the header's links), never the signed-out one.
  const customer = await newRequest.newContext({ baseURL: base });
  await signInThroughApi(customer);
  const signedIn = await customer.get(`/details/${product._id}`, { headers: { accept: 'text/html' } });
  expect(signedIn.headers().etag).not.toBe((await page()).headers().etag);
  expect(await signedIn.text()).toMatch(/"shared\/bus\/logged-in":true/);
  await Promise.all([operator.dispose(), customer.dispose()]);
});
