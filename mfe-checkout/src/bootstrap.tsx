// Standalone mode: the checkout slice on its own dev server, in a minimal frame, for the team that owns it.
import { renderStandalone, standaloneRoutes } from '@shop/shared/standalone';
import Cart from './exposes/cart';
import { CHECKOUT_ROUTES } from './exposes/contract';
import WishList from './exposes/wish-list';

renderStandalone(
  'Shop Checkout',
  standaloneRoutes(CHECKOUT_ROUTES, { './Cart': Cart, './WishList': WishList }),
);
