import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openFilters } from '../support/navigation';
import type { Card } from '../support/shopping';

interface Named {
  _id: string;
}

async function data<T>(request: APIRequestContext, call: string, body?: object): Promise<T> {
  const response = body
    ? await request.post(`/api/v1/${call}`, { data: body })
    : await request.get(`/api/v1/${call}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

const paid = (card: Card) => (card.discount && card.discountPrice !== null ? card.discountPrice : card.price);
const idsOf = (cards: Card[]) => cards.map((card) => card._id).sort();

/**
 * A category, and a brand with products both in it and outside it (so choosing the brand there shows which of
 * the two the listing kept), found in the demo catalogue through the API.
 */
async function categoryAndBrand(request: APIRequestContext) {
  const categories = await data<Named[]>(request, 'ProductCategoryList');
  const brands = await data<Named[]>(request, 'ProductBrandList');
  for (const category of categories) {
    for (const brand of brands) {
      const within = await data<Card[]>(request, 'ProductListByFilter', {
        brandID: brand._id,
        categoryID: category._id,
      });
      const everywhere = await data<Card[]>(request, `ProductListByBrand/${brand._id}`);
      if (within.length > 0 && everywhere.length > within.length) return { category, brand, within };
    }
  }
  throw new Error('The demo catalogue has no brand selling in two categories');
}

/** The products a listing shows, by id (each card links to /details/{id}). */
async function shownIds(page: Page, listName: string) {
  const links = page.getByRole('list', { name: listName }).getByRole('link');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/^.*\/details\//, '')).sort();
}

test('a brand chosen on a category’s page shows that brand’s products of that category only', async ({
  page,
  request,
}) => {
  const { category, brand, within } = await categoryAndBrand(request);
  await page.goto(`/by-category/${category._id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText('Products');
  const listName = (await heading.textContent()) ?? '';
  await expect(page.getByRole('list', { name: listName }).getByRole('link').first()).toBeVisible();

  await openFilters(page);
  await expect(page.getByLabel('Category')).toHaveValue(category._id);
  await page.getByLabel('Brand').selectOption(brand._id);
  await expect(page).toHaveURL(new RegExp(`/by-category/${category._id}\\?brandID=${brand._id}$`));
  await expect.poll(() => shownIds(page, listName)).toEqual(idsOf(within));
  await expect(page.getByLabel('Category')).toHaveValue(category._id);
});

test('the price sliders span the listed prices, and a typed maximum of $100 filters', async ({
  page,
  request,
}) => {
  // The category whose prices run both sides of $100.
  const categories = await data<Named[]>(request, 'ProductCategoryList');
  let chosen: { id: string; cards: Card[] } | undefined;
  for (const category of categories) {
    const cards = await data<Card[]>(request, `ProductListByCategory/${category._id}`);
    if (cards.some((card) => paid(card) <= 100) && cards.some((card) => paid(card) > 100)) {
      chosen = { id: category._id, cards };
      break;
    }
  }
  if (!chosen) throw new Error('No demo category has prices both sides of $100');
  const prices = chosen.cards.map(paid);
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);

  await page.goto(`/by-category/${chosen.id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText('Products');
  const listName = (await heading.textContent()) ?? '';
  await openFilters(page);
  const maximum = page.getByRole('slider', { name: 'Maximum price' });
  await expect(maximum).toBeEnabled();
  const attribute = async (name: string) => Number(await maximum.getAttribute(name));
  const [min, max, step] = [await attribute('min'), await attribute('max'), await attribute('step')];
  // Fine enough to pick $50 or $100, and no wider than the prices rounded out to one step.
  expect(50 % step).toBe(0);
  expect(min).toBeLessThanOrEqual(lowest);
  expect(lowest - min).toBeLessThan(step);
  expect(max).toBeGreaterThanOrEqual(highest);
  expect(max - highest).toBeLessThan(step);
  await expect(maximum).toHaveAttribute('aria-valuetext', 'No limit');

  const typed = page.getByRole('textbox', { name: 'Maximum price in dollars' });
  await typed.fill('100');
  await typed.press('Enter');
  await expect(page).toHaveURL(/\?priceMax=100$/);
  await expect(maximum).toHaveValue('100');
  const affordable = chosen.cards.filter((card) => paid(card) <= 100);
  await expect.poll(() => shownIds(page, listName)).toEqual(idsOf(affordable));

  // An amount beyond the listing's prices is refused, saying why, and changes nothing.
  await typed.fill('999999');
  await typed.press('Enter');
  const filter = page.getByRole('complementary', { name: 'Filter products' });
  await expect(filter.getByRole('alert')).toContainText('Enter an amount from');
  await expect(page).toHaveURL(/\?priceMax=100$/);
});
