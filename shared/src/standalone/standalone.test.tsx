import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi } from '@shop/shared/api';
import { signedOut } from '@shop/shared/bus';
import { MemoryRouter, useLocation } from '@shop/shared/router';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StandaloneFrame, type StandaloneRoute } from '.';

/** A local stand-in for the API's sign-in calls; records the paths asked for. */
let server: http.Server;
const requested: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requested.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(JSON.stringify({ status: 'success', data: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` });
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});
// Every test starts signed out.
beforeEach(() => signedOut());

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
  // Signed in, the bus counts the cart and the wish list: those calls end before the stand-in API closes.
  await waitFor(() =>
    expect(requested).toEqual(expect.arrayContaining(['/api/v1/CartList', '/api/v1/WishList'])),
  );
  expect(requested).toEqual(
    expect.arrayContaining([
      '/api/v1/UserOTP/ada%40example.com',
      '/api/v1/VerifyLogin/ada%40example.com/123456',
    ]),
  );
});

test('a slice with the sign-in screens sends a visitor there, as the shell does', () => {
  const routes: StandaloneRoute[] = [
    { path: '/login', title: 'Login', Screen: WhereAmI },
    { path: '/orders', title: 'Orders', Screen: OrdersScreen, signedIn: true },
  ];
  renderFrame(routes, '/orders');
  expect(screen.getByText('at /login?from=%2Forders')).toBeInTheDocument();
});
