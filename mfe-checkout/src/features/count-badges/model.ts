import { $loggedIn, cartChanged, signedIn, signedOut, unauthorized, wishChanged } from '@shop/shared/bus';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { getCartList, getWishList } from '../../api';

/** A badge was put on the page: it counts for a customer already signed in. */
export const cartBadgeShown = createEvent();
export const wishBadgeShown = createEvent();

export const fetchCartCountFx = createEffect(async () => {
  const answer = await getCartList();
  return answer.status === 'success' ? answer.data.length : 0;
});
export const fetchWishCountFx = createEffect(async () => {
  const answer = await getWishList();
  return answer.status === 'success' ? answer.data.length : 0;
});

/** Lines in the cart and items in the wish list. 0 while logged out. */
export const $cartCount = createStore(0)
  .on(fetchCartCountFx.doneData, (_, count) => count)
  .reset(signedOut, unauthorized);
export const $wishCount = createStore(0)
  .on(fetchWishCountFx.doneData, (_, count) => count)
  .reset(signedOut, unauthorized);

// Any slice announces a change on the bus (this one's cart and wish pages, its Add to Cart on the product page).
sample({ clock: [cartBadgeShown, signedIn, cartChanged], filter: $loggedIn, target: fetchCartCountFx });
sample({ clock: [wishBadgeShown, signedIn, wishChanged], filter: $loggedIn, target: fetchWishCountFx });
