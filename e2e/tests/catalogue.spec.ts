import { expect, test } from '@playwright/test';
import { openFilters, openTab, searchForm } from '../support/navigation';

test('home to a category to a product', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
  const categories = page.getByRole('region', { name: 'Top Categories' });
  const category = categories.getByRole('link').first();
  const categoryName = (await category.textContent())?.trim() ?? '';
  await category.click();
  await expect(page).toHaveURL(/\/by-category\//);
  await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
  await expect(page).toHaveTitle(`${categoryName} | Shop`);

  const product = page.getByRole('list', { name: categoryName }).getByRole('link').first();
  await product.click();
  await expect(page).toHaveURL(/\/details\//);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
});

test('the remark tabs load their lists', async ({ page }) => {
  await page.goto('/');
  // One row of tabs, on a phone too (scrolled sideways there when it must be), the page itself never wider.
  const tabs = page.getByRole('tablist', { name: 'Products by remark' }).getByRole('tab');
  const tops = await tabs.evaluateAll(
    (all) => new Set(all.map((tab) => tab.getBoundingClientRect().top)).size,
  );
  expect(tops).toBe(1);
  // (A phone lays out a page wider than its screen at that width, so the screen's is the one to compare with.)
  const screenWidth = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screenWidth);
  await openTab(page, 'Trending');
  await expect(page.getByRole('list', { name: 'trending products' }).getByRole('link').first()).toBeVisible();
  await openTab(page, 'Special');
  await expect(page.getByRole('list', { name: 'special products' }).getByRole('link').first()).toBeVisible();
});

test('keyword search from the header', async ({ page }) => {
  await page.goto('/about');
  const search = await searchForm(page);
  await search.getByRole('combobox', { name: 'Search products' }).fill('wireless');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/by-keyword/wireless');
  const results = page.getByRole('list', { name: 'Results for "wireless"' });
  // Titles and short descriptions are searched: every demo product with "wireless" in its title is found.
  await expect(results.getByRole('link', { name: /wireless/i }).first()).toBeVisible();
});

test('a filter narrows the listing and survives a reload', async ({ page }) => {
  await page.goto('/by-keyword/a');
  const results = page.getByRole('list', { name: 'Results for "a"' });
  await expect(results.getByRole('link').first()).toBeVisible();
  const before = await results.getByRole('link').count();

  await openFilters(page);
  const brand = page.getByLabel('Brand');
  await expect(brand.locator('option').nth(1)).toBeAttached();
  const brandId = await brand.locator('option').nth(1).getAttribute('value');
  await brand.selectOption(brandId ?? '');
  await expect(page).toHaveURL(new RegExp(`brandID=${brandId}`));
  await expect(async () => {
    const after = await results.getByRole('link').count();
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
  }).toPass();

  await page.reload();
  await expect(page.getByLabel('Brand')).toHaveValue(brandId ?? '');
});

test('a legal page shows its content', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.locator('.legal-content')).not.toBeEmpty();
  await expect(page).toHaveTitle('Privacy Policy | Shop');
});

test("the Terms page has one heading, and every legal page gives the top bar's phone number", async ({
  page,
}) => {
  await page.goto('/terms');
  const content = page.locator('.legal-content');
  await expect(content).not.toBeEmpty();
  // The title is the page's heading; the content's own headings are its sections.
  await expect(page.getByRole('main').getByRole('heading', { name: /Terms/ })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms' })).toBeVisible();

  const phone = (await page.getByRole('banner').getByRole('link', { name: /^\+1/ }).textContent()) ?? '';
  expect(phone).toBe('+1 (555) 010-2030');
  for (const legal of ['/about', '/terms', '/contact', '/complain']) {
    await page.goto(legal);
    await expect(content).toContainText(phone);
    const numbers = (await content.textContent())?.match(/\+1[\d ()-]+\d/g);
    expect(new Set(numbers)).toEqual(new Set([phone]));
  }
});

test('the home carousel arrows leave Buy Now free to tap', async ({ page }) => {
  await page.goto('/');
  const offers = page.getByRole('region', { name: 'Offers' });
  const buyNow = await offers
    .locator('.swiper-slide-active')
    .getByRole('link', { name: 'Buy Now' })
    .boundingBox();
  expect(buyNow).not.toBeNull();
  for (const name of ['Previous slide', 'Next slide']) {
    const arrow = await offers.getByRole('button', { name }).boundingBox();
    expect(arrow).not.toBeNull();
    if (!buyNow || !arrow) continue;
    const apart =
      arrow.x + arrow.width <= buyNow.x ||
      buyNow.x + buyNow.width <= arrow.x ||
      arrow.y + arrow.height <= buyNow.y ||
      buyNow.y + buyNow.height <= arrow.y;
    expect(apart, `${name} overlaps Buy Now`).toBe(true);
  }
});

test('the home features fill their row, each card holds its own text and the titles of a row line up', async ({
  page,
}) => {
  await page.goto('/');
  const strip = page.getByRole('list', { name: 'Why shop with us' });
  const cards = strip.getByRole('listitem');
  await expect(cards).toHaveCount(4);
  const stripBox = await strip.boundingBox();
  const right = (box: { x: number; width: number }) => box.x + box.width;
  const edges: number[] = [];
  const titleTopsByRow = new Map<number, Set<number>>();
  for (const card of await cards.all()) {
    const box = await card.boundingBox();
    const title = await card.locator('strong').boundingBox();
    if (!box || !title) throw new Error('A feature card is not laid out');
    edges.push(right(box));
    titleTopsByRow.set(box.y, (titleTopsByRow.get(box.y) ?? new Set()).add(Math.round(title.y)));
    for (const text of await card.locator('strong, p').all()) {
      const inner = await text.boundingBox();
      if (!inner) throw new Error('A feature text is not laid out');
      expect(inner.y).toBeGreaterThanOrEqual(box.y);
      expect(inner.y + inner.height).toBeLessThanOrEqual(box.y + box.height);
    }
  }
  for (const tops of titleTopsByRow.values()) expect(tops.size).toBe(1);
  // The rightmost card ends where the strip does: no empty column is left over.
  expect(Math.max(...edges)).toBeCloseTo(stripBox ? right(stripBox) : 0, 0);
});
