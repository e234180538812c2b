import { expect, type Locator, type Page, test } from '@playwright/test';
import { latestCode, newCustomerEmail } from '../support/session';
import { saveProfile, twoProducts } from '../support/shopping';

/** Moves the focus with Tab (or Shift+Tab) until it is on the target, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${target} was not reached with ${key}`);
}

test('the whole purchase, from signing in to the invoice, without a mouse', async ({ page }) => {
  // Dozens of key presses, each followed by a look at the focus: slower than a pointer journey.
  test.setTimeout(90_000);
  const email = newCustomerEmail();
  await page.goto('/login');
  await tabTo(page, page.getByLabel('E-mail address'));
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/otp');
  await tabTo(page, page.getByLabel('Verification code'));
  await page.keyboard.type(await latestCode(page.request, email));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await saveProfile(page.request);

  const { plain } = await twoProducts(page.request);
  await tabTo(page, page.getByRole('combobox', { name: 'Search products' }));
  await page.keyboard.type(plain.title);
  await page.keyboard.press('Enter');
  await tabTo(
    page,
    page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(plain.title) })
      .first(),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: plain.title })).toBeVisible();

  // The first size and colour on offer, chosen with the arrow keys.
  for (const label of ['Size', 'Color']) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel(label, { exact: true })).not.toHaveValue('');
  }
  await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Cart Item Added Successfully')).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Cart 1 item' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Check Out' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Pay' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\?paid=T\w+$/);

  await tabTo(page, page.getByRole('link', { name: /^Details of invoice/ }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice details' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: plain.title })).toBeVisible();
});
