import { createConfig } from '../rspack.base';

export default (env: Record<string, unknown>) =>
  createConfig(
    {
      name: 'catalogue',
      dir: __dirname,
      port: 8081,
      title: 'Shop Catalogue (standalone)',
      embeddable: true,
      exposes: {
        './Home': './src/exposes/home.tsx',
        './ProductList': './src/exposes/product-list.tsx',
        './ProductDetails': './src/exposes/product-details.tsx',
        './LegalPage': './src/exposes/legal.tsx',
        './mount': './src/exposes/mount.tsx',
      },
    },
    env,
  );
