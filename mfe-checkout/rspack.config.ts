import { type AppOptions, createConfig } from '../rspack.base';
import { CHECKOUT_ROUTES } from './src/exposes/contract';

export const checkout: AppOptions = {
  name: 'checkout',
  dir: __dirname,
  port: 8083,
  title: 'Shop Checkout (standalone)',
  exposes: {
    './Cart': './src/exposes/cart.tsx',
    './WishList': './src/exposes/wish-list.tsx',
    './AddToCart': './src/exposes/add-to-cart.tsx',
    './AddToWish': './src/exposes/add-to-wish.tsx',
    './CartBadge': './src/exposes/cart-badge.tsx',
    './WishBadge': './src/exposes/wish-badge.tsx',
  },
  routes: CHECKOUT_ROUTES,
};

// Two production builds: the one the shell loads, and the one the shop's server renders pages with (dist/server/).
// The dev server serves the first.
export default (env: Record<string, unknown>) =>
  env.RSPACK_SERVE
    ? createConfig(checkout, env)
    : [createConfig(checkout, env), createConfig({ ...checkout, server: true }, env)];
