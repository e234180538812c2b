import path from 'node:path';
import { type Configuration, CopyRspackPlugin } from '@rspack/core';
import { type AppOptions, createConfig, embedTagConfig } from '../rspack.base';
import { insertStylesheet } from './src/embed/stylesheets';
import { CATALOGUE_ROUTES } from './src/exposes/contract';

export const catalogue: AppOptions = {
  name: 'catalogue',
  dir: __dirname,
  port: 8081,
  title: 'Shop Catalogue (standalone)',
  exposes: {
    './Home': './src/exposes/home.tsx',
    './ProductList': './src/exposes/product-list.tsx',
    './ProductDetails': './src/exposes/product-details.tsx',
    './LegalPage': './src/exposes/legal.tsx',
    './CategoryTiles': './src/exposes/category-tiles.tsx',
    './BrandTiles': './src/exposes/brand-tiles.tsx',
  },
  routes: CATALOGUE_ROUTES,
};

/** Beside the embed's loader, the element's TypeScript declarations for partners' code (README: embedding). */
const withDeclarations = (config: Configuration): Configuration => ({
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    new CopyRspackPlugin({ patterns: [{ from: path.join(__dirname, 'src/embed/shop-catalogue.d.ts') }] }),
  ],
});

const embedded = {
  ...catalogue,
  // Other sites need only `mount`: through the loader, or as `catalogue/mount` with a runtime of their own.
  exposes: { './mount': './src/exposes/mount.tsx' },
  embed: { loader: './src/embed/loader.ts', insertStylesheet },
};

// Four production builds: the lean one the shell loads (it borrows the shell's federation runtime), the two other
// sites embed (dist/embed/: the one-tag loader and what it loads, and a federated container with a runtime of its
// own for pages that run Module Federation), and the one the shop's server renders pages with (dist/server/). The
// dev server serves the first.
export default (env: Record<string, unknown>) =>
  env.RSPACK_SERVE
    ? createConfig(catalogue, env)
    : [
        createConfig(catalogue, env),
        withDeclarations(embedTagConfig(embedded)),
        createConfig(embedded, env),
        createConfig({ ...catalogue, server: true }, env),
      ];
