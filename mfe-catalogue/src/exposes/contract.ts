/**
 * What this slice exposes to hosts, the props each takes, and the routes it serves: the contract a host is checked
 * against when it builds (`@shop/mfe-catalogue/contract`, its types: nothing of this slice reaches the host's bundle).
 * The route list is plain data, published with each build of this slice (rspack.config.ts `routes`), so the shell
 * reads it at run time and a new screen needs no shell release. contract-check.ts holds the modules to it. `./mount`,
 * for other sites' pages, is exposed by the embeddable build alone (src/embed/).
 */
import type { LegalType, SliceRoute } from '@shop/shared/contracts';
import { LEGAL_PAGES, ROUTE_PATTERNS } from '@shop/shared/paths';

export type ListingKind = 'brand' | 'category' | 'keyword';

/** Screens, each the whole of a route. */
export interface CatalogueScreens {
  './Home': Record<string, never>;
  './ProductList': { by?: ListingKind };
  './ProductDetails': Record<string, never>;
  './LegalPage': { contentKey?: LegalType };
}

/** Fragments, shown inside other slices' screens (`fragmentsOf<CatalogueFragments>('catalogue')`). */
export interface CatalogueFragments {
  /** Top Categories and Top Brands: ways back into the catalogue. */
  './CategoryTiles': Record<string, never>;
  './BrandTiles': Record<string, never>;
}

/** A listing's filter offers every brand and category (its price range, the listing's own, follows each). */
const LISTING_FILTER_DATA = ['/api/v1/ProductBrandList', '/api/v1/ProductCategoryList'];

/**
 * A listing's products. Its largest paint is any of the first cards' pictures, all of one size: the first four, the
 * cards a phone's first screen shows.
 */
const listingData = (by: string, parameter: string) => [
  {
    path: `/api/v1/ProductListBy${by}/${parameter}?page=1`,
    largestImage: ['data.0.image', 'data.1.image', 'data.2.image', 'data.3.image'],
  },
  ...LISTING_FILTER_DATA,
  `/api/v1/ProductPriceRangeBy${by}/${parameter}`,
];

/**
 * The routes this slice serves: the shell's (published with the build), the standalone page's, the embed's. `data`
 * is what each screen asks the API for as it opens (its model's pageOpened samples).
 */
export const CATALOGUE_ROUTES = [
  {
    path: ROUTE_PATTERNS.home,
    module: './Home',
    title: 'Home',
    data: [
      // The first slide is the page's largest paint.
      { path: '/api/v1/ProductSliderList', largestImage: 'data.0.image' },
      '/api/v1/FeaturesList',
      '/api/v1/ProductCategoryList',
      '/api/v1/ProductListByRemark/new',
      '/api/v1/ProductBrandList',
    ],
  },
  {
    path: ROUTE_PATTERNS.byBrand,
    module: './ProductList',
    props: { by: 'brand' },
    title: 'By brand',
    data: listingData('Brand', ':id'),
  },
  {
    path: ROUTE_PATTERNS.byCategory,
    module: './ProductList',
    props: { by: 'category' },
    title: 'By category',
    data: listingData('Category', ':id'),
  },
  {
    path: ROUTE_PATTERNS.byKeyword,
    module: './ProductList',
    props: { by: 'keyword' },
    title: 'By keyword',
    data: listingData('Keyword', ':keyword'),
  },
  {
    path: ROUTE_PATTERNS.details,
    module: './ProductDetails',
    title: 'Product details',
    data: [
      // So is the gallery's first image.
      { path: '/api/v1/ProductDetails/:id', largestImage: 'data.0.details.img1' },
      '/api/v1/ProductReviewList/:id',
      '/api/v1/ProductBrandList',
    ],
  },
  ...LEGAL_PAGES.map(
    ({ path, key, title }): SliceRoute<CatalogueScreens> => ({
      path,
      module: './LegalPage',
      props: { contentKey: key },
      title,
      data: ['/api/v1/LegalDetails/:contentKey'],
    }),
  ),
] satisfies SliceRoute<CatalogueScreens>[];
