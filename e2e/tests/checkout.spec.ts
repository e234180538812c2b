import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signInThroughApi } from '../support/session';
import { addToCart, addToWish, chooseFirstOptions, saveProfile, twoProducts } from '../support/shopping';

const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** The order summary of lines given as [unit price, quantity]: VAT is 5% of the total, counted in cents. */
function summaryOf(lines: [price: number, qty: number][]) {
  const total = lines.reduce((sum, [price, qty]) => sum + Math.round(price * 100) * qty, 0);
  const vat = Math.round(total * 0.05);
  return { total: total / 100, vat: vat / 100, payable: (total + vat) / 100 };
}

async function cartWithTwoProducts(page: Page) {
  await signInThroughApi(page.request);
  const { discounted, plain } = await twoProducts(page.request);
  await addToCart(page.request, discounted._id, 2);
  await addToCart(page.request, plain._id, 1);
  return {
    discounted,
    plain,
    ...summaryOf([
      [discounted.discountPrice ?? 0, 2],
      [plain.price, 1],
    ]),
  };
}

test('from product details to a paid order: two products, badge, totals, sandbox payment, the invoice', async ({
  page,
}) => {
  // Seven pages, the gateway's among them: on a busy machine more than the default 30 s.
  test.setTimeout(60_000);
  await signInThroughApi(page.request);
  await saveProfile(page.request);
  const { discounted, plain } = await twoProducts(page.request);

  await page.goto(`/details/${discounted._id}`);
  await chooseFirstOptions(page);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Cart Item Added Successfully')).toBeVisible();
  await page.goto(`/details/${plain._id}`);
  await chooseFirstOptions(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart 2 items' })).toBeVisible();

  const total = Math.round(((discounted.discountPrice ?? 0) * 2 + plain.price) * 100);
  const vat = Math.round(total * 0.05);
  await page.getByRole('link', { name: 'Cart 2 items' }).click();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText(`Total${money(total / 100)}`);
  await expect(summary).toContainText(`VAT (5%)${money(vat / 100)}`);
  await expect(summary).toContainText(`Payable${money((total + vat) / 100)}`);

  await page.getByRole('button', { name: 'Check Out' }).click();
  await expect(page.getByText(money((total + vat) / 100)).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/orders\?paid=T\w+$/);
  const order = page.getByRole('article').first();
  await expect(order).toContainText('PaymentPaid');
  await expect(page.getByRole('link', { name: 'Cart 0 items' })).toBeVisible();
  await order.getByRole('link', { name: /^Details of invoice/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: discounted.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: plain.title })).toBeVisible();
});

test('a cancelled payment says so, will not ship, and leads back to the cart to buy again', async ({
  page,
}) => {
  await cartWithTwoProducts(page);
  await saveProfile(page.request);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/orders\?cancelled=T\w+$/);
  const notice = page.getByRole('status').filter({ hasText: 'Payment cancelled: your cart is kept.' });
  await expect(notice).toBeVisible();
  const order = page.getByRole('article').first();
  await expect(order).toContainText('PaymentCancelled');
  await expect(order).toContainText('DeliveryWill not ship: not paid');
  await notice.getByRole('link', { name: 'Back to your cart' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('link', { name: 'Cart 2 items' })).toBeVisible();
});

test('two tabs checking out one cart get one payment page; paying a page left open after the cart changed is acknowledged, and the cart is not paid', async ({
  page,
  context,
}) => {
  const { plain, payable } = await cartWithTwoProducts(page);
  await saveProfile(page.request);
  const secondTab = await context.newPage();
  await Promise.all([page.goto('/cart'), secondTab.goto('/cart')]);
  await Promise.all([
    page.getByRole('button', { name: 'Check Out' }).click(),
    secondTab.getByRole('button', { name: 'Check Out' }).click(),
  ]);
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
  await expect(secondTab.getByRole('button', { name: 'Pay' })).toBeVisible();
  expect(secondTab.url()).toBe(page.url());

  // The customer adds one more and checks out again in the second tab; the first tab's page stays open.
  await addToCart(page.request, plain._id, 1);
  await secondTab.goto('/cart');
  await secondTab.getByRole('button', { name: 'Check Out' }).click();
  await expect(secondTab.getByRole('button', { name: 'Pay' })).toBeVisible();
  expect(secondTab.url()).not.toBe(page.url());

  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/orders\?paid=T\w+$/);
  const older = page.getByRole('article').nth(1);
  await expect(older).toContainText('PaymentReplaced');
  await expect(older.getByRole('note')).toContainText(
    `We received ${money(payable)} for this order after it closed. We will refund it or fulfil the order`,
  );
  await expect(page.getByRole('article').first()).toContainText('PaymentAwaiting payment');
  await expect(page.getByRole('link', { name: 'Cart 2 items' })).toBeVisible();
});

test('a new customer gives the delivery address in the cart at Check Out, pays, and the profile keeps it', async ({
  page,
}) => {
  // The whole journey, product page to paid order, with an accessibility check of the step on the way.
  test.setTimeout(60_000);
  await signInThroughApi(page.request);
  const { plain } = await twoProducts(page.request);
  await page.goto(`/details/${plain._id}`);
  await chooseFirstOptions(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('link', { name: 'Cart 1 item' }).click();

  await page.getByRole('button', { name: 'Check Out' }).click();
  const step = page.getByRole('region', { name: 'Delivery details' });
  const shipping = step.getByRole('group', { name: 'Shipping address' });
  await expect(shipping.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expect(step.getByRole('checkbox', { name: 'Same as shipping address' })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  const address = {
    Name: 'Grace Hopper',
    Phone: '+1 202 555 0100',
    Address: '1 Navy Yard',
    City: 'Arlington',
    'Post code': '22202',
    Country: 'United States',
  };
  for (const [label, value] of Object.entries(address)) {
    await shipping.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await step.getByRole('button', { name: 'Continue to payment' }).click();

  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/orders\?paid=T\w+$/);
  await expect(page.getByRole('article').first()).toContainText('PaymentPaid');
  const profile = (await (await page.request.get('/api/v1/ReadProfile')).json()).data;
  expect(profile).toMatchObject([
    {
      ship_name: 'Grace Hopper',
      ship_add: '1 Navy Yard',
      ship_country: 'United States',
      cus_name: 'Grace Hopper',
      cus_phone: '+1 202 555 0100',
      cus_postcode: '22202',
    },
  ]);
});

test('removing a line reloads the cart and the badge', async ({ page }) => {
  const { plain } = await cartWithTwoProducts(page);
  await page.goto('/cart');
  await page.getByRole('button', { name: `Remove ${plain.title}` }).click();
  await expect(page.getByRole('article', { name: plain.title })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
});

test('changing quantities with the stepper and by typing: the line and the order summary follow, and stay after a reload', async ({
  page,
}) => {
  const { discounted, plain } = await cartWithTwoProducts(page);
  const discountPrice = discounted.discountPrice ?? 0;
  await page.goto('/cart');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const expectSummary = async (discountedQty: number, plainQty: number) => {
    const { total, vat, payable } = summaryOf([
      [discountPrice, discountedQty],
      [plain.price, plainQty],
    ]);
    await expect(summary).toContainText(`Total${money(total)}`);
    await expect(summary).toContainText(`VAT (5%)${money(vat)}`);
    await expect(summary).toContainText(`Payable${money(payable)}`);
  };

  await page.getByRole('button', { name: `Increase quantity of ${plain.title}` }).click();
  const plainLine = page.getByRole('article', { name: plain.title });
  await expect(plainLine.getByRole('textbox', { name: `Quantity of ${plain.title}` })).toHaveValue('2');
  await expect(plainLine).toContainText(`Total${money(summaryOf([[plain.price, 2]]).total)}`);
  await expectSummary(2, 2);

  const typed = page.getByRole('textbox', { name: `Quantity of ${discounted.title}` });
  await typed.fill('5');
  await typed.press('Enter');
  await expect(page.getByRole('article', { name: discounted.title })).toContainText(
    `Total${money(summaryOf([[discountPrice, 5]]).total)}`,
  );
  await expectSummary(5, 2);
  await expect(page.getByRole('link', { name: 'Cart 2 items' })).toBeVisible();

  await page.reload();
  await expect(typed).toHaveValue('5');
  await expectSummary(5, 2);
});

test('wish list: add from the product page, remove from /wish', async ({ page }) => {
  await signInThroughApi(page.request);
  const { discounted } = await twoProducts(page.request);
  await page.goto(`/details/${discounted._id}`);
  await page.getByRole('button', { name: 'Add to Wish' }).click();
  await expect(page.getByRole('link', { name: 'Wish 1 item' })).toBeVisible();
  await page.getByRole('link', { name: 'Wish 1 item' }).click();
  const card = page.getByRole('article', { name: discounted.title });
  await expect(card.getByRole('link', { name: new RegExp(`^${discounted.title}`) })).toHaveAttribute(
    'href',
    `/details/${discounted._id}`,
  );
  await card.getByRole('button', { name: `Remove ${discounted.title}` }).click();
  await expect(page.getByText('Your wish list is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wish 0 items' })).toBeVisible();
});

/** A card's width and its stars' box and paint, to hold one card against another. */
function cardLayout(card: Locator) {
  return card.evaluate((element) => {
    const stars = element.querySelector('.shop-stars') as HTMLElement;
    const box = stars.getBoundingClientRect();
    return {
      width: Math.round(element.getBoundingClientRect().width),
      stars: { width: box.width, height: box.height, paint: getComputedStyle(stars).backgroundImage },
    };
  });
}

test("wish list cards are the listings' cards, as wide and with the same stars, and lead to the cart", async ({
  page,
}) => {
  // Home, the wish list, a product and the cart: on a busy machine more than the default 30 s.
  test.setTimeout(60_000);
  await signInThroughApi(page.request);
  const { discounted } = await twoProducts(page.request);
  await addToWish(page.request, discounted._id);
  await page.goto('/');
  const listed = page
    .getByRole('list', { name: 'new products' })
    .locator(`a[href="/details/${discounted._id}"]`);
  await expect(listed).toBeVisible();
  const listing = await cardLayout(listed);

  await page.goto('/wish');
  const card = page.getByRole('article', { name: discounted.title });
  await expect(card).toBeVisible();
  expect(await cardLayout(card)).toEqual(listing);
  // The product comes in sizes and colours: Choose options (to its page) and Remove under the card, both inside it.
  const add = card.getByRole('link', { name: `Choose options: ${discounted.title}` });
  const remove = card.getByRole('button', { name: `Remove ${discounted.title}` });
  const [cardBox, addBox, removeBox] = await Promise.all([
    card.boundingBox(),
    add.boundingBox(),
    remove.boundingBox(),
  ]);
  for (const button of [addBox, removeBox]) {
    expect(
      button && cardBox && button.x >= cardBox.x && button.x + button.width <= cardBox.x + cardBox.width,
    ).toBe(true);
  }
  // Each label on one line.
  for (const button of [add, remove]) {
    const lines = await button.evaluate((element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      return { label: element.textContent, lines: tops.size };
    });
    expect(lines.lines, `${lines.label} on one line`).toBe(1);
  }

  await add.click();
  await expect(page).toHaveURL(`/details/${discounted._id}?add=cart&qty=1`);
  await expect(page.getByText('Add 1 to your cart?')).toBeVisible();
  await chooseFirstOptions(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Cart Item Added Successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
  const lines = (await (await page.request.get('/api/v1/CartList')).json()).data;
  expect(lines).toMatchObject([{ productID: discounted._id, qty: 1 }]);
  expect(lines[0].size).not.toBe('');
});
