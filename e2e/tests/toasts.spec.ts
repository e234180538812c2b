import { expect, type Locator, type Page, test } from '@playwright/test';
import { isPhone } from '../support/navigation';
import { signInThroughApi } from '../support/session';
import { addToCart, chooseFirstOptions, twoProducts } from '../support/shopping';

/**
 * Stops every toast's clock (react-toastify closes a toast when its progress bar's animation ends): a toast then goes
 * only when something dismisses it, so a test can look at it for as long as it needs.
 */
async function holdToasts(page: Page) {
  await page.addStyleTag({ content: '.Toastify__progress-bar { animation-play-state: paused !important; }' });
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

test("a toast on the cart page leaves the order summary's Check Out button clear", async ({ page }) => {
  await signInThroughApi(page.request);
  const { plain } = await twoProducts(page.request);
  await addToCart(page.request, plain._id, 1);
  await page.goto('/cart');
  await holdToasts(page);
  // A quantity the API will not save: the cart toasts why.
  await page.route('**/api/v1/UpdateCartList', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: `Increase quantity of ${plain.title}` }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Quantity' });
  await expect(toast).toBeVisible();

  // The button where a thumb would press it: at the bottom of the screen, as far as the page scrolls.
  const checkOut = page
    .getByRole('complementary', { name: 'Order summary' })
    .getByRole('button', { name: 'Check Out' });
  await checkOut.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  const button = await boxOf(checkOut);
  const message = await boxOf(toast);
  const apart =
    message.y + message.height <= button.y ||
    button.y + button.height <= message.y ||
    message.x + message.width <= button.x ||
    button.x + button.width <= message.x;
  expect(apart).toBe(true);
  if (isPhone(page)) expect(message.y).toBeLessThan(button.y);
});

test('a toast goes when the visitor moves to another page, by a link or back in the history', async ({
  page,
}) => {
  await signInThroughApi(page.request);
  const { plain } = await twoProducts(page.request);
  await page.goto(`/by-keyword/${encodeURIComponent(plain.title)}`);
  await holdToasts(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(plain.title) })
    .first()
    .click();
  await expect(page).toHaveURL(`/details/${plain._id}`);

  await page.getByRole('button', { name: 'Add to Wish' }).click();
  const added = page.getByRole('alert').filter({ hasText: 'Wish Item Added Successfully' });
  await expect(added).toBeVisible();
  // No press on the page: the browser's own Back button.
  await page.goBack();
  await expect(page).toHaveURL(`/by-keyword/${encodeURIComponent(plain.title)}`);
  await expect(added).toBeHidden();

  await page.goForward();
  await chooseFirstOptions(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const cartAdded = page.getByRole('alert').filter({ hasText: 'Cart Item Added Successfully' });
  await expect(cartAdded).toBeVisible();
  // A link out of the toast's way (on a phone it lies over the header for its few seconds).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL('/terms');
  await expect(cartAdded).toBeHidden();
});

test('a toast that comes with the page moving stays on the page it moved to', async ({ page }) => {
  await signInThroughApi(page.request);
  const { plain } = await twoProducts(page.request);
  await page.goto(`/details/${plain._id}`);
  await holdToasts(page);
  // The session has ended on the server while the page still shows a customer: Add to Cart is refused (401), which
  // toasts and sends the visitor to sign in.
  await page.route('**/api/v1/SaveCartList', (route) =>
    route.fulfill({
      status: 401,
      json: { status: 'fail', code: 'SIGN_IN_REQUIRED', message: 'Please sign in again' },
    }),
  );
  await chooseFirstOptions(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(`/login?from=${encodeURIComponent(`/details/${plain._id}`)}`);
  const refused = page.getByRole('alert').filter({ hasText: 'Please sign in again' });
  await expect(refused).toBeVisible();

  // It goes with the next page the visitor moves to.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL('/terms');
  await expect(refused).toBeHidden();
});
