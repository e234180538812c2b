/**
 * What this slice exposes to hosts, the props each takes, and the routes it serves: the contract a host is checked
 * against when it builds (`@shop/mfe-checkout/contract`, its types: nothing of this slice reaches the host's bundle).
 * The route list is plain data, published with each build of this slice (rspack.config.ts `routes`), so the shell
 * reads it at run time and a new screen needs no shell release. contract-check.ts holds the modules to it.
 */
import type { SliceRoute } from '@shop/shared/contracts';
import { ROUTE_PATTERNS } from '@shop/shared/paths';

/** Screens, each the whole of a route. */
export interface CheckoutScreens {
  './Cart': Record<string, never>;
  './WishList': Record<string, never>;
}

/** The routes this slice serves: the shell's (published with the build), the standalone page's. */
export const CHECKOUT_ROUTES = [
  { path: ROUTE_PATTERNS.cart, module: './Cart', title: 'Cart', signedIn: true, data: ['/api/v1/CartList'] },
  {
    path: ROUTE_PATTERNS.wish,
    module: './WishList',
    title: 'Wish list',
    signedIn: true,
    data: ['/api/v1/WishList'],
  },
] satisfies SliceRoute<CheckoutScreens>[];

export interface AddToCartProps {
  productId: string;
  /** The sizes and colours the product is offered in; a choice is shown only when there are some. */
  sizes: string[];
  colors: string[];
  /**
   * What is left of the size and colour chosen, as the host knows it (a card's `stockLeft`): at 0 Add to Cart is
   * disabled, described by the host's note `stockNoteId`; when few are left the quantity stops at that many.
   */
  stockLeft?: number | null;
  /** The id of the host's note saying the choice is out of stock. */
  stockNoteId?: string;
  /** Called with the size and colour chosen, the first time and on every change: the host's price and stock follow. */
  onChoiceChange?: (choice: { size: string; color: string }) => void;
}

export interface AddToWishProps {
  productId: string;
}

/** Fragments, shown inside other slices' screens (`fragmentsOf<CheckoutFragments>('checkout')`). */
export interface CheckoutFragments {
  './AddToCart': AddToCartProps;
  './AddToWish': AddToWishProps;
  /** The counts in the header's Cart and Wish links. */
  './CartBadge': Record<string, never>;
  './WishBadge': Record<string, never>;
}
