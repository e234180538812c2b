import { http } from '@shop/shared/api';
import { answer, aProductCard, aProductDetails, productPage } from '@shop/shared/testing';
import { act, fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MountOptions, mount } from './mount';

// The swiper-based pieces need a real layout engine; the embed's browser test covers them.
jest.mock('../features/carousel/carousel', () => ({ Carousel: () => null }));
jest.mock('../features/gallery/gallery', () => ({ Gallery: () => null }));

const SHOP = 'https://shop.example';

beforeEach(() => {
  answer('GET ProductBrandList', { data: [] });
  answer('GET ProductCategoryList', { data: [] });
  answer('GET ProductPriceRangeByCategory/c1', { data: { min: 12.5, max: 40 } });
  answer('POST ProductListFacets', { data: { total: 1, brands: [], categories: [] } });
  answer(
    'GET ProductListByCategory/c1',
    productPage([aProductCard({ _id: 'p1', title: 'Copper kettle', image: '/api/images/k.svg' })]),
  );
  answer('GET ProductDetails/p1', {
    data: [
      aProductDetails({
        _id: 'p1',
        title: 'Copper kettle',
        price: 40,
        discount: true,
        discountPrice: 35,
        details: { size: '1 l, 1.7 l', color: '' },
        variants: [{ sku: 'KET-17', size: '1.7 l', color: '', price: 45, stockLeft: null }],
      }),
    ],
  });
  answer('GET ProductReviewList/p1', { data: [] });
});

/** Mounts into a fresh element of the page; the catalogue is inside the element's shadow root. */
async function mountCatalogue(options: Partial<MountOptions>) {
  const element = document.createElement('div');
  document.body.append(element);
  let unmount = () => {};
  await act(async () => {
    unmount = mount(element, { apiBaseUrl: `${SHOP}/`, ...options });
  });
  const shadow = element.shadowRoot as ShadowRoot;
  return {
    element,
    inside: within(shadow as unknown as HTMLElement),
    shadow,
    unmount: () => act(() => unmount()),
  };
}

test("mount renders a category's grid into the element's shadow root, points the API at the shop, reports where the visitor goes, and unmounts", async () => {
  document.title = 'Partner news';
  const visited: string[] = [];
  const categories: string[] = [];
  const products: unknown[] = [];
  const onRendered = jest.fn();
  const { element, inside, shadow, unmount } = await mountCatalogue({
    categoryId: 'c1',
    onNavigate: (path) => visited.push(path),
    onCategoryViewed: (id) => categories.push(id),
    onProductViewed: (productId, product) => products.push([productId, product]),
    onRendered,
  });

  const card = await inside.findByRole('link', { name: /Copper kettle/ });
  expect(card.querySelector('img')).toHaveAttribute('src', `${SHOP}/api/images/k.svg`);
  expect(http.defaults.baseURL).toBe(SHOP);
  expect(element.childNodes).toHaveLength(0);
  expect(visited.at(-1)).toBe('/by-category/c1');
  expect(categories).toContain('c1');

  expect(onRendered).toHaveBeenCalled();
  expect(document.title).toBe('Partner news');

  await act(async () => card.click());
  expect(visited.at(-1)).toBe('/details/p1');
  await inside.findByRole('heading', { level: 1, name: 'Copper kettle' });
  await inside.findByRole('button', { name: 'Add to Cart' });
  expect(products).toContainEqual([
    'p1',
    { productId: 'p1', title: 'Copper kettle', price: 35, currency: 'USD' },
  ]);
  expect(document.title).toBe('Partner news');

  unmount();
  expect(shadow.querySelector('div')).toBeNull();
});

test("without a cart of the page, Add to Cart gathers the lines for one link to the shop's cart", async () => {
  const { inside } = await mountCatalogue({ productId: 'p1' });
  await inside.findByRole('heading', { level: 1, name: 'Copper kettle' });
  expect(inside.queryByRole('link', { name: /Check out on the shop/ })).toBeNull();
  await userEvent.selectOptions(inside.getByLabelText('Size'), '1.7 l');
  await userEvent.click(inside.getByRole('button', { name: 'Increase quantity' }));
  await userEvent.click(inside.getByRole('button', { name: 'Add to Cart' }));
  expect(inside.getByText('Copper kettle added to check out on the shop')).toHaveAttribute('role', 'status');
  // The same line again adds to its quantity.
  await userEvent.click(inside.getByRole('button', { name: 'Added' }));

  expect(inside.getByRole('link', { name: '1 item — Check out on the shop' })).toHaveAttribute(
    'href',
    `${SHOP}/cart?add=p1:1.7%20l::4`,
  );
  expect(inside.getByRole('link', { name: 'Save on the shop' })).toHaveAttribute(
    'href',
    `${SHOP}/details/p1?add=wish`,
  );
});

test("with the page's own cart, Add to Cart and Add to Wish hand the page the line as the shop sells it", async () => {
  const onAddToCart = jest.fn();
  const onAddToWish = jest.fn();
  const { inside } = await mountCatalogue({ productId: 'p1', onAddToCart, onAddToWish });
  await userEvent.selectOptions(await inside.findByLabelText('Size'), '1 l');
  await userEvent.click(inside.getByRole('button', { name: 'Add to Cart' }));
  await userEvent.selectOptions(inside.getByLabelText('Size'), '1.7 l');
  await userEvent.click(inside.getByRole('button', { name: 'Increase quantity' }));
  await userEvent.click(inside.getByRole('button', { name: /^Add(ed| to Cart)$/ }));
  await userEvent.click(inside.getByRole('button', { name: 'Add to Wish' }));

  const kettle = { productId: 'p1', title: 'Copper kettle', currency: 'USD' };
  expect(onAddToCart.mock.calls).toEqual([
    [{ ...kettle, price: 35, sku: null, size: '1 l', color: '', qty: 1 }],
    [{ ...kettle, price: 45, sku: 'KET-17', size: '1.7 l', color: '', qty: 2 }],
  ]);
  expect(onAddToWish).toHaveBeenCalledWith({ ...kettle, price: 45 });
  expect(inside.queryByRole('link', { name: 'Buy on the shop' })).toBeNull();
});

test('Add to Cart for the page says "Added" for a moment, and tells screen readers', async () => {
  jest.useFakeTimers();
  try {
    const { inside } = await mountCatalogue({ productId: 'p1', onAddToCart: () => {} });
    const button = await inside.findByRole('button', { name: 'Add to Cart' });
    fireEvent.change(inside.getByLabelText('Size'), { target: { value: '1 l' } });
    await act(async () => button.click());
    expect(button).toHaveTextContent('Added');
    const announcement = inside.getByText('Copper kettle added to your cart');
    expect(announcement).toHaveAttribute('role', 'status');

    await act(async () => jest.runOnlyPendingTimers());
    expect(button).toHaveTextContent('Add to Cart');
    expect(announcement).toBeEmptyDOMElement();
  } finally {
    jest.useRealTimers();
  }
});

test('a product offered in sizes is added only with one chosen: the field says so and takes the focus', async () => {
  const onAddToCart = jest.fn();
  const { inside, shadow } = await mountCatalogue({ productId: 'p1', onAddToCart });
  await userEvent.click(await inside.findByRole('button', { name: 'Add to Cart' }));

  const size = inside.getByLabelText('Size');
  expect(onAddToCart).not.toHaveBeenCalled();
  expect(size).toHaveAccessibleDescription('Choose a size.');
  expect(shadow.activeElement).toBe(size);
  await userEvent.selectOptions(size, '1 l');
  await userEvent.click(inside.getByRole('button', { name: 'Add to Cart' }));
  expect(onAddToCart).toHaveBeenCalledTimes(1);
});

test("history: 'query' starts from the page's address, keeps each screen in it and follows the page's Back", async () => {
  window.history.replaceState(null, '', '/partner/picks?ref=mail&shop-catalogue=/details/p1');
  try {
    const { inside } = await mountCatalogue({ categoryId: 'c1', history: 'query' });
    await inside.findByRole('heading', { level: 1, name: 'Copper kettle' });
    expect(window.history.length).toBe(1);

    window.history.replaceState(null, '', '/partner/picks?ref=mail');
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    const card = await inside.findByRole('link', { name: /Copper kettle/ });
    await act(async () => card.click());
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/partner/picks?ref=mail&shop-catalogue=/details/p1',
    );
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

test('an address the embed cannot show is not followed: the given start is', async () => {
  window.history.replaceState(null, '', '/?shop-catalogue=//evil.example/');
  try {
    const { inside } = await mountCatalogue({ productId: 'p1', history: 'query' });
    expect(await inside.findByRole('heading', { level: 1, name: 'Copper kettle' })).toBeVisible();
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

test("a theme becomes the custom properties the embed's styles read, on the element", async () => {
  const { element } = await mountCatalogue({
    categoryId: 'c1',
    theme: { accentColor: 'rebeccapurple', fontFamily: 'Georgia' },
  });
  expect(element.style.getPropertyValue('--shop-accent-color')).toBe('rebeccapurple');
  expect(element.style.getPropertyValue('--shop-font-family')).toBe('Georgia');
  expect(element.style.getPropertyValue('--shop-text-color')).toBe('');
});
