import { cartChanged, notify } from '@shop/shared/bus';
import { MemoryRouter } from '@shop/shared/router';
import {
  type Answer,
  aCartItem,
  answer,
  apiSettled,
  inTurn,
  networkError,
  never,
  provideFragments,
  requestsTo,
} from '@shop/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { goToGatewayFx } from './model';
import { CartPage } from './page';

const gateway = jest.fn();
const announced = jest.fn();
cartChanged.watch(announced);
const toasts = jest.fn();
notify.watch(toasts);

/** A quantity save, held until the test answers it. */
interface HeldSave {
  body: unknown;
  release: (answer: Answer) => void;
}
const saves: HeldSave[] = [];
/** The save the test expects next, once it has reached the API. */
async function save(index: number): Promise<HeldSave> {
  await waitFor(() => expect(saves.length).toBeGreaterThan(index));
  return saves[index] as HeldSave;
}
/** The server stores what it was sent: `{ _id, qty }` is also its answer. */
async function answerSaved(index: number) {
  const held = await save(index);
  held.release({ data: held.body });
  await apiSettled();
}

const headphones = aCartItem({
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
  color: 'Black',
});
const cable = aCartItem({
  _id: 'line-2',
  productID: 'p2',
  product: { title: 'USB-C cable', image: '/c.svg', price: 9.99, discount: false, discountPrice: null },
  qty: 3,
  size: '1 m',
});

/** The cart page, its way to the payment page replaced: jsdom cannot leave the page. */
function openCart() {
  const scope = fork({ handlers: [[goToGatewayFx, gateway]] });
  render(
    <Provider value={scope}>
      <MemoryRouter>
        <CartPage />
      </MemoryRouter>
    </Provider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  saves.length = 0;
  answer('POST UpdateCartList', async (request) => {
    const body = await request.clone().json();
    return new Promise<Answer>((release) => saves.push({ body, release }));
  });
});

test('a skeleton of 4 items shows while the cart loads', () => {
  answer('GET CartList', never);
  openCart();
  const skeleton = screen.getByRole('status', { name: 'Loading your cart' });
  expect(skeleton.children).toHaveLength(4);
});

test("an empty cart shows the empty-state image and the catalogue's categories below", async () => {
  const load = provideFragments(() => () => <p>catalogue tiles</p>);
  answer('GET CartList', { data: [] });
  openCart();
  expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  expect(await screen.findByText('catalogue tiles')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('catalogue', './CategoryTiles');
});

test('an API that cannot be reached is said as such, never as an empty cart', async () => {
  answer('GET CartList', networkError);
  openCart();
  expect(
    await screen.findByText('We could not load your cart. Check your connection and try again.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Your cart is empty.')).toBeNull();
});

test('each line shows its details, and the totals add VAT of 5% on the total', async () => {
  answer('GET CartList', { data: [headphones, cable] });
  openCart();
  const line = await screen.findByRole('article', { name: 'Wireless headphones' });
  expect(within(line).getByRole('link', { name: 'Wireless headphones' })).toHaveAttribute(
    'href',
    `/details/${headphones.productID}`,
  );
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
  answer('GET CartList', inTurn({ data: [headphones, cable] }, { data: [cable] }));
  answer('POST RemoveCartList', { data: null });
  openCart();
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Wireless headphones' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Wireless headphones' })).toBeNull());
  expect(await screen.findByRole('article', { name: 'USB-C cable' })).toBeInTheDocument();
  expect(requestsTo('POST RemoveCartList').map(({ body }) => body)).toEqual([{ _id: 'line-1' }]);
  expect(requestsTo('GET CartList')).toHaveLength(2);
  expect(announced).toHaveBeenCalledTimes(1);
});

test('Check Out sends the browser to the payment page', async () => {
  answer('GET CartList', { data: [cable] });
  answer('GET CreateInvoice', { data: { GatewayPageURL: 'https://pay.example/s/1' } });
  openCart();
  await userEvent.click(await screen.findByRole('button', { name: 'Check Out' }));
  await waitFor(() => expect(gateway).toHaveBeenCalledWith('https://pay.example/s/1'));
  expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  // A complete profile: no step, and not even a look at the profile.
  expect(screen.queryByRole('region', { name: 'Delivery details' })).toBeNull();
  expect(requestsTo('GET ReadProfile')).toHaveLength(0);
});

describe('checking out without the delivery details', () => {
  const NEEDS_PROFILE: Answer = {
    fail: 'Please complete your profile (customer and shipping details) before checking out',
    code: 'PROFILE_REQUIRED',
    status: 409,
  };
  const PAYMENT: Answer = { data: { GatewayPageURL: 'https://pay.example/s/1' } };
  const step = () => screen.getByRole('region', { name: 'Delivery details' });
  const shipping = () => within(screen.getByRole('group', { name: 'Shipping address' }));
  const billing = () => within(screen.getByRole('group', { name: 'Billing details' }));
  const ADDRESS = [
    ['Name', 'Grace Hopper'],
    ['Phone', '+1 202 555 0100'],
    ['Address', '1 Navy Yard'],
    ['City', 'Arlington'],
    ['Post code', '22202'],
    ['Country', 'United States'],
  ] as const;

  /** The cart, Check Out pressed and refused for want of the details; the step shows once the profile is read. */
  async function checkOutWithout(profile: Record<string, string>[] = []) {
    answer('GET CartList', { data: [cable] });
    answer('GET ReadProfile', { data: profile });
    openCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Check Out' }));
    return screen.findByRole('region', { name: 'Delivery details' });
  }

  async function fillShipping() {
    for (const [label, value] of ADDRESS)
      await userEvent.type(shipping().getByRole('textbox', { name: label }), value);
  }

  test('Check Out asks for them in the cart, the focus on the first field; Continue saves them and opens payment', async () => {
    answer('GET CreateInvoice', inTurn(NEEDS_PROFILE, PAYMENT));
    answer('POST UpdateProfile', { data: null });
    await checkOutWithout();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(shipping().getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(shipping().getByRole('textbox', { name: 'State (optional)' })).not.toBeRequired();
    expect(billing().getByRole('checkbox', { name: 'Same as shipping address' })).toBeChecked();
    expect(billing().queryAllByRole('textbox')).toHaveLength(0);

    await fillShipping();
    await userEvent.click(within(step()).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(gateway).toHaveBeenCalledWith('https://pay.example/s/1'));
    expect(requestsTo('POST UpdateProfile').map(({ body }) => body)).toEqual([
      expect.objectContaining({
        ship_name: 'Grace Hopper',
        cus_name: 'Grace Hopper',
        cus_country: 'United States',
      }),
    ]);
    expect(requestsTo('GET CreateInvoice')).toHaveLength(2);
    expect(within(step()).getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  test('what the profile holds is filled in', async () => {
    answer('GET CreateInvoice', NEEDS_PROFILE);
    await checkOutWithout([{ ship_name: 'Grace Hopper', ship_city: 'Arlington' }]);
    expect(shipping().getByRole('textbox', { name: 'Name' })).toHaveValue('Grace Hopper');
    expect(shipping().getByRole('textbox', { name: 'City' })).toHaveValue('Arlington');
    expect(shipping().getByRole('textbox', { name: 'Phone' })).toHaveFocus();
  });

  test('required fields left empty are marked next to them, and the focus goes to the first; nothing is sent', async () => {
    answer('GET CreateInvoice', NEEDS_PROFILE);
    await checkOutWithout();
    await userEvent.type(shipping().getByRole('textbox', { name: 'Name' }), 'Grace Hopper');
    await userEvent.click(within(step()).getByRole('button', { name: 'Continue to payment' }));
    const phone = shipping().getByRole('textbox', { name: 'Phone' });
    expect(phone).toBeInvalid();
    expect(phone).toHaveAccessibleDescription('Phone is required.');
    expect(phone).toHaveFocus();
    expect(shipping().getByRole('textbox', { name: 'Country' })).toHaveAccessibleDescription(
      'Country is required.',
    );
    expect(shipping().getByRole('textbox', { name: 'State (optional)' })).toBeValid();
    await apiSettled();
    expect(requestsTo('POST UpdateProfile')).toHaveLength(0);
  });

  test('a field the API refuses is marked and focused', async () => {
    answer('GET CreateInvoice', NEEDS_PROFILE);
    answer('POST UpdateProfile', {
      fail: 'ship_postcode must be shorter',
      code: 'VALIDATION',
      field: 'ship_postcode',
      status: 400,
    });
    await checkOutWithout();
    await fillShipping();
    await userEvent.click(within(step()).getByRole('button', { name: 'Continue to payment' }));
    const postcode = shipping().getByRole('textbox', { name: 'Post code' });
    await waitFor(() => expect(postcode).toHaveFocus());
    expect(postcode).toHaveAccessibleDescription('The shop did not accept this post code: please check it.');
    expect(gateway).not.toHaveBeenCalled();
  });

  test('other billing details are asked for once "Same as shipping address" is unchecked', async () => {
    answer('GET CreateInvoice', NEEDS_PROFILE);
    await checkOutWithout();
    await userEvent.click(billing().getByRole('checkbox', { name: 'Same as shipping address' }));
    expect(
      billing()
        .getAllByRole('textbox')
        .map((field) => field.getAttribute('autocomplete')),
    ).toEqual([
      'billing name',
      'billing tel',
      'billing street-address',
      'billing address-level2',
      'billing address-level1',
      'billing postal-code',
      'billing country-name',
    ]);
  });

  test('refused for the profile again after saving, the API says so in the step, linking to the profile', async () => {
    answer('GET CreateInvoice', NEEDS_PROFILE);
    answer('POST UpdateProfile', { data: null });
    await checkOutWithout();
    await fillShipping();
    await userEvent.click(within(step()).getByRole('button', { name: 'Continue to payment' }));
    const alert = await within(step()).findByRole('alert');
    expect(alert).toHaveTextContent('Please complete your profile');
    expect(within(alert).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(step()).getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
    expect(gateway).not.toHaveBeenCalled();
  });
});

test('a gateway that is down is explained, without a profile link', async () => {
  answer('GET CartList', { data: [cable] });
  answer('GET CreateInvoice', {
    fail: 'The payment service is not available right now. Your cart is unchanged; please try again shortly.',
    code: 'GATEWAY_UNAVAILABLE',
  });
  openCart();
  await userEvent.click(await screen.findByRole('button', { name: 'Check Out' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The payment service is not available right now.');
  expect(within(alert).queryByRole('link')).toBeNull();
});

test('the profile link follows the refusal code, not the words of the message', async () => {
  answer('GET CartList', { data: [cable] });
  answer('GET CreateInvoice', {
    fail: 'Your profile is fine, but the payment service is not available right now.',
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
    answer('GET CartList', { data: [headphones, cable] });
  });

  test('the stepper saves one more through UpdateCartList; the line is busy until then, and the totals follow after', async () => {
    openCart();
    const line = await screen.findByRole('article', { name: 'Wireless headphones' });
    await userEvent.click(
      within(line).getByRole('button', { name: 'Increase quantity of Wireless headphones' }),
    );

    expect((await save(0)).body).toEqual({ _id: 'line-1', qty: 3 });
    expect(quantityOf('Wireless headphones')).toHaveValue('3');
    expect(within(line).getByRole('status')).toHaveTextContent('Saving the quantity of Wireless headphones');
    expect(line).toHaveTextContent('Total$199.98');
    expect(summary()).toHaveTextContent('Total$229.95');

    await answerSaved(0);
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
    expect((await save(0)).body).toEqual({ _id: 'line-2', qty: 2 });
    expect(decrease).toHaveFocus();
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await answerSaved(0);
    expect(quantityOf('USB-C cable')).toHaveValue('2');
    expect(decrease).toHaveAttribute('aria-disabled', 'false');
  });

  test('a typed quantity is saved on Enter or on leaving the field, not on each keystroke', async () => {
    openCart();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Quantity of USB-C cable' }));
    await userEvent.type(quantityOf('USB-C cable'), '12');
    await apiSettled();
    expect(saves).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    expect((await save(0)).body).toEqual({ _id: 'line-2', qty: 12 });
    await answerSaved(0);
    expect(screen.getByRole('article', { name: 'USB-C cable' })).toHaveTextContent('Total$119.88');

    await userEvent.clear(quantityOf('USB-C cable'));
    await userEvent.type(quantityOf('USB-C cable'), '4');
    await userEvent.tab();
    expect((await save(1)).body).toEqual({ _id: 'line-2', qty: 4 });
    expect(saves).toHaveLength(2);
  });

  test('a typed quantity outside 1 to 99 is refused with a message tied to the field, and nothing is sent', async () => {
    openCart();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Quantity of Wireless headphones' }));
    await userEvent.type(quantityOf('Wireless headphones'), '100{Enter}');
    await apiSettled();
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
    (await save(0)).release({ fail: 'No such item in your cart', status: 404 });
    await apiSettled();
    expect(quantityOf('USB-C cable')).toHaveValue('3');
    expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'No such item in your cart' });
    expect(summary()).toHaveTextContent('Total$229.95');
    expect(announced).not.toHaveBeenCalled();
  });

  test('Check Out waits while a quantity is being saved', async () => {
    openCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity of USB-C cable' }));
    expect(screen.getByRole('button', { name: 'Check Out' })).toBeDisabled();
    await answerSaved(0);
    expect(screen.getByRole('button', { name: 'Check Out' })).toBeEnabled();
  });
});

describe('lines wanting more than is left', () => {
  const quantityOf = (title: string) => screen.getByRole('textbox', { name: `Quantity of ${title}` });
  const checkOut = () => screen.getByRole('button', { name: 'Check Out' });
  const mustChange = 'Fewer are left than your cart asks for. Lower or remove the marked lines to check out.';

  test('a line wanting more than is left says how many are, its quantity is marked, and Check Out says why it waits', async () => {
    answer('GET CartList', {
      data: [
        { ...headphones, stockLeft: 1 },
        { ...cable, stockLeft: 5 },
      ],
    });
    openCart();
    const line = await screen.findByRole('article', { name: 'Wireless headphones' });
    expect(within(line).getByText('Only 1 left')).toHaveClass('cart-line-stock-problem');
    expect(quantityOf('Wireless headphones')).toBeInvalid();
    expect(quantityOf('Wireless headphones')).toHaveAccessibleDescription('Only 1 left');
    // Few left but enough: said, not marked.
    expect(
      within(screen.getByRole('article', { name: 'USB-C cable' })).getByText('Only 5 left'),
    ).toBeInTheDocument();
    expect(quantityOf('USB-C cable')).toBeValid();

    expect(checkOut()).toHaveAttribute('aria-disabled', 'true');
    expect(checkOut()).toHaveAccessibleDescription(mustChange);
    await userEvent.click(checkOut());
    await apiSettled();
    expect(requestsTo('GET CreateInvoice')).toHaveLength(0);
  });

  test('a line none of which is left says Out of stock, and one more is never asked for', async () => {
    answer('GET CartList', { data: [{ ...cable, stockLeft: 0 }] });
    openCart();
    const line = await screen.findByRole('article', { name: 'USB-C cable' });
    expect(within(line).getByText('Out of stock')).toBeInTheDocument();
    const increase = within(line).getByRole('button', { name: 'Increase quantity of USB-C cable' });
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(increase);
    await apiSettled();
    expect(saves).toHaveLength(0);
  });

  test('lowering the line to what is left clears its mark, and Check Out is free again', async () => {
    answer('GET CartList', { data: [{ ...headphones, stockLeft: 1 }] });
    openCart();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Decrease quantity of Wireless headphones' }),
    );
    await answerSaved(0);
    expect(quantityOf('Wireless headphones')).toBeValid();
    expect(screen.queryByText(mustChange)).toBeNull();
    expect(checkOut()).not.toHaveAttribute('aria-disabled');
  });

  test("Check Out refused for want of stock toasts the API's words and marks the line its field names", async () => {
    answer('GET CartList', { data: [headphones, cable] });
    answer('GET CreateInvoice', {
      fail: 'Only 2 of USB-C cable (1 m) left',
      code: 'OUT_OF_STOCK',
      field: 'items.1',
      status: 409,
    });
    openCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Check Out' }));
    await apiSettled();
    expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'Only 2 of USB-C cable (1 m) left' });
    const line = screen.getByRole('article', { name: 'USB-C cable' });
    expect(within(line).getByText('Only 2 of USB-C cable (1 m) left')).toHaveClass('cart-line-stock-problem');
    expect(quantityOf('USB-C cable')).toHaveAccessibleDescription('Only 2 of USB-C cable (1 m) left');
    expect(quantityOf('Wireless headphones')).toBeValid();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(checkOut()).toHaveAttribute('aria-disabled', 'true');
    // What is left has changed since the cart loaded.
    expect(requestsTo('GET CartList')).toHaveLength(2);
    expect(gateway).not.toHaveBeenCalled();
  });
});
