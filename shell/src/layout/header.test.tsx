import { $cartCount, $loggedIn, $wishCount, signedOut } from '@shop/shared/bus';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Header } from './header';

jest.mock('@shop/shared/api', () => ({ logout: jest.fn() }));
const { logout } = jest.requireMock('@shop/shared/api') as { logout: jest.Mock };

function LocationProbe() {
  const { pathname } = useLocation();
  return <output aria-label="location">{pathname}</output>;
}

function renderHeader({ loggedIn = false, cart = 0, wish = 0 } = {}) {
  const scope = fork({
    values: [
      [$loggedIn, loggedIn],
      [$cartCount, cart],
      [$wishCount, wish],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/about']}>
        <Header />
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return scope;
}

const location = () => screen.getByRole('status', { name: 'location' });

test('the navigation has every link of the spec', () => {
  renderHeader();
  const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Home', '/'],
    ['About', '/about'],
    ['Contact', '/contact'],
    ['Cart', '/cart'],
    ['Wish', '/wish'],
    ['Orders', '/orders'],
    ['Login', '/login'],
    ['Profile', '/profile'],
  ]);
  expect(screen.getByRole('img', { name: 'Shop home' })).toHaveAttribute('width', '50');
});

test('the search box goes to the keyword page, or home when empty', async () => {
  renderHeader();
  const box = screen.getByRole('searchbox', { name: 'Search products' });
  await userEvent.type(box, '  usb hub  ');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(location()).toHaveTextContent('/by-keyword/usb%20hub');

  await userEvent.clear(box);
  await userEvent.type(box, '   {Enter}');
  expect(location()).toHaveTextContent(/^\/$/);
});

test('the badges show the cart and wish counts from the bus', () => {
  renderHeader({ loggedIn: true, cart: 3, wish: 1 });
  expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
  expect(screen.getByRole('link', { name: 'Wish, 1 item' })).toHaveAttribute('href', '/wish');
});

test('a visitor sees Login; a customer sees Logout and Profile', async () => {
  const scope = renderHeader();
  const actions = () => screen.getByRole('banner');
  expect(within(actions()).getAllByRole('link', { name: 'Login' })).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();

  await act(() => allSettled($loggedIn, { scope, params: true }));
  expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
  await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
  expect(location()).toHaveTextContent('/profile');
});

test('Logout reads Processing... while the call runs, then ends the session', async () => {
  let finishLogout = () => {};
  logout.mockReturnValue(new Promise<void>((resolve) => (finishLogout = resolve)));
  const ended = jest.fn();
  const stop = signedOut.watch(ended);
  renderHeader({ loggedIn: true });

  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await act(async () => finishLogout());
  expect(ended).toHaveBeenCalledTimes(1);
  stop();
});
