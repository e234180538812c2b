import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../support/session';

test('an image pointing at UserLogout in a page of the shop does not sign the viewer out', async ({
  page,
}) => {
  await signInThroughApi(page.request);
  await page.goto('/about');
  const logout = page.getByRole('banner').getByRole('button', { name: 'Logout' });
  await expect(logout).toBeVisible();

  // As a legal page's HTML could hold it: the browser loads it as an image, with the viewer's cookies.
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/UserLogout'));
  await page.getByRole('main').evaluate((main) => {
    const image = document.createElement('img');
    image.alt = '';
    image.src = '/api/v1/UserLogout';
    main.append(image);
  });
  const refusal = await answered;
  expect(refusal.status()).toBe(403);
  expect(await refusal.json()).toMatchObject({ status: 'fail', code: 'FETCH_REQUIRED' });

  // Still signed in, on the server too: a customer's page opens with its data rather than sending to /login.
  await page.goto('/profile');
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('group', { name: 'Customer Details' })).toBeVisible();
  await expect(logout).toBeVisible();
  expect((await page.request.get('/api/v1/CartList')).status()).toBe(200);
});
