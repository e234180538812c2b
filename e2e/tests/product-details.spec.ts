import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { isPhone, openTab } from '../support/navigation';
import { latestCode, newCustomerEmail, signInThroughApi } from '../support/session';
import { chooseFirstOptions, twoProducts } from '../support/shopping';

test('product details: facts, options, stepper, tabs, and Add to Cart updates the badge', async ({
  page,
}) => {
  await signInThroughApi(page.request);
  const { discounted } = await twoProducts(page.request);
  await page.goto(`/details/${discounted._id}`);
  await expect(page.getByRole('heading', { level: 1, name: discounted.title })).toBeVisible();
  await expect(page).toHaveTitle(`${discounted.title} | Shop`);
  await expect(page.locator('.details-price del')).toBeVisible();

  await chooseFirstOptions(page);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('group', { name: 'Quantity' })).toContainText('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Cart Item Added Successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();

  await page.getByRole('button', { name: 'Add to Wish' }).click();
  await expect(page.getByText('Wish Item Added Successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wish 1 item' })).toBeVisible();

  await expect(await openTab(page, 'Review')).toBeVisible();
  await expect((await openTab(page, 'Specifications')).locator('table')).toBeVisible();
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
  await chooseFirstOptions(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(`/login?from=${encodeURIComponent(`/details/${plain._id}`)}`);
});

/** A product of the demo catalogue offered in several sizes and colours, with the last of each. */
async function aProductWithChoices(request: APIRequestContext) {
  const cards: { _id: string }[] = (await (await request.get('/api/v1/ProductListByRemark/new')).json()).data;
  for (const { _id } of cards) {
    const [product] = (await (await request.get(`/api/v1/ProductDetails/${_id}`)).json()).data;
    const sizes = product.details.size.split(',').map((size: string) => size.trim());
    const colors = product.details.color.split(',').map((color: string) => color.trim());
    if (sizes.length > 1 && colors.length > 1) {
      return { id: _id, title: product.title as string, size: sizes.at(-1), color: colors.at(-1) };
    }
  }
  throw new Error('the demo catalogue lacks a new product in several sizes and colours');
}

test('the quantity is labelled beside the options, and stays in place when an option shows its error', async ({
  page,
}) => {
  const product = await aProductWithChoices(page.request);
  await page.goto(`/details/${product.id}`);
  const size = page.getByLabel('Size', { exact: true });
  const quantity = page.getByRole('group', { name: 'Quantity' });
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(page.getByText('Quantity', { exact: true })).toBeVisible();
  // Where the quantity and the buttons stand from the Size label (boxes are the viewport's, which may scroll).
  const places = async () => {
    const [label, stepper, buttons] = await Promise.all(
      [page.getByText('Size', { exact: true }), quantity, addToCart].map((piece) => piece.boundingBox()),
    );
    const from = (box: typeof label) => ({
      x: (box?.x ?? 0) - (label?.x ?? 0),
      y: (box?.y ?? 0) - (label?.y ?? 0),
    });
    return {
      stepper: { ...from(stepper), bottom: from(stepper).y + (stepper?.height ?? 0) },
      buttons: from(buttons),
    };
  };
  const before = await places();
  // On a wide screen one row: the options and the quantity, their labels' tops in line.
  if (!isPhone(page)) expect(before.stepper.y).toBe(0);
  // The buttons are a row of their own under the fields, whatever the product offers.
  expect(before.buttons.y).toBeGreaterThan(before.stepper.bottom);

  await addToCart.click();
  await expect(size).toHaveAccessibleDescription('Choose a size.');
  const after = await places();
  expect(after.stepper.x).toBe(before.stepper.x);
  // A phone has the quantity on a row of its own under the options: the error above it moves it down, not aside.
  if (!isPhone(page)) expect(after.stepper.y).toBe(before.stepper.y);
  expect(after.buttons.y).toBeGreaterThan(after.stepper.bottom);
});

test('Add to Cart with a size or colour still to choose marks it, moves focus to it, and adds nothing', async ({
  page,
}) => {
  await signInThroughApi(page.request);
  const product = await aProductWithChoices(page.request);
  await page.goto(`/details/${product.id}`);
  const size = page.getByLabel('Size', { exact: true });
  const color = page.getByLabel('Color', { exact: true });
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });

  await addToCart.click();
  await expect(size).toBeFocused();
  await expect(size).toHaveAttribute('aria-invalid', 'true');
  await expect(size).toHaveAccessibleDescription('Choose a size.');
  await expect(color).toHaveAttribute('aria-invalid', 'true');
  await expect(color).toHaveAccessibleDescription('Choose a color.');

  await size.selectOption(product.size);
  await expect(size).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText('Choose a size.')).toHaveCount(0);
  await addToCart.click();
  await expect(color).toBeFocused();
  expect((await (await page.request.get('/api/v1/CartList')).json()).data).toEqual([]);

  await color.selectOption(product.color);
  await addToCart.click();
  await expect(page.getByText('Cart Item Added Successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
  const cart = (await (await page.request.get('/api/v1/CartList')).json()).data;
  expect(cart).toEqual([
    expect.objectContaining({ productID: product.id, qty: 1, size: product.size, color: product.color }),
  ]);
});

test("a link from another site only chooses: one click adds the line, at most a line's 99", async ({
  page,
}) => {
  await signInThroughApi(page.request);
  const product = await aProductWithChoices(page.request);
  const cartSaves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/SaveCartList')) cartSaves.push(request.url());
  });
  const asked = `/details/${product.id}?${new URLSearchParams({ add: 'cart', qty: '150', size: product.size, color: product.color })}`;
  await page.goto(asked);

  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toHaveAccessibleDescription(
    'Add 99 to your cart? Nothing is added until you press Add to Cart.',
  );
  await expect(page.getByLabel('Size')).toHaveValue(product.size);
  await expect(page.getByLabel('Color')).toHaveValue(product.color);
  await expect(page.getByRole('group', { name: 'Quantity' })).toContainText('99');
  expect((await (await page.request.get('/api/v1/CartList')).json()).data).toEqual([]);

  await addToCart.click();
  await expect(page.getByText('Cart Item Added Successfully')).toBeVisible();
  await expect(page).toHaveURL(`/details/${product.id}`);
  await expect(page.getByText('Add 99 to your cart?')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
  expect(cartSaves).toHaveLength(1);

  await page.goto('/cart');
  await expect(page.getByRole('textbox', { name: `Quantity of ${product.title}` })).toHaveValue('99');
  const cart = (await (await page.request.get('/api/v1/CartList')).json()).data;
  expect(cart).toEqual([
    expect.objectContaining({ productID: product.id, qty: 99, size: product.size, color: product.color }),
  ]);
});

/** Signs in on the shop's own screens, as a visitor sent there does: the e-mail, then the code from the mailbox. */
async function signInOnScreen(page: Page) {
  await expect(page).toHaveURL(/\/login\?from=/);
  const email = newCustomerEmail();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Verification code').fill(await latestCode(page.request, email));
  await page.getByRole('button', { name: 'Submit' }).click();
}

test("a visitor's Add to Cart is done after signing in: back on the product, the line chosen in the cart once", async ({
  page,
}) => {
  const product = await aProductWithChoices(page.request);
  const cartSaves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/SaveCartList')) cartSaves.push(request.url());
  });
  await page.goto(`/details/${product.id}`);
  await page.getByLabel('Size', { exact: true }).selectOption(product.size);
  await page.getByLabel('Color', { exact: true }).selectOption(product.color);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(`/login?from=${encodeURIComponent(`/details/${product.id}`)}`);
  await signInOnScreen(page);

  await expect(page.getByText('Cart Item Added Successfully')).toBeVisible();
  await expect(page).toHaveURL(`/details/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
  await expect(page.getByLabel('Size', { exact: true })).toHaveValue(product.size);
  await expect(page.getByRole('group', { name: 'Quantity' })).toContainText('3');
  const line = expect.objectContaining({
    productID: product.id,
    qty: 3,
    size: product.size,
    color: product.color,
  });
  expect((await (await page.request.get('/api/v1/CartList')).json()).data).toEqual([line]);

  // Done once: a reload adds nothing more.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
  expect((await (await page.request.get('/api/v1/CartList')).json()).data).toEqual([line]);
  expect(cartSaves).toHaveLength(1);
});

test("a visitor's Add to Wish is done after signing in: back on the product, on the wish list once", async ({
  page,
}) => {
  const { plain } = await twoProducts(page.request);
  await page.goto(`/details/${plain._id}`);
  await page.getByRole('button', { name: 'Add to Wish' }).click();
  await signInOnScreen(page);

  await expect(page.getByText('Wish Item Added Successfully')).toBeVisible();
  await expect(page).toHaveURL(`/details/${plain._id}`);
  await expect(page.getByRole('link', { name: 'Wish 1 item' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Add to Wish' })).toBeVisible();
  const wishes = (await (await page.request.get('/api/v1/WishList')).json()).data;
  expect(wishes).toEqual([expect.objectContaining({ productID: plain._id })]);
  expect((await (await page.request.get('/api/v1/CartList')).json()).data).toEqual([]);
});

test('an unknown product says so', async ({ page }) => {
  await page.goto('/details/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('No product details available.')).toBeVisible();
});
