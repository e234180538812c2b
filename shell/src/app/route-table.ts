/** The route table as plain data, so the start-up can look up the screen of the address being opened. */
import type { RemoteName } from '../remotes/registry';

export interface ShopRoute {
  path: string;
  remote: RemoteName;
  module: string;
  props?: Record<string, unknown>;
  /** Only for a signed-in customer: opened while logged out, it goes to /login and comes back. */
  signedIn?: boolean;
}

const legal = (path: string, contentKey: string): ShopRoute => ({
  path,
  remote: 'catalogue',
  module: './LegalPage',
  props: { contentKey },
});

/** Every route of the shop (docs/behaviour.md#routes) and the remote screen that owns it. */
export const SHOP_ROUTES: ShopRoute[] = [
  { path: '/', remote: 'catalogue', module: './Home' },
  { path: '/by-brand/:id', remote: 'catalogue', module: './ProductList', props: { by: 'brand' } },
  { path: '/by-category/:id', remote: 'catalogue', module: './ProductList', props: { by: 'category' } },
  { path: '/by-keyword/:keyword', remote: 'catalogue', module: './ProductList', props: { by: 'keyword' } },
  { path: '/details/:id', remote: 'catalogue', module: './ProductDetails' },
  legal('/about', 'about'),
  legal('/refund', 'refund'),
  legal('/privacy', 'privacy'),
  legal('/terms', 'terms'),
  legal('/how-to-buy', 'howtobuy'),
  legal('/contact', 'contact'),
  legal('/complain', 'complain'),
  { path: '/login', remote: 'account', module: './Login' },
  { path: '/otp', remote: 'account', module: './Otp' },
  { path: '/profile', remote: 'account', module: './Profile', signedIn: true },
  { path: '/orders', remote: 'account', module: './Orders', signedIn: true },
  { path: '/invoice/:id', remote: 'account', module: './InvoiceDetails', signedIn: true },
  { path: '/cart', remote: 'checkout', module: './Cart', signedIn: true },
  { path: '/wish', remote: 'checkout', module: './WishList', signedIn: true },
];

/** The route an address opens, matched as the router matches these plain patterns (case-insensitive). */
export function routeFor(pathname: string): ShopRoute | undefined {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  return SHOP_ROUTES.find(({ path }) => {
    const pattern = path.split('/').filter(Boolean);
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
}
