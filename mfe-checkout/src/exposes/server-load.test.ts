// What the shop's server does with a customer's screen before rendering it for a live session
// (shell/src/server/page.tsx): the screen's loads in a scope of the request's own, then the scope's stores
// serialised into the page.
import { aCartItem, answer, aWishItem } from '@shop/shared/testing';
import { allSettled, fork, serialize } from 'effector';
import * as cart from './cart';
import * as wishList from './wish-list';

const cartLine = aCartItem({ _id: 'line-1' });
const wished = aWishItem();
const address = { params: {}, search: '', props: {} };

beforeEach(() => {
  answer('GET CartList', { data: [cartLine] });
  answer('GET WishList', { data: [wished] });
});

test.each([
  { name: 'the cart', module: cart, sid: 'checkout/cart/lines', data: [cartLine] },
  { name: 'the wish list', module: wishList, sid: 'checkout/wish-list/items', data: [wished] },
])('$name is ready after its server load, and its data travels by sid', async ({ module, sid, data }) => {
  const scope = fork();
  await allSettled(module.serverLoad.opened, { scope, params: address });
  expect(scope.getState(module.serverLoad.$ready)).toBe(true);
  const complaints = jest.spyOn(console, 'error').mockImplementation(() => {});
  const state = serialize(scope);
  expect(complaints).not.toHaveBeenCalled();
  complaints.mockRestore();
  expect(state[sid]).toEqual(data);
});

test('a cart that failed to load is not ready: the browser renders it', async () => {
  answer('GET CartList', { networkError: true });
  const scope = fork();
  await allSettled(cart.serverLoad.opened, { scope, params: address });
  expect(scope.getState(cart.serverLoad.$ready)).toBe(false);
});
