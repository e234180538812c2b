import { cartChanged, notify, wishChanged } from '@shop/shared/bus';
import { MemoryRouter } from '@shop/shared/router';
import { answer, aWishItem, held, inTurn, never, provideFragments, requestsTo } from '@shop/shared/testing';
import { Stars } from '@shop/shared/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WishListPage } from './page';

const announced = jest.fn();
const cartChanges = jest.fn();
const toasts = jest.fn();
wishChanged.watch(announced);
cartChanged.watch(cartChanges);
notify.watch(toasts);

const lamp = aWishItem({
  productID: 'p7',
  product: {
    title: 'Brass desk lamp',
    image: '/l.svg',
    price: 80,
    discount: true,
    discountPrice: 64,
    star: 4,
  },
});

function openWishList() {
  render(
    <MemoryRouter>
      <WishListPage />
    </MemoryRouter>,
  );
}

beforeEach(() => jest.clearAllMocks());

test('a skeleton shows while the wish list loads', () => {
  answer('GET WishList', never);
  openWishList();
  expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
});

test("an empty wish list shows the no-data view and the catalogue's brands below", async () => {
  const load = provideFragments(() => () => <p>catalogue tiles</p>);
  answer('GET WishList', { data: [] });
  openWishList();
  expect(await screen.findByText('Your wish list is empty.')).toBeInTheDocument();
  expect(await screen.findByText('catalogue tiles')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('catalogue', './BrandTiles');
});

test("each card is the listings' product card: image, title, price and their gold stars, linking to the product", async () => {
  answer('GET WishList', { data: [lamp] });
  openWishList();
  const card = await screen.findByRole('article', { name: 'Brass desk lamp' });
  expect(card).toHaveClass('shop-card');
  expect(card.closest('ul')).toHaveClass('shop-card-grid');
  const link = within(card).getByRole('link', { name: /^Brass desk lamp/ });
  expect(link).toHaveAttribute('href', '/details/p7');
  expect(link.querySelector('img')).toHaveAttribute('src', '/l.svg');
  expect(link.querySelector('del')).toHaveTextContent('$80.00');
  expect(link).toHaveTextContent('$64.00');
  // The stars every listing card shows: the shared Stars at their default size and colour.
  const { container: listing } = render(<Stars value={4} />);
  const stars = within(card).getByRole('img', { name: 'Rated 4 out of 5' });
  expect(stars.getAttribute('style')).toBe(listing.querySelector('.shop-stars')?.getAttribute('style'));
  // The buttons sit under the link, not inside it: a link holds no buttons.
  const buttons = within(card).getAllByRole('button');
  expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
    'Add to Cart: Brass desk lamp',
    'Remove Brass desk lamp',
  ]);
  expect(buttons.every((button) => !link.contains(button))).toBe(true);
});

test("Add to Cart is checkout's: one of the product, no size or colour; it toasts, announces the cart and is busy meanwhile", async () => {
  const saved = held();
  answer('GET WishList', { data: [lamp, aWishItem({ productID: 'p8' })] });
  answer('POST SaveCartList', saved.answer);
  openWishList();
  await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart: Brass desk lamp' }));
  // Like every Add to Cart, each one waits for the line being saved.
  for (const button of screen.getAllByRole('button', { name: /^Add to Cart:/ })) {
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Processing...');
  }
  saved.release({ data: { _id: 'line-1', qty: 1 } });
  await waitFor(() =>
    expect(toasts).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Cart Item Added Successfully',
      about: 'add-to-cart',
    }),
  );
  expect(cartChanges).toHaveBeenCalledTimes(1);
  expect(requestsTo('POST SaveCartList').map(({ body }) => body)).toEqual([
    { productID: 'p7', size: '', color: '', qty: 1 },
  ]);
  expect(screen.getByRole('button', { name: 'Add to Cart: Brass desk lamp' })).toHaveTextContent(
    'Add to Cart',
  );
  // Adding to the cart leaves the wish list as it was.
  expect(screen.getByRole('article', { name: 'Brass desk lamp' })).toBeInTheDocument();
  expect(requestsTo('GET WishList')).toHaveLength(1);
});

test('a refused Add to Cart toasts the reason', async () => {
  answer('GET WishList', { data: [lamp] });
  answer('POST SaveCartList', { fail: 'A cart holds at most 100 different items' });
  openWishList();
  await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart: Brass desk lamp' }));
  await waitFor(() =>
    expect(toasts).toHaveBeenCalledWith({
      kind: 'error',
      message: 'A cart holds at most 100 different items',
      about: 'add-to-cart',
    }),
  );
  expect(cartChanges).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Add to Cart: Brass desk lamp' })).toBeEnabled();
});

test("Add to Cart of a product none of which is left toasts the API's words and adds nothing", async () => {
  answer('GET WishList', { data: [lamp] });
  answer('POST SaveCartList', { fail: 'Brass desk lamp is out of stock', code: 'OUT_OF_STOCK', status: 409 });
  openWishList();
  await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart: Brass desk lamp' }));
  await waitFor(() =>
    expect(toasts).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Brass desk lamp is out of stock',
      about: 'add-to-cart',
    }),
  );
  expect(cartChanges).not.toHaveBeenCalled();
});

test('a product that comes in sizes or colours leads to its page to choose them, and adds nothing here', async () => {
  answer('GET WishList', { data: [{ ...lamp, offersOptions: true }] });
  openWishList();
  const choose = await screen.findByRole('link', { name: 'Choose options: Brass desk lamp' });
  expect(choose).toHaveAttribute('href', '/details/p7?add=cart&qty=1');
  expect(screen.queryByRole('button', { name: 'Add to Cart: Brass desk lamp' })).toBeNull();
  expect(requestsTo('POST SaveCartList')).toHaveLength(0);
});

test('Remove empties the list, loads it again and announces the change', async () => {
  answer('GET WishList', inTurn({ data: [lamp] }, { data: [] }));
  answer('POST RemoveWishList', { data: null });
  openWishList();
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Brass desk lamp' }));
  expect(await screen.findByText('Your wish list is empty.')).toBeInTheDocument();
  expect(requestsTo('POST RemoveWishList').map(({ body }) => body)).toEqual([{ productID: 'p7' }]);
  expect(announced).toHaveBeenCalledTimes(1);
});
