import { $isOperator, $loggedIn } from '@shop/shared/bus';
import { MemoryRouter, Route, Routes, useLocation } from '@shop/shared/router';
import { provideFragments } from '@shop/shared/testing';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { Header } from './header';
import { logoutFx } from './model';

function LocationProbe() {
  const { pathname } = useLocation();
  return <output aria-label="location">{pathname}</output>;
}

function renderHeader({ loggedIn = false, operator = false, logout = jest.fn() } = {}) {
  const scope = fork({
    values: [
      [$loggedIn, loggedIn],
      [$isOperator, operator],
    ],
    handlers: [[logoutFx, logout]],
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
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
/** A phone fold's toggle (shared's FoldToggle): a <summary>, which has no role of its own here. */
const foldToggle = (label: string) =>
  screen.getByText(label, { selector: 'summary > span' }).parentElement as HTMLElement;
const isOpen = (toggle: HTMLElement) => (toggle.parentElement as HTMLDetailsElement).open;

test('the navigation links the eight main pages in their order, and the logo is 50px wide', () => {
  renderHeader();
  const links = within(mainNav()).getAllByRole('link');
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
  expect(within(mainNav()).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Shop home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('img', { name: 'Shop home' })).toHaveAttribute('width', '50');
});

test('the search box goes to the keyword page with the trimmed keyword', async () => {
  renderHeader();
  await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), '  usb hub  ');
  await userEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
  expect(location()).toHaveTextContent('/by-keyword/usb%20hub');
});

test('the search form works before its script: a GET of /search with the keyword as q', () => {
  renderHeader();
  const form = screen.getByRole('search');
  expect(form).toHaveAttribute('action', '/search');
  expect(form).not.toHaveAttribute('method');
  expect(within(form).getByRole('combobox', { name: 'Search products' })).toHaveAttribute('name', 'q');
});

test.each(['', '   '])('the search box goes home when the keyword is %j', async (keyword) => {
  renderHeader();
  await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), `${keyword}{Enter}`);
  expect(location()).toHaveTextContent(/^\/$/);
});

test('on a phone the Search toggle opens the search field, focuses it, and Escape closes it', async () => {
  renderHeader();
  const toggle = foldToggle('Search');
  const form = screen.getByRole('search');
  expect(toggle).toHaveAttribute('aria-controls', form.id);
  expect(isOpen(toggle)).toBe(false);

  await userEvent.click(toggle);
  expect(isOpen(toggle)).toBe(true);
  expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  expect(isOpen(toggle)).toBe(false);
  expect(toggle).toHaveFocus();

  await userEvent.click(toggle);
  expect(isOpen(toggle)).toBe(true);
  await userEvent.click(toggle);
  expect(isOpen(toggle)).toBe(false);
});

test("the Cart and Wish links carry checkout's badges, and are plain links until they load", async () => {
  const load = provideFragments((_remote, module) => {
    const words = module === './CartBadge' ? '3 items' : '1 item';
    return () => <span>{words}</span>;
  });
  renderHeader({ loggedIn: true });
  const badges = () =>
    within(screen.getByRole('banner'))
      .getAllByRole('link')
      .filter((link) => !mainNav().contains(link));
  expect(badges().map((link) => link.textContent)).toEqual(expect.arrayContaining(['Cart ', 'Wish ']));
  expect(await screen.findByRole('link', { name: 'Cart 3 items' })).toHaveAttribute('href', '/cart');
  expect(await screen.findByRole('link', { name: 'Wish 1 item' })).toHaveAttribute('href', '/wish');
  expect(load.mock.calls).toEqual([
    ['checkout', './CartBadge'],
    ['checkout', './WishBadge'],
  ]);
});

test('a visitor sees a Login link and no Logout', () => {
  renderHeader();
  const bar = screen.getByRole('banner');
  // One in the navigation, one among the account actions.
  expect(within(bar).getAllByRole('link', { name: 'Login' })).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
});

test('a customer sees Logout and Profile instead of Login', async () => {
  renderHeader({ loggedIn: true });
  expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
  expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Login' })).toHaveLength(1);
  const profile = screen.getAllByRole('link', { name: 'Profile' }).find((link) => !mainNav().contains(link));
  await userEvent.click(profile as HTMLElement);
  expect(location()).toHaveTextContent('/profile');
});

test('an operator is offered the back office; a customer is not', async () => {
  renderHeader({ loggedIn: true });
  expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  cleanup();
  renderHeader({ loggedIn: true, operator: true });
  await userEvent.click(screen.getByRole('link', { name: 'Admin' }));
  expect(location()).toHaveTextContent('/admin');
});

test('Logout is disabled and reads Processing... while the call runs, then ends the session', async () => {
  let finishLogout = () => {};
  const logout = jest.fn(() => new Promise<void>((resolve) => (finishLogout = resolve)));
  const scope = renderHeader({ loggedIn: true, logout });

  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await act(async () => finishLogout());
  expect(logout).toHaveBeenCalledTimes(1);
  expect(scope.getState($loggedIn)).toBe(false);
  expect(screen.queryByRole('button', { name: /Logout|Processing/ })).toBeNull();
});

test('on a phone the menu toggle opens and closes the navigation, Escape included', async () => {
  renderHeader();
  const menu = foldToggle('Menu');
  expect(menu).toHaveAttribute('aria-controls', mainNav().id);
  expect(isOpen(menu)).toBe(false);

  await userEvent.click(menu);
  expect(isOpen(menu)).toBe(true);
  await userEvent.tab();
  await userEvent.keyboard('{Escape}');
  expect(isOpen(menu)).toBe(false);
  expect(menu).toHaveFocus();

  await userEvent.click(menu);
  await userEvent.click(within(mainNav()).getByRole('link', { name: 'Orders' }));
  expect(location()).toHaveTextContent('/orders');
  expect(isOpen(menu)).toBe(false);
});

test('the phone folds are <details>, which open before the scripts run: each holds only its toggle', () => {
  renderHeader();
  for (const label of ['Menu', 'Search']) {
    const fold = foldToggle(label).parentElement;
    expect(fold?.tagName).toBe('DETAILS');
    expect(fold?.children).toHaveLength(1);
  }
});
