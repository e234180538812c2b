import { createInvoice, getCartList, getCategoryList, removeCartItem } from '@shop/shared/api';
import { cartChanged } from '@shop/shared/bus';
import type { CartItem } from '@shop/shared/contracts';
import { MemoryRouter } from '@shop/shared/router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goToGatewayFx } from './model';
import { CartPage } from './page';

jest.mock('@shop/shared/api', () => ({
  ...jest.requireActual('@shop/shared/api'),
  createInvoice: jest.fn(),
  getCartList: jest.fn(),
  getBrandList: jest.fn(),
  getCategoryList: jest.fn(),
  removeCartItem: jest.fn(),
}));
const cartList = jest.mocked(getCartList);
const invoice = jest.mocked(createInvoice);
const remove = jest.mocked(removeCartItem);
const gateway = jest.fn();
goToGatewayFx.use(gateway);
const announced = jest.fn();
cartChanged.watch(announced);

const headphones: CartItem = {
  _id: 'line-1',
  productID: 'p1',
  product: {
    title: 'Wireless headphones',
    image: '/h.svg',
    price: 120,
    discount: true,
    discountPrice: 99.99,
  },
  qty: 2,
  size: '',
  color: 'Black',
};
const cable: CartItem = {
  _id: 'line-2',
  productID: 'p2',
  product: { title: 'USB-C cable', image: '/c.svg', price: 9.99, discount: false, discountPrice: null },
  qty: 3,
  size: '1 m',
  color: '',
};

function openCart() {
  render(
    <MemoryRouter>
      <CartPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getCategoryList).mockResolvedValue({
    status: 'success',
    data: [{ _id: 'c1', categoryName: 'Audio', categoryImg: '/a.svg' }],
  });
});

test('a skeleton of 4 items shows while the cart loads', () => {
  cartList.mockReturnValue(new Promise(() => {}));
  openCart();
  const skeleton = screen.getByRole('status', { name: 'Loading your cart' });
  expect(skeleton.children).toHaveLength(4);
});

test('an empty cart shows the empty-state image and the categories below', async () => {
  cartList.mockResolvedValue({ status: 'success', data: [] });
  openCart();
  expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Audio' })).toHaveAttribute('href', '/by-category/c1');
});

test('each line shows its details, and the totals add VAT of 5% on the total', async () => {
  cartList.mockResolvedValue({ status: 'success', data: [headphones, cable] });
  openCart();
  const line = await screen.findByRole('article', { name: 'Wireless headphones' });
  expect(line).toHaveTextContent('Unit price$99.99');
  expect(line).toHaveTextContent('Quantity2');
  expect(line).toHaveTextContent('ColorBlack');
  expect(line).toHaveTextContent('Total$199.98');
  // 199.98 + 29.97 = 229.95; VAT 11.4975 -> 11.50; payable 241.45
  const summary = screen.getByRole('complementary', { name: 'Order summary' });
  expect(summary).toHaveTextContent('Total$229.95');
  expect(summary).toHaveTextContent('VAT (5%)$11.50');
  expect(summary).toHaveTextContent('Payable$241.45');
});

test('Remove empties the list, loads it again and announces the change to the shop', async () => {
  cartList.mockResolvedValueOnce({ status: 'success', data: [headphones, cable] });
  cartList.mockResolvedValueOnce({ status: 'success', data: [cable] });
  remove.mockResolvedValue({ status: 'success', data: null });
  openCart();
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Wireless headphones' }));
  expect(remove).toHaveBeenCalledWith('line-1');
  expect(await screen.findByRole('article', { name: 'USB-C cable' })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Wireless headphones' })).toBeNull();
  expect(cartList).toHaveBeenCalledTimes(2);
  expect(announced).toHaveBeenCalledTimes(1);
});

test('Check Out sends the browser to the payment page', async () => {
  cartList.mockResolvedValue({ status: 'success', data: [cable] });
  invoice.mockResolvedValue({ status: 'success', data: { GatewayPageURL: 'https://pay.example/s/1' } });
  openCart();
  await userEvent.click(await screen.findByRole('button', { name: 'Check Out' }));
  expect(gateway).toHaveBeenCalledWith('https://pay.example/s/1');
  expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
});

test('a checkout refused for lack of a profile says so and links to the profile', async () => {
  cartList.mockResolvedValue({ status: 'success', data: [cable] });
  invoice.mockResolvedValue({
    status: 'fail',
    data: { GatewayPageURL: '' },
    message: 'Please complete your profile (customer and shipping details) before checking out',
  });
  openCart();
  await userEvent.click(await screen.findByRole('button', { name: 'Check Out' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Please complete your profile');
  expect(within(alert).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
    'href',
    '/profile',
  );
  expect(screen.getByRole('button', { name: 'Check Out' })).toBeEnabled();
  expect(gateway).not.toHaveBeenCalled();
});

test('a gateway that is down is explained, without a profile link', async () => {
  cartList.mockResolvedValue({ status: 'success', data: [cable] });
  invoice.mockResolvedValue({
    status: 'fail',
    data: { GatewayPageURL: '' },
    message:
      'The payment service is not available right now. Your cart is unchanged; please try again shortly.',
  });
  openCart();
  await userEvent.click(await screen.findByRole('button', { name: 'Check Out' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The payment service is not available right now.');
  expect(within(alert).queryByRole('link')).toBeNull();
});
