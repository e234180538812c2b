import type { ProductDetails, Review, ServerLoad } from '@shop/shared/contracts';
import { createLoadFailure } from '@shop/shared/ui';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { getProductDetails, getProductReviews } from '../../api';
import { $brands, brandsNeeded } from '../../entities/brand/model';

export const pageOpened = createEvent<string>();

export const fetchDetailsFx = createEffect(getProductDetails);
export const fetchReviewsFx = createEffect(getProductReviews);

/**
 * The product shown: null while loading or without an answer, 'missing' when there is none to show (unknown id,
 * refusal). Not cleared while another one loads (docs/behaviour.md#product-details).
 */
export const $product = createStore<ProductDetails | 'missing' | null>(null, {
  sid: 'catalogue/product-details/product',
}).on(fetchDetailsFx.doneData, (_, answer) =>
  answer.status === 'success' ? (answer.data[0] ?? 'missing') : 'missing',
);
export const $reviews = createStore<Review[] | null>(null, { sid: 'catalogue/product-details/reviews' }).on(
  fetchReviewsFx.doneData,
  (current, answer) => (answer.status === 'success' ? answer.data : current),
);
// No answer: the message with Retry stands in for the product or its reviews (docs/behaviour.md#loading-states).
export const detailsLoad = createLoadFailure(fetchDetailsFx);
export const reviewsLoad = createLoadFailure(fetchReviewsFx);

sample({ clock: pageOpened, target: [fetchDetailsFx, fetchReviewsFx] });
sample({ clock: pageOpened, target: brandsNeeded });

/** On the shop's server: the product, its reviews and the brand tiles under them. */
export const serverLoad: ServerLoad = {
  opened: pageOpened.prepend(({ params }) => params.id ?? ''),
  $ready: combine($product, $reviews, $brands, (...loaded) => loaded.every((part) => part !== null)),
};
