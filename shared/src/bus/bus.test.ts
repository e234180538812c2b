import { allSettled, fork } from 'effector';
import {
  $cartCount,
  $loggedIn,
  $wishCount,
  cartChanged,
  fetchCartCountFx,
  fetchWishCountFx,
  shopStarted,
  signedIn,
  signedOut,
  unauthorized,
  wishChanged,
} from '.';
import { hasSessionCookie } from './session-cookie';

function shop(loggedIn: boolean) {
  const cartCalls = jest.fn(async () => 3);
  const wishCalls = jest.fn(async () => 2);
  const scope = fork({
    values: [[$loggedIn, loggedIn]],
    handlers: [
      [fetchCartCountFx, cartCalls],
      [fetchWishCountFx, wishCalls],
    ],
  });
  return { scope, cartCalls, wishCalls };
}

test('signing in counts the cart and the wish list for the badges', async () => {
  const { scope } = shop(false);
  await allSettled(signedIn, { scope });
  expect(scope.getState($loggedIn)).toBe(true);
  expect(scope.getState($cartCount)).toBe(3);
  expect(scope.getState($wishCount)).toBe(2);
});

test('a change announced by any slice is counted again while logged in', async () => {
  const { scope, cartCalls, wishCalls } = shop(true);
  await allSettled(cartChanged, { scope });
  await allSettled(wishChanged, { scope });
  expect(cartCalls).toHaveBeenCalledTimes(1);
  expect(wishCalls).toHaveBeenCalledTimes(1);
  expect(scope.getState($cartCount)).toBe(3);
});

test('nothing is counted for a visitor who is not signed in', async () => {
  const { scope, cartCalls } = shop(false);
  await allSettled(shopStarted, { scope });
  await allSettled(cartChanged, { scope });
  expect(cartCalls).not.toHaveBeenCalled();
  expect(scope.getState($cartCount)).toBe(0);
});

test('logout ends the session and empties the badges', async () => {
  const { scope } = shop(true);
  await allSettled(shopStarted, { scope });
  expect(scope.getState($cartCount)).toBe(3);
  await allSettled(signedOut, { scope });
  expect(scope.getState($loggedIn)).toBe(false);
  expect(scope.getState($cartCount)).toBe(0);
  expect(scope.getState($wishCount)).toBe(0);
});

test('a 401 ends the session and empties the badges', async () => {
  const { scope } = shop(true);
  await allSettled(shopStarted, { scope });
  await allSettled(unauthorized, { scope, params: { status: 401 } });
  expect(scope.getState($loggedIn)).toBe(false);
  expect(scope.getState($cartCount)).toBe(0);
});

test('logged in is the presence of the token cookie', () => {
  expect(hasSessionCookie('a=1; token=1')).toBe(true);
  expect(hasSessionCookie('token=1')).toBe(true);
  expect(hasSessionCookie('mytoken=1; a=2')).toBe(false);
  expect(hasSessionCookie('')).toBe(false);
});
