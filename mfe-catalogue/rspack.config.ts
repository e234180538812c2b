import path from 'node:path';
import { type Configuration, CopyRspackPlugin } from '@rspack/core';
import { LEGAL_PAGES, ROUTE_PATTERNS } from '@shop/shared/paths';
import { type AppOptions, createConfig, embedTagConfig } from '../rspack.base';
import { insertStylesheet } from './src/embed/stylesheets';
import { CATALOGUE_ROUTES } from './src/exposes/contract';

/** A listing's filter offers every brand and category (its price range, the listing's own, follows each). */
const LISTING_FILTER_DATA = ['/api/v1/ProductBrandList', '/api/v1/ProductCategoryList'];
/**
 * A listing's products. Its largest paint is any of the first cards' pictures, all of one size: the first four, the
 * cards a phone's first screen shows.
 */
const listing = (path: string) => ({
  path,
  largestImage: ['data.0.image', 'data.1.image', 'data.2.image', 'data.3.image'],
});

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
  // What each route's screen asks the API for as it opens (the models' pageOpened samples).
  screenData: {
    [ROUTE_PATTERNS.home]: [
      // The first slide is the page's largest paint.
      { path: '/api/v1/ProductSliderList', largestImage: 'data.0.image' },
      '/api/v1/FeaturesList',
      '/api/v1/ProductCategoryList',
      '/api/v1/ProductListByRemark/new',
      '/api/v1/ProductBrandList',
    ],
    [ROUTE_PATTERNS.byBrand]: [
      listing('/api/v1/ProductListByBrand/:id?page=1'),
      ...LISTING_FILTER_DATA,
      '/api/v1/ProductPriceRangeByBrand/:id',
    ],
    [ROUTE_PATTERNS.byCategory]: [
      listing('/api/v1/ProductListByCategory/:id?page=1'),
      ...LISTING_FILTER_DATA,
      '/api/v1/ProductPriceRangeByCategory/:id',
    ],
    [ROUTE_PATTERNS.byKeyword]: [
      listing('/api/v1/ProductListByKeyword/:keyword?page=1'),
      ...LISTING_FILTER_DATA,
      '/api/v1/ProductPriceRangeByKeyword/:keyword',
    ],
    [ROUTE_PATTERNS.details]: [
      // So is the gallery's first image.
      { path: '/api/v1/ProductDetails/:id', largestImage: 'data.0.details.img1' },
      '/api/v1/ProductReviewList/:id',
      '/api/v1/ProductBrandList',
    ],
    ...Object.fromEntries(LEGAL_PAGES.map(({ path }) => [path, ['/api/v1/LegalDetails/:contentKey']])),
  },
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
