import { expect, type Locator, test } from '@playwright/test';
import { followMainNav } from '../support/navigation';
import { signInThroughApi } from '../support/session';
import { addToCart, PROFILE, saveProfile, twoProducts } from '../support/shopping';

test('save a profile in the form', async ({ page }) => {
  await signInThroughApi(page.request);
  await page.goto('/profile');
  const customer = page.getByRole('group', { name: 'Customer Details' });
  const shipping = page.getByRole('group', { name: 'Shipping Details' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(customer.getByRole('textbox', { name: 'Name', exact: true })).toHaveAccessibleDescription(
    'Name is required.',
  );
  for (const [group, prefix] of [
    [customer, 'cus'],
    [shipping, 'ship'],
  ] as const) {
    await group.getByRole('textbox', { name: 'Name', exact: true }).fill(PROFILE[`${prefix}_name`]);
    await group.getByRole('textbox', { name: 'Phone', exact: true }).fill(PROFILE[`${prefix}_phone`]);
    await group.getByRole('textbox', { name: 'Country', exact: true }).fill(PROFILE[`${prefix}_country`]);
    await group.getByRole('textbox', { name: 'City', exact: true }).fill(PROFILE[`${prefix}_city`]);
    await group.getByRole('textbox', { name: 'Post code', exact: true }).fill(PROFILE[`${prefix}_postcode`]);
    await group.getByRole('textbox', { name: 'Address', exact: true }).fill(PROFILE[`${prefix}_add`]);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await page.reload();
  await expect(customer.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(PROFILE.cus_add);
});

test('profile: "Shipping address same as customer" copies the customer fields, follows them, and is saved', async ({
  page,
}) => {
  await signInThroughApi(page.request);
  await page.goto('/profile');
  const customer = page.getByRole('group', { name: 'Customer Details' });
  const shipping = page.getByRole('group', { name: 'Shipping Details' });
  const field = (group: Locator, label: string) => group.getByRole('textbox', { name: label, exact: true });
  const shared = [
    ['Name', 'name'],
    ['Phone', 'phone'],
    ['Country', 'country'],
    ['City', 'city'],
    ['State (optional)', 'state'],
    ['Post code', 'postcode'],
    ['Address', 'add'],
  ] as const;
  for (const [label, key] of shared) await field(customer, label).fill(PROFILE[`cus_${key}`]);
  // Errors under the shipping fields alone: the rows still line up with the customer's.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(field(shipping, 'Name')).toHaveAccessibleDescription('Name is required.');
  // The first of them has the focus, on screen (on a phone, well below the Save button's old place).
  await expect(field(shipping, 'Name')).toBeFocused();
  await expect(field(shipping, 'Name')).toBeInViewport();
  const [customerBox, shippingBox] = await Promise.all([customer.boundingBox(), shipping.boundingBox()]);
  if (!customerBox || !shippingBox) throw new Error('the sections are not on the page');
  if (shippingBox.x > customerBox.x) {
    // Side by side: each field level with its counterpart.
    for (const [label] of shared) {
      const [left, right] = await Promise.all([
        field(customer, label).boundingBox(),
        field(shipping, label).boundingBox(),
      ]);
      expect(right?.y, label).toBe(left?.y);
      expect(right?.height, label).toBe(left?.height);
    }
  } else {
    // One above the other on a narrow screen.
    expect(shippingBox.y).toBeGreaterThanOrEqual(customerBox.y + customerBox.height);
  }

  const same = shipping.getByRole('switch', { name: 'Shipping address same as customer' });
  await same.check();
  for (const [label, key] of shared) await expect(field(shipping, label)).toHaveValue(PROFILE[`cus_${key}`]);
  await field(customer, 'City').fill('Bath');
  await expect(field(shipping, 'City')).toHaveValue('Bath');
  await expect(field(shipping, 'City')).not.toBeEditable();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  const [saved] = (await (await page.request.get('/api/v1/ReadProfile')).json()).data;
  expect(saved).toMatchObject({ cus_city: 'Bath', ship_city: 'Bath', ship_add: PROFILE.cus_add });

  // Off again: the copies stay and can be edited on their own.
  await same.uncheck();
  await field(shipping, 'Address').fill('1 Royal Crescent');
  await expect(field(customer, 'Address')).toHaveValue(PROFILE.cus_add);
  await page.reload();
  await expect(field(shipping, 'City')).toHaveValue('Bath');
  await expect(same).not.toBeChecked();
});

test('after a paid order: open the invoice, write a review, find it on the product', async ({ page }) => {
  await signInThroughApi(page.request);
  await saveProfile(page.request);
  const { plain } = await twoProducts(page.request);
  await addToCart(page.request, plain._id);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/orders\?paid=T\w+$/);

  await page
    .getByRole('link', { name: /^Details of invoice/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice details' })).toBeVisible();
  // The line's picture stays in its column, clear of the product's title (on a phone it once covered it).
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: plain.title }) });
  const picture = await line.locator('img').boundingBox();
  const title = await line.getByRole('heading', { name: plain.title }).boundingBox();
  expect(picture && title && picture.x + picture.width <= title.x).toBe(true);
  await page.getByRole('button', { name: `Create Review for ${plain.title}` }).click();
  // The dialog names the product it reviews, in its title and so in its accessible name.
  const dialog = page.getByRole('dialog', { name: `Create Review: ${plain.title}` });
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(`Create Review: ${plain.title}`);
  await dialog.getByLabel('Rating').selectOption('4');
  // Its own words: the product may have this shopper's reviews from other runs.
  const words = `Arrived quickly and works as described (${test.info().testId}-${Date.now()}).`;
  await dialog.getByLabel('Review').fill(words);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('New Review Created')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.goto(`/details/${plain._id}`);
  // Beside the product's title, how many reviews it has, leading to them.
  await page.getByRole('link', { name: /^\d+ reviews?$/ }).click();
  const reviews = page.getByRole('tabpanel', { name: 'Review' });
  await expect(page.getByRole('tab', { name: 'Review' })).toBeFocused();
  const review = reviews.getByRole('listitem').filter({ hasText: words });
  await expect(review).toContainText(PROFILE.cus_name);
  await expect(review.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
});

test('a 401 from a protected call lands on /login', async ({ page }) => {
  await signInThroughApi(page.request);
  // The header's badges count the cart and the wish list once they are on the page; a count answered 401 would
  // (rightly) send the visitor to sign in from /about, so the session ends only after both were counted.
  const counted = Promise.all(
    ['CartList', 'WishList'].map((call) =>
      page.waitForResponse((response) => response.url().endsWith(`/api/v1/${call}`)),
    ),
  );
  await page.goto('/about');
  await counted;
  // The session ends on the server (revoked elsewhere), but the page still believes it is signed in.
  const cookies = await page.context().cookies();
  await page.context().clearCookies();
  await page.context().addCookies(cookies.filter((cookie) => cookie.name === 'token'));
  await followMainNav(page, 'Orders');
  await expect(page).toHaveURL(/\/login\?from=%2Forders/);
});
