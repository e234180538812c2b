import { expect, type Page, test } from '@playwright/test';
import { searchForm } from '../support/navigation';

/** Types into the header's search field, opened first on a phone, and gives the field. */
async function typeSearch(page: Page, text: string) {
  const field = (await searchForm(page)).getByRole('combobox', { name: 'Search products' });
  await field.pressSequentially(text);
  return field;
}

/** The prices of the listing's cards, in the order shown. */
async function cardPrices(page: Page, listing: string): Promise<number[]> {
  const cards = page.getByRole('list', { name: listing }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  // A card on sale shows its old price struck through first: what is paid is the last amount on the card.
  return (await cards.allInnerTexts()).map((text) =>
    Number(
      text
        .match(/\$[\d,.]+/g)
        ?.at(-1)
        ?.replace(/[$,]/g, ''),
    ),
  );
}

test('a plural and a misspelt word both find the product', async ({ page }) => {
  await page.goto('/');
  await typeSearch(page, 'watches');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/by-keyword/watches');
  await expect(
    page.getByRole('list', { name: 'Results for "watches"' }).getByRole('link', { name: /Watch/ }).first(),
  ).toBeVisible();

  await page.goto('/by-keyword/hedphones');
  await expect(
    page.getByText('No products matched "hedphones". Showing results for "headphones".'),
  ).toBeVisible();
  const results = page.getByRole('list', { name: 'Results for "hedphones"' });
  await expect(
    results.getByRole('link', { name: /Hushwave Hush 700 Noise-Cancelling Headphones/ }),
  ).toBeVisible();
  await expect(page.getByText(/^\d+ products?$/)).toBeVisible();
});

test('a suggestion opens its product, chosen with the keyboard', async ({ page }) => {
  await page.goto('/');
  const field = await typeSearch(page, 'hushw');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  const product = suggestions.getByRole('option', { name: /Hushwave Hush 700/ });
  await expect(product).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  // Down to the product suggested first, then Enter opens its page.
  await field.press('ArrowDown');
  await expect(product).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/details\//);
  await expect(page.getByRole('heading', { level: 1, name: /Hushwave Hush 700/ })).toBeVisible();
});

test('sorting by price orders the listing, and Back returns to the order before', async ({ page }) => {
  await page.goto('/by-keyword/phone');
  const listing = 'Results for "phone"';
  // A choice made before the scripts take the page over is the browser's form's (noscript's Sort button): the
  // header's counts, loaded once the page is idle, say they have.
  await expect(page.getByRole('link', { name: 'Cart 0 items' })).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL('/by-keyword/phone?sort=price-asc');
  await expect
    .poll(async () => {
      const prices = await cardPrices(page, listing);
      return prices.length > 1 && prices.every((price, i) => i === 0 || (prices[i - 1] as number) <= price);
    })
    .toBe(true);

  await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL('/by-keyword/phone?sort=price-desc');
  await expect
    .poll(async () => {
      const prices = await cardPrices(page, listing);
      return prices.length > 1 && prices.every((price, i) => i === 0 || (prices[i - 1] as number) >= price);
    })
    .toBe(true);

  await page.goBack();
  await expect(page).toHaveURL('/by-keyword/phone?sort=price-asc');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
});
