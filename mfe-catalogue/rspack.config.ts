import { type AppOptions, createConfig } from '../rspack.base';
import { insertStylesheet } from './src/embed/stylesheets';

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
  // What each screen asks the API for as it opens (the models' pageOpened samples).
  screenData: {
    './Home': [
      '/api/v1/ProductSliderList',
      '/api/v1/FeaturesList',
      '/api/v1/ProductCategoryList',
      '/api/v1/ProductListByRemark/new',
      '/api/v1/ProductBrandList',
    ],
    './ProductDetails': [
      '/api/v1/ProductDetails/:id',
      '/api/v1/ProductReviewList/:id',
      '/api/v1/ProductBrandList',
    ],
    './LegalPage': ['/api/v1/LegalDetails/:contentKey'],
  },
};

// Two production builds: the lean one the shell loads (it borrows the shell's federation runtime), and the one
// other sites embed (dist/embed/, with a runtime of its own and the one-tag loader). The dev server serves the first.
export default (env: Record<string, unknown>) =>
  env.RSPACK_SERVE
    ? createConfig(catalogue, env)
    : [
        createConfig(catalogue, env),
        createConfig(
          {
            ...catalogue,
            // Other sites need only `mount`: through the loader, or as `catalogue/mount` with a runtime of their own.
            exposes: { './mount': './src/exposes/mount.tsx' },
            embed: { loader: './src/embed/loader.ts', insertStylesheet },
          },
          env,
        ),
      ];
