import { expect, type Page, test } from '@playwright/test';
import { foldToggle, isPhone, mainNav, searchForm } from '../support/navigation';
import { signInThroughApi } from '../support/session';
import { addToCart, twoProducts } from '../support/shopping';

test('the frame renders on / with every link and the badges', async ({ page }) => {
  await page.goto('/');
  const nav = await mainNav(page);
  for (const [name, href] of [
    ['Home', '/'],
    ['About', '/about'],
    ['Contact', '/contact'],
    ['Cart', '/cart'],
    ['Wish', '/wish'],
    ['Orders', '/orders'],
    ['Login', '/login'],
    ['Profile', '/profile'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('link', { name: 'Cart 0 items' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wish 0 items' })).toBeVisible();
  // The header's own Login link, before the main navigation's.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Shop home' })).toHaveJSProperty('width', 50);

  const footer = page.getByRole('contentinfo');
  for (const name of ['Refund Policy', 'Privacy Policy', 'Terms', 'How to buy', 'Complain']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await expect(footer.getByRole('img', { name: /Visa/ })).toBeVisible();
});

test('the search box goes to the keyword page, and home when empty', async ({ page }) => {
  await page.goto('/about');
  const search = await searchForm(page);
  const box = search.getByRole('combobox', { name: 'Search products' });
  await box.fill('wireless');
  await box.press('Enter');
  await expect(page).toHaveURL('/by-keyword/wireless');

  await box.fill('   ');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/');
});

test('a phone folds the search field behind a Search toggle, opened and closed by keyboard', async ({
  page,
}) => {
  await page.goto('/about');
  const field = page.getByRole('combobox', { name: 'Search products' });
  const toggle = foldToggle(page, 'Search');
  if (!isPhone(page)) {
    // A wide screen shows the field at once, and no toggle to open it.
    await expect(field).toBeVisible();
    await expect(toggle).toBeHidden();
    return;
  }
  await expect(field).toBeHidden();
  // The field takes the focus once the scripts have taken over (the badges come after them): before, the toggle
  // opens the form but cannot move the focus.
  await expect(page.getByRole('link', { name: 'Cart 0 items' })).toBeVisible();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await page.keyboard.type('lamp');
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await page.keyboard.type('wireless');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/by-keyword/wireless');
});

test("the header's height: a phone's is one row under the top bar, a wide screen's unchanged", async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Cart 0 items' })).toBeVisible();
  const height = (await page.getByRole('banner').boundingBox())?.height;
  // Phone: 32 px top bar, 52 px row, 1 px border (it was 181 px: two rows under a two-row top bar).
  expect(height).toBe(isPhone(page) ? 85 : 157);
});

test("a product's title and price are on the first screen", async ({ page }) => {
  const { discounted } = await twoProducts(page.request);
  // The longest title of the demo catalogue wraps to three lines on a phone.
  const cards: { _id: string; title: string }[] = (
    await (await page.request.get('/api/v1/ProductListByKeyword/e?limit=100')).json()
  ).data;
  const longest = cards.reduce((long, card) => (card.title.length > long.title.length ? card : long));
  for (const product of [discounted, longest]) {
    await page.goto(`/details/${product._id}`);
    const title = page.getByRole('heading', { level: 1, name: product.title });
    await expect(title).toBeVisible();
    const viewport = page.viewportSize()?.height ?? 0;
    for (const piece of [title, page.locator('.details-price')]) {
      const box = await piece.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(viewport);
    }
  }
});

test('a signed-in customer sees Logout and Profile and the badge counts; Logout goes home', async ({
  page,
}) => {
  await signInThroughApi(page.request);
  const product = (await (await page.request.get('/api/v1/ProductListByRemark/new?limit=1')).json()).data[0];
  await addToCart(page.request, product._id);
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Cart 0 items' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

// The customer's own pages as well as a public one: a customer's page must not send the visitor it just signed out
// to sign in again.
for (const [from, heading] of [
  ['/profile', 'Profile'],
  ['/cart', 'Cart'],
  ['/orders', 'Orders'],
  ['/about', 'About'],
] as const) {
  test(`Logout on ${from} goes to / and ends the session`, async ({ page }) => {
    await signInThroughApi(page.request);
    await page.goto(from);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the shop' })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: /^(Logout|Processing\.\.\.)$/ }),
    ).toHaveCount(0);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('token');
    expect((await page.request.get('/api/v1/ReadProfile')).status()).toBe(401);
    expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);
  });
}

test("Logout while the header's count is still on its way: its 401 leaves the shopper on the home page", async ({
  page,
}) => {
  await signInThroughApi(page.request);
  // The cart count answers only after the logout, with the 401 a call that outlived its session gets.
  let answerCount: () => void = () => {};
  const loggedOut = new Promise<void>((resolve) => {
    answerCount = resolve;
  });
  await page.route('**/api/v1/CartList', async (route) => {
    await loggedOut;
    await route.fulfill({ status: 401, json: { status: 'fail', message: 'Please sign in' } });
  });
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  answerCount();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the shop' })).toBeVisible();
});

test('a protected page opened while logged out goes to sign in', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL('/login?from=%2Forders');
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a new page opens at its top with the focus on its heading; Back returns to where the shopper was', async ({
  page,
}) => {
  await page.goto('/');
  // Every list above the brands has loaded: the page is as tall as it will be.
  await expect(page.getByRole('list', { name: 'new products' }).getByRole('link').first()).toBeVisible();
  const brand = page.getByRole('region', { name: 'Top Brands' }).getByRole('link').first();
  const brandName = (await brand.textContent())?.trim() ?? '';
  await brand.evaluate((tile) => tile.scrollIntoView({ block: 'center' }));
  const onHome = await scrollY(page);
  expect(onHome).toBeGreaterThan(0);

  await brand.click();
  await expect(page).toHaveURL(/\/by-brand\//);
  await expect(page.getByRole('heading', { level: 1, name: brandName })).toBeFocused();
  expect(await scrollY(page)).toBe(0);

  const product = page.getByRole('list', { name: brandName }).getByRole('link').last();
  await product.evaluate((card) => card.scrollIntoView({ block: 'center' }));
  const onListing = await scrollY(page);
  expect(onListing).toBeGreaterThan(0);
  await product.click();
  await expect(page).toHaveURL(/\/details\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/by-brand\//);
  await expect.poll(() => scrollY(page)).toBeCloseTo(onListing, 0);
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(() => scrollY(page)).toBeCloseTo(onHome, 0);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the shop' })).toBeFocused();
});

test('the first page of a visit keeps the focus at the start of the document', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});

test('a badge at 0 is grey, not the red of a count to attend to, and keeps its name', async ({ page }) => {
  const background = (name: string) =>
    page
      .getByRole('link', { name })
      .locator('.count-badge-count')
      .evaluate((badge) => getComputedStyle(badge).backgroundColor);
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Cart 0 items' })).toBeVisible();
  expect(await background('Cart 0 items')).toBe('rgb(230, 235, 241)');
  expect(await background('Wish 0 items')).toBe('rgb(230, 235, 241)');

  await signInThroughApi(page.request);
  const product = (await (await page.request.get('/api/v1/ProductListByRemark/new?limit=1')).json()).data[0];
  await addToCart(page.request, product._id);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
  expect(await background('Cart 1 item')).toBe('rgb(179, 38, 30)');
  expect(await background('Wish 0 items')).toBe('rgb(230, 235, 241)');
});
