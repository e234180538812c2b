import { wishChanged } from '@shop/shared/bus';
import type { ServerLoad, WishItem } from '@shop/shared/contracts';
import { dataOf } from '@shop/shared/lib';
import { createLoadFailure } from '@shop/shared/ui';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { getWishList, removeWishItem } from '../../api';

export const pageOpened = createEvent();
export const removeClicked = createEvent<string>();

export const fetchWishListFx = createEffect(getWishList);
export const removeItemFx = createEffect(async (productID: string) => {
  dataOf(await removeWishItem(productID));
});

/**
 * Null while loading (skeleton; the failed-load message while the API is unreachable: an empty list would be
 * untrue); a removal
 * resets it to null and loads again (docs/behaviour.md#loading-states).
 */
export const $items = createStore<WishItem[] | null>(null, { sid: 'checkout/wish-list/items' })
  .on(fetchWishListFx.doneData, (_, answer) => (answer.status === 'success' ? answer.data : []))
  .reset(pageOpened, removeItemFx.done);
export const $removing = removeItemFx.pending;
export const itemsLoad = createLoadFailure(fetchWishListFx);
/** On the shop's server, for a live session: the wish list's items in the page. */
export const serverLoad: ServerLoad = {
  opened: pageOpened.prepend(() => undefined),
  $ready: $items.map((items) => items !== null),
};

sample({ clock: [pageOpened, removeItemFx.done], target: fetchWishListFx });
sample({ clock: removeClicked, filter: $removing.map((busy) => !busy), target: removeItemFx });
sample({ clock: removeItemFx.done, target: wishChanged });
