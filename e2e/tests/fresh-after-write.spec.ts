import { expect, type Page, test } from '@playwright/test';
import { openTab } from '../support/navigation';
import { signInThroughApi } from '../support/session';
import { chooseFirstOptions, PROFILE, saveProfile } from '../support/shopping';

interface Product {
  _id: string;
  title: string;
  star: number;
}

const api = (page: Page, path: string) => page.request.get(`/api/v1/${path}`);

// Each test signs in, buys, pays, reviews and browses again: about 25 s on its own, more beside a busy neighbour.
test.describe.configure({ timeout: 60_000 });

/**
 * A product that only this test reviews: the desktop and phone runs of this file may run side by side, and a second
 * reviewer at the same moment would change the star this test expects.
 */
async function productForThisTest(page: Page, slot: number): Promise<Product> {
  const cards: Product[] = (await (await api(page, 'ProductListByRemark/special')).json()).data;
  const index = slot * 2 + (test.info().project.name === 'desktop' ? 0 : 1);
  const product = cards[index];
  if (!product) throw new Error(`the demo catalogue has no special product number ${index + 1}`);
  return product;
}

/**
 * A signed-in customer buys the product from its page and pays on the sandbox page. The browser now holds the
 * product's details and reviews from before the review: the copies that used to hide it.
 */
async function buyOnProductPage(page: Page, product: Product) {
  await signInThroughApi(page.request);
  await saveProfile(page.request);
  await page.goto(`/details/${product._id}`);
  await chooseFirstOptions(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Cart Item Added Successfully')).toBeVisible();
  await page.getByRole('link', { name: 'Cart 1 item' }).click();
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/orders\?paid=T\w+$/);
}

/**
 * Writes a review from the order's invoice, as a customer does. The rating moves the star away from where it was
 * (the demo gives a product at most a few reviews), so a stale copy cannot pass for a fresh one.
 */
async function writeReview(page: Page, product: Product, text: string) {
  const rating = product.star >= 3 ? 1 : 5;
  await page
    .getByRole('link', { name: /^Details of invoice/ })
    .first()
    .click();
  await page.getByRole('button', { name: `Create Review for ${product.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Create Review: ${product.title}` });
  await dialog.getByLabel('Rating').selectOption(String(rating));
  await dialog.getByLabel('Review').fill(text);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('New Review Created')).toBeVisible();
  // Playwright's request client keeps no HTTP cache: this is the star the server holds now.
  const [details] = (await (await api(page, `ProductDetails/${product._id}`)).json()).data;
  expect(details.star).not.toBe(product.star);
  return { rating, star: details.star as number };
}

/** The Stars widget's name for a rating: rounded to the nearest half. */
const starsName = (rating: number) => `Rated ${Math.round(rating * 2) / 2} out of 5`;

const keywordPath = (product: Product) => `/by-keyword/${encodeURIComponent(product.title)}`;

function cardOf(page: Page, product: Product) {
  return page
    .getByRole('list', { name: `Results for "${product.title}"` })
    .getByRole('link')
    .filter({ has: page.getByText(product.title, { exact: true }) });
}

/** The star the product page came with: the page's data as the server rendered it (its address opened). */
async function starRenderedWith(page: Page): Promise<number> {
  const state = JSON.parse((await page.locator('#page-state').textContent()) ?? '{}');
  return state['catalogue/product-details/product'].star;
}

/** The star of the product page's own request (opened in the browser, from another page). */
async function starAskedFor(page: Page, product: Product, open: () => Promise<unknown>): Promise<number> {
  const detailsAnswer = page.waitForResponse((response) =>
    response.url().endsWith(`/api/v1/ProductDetails/${product._id}`),
  );
  await open();
  return (await (await detailsAnswer).json()).data[0].star;
}

/** The product page open: the review on its Review tab, with the customer's name and stars. */
async function expectReviewOnProductPage(page: Page, review: { text: string; rating: number }) {
  const mine = (await openTab(page, 'Review')).getByRole('listitem').filter({ hasText: review.text });
  await expect(mine).toContainText(PROFILE.cus_name);
  await expect(mine.getByRole('img', { name: starsName(review.rating) })).toBeVisible();
}

test('right after writing a review, the product page shows it and the new star, and so does its card', async ({
  page,
}) => {
  const product = await productForThisTest(page, 0);
  await buyOnProductPage(page, product);
  const text = `Fresh on first look, ${test.info().project.name}.`;
  const review = { text, ...(await writeReview(page, product, text)) };

  await page.goto(`/details/${product._id}`);
  expect(await starRenderedWith(page)).toBe(review.star);
  await expectReviewOnProductPage(page, review);
  await page.goto(keywordPath(product));
  await expect(cardOf(page, product).getByRole('img', { name: starsName(review.star) })).toBeVisible();
});

test('a card list seen before the review shows the new star, and its card opens the product with the review', async ({
  page,
}) => {
  const product = await productForThisTest(page, 1);
  await buyOnProductPage(page, product);
  // Seen before the write as well: the browser holds the card list and the product page opened from it.
  await page.goto(keywordPath(product));
  await expect(cardOf(page, product).getByRole('img', { name: starsName(product.star) })).toBeVisible();
  await cardOf(page, product).click();
  await expect(await openTab(page, 'Review')).toBeVisible();

  await page.goto('/orders');
  const text = `Fresh after a second look, ${test.info().project.name}.`;
  const review = { text, ...(await writeReview(page, product, text)) };

  await page.goto(keywordPath(product));
  await expect(cardOf(page, product).getByRole('img', { name: starsName(review.star) })).toBeVisible();
  expect(await starAskedFor(page, product, () => cardOf(page, product).click())).toBe(review.star);
  await expectReviewOnProductPage(page, review);
});
