import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../support/session';
import { twoProducts } from '../support/shopping';

test('product details: facts, options, stepper, tabs, and Add to Cart updates the badge', async ({
  page,
}) => {
  await signInThroughApi(page.request);
  const { discounted } = await twoProducts(page.request);
  await page.goto(`/details/${discounted._id}`);
  await expect(page.getByRole('heading', { level: 1, name: discounted.title })).toBeVisible();
  await expect(page).toHaveTitle(`${discounted.title} | Shop`);
  await expect(page.locator('.details-price del')).toBeVisible();

  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('group', { name: 'Quantity' })).toContainText('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Cart Item Added Successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();

  await page.getByRole('button', { name: 'Add to Wish' }).click();
  await expect(page.getByText('Wish Item Added Successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wish 1 item' })).toBeVisible();

  await page.getByRole('tab', { name: 'Review' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Review' })).toBeVisible();
  await page.getByRole('tab', { name: 'Specifications' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Specifications' }).locator('table')).toBeVisible();
});

test('the gallery: next and previous, pause and play, thumbnails', async ({ page }) => {
  const { discounted } = await twoProducts(page.request);
  await page.goto(`/details/${discounted._id}`);
  const gallery = page.getByRole('region', { name: `Images of ${discounted.title}` });
  await expect(gallery).toBeVisible();
  // The first image is the page's largest paint: it goes first, the others wait until they near the view.
  const firstImage = gallery.getByRole('img', { name: `${discounted.title}, image 1 of` });
  await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
  await expect(firstImage).toHaveAttribute('loading', 'eager');
  await expect(gallery.getByRole('img', { name: `${discounted.title}, image 2 of` })).toHaveAttribute(
    'loading',
    'lazy',
  );
  await gallery.getByRole('button', { name: 'Pause' }).click();
  await expect(gallery.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
  const active = gallery.locator('.gallery-main .swiper-slide-active');
  const first = Number(await active.getAttribute('data-swiper-slide-index'));
  await gallery.locator('.swiper-button-next').click();
  await expect(active).toHaveAttribute('data-swiper-slide-index', String(first + 1));
  // A click during the 450 ms slide is ignored, as it is for a person.
  await page.waitForTimeout(500);
  await gallery.locator('.swiper-button-prev').click();
  await expect(active).toHaveAttribute('data-swiper-slide-index', String(first));
  await page.waitForTimeout(500);
  await gallery.getByRole('img', { name: 'Thumbnail 3' }).click();
  await expect(active).toHaveAttribute('data-swiper-slide-index', '2');
});

test('a visitor who adds to the cart signs in first and comes back', async ({ page }) => {
  const { plain } = await twoProducts(page.request);
  await page.goto(`/details/${plain._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(`/login?from=${encodeURIComponent(`/details/${plain._id}`)}`);
});

test('an unknown product says so', async ({ page }) => {
  await page.goto('/details/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('No product details available.')).toBeVisible();
});
