import { type APIRequestContext, expect, type Page } from '@playwright/test';

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

/** A product as a listing answers it. */
export interface Card {
  _id: string;
  title: string;
  price: number;
  discount: boolean;
  discountPrice: number | null;
  image: string;
}

/** One discounted and one full-price product of the demo catalogue. */
export async function twoProducts(request: APIRequestContext): Promise<{ discounted: Card; plain: Card }> {
  const cards: Card[] = (await (await request.get('/api/v1/ProductListByRemark/new')).json()).data;
  const discounted = cards.find((card) => card.discount);
  const plain = cards.find((card) => !card.discount);
  if (!discounted || !plain) throw new Error('the demo catalogue lacks a discounted or a full-price product');
  return { discounted, plain };
}

/** The first size and colour a product offers ('' when it offers none), as a shopper would choose them. */
export async function firstOptions(request: APIRequestContext, productID: string) {
  const [product] = (await (await request.get(`/api/v1/ProductDetails/${productID}`)).json()).data;
  const first = (list: string) => list.split(',')[0]?.trim() ?? '';
  return { size: first(product.details.size), color: first(product.details.color) };
}

/** Adds a line in the first size and colour the product offers: a product offered in some needs them chosen. */
export async function addToCart(request: APIRequestContext, productID: string, qty = 1) {
  const options = await firstOptions(request, productID);
  const answer = await request.post('/api/v1/SaveCartList', { data: { productID, qty, ...options } });
  expect((await answer.json()).status).toBe('success');
}

/** On a product's page: the first size and colour on offer chosen, as a shopper does before Add to Cart. */
export async function chooseFirstOptions(page: Page) {
  // The choices come with the button, in checkout's fragment.
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  for (const label of ['Size', 'Color']) {
    const field = page.getByLabel(label, { exact: true });
    if ((await field.count()) > 0) await field.selectOption({ index: 1 });
  }
}

export async function addToWish(request: APIRequestContext, productID: string) {
  const answer = await request.post('/api/v1/SaveWishList', { data: { productID } });
  expect((await answer.json()).status).toBe('success');
}

export async function saveProfile(request: APIRequestContext) {
  const answer = await request.post('/api/v1/UpdateProfile', { data: PROFILE });
  expect((await answer.json()).status).toBe('success');
}
