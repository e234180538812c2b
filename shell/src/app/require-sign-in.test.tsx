import { $loggedIn } from '@shop/shared/bus';
import { MemoryRouter, Route, Routes, useLocation } from '@shop/shared/router';
import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { $sessionEnding } from './model';
import { RequireSignIn } from './require-sign-in';

function LoginProbe() {
  const { search } = useLocation();
  return <p>login page {search}</p>;
}

function openCart(loggedIn: boolean, sessionEnding = false) {
  render(
    <Provider
      value={fork({
        values: [
          [$loggedIn, loggedIn],
          [$sessionEnding, sessionEnding],
        ],
      })}
    >
      <MemoryRouter initialEntries={['/cart?tab=1']}>
        <Routes>
          <Route
            path="/cart"
            element={
              <RequireSignIn>
                <p>the cart</p>
              </RequireSignIn>
            }
          />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

test("a customer's page opened while logged out goes to sign in, remembering where to come back", () => {
  openCart(false);
  expect(screen.getByText('login page ?from=%2Fcart%3Ftab%3D1')).toBeInTheDocument();
});

test('a signed-in customer sees the page', () => {
  openCart(true);
  expect(screen.getByText('the cart')).toBeInTheDocument();
});

test("a session ending on a customer's page leaves the move to the shell: the page shows nothing meanwhile", () => {
  openCart(false, true);
  expect(screen.queryByText('the cart')).toBeNull();
  expect(screen.queryByText(/login page/)).toBeNull();
});
