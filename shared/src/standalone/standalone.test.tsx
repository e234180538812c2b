import { signedOut } from '@shop/shared/bus';
import { MemoryRouter, useLocation } from '@shop/shared/router';
import { answer, receivedPaths } from '@shop/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { StandaloneFrame, type StandaloneRoute } from '.';

// Every test starts signed out, before an API that accepts every sign-in.
beforeEach(() => {
  signedOut();
  answer('GET UserOTP/:email', { data: null });
  answer('GET VerifyLogin/:email/:code', { data: null });
});

const CartScreen = () => <h1>The cart</h1>;
const OrdersScreen = () => <h1>The orders</h1>;
const WhereAmI = () => {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
};

function renderFrame(routes: StandaloneRoute[], at: string) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <StandaloneFrame sliceName="Shop Test" routes={routes} />
    </MemoryRouter>,
  );
}

test("a customer's screen of a slice without sign-in screens signs in right there, then shows", async () => {
  renderFrame([{ path: '/cart', title: 'Cart', Screen: CartScreen, signedIn: true }], '/cart');
  expect(screen.queryByRole('heading', { name: 'The cart' })).toBeNull();

  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  fireEvent.change(await screen.findByLabelText(/Code/), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByRole('heading', { name: 'The cart' })).toBeInTheDocument();
  expect(receivedPaths()).toEqual([
    '/api/v1/UserOTP/ada%40example.com',
    '/api/v1/VerifyLogin/ada%40example.com/123456',
  ]);
});

test('a slice with the sign-in screens sends a visitor there, as the shell does', () => {
  const routes: StandaloneRoute[] = [
    { path: '/login', title: 'Login', Screen: WhereAmI },
    { path: '/orders', title: 'Orders', Screen: OrdersScreen, signedIn: true },
  ];
  renderFrame(routes, '/orders');
  expect(screen.getByText('at /login?from=%2Forders')).toBeInTheDocument();
});
