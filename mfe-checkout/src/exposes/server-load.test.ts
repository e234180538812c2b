// The customer's screens as the shop's server fills them before rendering them for a live session.
import { aCartItem, answer, aWishItem, loadAsOnServer } from '@shop/shared/testing';
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
  const { ready, state } = await loadAsOnServer(module.serverLoad, address);
  expect(ready).toBe(true);
  expect(state[sid]).toEqual(data);
});

test('a cart that failed to load is not ready: the browser renders it', async () => {
  answer('GET CartList', { networkError: true });
  expect((await loadAsOnServer(cart.serverLoad, address)).ready).toBe(false);
});
