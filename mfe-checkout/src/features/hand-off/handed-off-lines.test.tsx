import { cartChanged } from '@shop/shared/bus';
import { cartHandOffPath } from '@shop/shared/paths';
import { MemoryRouter, useLocation } from '@shop/shared/router';
import { answer, aProductDetails, requestsTo } from '@shop/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HandedOffLines } from './handed-off-lines';

const announced = jest.fn();
cartChanged.watch(announced);

/** The router's address, as a named region shows it. */
function Address() {
  const { pathname, search } = useLocation();
  return (
    <section aria-label="Address">
      <p>{`${pathname}${search}`}</p>
    </section>
  );
}

function openCartAt(address: string) {
  const onAdded = jest.fn();
  render(
    <MemoryRouter initialEntries={[address]}>
      <HandedOffLines onAdded={onAdded} />
      <Address />
    </MemoryRouter>,
  );
  return onAdded;
}

const kettle = { productId: 'p1', size: '1.7 l', color: '', qty: 2 };
const mug = { productId: 'p2', size: '', color: 'Red', qty: 1 };

beforeEach(() => {
  jest.clearAllMocks();
  answer('GET ProductDetails/p1', { data: [aProductDetails({ _id: 'p1', title: 'Copper kettle' })] });
  answer('GET ProductDetails/p2', { data: [aProductDetails({ _id: 'p2', title: 'Tall mug' })] });
});

test('the lines of a link are shown by name for the shopper to confirm, and nothing is added before', async () => {
  openCartAt(`${cartHandOffPath([kettle, mug])},p3:M::0`);
  expect(screen.getByRole('heading', { name: 'Add these 2 items to your cart?' })).toBeInTheDocument();
  expect(await screen.findByText('Copper kettle')).toBeInTheDocument();
  expect(await screen.findByText('Tall mug')).toBeInTheDocument();
  const items = screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(items).toEqual(['Copper kettle — size 1.7 l, quantity 2', 'Tall mug — colour Red, quantity 1']);
  expect(screen.getByRole('status')).toHaveTextContent('1 part of the link is not a line the shop can read');
  expect(requestsTo('POST SaveCartList')).toEqual([]);
});

test('Confirm adds each line, tells the cart and the shop, and takes the link out of the address', async () => {
  answer('POST SaveCartList', { data: null });
  const onAdded = openCartAt(cartHandOffPath([kettle, mug]));
  await screen.findByText('Tall mug');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByRole('status')).toHaveTextContent('2 items added to your cart.');
  expect(requestsTo('POST SaveCartList').map(({ body }) => body)).toEqual([
    { productID: 'p1', size: '1.7 l', color: '', qty: 2 },
    { productID: 'p2', size: '', color: 'Red', qty: 1 },
  ]);
  expect(announced).toHaveBeenCalledTimes(1);
  expect(onAdded).toHaveBeenCalledTimes(1);
  // The router replaces the address once the lines are in: a render after the status that says so.
  await waitFor(() => expect(screen.getByRole('region', { name: 'Address' })).toHaveTextContent(/^\/cart$/));
});

test('a line the shop refuses is named with its reason; the others are added', async () => {
  answer('POST SaveCartList', async (request) => {
    const { productID } = await request.clone().json();
    return productID === 'p2' ? { fail: 'Only 0 left', status: 409 } : { data: null };
  });
  openCartAt(cartHandOffPath([kettle, mug]));
  await screen.findByText('Tall mug');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('1 item added to your cart.');
  expect(alert).toHaveTextContent('Tall mug (colour Red, quantity 1): Only 0 left');
});

test('Not now leaves the cart as it is', async () => {
  openCartAt(cartHandOffPath([kettle]));
  expect(screen.getByRole('heading', { name: 'Add this item to your cart?' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
  expect(screen.queryByRole('heading')).toBeNull();
  expect(requestsTo('POST SaveCartList')).toEqual([]);
});
