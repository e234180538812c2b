import { expect, test } from '@playwright/test';
import { BROKEN_CHECKOUT_PORT } from '../playwright.config';
import { watchRemoteEntries } from '../support/federation';
import { signInThroughApi } from '../support/session';

test.describe('remotes are found through the manifest and loaded at run time', () => {
  test('each slice loads only when one of its routes is opened', async ({ page }) => {
    const fetched = watchRemoteEntries(page);
    const manifest = page.waitForResponse('**/remotes.json');
    await page.goto('/');
    expect((await manifest).ok()).toBe(true);
    await expect(page.getByRole('heading', { name: 'Welcome to the shop', level: 1 })).toBeVisible();
    expect([...fetched]).toEqual(['catalogue']);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    expect([...fetched].sort()).toEqual(['account', 'catalogue']);
  });

  test('the checkout slice loads its screens for a signed-in customer', async ({ page }) => {
    const fetched = watchRemoteEntries(page);
    await signInThroughApi(page.request);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
    expect(fetched.has('checkout')).toBe(true);
  });

  test('an address no slice owns gets the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('a slice that cannot load costs only its own routes', () => {
  test.use({ baseURL: `http://127.0.0.1:${BROKEN_CHECKOUT_PORT}` });

  test('checkout on a dead server: its routes show the fallback, the frame and other slices work', async ({
    page,
  }) => {
    await signInThroughApi(page.request);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Checkout is temporarily unavailable' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to the shop', level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  });
});

test('Retry loads a slice once it is reachable again', async ({ page }) => {
  let outage = true;
  await page.route('**/remotes/account/**', (route) => (outage ? route.abort() : route.continue()));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Your account is temporarily unavailable' })).toBeVisible();

  outage = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
});
