import type { ProductDetails, Review } from '@shop/shared/contracts';
import { createLoadFailure } from '@shop/shared/ui';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { getProductDetails, getProductReviews } from '../../api';
import { brandsNeeded } from '../../entities/brand/model';

export const pageOpened = createEvent<string>();

export const fetchDetailsFx = createEffect(getProductDetails);
export const fetchReviewsFx = createEffect(getProductReviews);

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

sample({ clock: pageOpened, target: [fetchDetailsFx, fetchReviewsFx] });
sample({ clock: pageOpened, target: brandsNeeded });
