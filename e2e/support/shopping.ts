import { type APIRequestContext, expect } from '@playwright/test';

export const PROFILE = {
  cus_name: 'Ada Lovelace',
  cus_phone: '01712345678',
  cus_fax: '',
  cus_country: 'United Kingdom',
  cus_city: 'London',
  cus_state: 'Greater London',
  cus_postcode: 'W1 4AA',
  cus_add: '12 Byron Street',
  ship_name: 'Ada Lovelace',
  ship_phone: '01712345678',
  ship_country: 'United Kingdom',
  ship_city: 'London',
  ship_state: 'Greater London',
  ship_postcode: 'W1 4AA',
  ship_add: '12 Byron Street',
};

interface Card {
  _id: string;
  title: string;
  price: number;
  discount: boolean;
  discountPrice: number | null;
}

/** One discounted and one full-price product of the demo catalogue. */
export async function twoProducts(request: APIRequestContext): Promise<{ discounted: Card; plain: Card }> {
  const cards: Card[] = (await (await request.get('/api/v1/ProductListByRemark/new')).json()).data;
  const discounted = cards.find((card) => card.discount);
  const plain = cards.find((card) => !card.discount);
  if (!discounted || !plain) throw new Error('the demo catalogue lacks a discounted or a full-price product');
  return { discounted, plain };
}

export async function addToCart(request: APIRequestContext, productID: string, qty = 1) {
  const answer = await request.post('/api/v1/SaveCartList', { data: { productID, qty } });
  expect((await answer.json()).status).toBe('success');
}

export async function addToWish(request: APIRequestContext, productID: string) {
  const answer = await request.post('/api/v1/SaveWishList', { data: { productID } });
  expect((await answer.json()).status).toBe('success');
}

export async function saveProfile(request: APIRequestContext) {
  const answer = await request.post('/api/v1/UpdateProfile', { data: PROFILE });
  expect((await answer.json()).status).toBe('success');
}
