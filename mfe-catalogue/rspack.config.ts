import { type AppOptions, createConfig } from '../rspack.base';

const catalogue: AppOptions = {
  name: 'catalogue',
  dir: __dirname,
  port: 8081,
  title: 'Shop Catalogue (standalone)',
  exposes: {
    './Home': './src/exposes/home.tsx',
    './ProductList': './src/exposes/product-list.tsx',
    './ProductDetails': './src/exposes/product-details.tsx',
    './LegalPage': './src/exposes/legal.tsx',
    './mount': './src/exposes/mount.tsx',
  },
};

// Two production builds: the lean one the shell loads (it borrows the shell's federation runtime), and the one
// other sites embed (dist/embed/, with a runtime of its own). The dev server serves the first.
export default (env: Record<string, unknown>) =>
  env.RSPACK_SERVE
    ? createConfig(catalogue, env)
    : [createConfig(catalogue, env), createConfig({ ...catalogue, embeddable: true }, env)];
