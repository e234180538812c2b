// Standalone mode: the checkout slice on its own dev server, in a minimal frame, for the team that owns it.
import { renderStandalone } from '@shop/shared/standalone';
import { CartPage } from './pages/cart/page';
import { WishListPage } from './pages/wish-list/page';

renderStandalone('Shop Checkout', [
  { path: '/cart', title: 'Cart', Screen: CartPage, signedIn: true },
  { path: '/wish', title: 'Wish list', Screen: WishListPage, signedIn: true },
]);
