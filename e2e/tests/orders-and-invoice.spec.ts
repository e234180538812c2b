import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../support/session';
import { addToCart, type Card, PROFILE, saveProfile } from '../support/shopping';

const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

test('paid with the sandbox gateway: the order says Payment received with what, when and how much; its invoice has every part and prints without the frame', async ({
  page,
}) => {
  await signInThroughApi(page.request);
  await saveProfile(page.request);
  const cards: Card[] = (await (await page.request.get('/api/v1/ProductListByRemark/new')).json()).data;
  const bought = cards.slice(0, 3);
  expect(bought).toHaveLength(3);
  for (const [index, card] of bought.entries()) await addToCart(page.request, card._id, index + 1);
  // The invoice keeps the cart's order: its first two lines are named on the order.
  const cartTitles: string[] = (await (await page.request.get('/api/v1/CartList')).json()).data.map(
    (line: { product: { title: string } }) => line.product.title,
  );
  const cents = (card: Card) =>
    Math.round((card.discount && card.discountPrice !== null ? card.discountPrice : card.price) * 100);
  const subtotal = bought.reduce((sum, card, index) => sum + cents(card) * (index + 1), 0);
  const vat = Math.round(subtotal * 0.05);

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/orders\?paid=T\w+$/);
  const tranId = new URL(page.url()).searchParams.get('paid') as string;
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toHaveText(
    `Payment received for order ${tranId}. Thank you!`,
  );
  const order = page.getByRole('article', { name: `Invoice No: ${tranId}` });
  await expect(order).toHaveClass(/invoice-card-just-paid/);
  const [invoice] = (await (await page.request.get('/api/v1/InvoiceList')).json()).data;
  await expect(order).toContainText(`Date${day(invoice.createdAt)}`);
  await expect(order).toContainText(`Items${cartTitles[0]}, ${cartTitles[1]} and 1 more`);
  await expect(order).toContainText('PaymentPaid');
  await expect(order).toContainText('DeliveryNot shipped yet');
  await expect(order).toContainText(`Payable${money((subtotal + vat) / 100)}`);

  await order.getByRole('link', { name: `Details of invoice ${tranId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice details' })).toBeVisible();
  const head = page.locator('.invoice-head');
  await expect(head).toContainText(`Invoice No${tranId}`);
  await expect(head).toContainText(`Date${day(invoice.createdAt)}`);
  await expect(head).toContainText('PaymentPaid');
  await expect(head).toContainText('DeliveryNot shipped yet');
  await expect(head).toContainText(`Customer${PROFILE.cus_name}, ${PROFILE.cus_add}`);
  await expect(head).toContainText(`Shipping${PROFILE.ship_name}, ${PROFILE.ship_add}`);
  for (const [index, card] of bought.entries()) {
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: card.title }) });
    await expect(line).toContainText(`Unit price${money(cents(card) / 100)}`);
    await expect(line).toContainText(`Total${money((cents(card) * (index + 1)) / 100)}`);
    await expect(line).toContainText(`Quantity${index + 1}`);
  }
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText(`Subtotal${money(subtotal / 100)}`);
  await expect(totals).toContainText(`VAT (5%)${money(vat / 100)}`);
  await expect(totals).toContainText(`Payable${money((subtotal + vat) / 100)}`);

  // On the screen: the frame and the buttons; on paper: the invoice alone.
  const frame = [
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('navigation', { name: 'Main' }).first(),
  ];
  const print = page.getByRole('button', { name: 'Print' });
  const review = page.getByRole('button', { name: /^Create Review for / }).first();
  for (const shown of [...frame.slice(0, 2), print, review]) await expect(shown).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  for (const hidden of [...frame, print, review]) await expect(hidden).toBeHidden();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeHidden();
  await expect(head).toBeVisible();
  await expect(totals).toBeVisible();
  await expect(page.getByRole('heading', { name: bought[0]?.title ?? '' })).toBeVisible();
});
