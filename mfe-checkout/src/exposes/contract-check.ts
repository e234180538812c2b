// Part of this slice's typecheck only: every exposed module takes the props the contract promises hosts.
import type { ScreensMatch } from '@shop/shared/contracts';
import type AddToCart from './add-to-cart';
import type AddToWish from './add-to-wish';
import type Cart from './cart';
import type CartBadge from './cart-badge';
import type { CheckoutFragments, CheckoutScreens } from './contract';
import type WishBadge from './wish-badge';
import type WishList from './wish-list';

export type CheckoutScreensMatch = ScreensMatch<
  CheckoutScreens,
  { './Cart': typeof Cart; './WishList': typeof WishList }
>;

export type CheckoutFragmentsMatch = ScreensMatch<
  CheckoutFragments,
  {
    './AddToCart': typeof AddToCart;
    './AddToWish': typeof AddToWish;
    './CartBadge': typeof CartBadge;
    './WishBadge': typeof WishBadge;
  }
>;
