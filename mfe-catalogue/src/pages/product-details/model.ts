import type { ProductDetails, ProductPrice, Review, ServerLoad } from '@shop/shared/contracts';
import { createLoadFailure } from '@shop/shared/ui';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { getProductDetails, getProductReviews } from '../../api';
import { $brands, brandsNeeded } from '../../entities/brand/model';
import { productPage } from './head';

export const pageOpened = createEvent<string>();
/** The size and colour chosen in checkout's Add to Cart ('' for none), for the product it was chosen on. */
export const lineChosen = createEvent<LineChosen>();

interface LineChosen {
  productId: string;
  size: string;
  color: string;
}

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
/** The reviews last loaded, with the product they are of. */
const $loadedReviews = createStore<{ productId: string; reviews: Review[] } | null>(null, {
  sid: 'catalogue/product-details/reviews',
}).on(fetchReviewsFx.done, (current, { params: productId, result }) =>
  result.status === 'success' ? { productId, reviews: result.data } : current,
);
/** The shown product's reviews: null until they are loaded, never another product's shown beside it. */
export const $reviews = combine($product, $loadedReviews, (product, loaded) =>
  product !== null && product !== 'missing' && loaded?.productId === product._id ? loaded.reviews : null,
);
// Checkout's Add to Cart tells its choice again each time it mounts; until then, nothing is chosen.
const $chosen = createStore<LineChosen | null>(null)
  .on(lineChosen, (current, next) =>
    current?.productId === next.productId && current.size === next.size && current.color === next.color
      ? current
      : next,
  )
  .reset(pageOpened);

/**
 * The variant of the size and colour chosen, when the product has one for that pair; otherwise (nothing chosen yet,
 * or a pair without one) the product's own price and stock apply.
 */
export const $chosenVariant = combine($product, $chosen, (product, chosen) => {
  if (product === null || product === 'missing' || chosen?.productId !== product._id) return null;
  return product.variants?.find(({ size, color }) => size === chosen.size && color === chosen.color) ?? null;
});
/** What the choice costs: a variant's own price replaces the product's, discount and all. */
export const $shownPrice = combine($product, $chosenVariant, (product, variant): ProductPrice | null => {
  if (product === null || product === 'missing') return null;
  if (variant?.price != null) return { price: variant.price, discount: false, discountPrice: null };
  return { price: product.price, discount: product.discount, discountPrice: product.discountPrice };
});
/** What is left of the choice, as a card's `stockLeft`. */
export const $stockLeft = combine($product, $chosenVariant, (product, variant) => {
  if (variant) return variant.stockLeft;
  return product === null || product === 'missing' ? null : (product.stockLeft ?? null);
});

// No answer: the message with Retry stands in for the product or its reviews (docs/behaviour.md#loading-states).
export const detailsLoad = createLoadFailure(fetchDetailsFx);
export const reviewsLoad = createLoadFailure(fetchReviewsFx);

sample({ clock: pageOpened, target: [fetchDetailsFx, fetchReviewsFx] });
sample({ clock: pageOpened, target: brandsNeeded });

/** On the shop's server: the product, its reviews and the brand tiles under them; the product's head, or a 404. */
export const serverLoad: ServerLoad = {
  opened: pageOpened.prepend(({ params }) => params.id ?? ''),
  $ready: combine($product, $loadedReviews, $brands, (...loaded) => loaded.every((part) => part !== null)),
  page: (context) =>
    productPage(context, { product: context.read($product), reviews: context.read($reviews) }),
};
