import {
  getBrandList,
  getProductDetails,
  getProductReviews,
  saveCartItem,
  saveWishItem,
} from '@shop/shared/api';
import {
  $loggedIn,
  cartChanged,
  fetchCartCountFx,
  fetchWishCountFx,
  notify,
  wishChanged,
} from '@shop/shared/bus';
import type { ProductDetails } from '@shop/shared/contracts';
import { MemoryRouter, Route, Routes, useLocation } from '@shop/shared/router';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { ProductDetailsPage } from './page';

jest.mock('@shop/shared/api', () => ({
  ...jest.requireActual('@shop/shared/api'),
  getBrandList: jest.fn(),
  getProductDetails: jest.fn(),
  getProductReviews: jest.fn(),
  saveCartItem: jest.fn(),
  saveWishItem: jest.fn(),
}));
// Swiper needs a real layout engine; the gallery has its own browser test.
jest.mock('../../features/gallery/gallery', () => ({
  Gallery: ({ images }: { images: string[] }) => <p>gallery of {images.length}</p>,
}));

const details = jest.mocked(getProductDetails);
const reviews = jest.mocked(getProductReviews);
const saveCart = jest.mocked(saveCartItem);
const saveWish = jest.mocked(saveWishItem);
const toasts = jest.fn();
const cartChanges = jest.fn();
const wishChanges = jest.fn();
notify.watch(toasts);
cartChanged.watch(cartChanges);
wishChanged.watch(wishChanges);

const kettle: ProductDetails = {
  _id: 'p1',
  title: 'Copper kettle',
  shortDes: 'Boils a litre in three minutes.',
  image: '/k.svg',
  price: 80,
  discount: true,
  discountPrice: 64,
  star: 4,
  remark: 'new',
  category: { _id: 'c1', categoryName: 'Kitchen', categoryImg: '/c.svg' },
  brand: { _id: 'b1', brandName: 'Hearth', brandImg: '/b.svg' },
  details: {
    img1: '/1.svg',
    img2: '/2.svg',
    img3: '/3.svg',
    img4: '',
    img5: '',
    img6: '',
    img7: '',
    img8: '',
    size: '1 l, 1.7 l',
    color: 'Copper, Black',
    des: '<table><tr><th>Power</th><td>2200 W</td></tr></table>',
  },
};

function LoginProbe() {
  const { search } = useLocation();
  return <p>login {search}</p>;
}

function openDetails(loggedIn = true) {
  const scope = fork({
    values: [[$loggedIn, loggedIn]],
    // The bus counts the cart after an add; there is no API to count it here.
    handlers: [
      [fetchCartCountFx, async () => 1],
      [fetchWishCountFx, async () => 1],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/details/p1']}>
        <Routes>
          <Route path="/details/:id" element={<ProductDetailsPage />} />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return scope;
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getBrandList).mockResolvedValue({ status: 'success', data: [] });
  reviews.mockResolvedValue({ status: 'success', data: [] });
});

test('a skeleton shows while the product loads', () => {
  details.mockReturnValue(new Promise(() => {}));
  openDetails();
  expect(screen.getByRole('status', { name: 'Loading product' })).toBeInTheDocument();
  expect(details).toHaveBeenCalledWith('p1');
  expect(reviews).toHaveBeenCalledWith('p1');
});

test('an unknown product says No product details available.', async () => {
  details.mockResolvedValue({ status: 'success', data: [] });
  openDetails();
  expect(await screen.findByText('No product details available.')).toBeInTheDocument();
});

test('the product: title, category, brand, description, prices, options and the specification table', async () => {
  details.mockResolvedValue({ status: 'success', data: [kettle] });
  openDetails();
  expect(await screen.findByRole('heading', { level: 1, name: 'Copper kettle' })).toBeInTheDocument();
  expect(document.title).toBe('Copper kettle | Shop');
  const article = screen.getByRole('article');
  expect(article).toHaveTextContent('CategoryKitchen');
  expect(article).toHaveTextContent('BrandHearth');
  expect(article).toHaveTextContent('Boils a litre in three minutes.');
  expect(article.querySelector('del')).toHaveTextContent('$80.00');
  expect(article).toHaveTextContent('$64.00');
  expect(screen.getByText('gallery of 3')).toBeInTheDocument();
  expect(
    within(screen.getByLabelText('Size'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Choose Size', '1 l', '1.7 l']);
  expect(screen.getByRole('cell', { name: '2200 W' })).toBeInTheDocument();
});

test('the quantity starts at 1 and never goes below it', async () => {
  details.mockResolvedValue({ status: 'success', data: [kettle] });
  openDetails();
  const decrease = await screen.findByRole('button', { name: 'Decrease quantity' });
  expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('1');
  expect(decrease).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
  await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
  await userEvent.click(decrease);
  expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
});

test('the quantity stops at 99, the most a cart line holds', async () => {
  details.mockResolvedValue({ status: 'success', data: [kettle] });
  openDetails();
  const increase = await screen.findByRole('button', { name: 'Increase quantity' });
  for (let i = 1; i < 99; i++) fireEvent.click(increase);
  expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('99');
  expect(increase).toBeDisabled();
});

test('Add to Cart sends the chosen options, reads Processing... meanwhile, then toasts and tells the shop', async () => {
  details.mockResolvedValue({ status: 'success', data: [kettle] });
  let answer = (_: { status: 'success'; data: null }) => {};
  saveCart.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  openDetails();
  await userEvent.selectOptions(await screen.findByLabelText('Color'), 'Black');
  await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

  expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  expect(saveCart).toHaveBeenCalledWith({ productID: 'p1', color: 'Black', size: '', qty: 2 });
  answer({ status: 'success', data: null });
  expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  expect(toasts).toHaveBeenCalledWith({ kind: 'success', message: 'Cart Item Added Successfully' });
  expect(cartChanges).toHaveBeenCalledTimes(1);
});

test('Add to Wish toasts and tells the shop', async () => {
  details.mockResolvedValue({ status: 'success', data: [kettle] });
  saveWish.mockResolvedValue({ status: 'success', data: null });
  openDetails();
  await userEvent.click(await screen.findByRole('button', { name: 'Add to Wish' }));
  expect(saveWish).toHaveBeenCalledWith('p1');
  expect(await screen.findByRole('button', { name: 'Add to Wish' })).toBeEnabled();
  expect(toasts).toHaveBeenCalledWith({ kind: 'success', message: 'Wish Item Added Successfully' });
  expect(wishChanges).toHaveBeenCalledTimes(1);
});

test('a visitor who is not signed in is sent to sign in, and brought back', async () => {
  details.mockResolvedValue({ status: 'success', data: [kettle] });
  openDetails(false);
  await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
  expect(screen.getByText('login ?from=%2Fdetails%2Fp1')).toBeInTheDocument();
  expect(saveCart).not.toHaveBeenCalled();
});

test('the Review tab lists each review with the name and stars, or says there are none', async () => {
  details.mockResolvedValue({ status: 'success', data: [kettle] });
  reviews.mockResolvedValue({
    status: 'success',
    data: [
      {
        _id: 'r1',
        profile: { cus_name: 'Ada Lovelace' },
        rating: '5',
        des: 'Fast and quiet.',
        createdAt: '',
      },
    ],
  });
  openDetails();
  await userEvent.click(await screen.findByRole('tab', { name: 'Review' }));
  const panel = screen.getByRole('tabpanel', { name: 'Review' });
  expect(panel).toHaveTextContent('Ada Lovelace');
  expect(panel).toHaveTextContent('Fast and quiet.');
  expect(within(panel).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
});

test('without reviews the tab says No Reviews Available', async () => {
  details.mockResolvedValue({ status: 'success', data: [kettle] });
  openDetails();
  await userEvent.click(await screen.findByRole('tab', { name: 'Review' }));
  expect(screen.getByText('No Reviews Available')).toBeInTheDocument();
});

test('a refused request also says No product details available.', async () => {
  details.mockResolvedValue({ status: 'fail', data: [], message: 'No such product' });
  openDetails();
  expect(await screen.findByText('No product details available.')).toBeInTheDocument();
});
