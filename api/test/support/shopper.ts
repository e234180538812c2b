import type { CartItem, WishItem } from '@shop/shared/contracts';
import { signIn, type TestApp } from './app';

// The customers the cart and wish-list tests act as: each signed in afresh, with one helper per call.

let shoppers = 0;

/** A new signed-in customer and its GET and POST to /api/v1. */
async function shopper(t: TestApp) {
  const email = `someone-${++shoppers}@example.com`;
  const cookie = await signIn(t, email);
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: { cookie }, payload: payload as object });
  const list = async <T>(url: string): Promise<T[]> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  return { email, cookie, post, list };
}

/** A new signed-in customer with helpers for the cart calls. */
export async function cartShopper(t: TestApp) {
  const { email, cookie, post, list } = await shopper(t);
  return {
    email,
    cookie,
    add: (payload: Record<string, unknown>) => post('SaveCartList', payload),
    remove: (_id: string) => post('RemoveCartList', { _id }),
    setQty: (_id: string, qty: unknown) => post('UpdateCartList', { _id, qty }),
    list: () => list<CartItem>('CartList'),
  };
}

/** A new signed-in customer with helpers for the wish-list calls. */
export async function wishShopper(t: TestApp) {
  const { cookie, post, list } = await shopper(t);
  return {
    cookie,
    add: (productID: string) => post('SaveWishList', { productID }),
    remove: (productID: string) => post('RemoveWishList', { productID }),
    list: () => list<WishItem>('WishList'),
  };
}
