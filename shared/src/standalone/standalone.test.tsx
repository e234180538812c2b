import { get } from '@shop/shared/api';
import { signedOut } from '@shop/shared/bus';
import { MemoryRouter, useLocation } from '@shop/shared/router';
import { answer, receivedPaths } from '@shop/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { StandaloneFrame, type StandaloneRoute } from '.';

// Every test starts signed out, before an API that accepts every sign-in.
beforeEach(() => {
  signedOut();
  answer('GET UserOTP/:email', { data: null });
  answer('GET VerifyLogin/:email/:code', { data: null });
});

const CartScreen = () => <h1>The cart</h1>;
const OrdersScreen = () => <h1>The orders</h1>;
/** A customer's screen that asks the API for the cart as it opens. */
const LoadingCart = () => {
  useEffect(() => {
    void get('CartList');
  }, []);
  return <h1>The cart</h1>;
};
const WhereAmI = () => {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
};

/** Signs in through the frame's own form. */
async function signInInTheFrame() {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  fireEvent.change(await screen.findByLabelText(/Code/), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

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

  await signInInTheFrame();

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

test("a session the API no longer knows brings the frame's sign-in back, not the screen's empty state", async () => {
  answer('GET CartList', { fail: 'Unauthorized', status: 401 });
  renderFrame([{ path: '/cart', title: 'Cart', Screen: LoadingCart, signedIn: true }], '/cart');
  await signInInTheFrame();

  await waitFor(() => expect(receivedPaths()).toContain('/api/v1/CartList'));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'The cart' })).toBeNull());
  expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
});
