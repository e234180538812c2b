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
      },
    },
    env,
  );
