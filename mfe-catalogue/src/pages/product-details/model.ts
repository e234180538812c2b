import { getProductDetails, getProductReviews, saveCartItem, saveWishItem } from '@shop/shared/api';
import { cartChanged, notify, wishChanged } from '@shop/shared/bus';
import type { CartForm, ProductDetails, Review } from '@shop/shared/contracts';
import { MAX_LINE_QTY, MIN_LINE_QTY } from '@shop/shared/lib';
import { createLoadFailure } from '@shop/shared/ui';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { brandsNeeded } from '../../entities/brand/model';

export const pageOpened = createEvent<string>();
export const sizeChosen = createEvent<string>();
export const colorChosen = createEvent<string>();
export const quantityIncreased = createEvent();
export const quantityDecreased = createEvent();
export const addToCartClicked = createEvent();
export const addToWishClicked = createEvent();

export const fetchDetailsFx = createEffect(getProductDetails);
export const fetchReviewsFx = createEffect(getProductReviews);

/** Succeeds only on a `success` answer, so a refusal is a failure with the API's message. */
const accepted = <T>(call: (input: T) => Promise<{ status: string; message?: string }>) =>
  createEffect(async (input: T) => {
    const answer = await call(input);
    if (answer.status !== 'success') throw new Error(answer.message ?? 'Something Went Wrong!');
  });
export const saveCartFx = accepted((form: CartForm) => saveCartItem(form));
export const saveWishFx = accepted((productID: string) => saveWishItem(productID));

/**
 * The product shown: null while loading or without an answer, 'missing' when there is none to show (unknown id,
 * refusal). Not cleared while another one loads (docs/behaviour.md#product-details).
 */
export const $product = createStore<ProductDetails | 'missing' | null>(null).on(
  fetchDetailsFx.doneData,
  (_, answer) => (answer.status === 'success' ? (answer.data[0] ?? 'missing') : 'missing'),
);
export const $reviews = createStore<Review[] | null>(null).on(fetchReviewsFx.doneData, (current, answer) =>
  answer.status === 'success' ? answer.data : current,
);
// No answer: the message with Retry stands in for the product or its reviews (docs/behaviour.md#loading-states).
export const detailsLoad = createLoadFailure(fetchDetailsFx);
export const reviewsLoad = createLoadFailure(fetchReviewsFx);
/** The id of the product on screen, once it is there. */
const $productId = $product.map((product) =>
  product !== null && product !== 'missing' ? product._id : null,
);
export const $size = createStore('')
  .on(sizeChosen, (_, size) => size)
  .reset(pageOpened);
export const $color = createStore('')
  .on(colorChosen, (_, color) => color)
  .reset(pageOpened);
/** Starts at 1 and never goes below it. */
export const $quantity = createStore(1)
  .on(quantityIncreased, (qty) => Math.min(MAX_LINE_QTY, qty + 1))
  .on(quantityDecreased, (qty) => Math.max(MIN_LINE_QTY, qty - 1))
  .reset(pageOpened);
export const $addingToCart = saveCartFx.pending;
export const $addingToWish = saveWishFx.pending;

sample({ clock: pageOpened, target: [fetchDetailsFx, fetchReviewsFx] });
sample({ clock: pageOpened, target: brandsNeeded });

sample({
  clock: addToCartClicked,
  source: { productID: $productId, size: $size, color: $color, qty: $quantity, busy: $addingToCart },
  filter: ({ productID, busy }) => productID !== null && !busy,
  fn: ({ productID, size, color, qty }): CartForm => ({ productID: productID ?? '', size, color, qty }),
  target: saveCartFx,
});
sample({
  clock: addToWishClicked,
  source: { productID: $productId, busy: $addingToWish },
  filter: ({ productID, busy }) => productID !== null && !busy,
  fn: ({ productID }) => productID ?? '',
  target: saveWishFx,
});

sample({ clock: saveCartFx.done, target: cartChanged });
sample({
  clock: saveCartFx.done,
  fn: () => ({ kind: 'success' as const, message: 'Cart Item Added Successfully' }),
  target: notify,
});
sample({ clock: saveWishFx.done, target: wishChanged });
sample({
  clock: saveWishFx.done,
  fn: () => ({ kind: 'success' as const, message: 'Wish Item Added Successfully' }),
  target: notify,
});
sample({
  clock: [saveCartFx.failData, saveWishFx.failData],
  fn: (error) => ({ kind: 'error' as const, message: error.message }),
  target: notify,
});
