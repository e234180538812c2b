import { createConfig } from '../rspack.base';

export default (env: Record<string, unknown>) =>
  createConfig(
    {
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
    },
    env,
  );
