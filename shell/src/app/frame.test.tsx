import { $loggedIn, signedOut, unauthorized } from '@shop/shared/bus';
import { MemoryRouter, Route, Routes, useLocation } from '@shop/shared/router';
import { act, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { Frame } from './frame';
import { RequireSignIn } from './require-sign-in';

// jsdom lays nothing out and cannot scroll; a new page's scrolling has its own tests (use-page-arrival.test.tsx).
beforeEach(() => {
  window.scrollTo = jest.fn();
});

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

function renderFrame(at: string, { loggedIn = false } = {}) {
  const scope = fork({ values: [[$loggedIn, loggedIn]] });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[at]}>
        <Frame>
          <Routes>
            <Route
              path="/orders"
              element={
                <RequireSignIn>
                  <LocationProbe />
                </RequireSignIn>
              }
            />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </Frame>
      </MemoryRouter>
    </Provider>,
  );
  return scope;
}

const location = () => screen.getByRole('status', { name: 'location' });

test('the frame has the landmarks, and a skip link to the page content', () => {
  renderFrame('/about');
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  const main = screen.getByRole('main');
  expect(main).toContainElement(location());
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', `#${main.id}`);
});

test('the model moves the router: logout goes home', async () => {
  const scope = renderFrame('/about', { loggedIn: true });
  await act(() => allSettled(signedOut, { scope }));
  expect(location()).toHaveTextContent(/^\/$/);
});

test("logout on a customer's page goes home, not to that page's sign-in", async () => {
  const scope = renderFrame('/orders', { loggedIn: true });
  expect(location()).toHaveTextContent('/orders');
  await act(() => allSettled(signedOut, { scope }));
  expect(location()).toHaveTextContent(/^\/$/);
});

test('the model knows the page: a 401 goes to sign in with the way back', async () => {
  const scope = renderFrame('/orders?page=2', { loggedIn: true });
  await act(() => allSettled(unauthorized, { scope, params: { status: 401 } }));
  expect(location()).toHaveTextContent('/login?from=%2Forders%3Fpage%3D2');
});
