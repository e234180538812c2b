import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from '../support/session';
import { addToCart, saveProfile, twoProducts } from '../support/shopping';

const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

async function cartWithTwoProducts(page: Page) {
  await signInThroughApi(page.request);
  const { discounted, plain } = await twoProducts(page.request);
  await addToCart(page.request, discounted._id, 2);
  await addToCart(page.request, plain._id, 1);
  const total = Math.round(((discounted.discountPrice ?? 0) * 2 + plain.price) * 100);
  const vat = Math.round(total * 0.05);
  return { discounted, plain, total: total / 100, vat: vat / 100, payable: (total + vat) / 100 };
}

test('from a cart of two products to a paid order', async ({ page }) => {
  const expected = await cartWithTwoProducts(page);
  await saveProfile(page.request);
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText(`Total${money(expected.total)}`);
  await expect(summary).toContainText(`VAT (5%)${money(expected.vat)}`);
  await expect(summary).toContainText(`Payable${money(expected.payable)}`);

  await page.getByRole('button', { name: 'Check Out' }).click();
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL('/orders');
  await expect(page.getByRole('article').first()).toContainText('Paymentsuccess');
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});

test('a cancelled payment shows as cancelled and leaves the cart to buy again', async ({ page }) => {
  await cartWithTwoProducts(page);
  await saveProfile(page.request);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/orders');
  await expect(page.getByRole('article').first()).toContainText('Paymentcancelled');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});

test('checking out without a profile says what to do, with a link to the profile', async ({ page }) => {
  await cartWithTwoProducts(page);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Check Out' }).click();
  await expect(page.getByRole('alert')).toContainText('Please complete your profile');
  await page.getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL('/profile');
});

test('removing a line reloads the cart and the badge', async ({ page }) => {
  const { plain } = await cartWithTwoProducts(page);
  await page.goto('/cart');
  await page.getByRole('button', { name: `Remove ${plain.title}` }).click();
  await expect(page.getByRole('article', { name: plain.title })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('a wished product is on /wish with the badge, and Remove takes it off', async ({ page }) => {
  await signInThroughApi(page.request);
  const { discounted } = await twoProducts(page.request);
  await page.request.post('/api/v1/SaveWishList', { data: { productID: discounted._id } });
  await page.goto('/wish');
  await expect(page.getByRole('link', { name: 'Wish, 1 item' })).toBeVisible();
  const card = page.getByRole('article', { name: discounted.title });
  await expect(card.getByRole('link', { name: `Details of ${discounted.title}` })).toBeVisible();
  await card.getByRole('button', { name: `Remove ${discounted.title}` }).click();
  await expect(page.getByText('Your wish list is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wish, 0 items' })).toBeVisible();
});
