import { createInvoice, getCartList, getCategoryList, http, removeCartItem } from '@shop/shared/api';
import { cartChanged, notify } from '@shop/shared/bus';
import type { CartItem } from '@shop/shared/contracts';
import { MemoryRouter } from '@shop/shared/router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
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
const toasts = jest.fn();
notify.watch(toasts);

/** Quantity saves reach the real API client; this answers them in place of the network, when the test says. */
interface HeldSave {
  url: string | undefined;
  body: unknown;
  answer: (status: number, envelope: object) => void;
}
const saves: HeldSave[] = [];
http.defaults.adapter = (config: InternalAxiosRequestConfig) =>
  new Promise<AxiosResponse>((resolve) => {
    saves.push({
      url: config.url,
      body: JSON.parse(config.data),
      answer: (status, data) => resolve({ status, statusText: '', headers: {}, config, data }),
    });
  });
/** The server stores what it was sent: `{ _id, qty }` is also its answer. */
const answerSaved = (save: HeldSave | undefined) =>
  act(async () => save?.answer(200, { status: 'success', data: save.body }));

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
  saves.length = 0;
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
  expect(within(line).getByRole('textbox', { name: 'Quantity of Wireless headphones' })).toHaveValue('2');
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
    code: 'PROFILE_REQUIRED',
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
    code: 'GATEWAY_UNAVAILABLE',
  });
  openCart();
  await userEvent.click(await screen.findByRole('button', { name: 'Check Out' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The payment service is not available right now.');
  expect(within(alert).queryByRole('link')).toBeNull();
});

test('the profile link follows the refusal code, not the words of the message', async () => {
  cartList.mockResolvedValue({ status: 'success', data: [cable] });
  invoice.mockResolvedValue({
    status: 'fail',
    data: { GatewayPageURL: '' },
    message: 'Your profile is fine, but the payment service is not available right now.',
    code: 'GATEWAY_UNAVAILABLE',
  });
  openCart();
  await userEvent.click(await screen.findByRole('button', { name: 'Check Out' }));
  expect(within(await screen.findByRole('alert')).queryByRole('link')).toBeNull();
});

describe('changing a quantity', () => {
  const quantityOf = (title: string) => screen.getByRole('textbox', { name: `Quantity of ${title}` });
  const summary = () => screen.getByRole('complementary', { name: 'Order summary' });

  beforeEach(() => {
    cartList.mockResolvedValue({ status: 'success', data: [headphones, cable] });
  });

  test('the stepper saves one more through UpdateCartList; the line is busy until then, and the totals follow after', async () => {
    openCart();
    const line = await screen.findByRole('article', { name: 'Wireless headphones' });
    await userEvent.click(
      within(line).getByRole('button', { name: 'Increase quantity of Wireless headphones' }),
    );

    expect(saves.map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/api/v1/UpdateCartList', body: { _id: 'line-1', qty: 3 } },
    ]);
    expect(quantityOf('Wireless headphones')).toHaveValue('3');
    expect(within(line).getByRole('status')).toHaveTextContent('Saving the quantity of Wireless headphones');
    expect(line).toHaveTextContent('Total$199.98');
    expect(summary()).toHaveTextContent('Total$229.95');

    await answerSaved(saves[0]);
    // 299.97 + 29.97 = 329.94; VAT 16.497 -> 16.50; payable 346.44
    expect(line).toHaveTextContent('Total$299.97');
    expect(summary()).toHaveTextContent('Total$329.94');
    expect(summary()).toHaveTextContent('VAT (5%)$16.50');
    expect(summary()).toHaveTextContent('Payable$346.44');
    expect(within(line).getByRole('status')).toBeEmptyDOMElement();
    expect(announced).toHaveBeenCalledTimes(1);
  });

  test('the stepper works from the keyboard and keeps the focus while saving', async () => {
    openCart();
    const decrease = await screen.findByRole('button', { name: 'Decrease quantity of USB-C cable' });
    decrease.focus();
    await userEvent.keyboard('{Enter}');
    expect(saves[0]?.body).toEqual({ _id: 'line-2', qty: 2 });
    expect(decrease).toHaveFocus();
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await answerSaved(saves[0]);
    expect(quantityOf('USB-C cable')).toHaveValue('2');
    expect(decrease).toHaveAttribute('aria-disabled', 'false');
  });

  test('a typed quantity is saved on Enter or on leaving the field, not on each keystroke', async () => {
    openCart();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Quantity of USB-C cable' }));
    await userEvent.type(quantityOf('USB-C cable'), '12');
    expect(saves).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    expect(saves.map(({ body }) => body)).toEqual([{ _id: 'line-2', qty: 12 }]);
    await answerSaved(saves[0]);
    expect(screen.getByRole('article', { name: 'USB-C cable' })).toHaveTextContent('Total$119.88');

    await userEvent.clear(quantityOf('USB-C cable'));
    await userEvent.type(quantityOf('USB-C cable'), '4');
    await userEvent.tab();
    expect(saves.map(({ body }) => body)).toEqual([
      { _id: 'line-2', qty: 12 },
      { _id: 'line-2', qty: 4 },
    ]);
  });

  test('a typed quantity outside 1 to 99 is refused with a message tied to the field, and nothing is sent', async () => {
    openCart();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Quantity of Wireless headphones' }));
    await userEvent.type(quantityOf('Wireless headphones'), '100{Enter}');
    expect(saves).toHaveLength(0);
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a whole number from 1 to 99.');
    const field = quantityOf('Wireless headphones');
    expect(field).toHaveValue('2');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Enter a whole number from 1 to 99.');
  });

  test('a failed save puts the old quantity back and shows the reason as an error toast', async () => {
    openCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity of USB-C cable' }));
    expect(quantityOf('USB-C cable')).toHaveValue('4');
    await act(async () => saves[0]?.answer(404, { status: 'fail', message: 'No such item in your cart' }));
    expect(quantityOf('USB-C cable')).toHaveValue('3');
    expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'No such item in your cart' });
    expect(summary()).toHaveTextContent('Total$229.95');
    expect(announced).not.toHaveBeenCalled();
  });

  test('Check Out waits while a quantity is being saved', async () => {
    openCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity of USB-C cable' }));
    expect(screen.getByRole('button', { name: 'Check Out' })).toBeDisabled();
    await answerSaved(saves[0]);
    expect(screen.getByRole('button', { name: 'Check Out' })).toBeEnabled();
  });
});
