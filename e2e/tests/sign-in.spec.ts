import { expect, test } from '@playwright/test';
import { latestCode, newCustomerEmail } from '../support/session';

test('signing in on the account slice changes the shell without a reload, and logout goes home', async ({
  page,
}) => {
  const email = newCustomerEmail();
  await page.goto('/login');
  // A marker on the window survives only if the page is never reloaded.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  await page.getByLabel('E-mail address').fill('not-an-address');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Valid Email Address Required!')).toBeVisible();

  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/otp');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Valid PIN Required!')).toBeVisible();

  await page.getByLabel('Verification code').fill(await latestCode(page.request, email));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // The header's own Profile link: the main navigation always lists one too, after it.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);

  await page.getByRole('button', { name: 'Logout' }).click();
  // Waits for the logout itself, not just the button turning into Processing... while the request runs;
  // the main navigation's Login link is there all along.
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^(Logout|Processing\.\.\.)$/ }),
  ).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

test('a wrong code says Something Went Wrong!', async ({ page }) => {
  const email = newCustomerEmail();
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Submit' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Something Went Wrong!' });
  await expect(toast).toContainText('That is not the code we sent. Check the e-mail and try again.');
  await expect(page).toHaveURL(/\/otp/);
  // Once it has moved in: the title over its help, on a line of its own, and in the site's typeface.
  const layout = await toast.evaluate(async (element) => {
    await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished));
    const [title, help] = [...(element.querySelector('.toast-message')?.children ?? [])];
    const titleBox = title?.getBoundingClientRect();
    return {
      titleOverHelp: Boolean(titleBox && help && titleBox.bottom <= help.getBoundingClientRect().top),
      titleLines:
        title && titleBox
          ? Math.round(titleBox.height / Number.parseFloat(getComputedStyle(title).lineHeight))
          : 0,
      sameTypeface: getComputedStyle(element).fontFamily === getComputedStyle(document.body).fontFamily,
    };
  });
  expect(layout).toEqual({ titleOverHelp: true, titleLines: 1, sameTypeface: true });
});

test('asking for a new code too soon says how long to wait before asking again', async ({ page }) => {
  const email = newCustomerEmail();
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/otp');
  // One code per 30 seconds per address: asking again at once is refused with Retry-After: 30.
  await page.getByRole('button', { name: 'Send a new code' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Something Went Wrong!' });
  await expect(toast).toContainText('You can ask for a new code in 30 seconds.');
});

test('a visitor sent to sign in from a customer page comes back to it', async ({ page }) => {
  const email = newCustomerEmail();
  await page.goto('/orders');
  await expect(page).toHaveURL('/login?from=%2Forders');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Verification code').fill(await latestCode(page.request, email));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
});

test('a return path naming another host lands on the home page after signing in, with the shop intact', async ({
  page,
}) => {
  const email = newCustomerEmail();
  await page.goto('/login?from=/\\evil.example');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Verification code').fill(await latestCode(page.request, email));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByText('temporarily unavailable')).toHaveCount(0);
});
