import { $loggedIn, cartChanged, signedIn, signedOut, unauthorized, wishChanged } from '@shop/shared/bus';
import { allSettled, fork } from 'effector';
import {
  $cartCount,
  $wishCount,
  cartBadgeShown,
  fetchCartCountFx,
  fetchWishCountFx,
  wishBadgeShown,
} from './model';

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

test('a badge put on the page counts for a customer already signed in', async () => {
  const { scope } = shop(true);
  await allSettled(cartBadgeShown, { scope });
  await allSettled(wishBadgeShown, { scope });
  expect(scope.getState($cartCount)).toBe(3);
  expect(scope.getState($wishCount)).toBe(2);
});

test('signing in counts the cart and the wish list', async () => {
  const { scope } = shop(false);
  await allSettled(signedIn, { scope });
  expect(scope.getState($cartCount)).toBe(3);
  expect(scope.getState($wishCount)).toBe(2);
});

test('a change announced by any slice is counted again while logged in', async () => {
  const { scope, cartCalls, wishCalls } = shop(true);
  await allSettled(cartChanged, { scope });
  await allSettled(wishChanged, { scope });
  expect(cartCalls).toHaveBeenCalledTimes(1);
  expect(wishCalls).toHaveBeenCalledTimes(1);
});

test('nothing is counted for a visitor who is not signed in', async () => {
  const { scope, cartCalls } = shop(false);
  await allSettled(cartBadgeShown, { scope });
  await allSettled(cartChanged, { scope });
  expect(cartCalls).not.toHaveBeenCalled();
  expect(scope.getState($cartCount)).toBe(0);
});

async function countedShop() {
  const { scope } = shop(true);
  await allSettled(cartBadgeShown, { scope });
  await allSettled(wishBadgeShown, { scope });
  return scope;
}

test('logout empties the badges', async () => {
  const scope = await countedShop();
  await allSettled(signedOut, { scope });
  expect(scope.getState($cartCount)).toBe(0);
  expect(scope.getState($wishCount)).toBe(0);
});

test('a 401 empties the badges', async () => {
  const scope = await countedShop();
  await allSettled(unauthorized, { scope, params: { status: 401 } });
  expect(scope.getState($cartCount)).toBe(0);
  expect(scope.getState($wishCount)).toBe(0);
});
