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

/** The routes this slice serves: the shell's (published with the build), the standalone page's, the embed's. */
export const CATALOGUE_ROUTES = [
  { path: ROUTE_PATTERNS.home, module: './Home', title: 'Home' },
  { path: ROUTE_PATTERNS.byBrand, module: './ProductList', props: { by: 'brand' }, title: 'By brand' },
  {
    path: ROUTE_PATTERNS.byCategory,
    module: './ProductList',
    props: { by: 'category' },
    title: 'By category',
  },
  { path: ROUTE_PATTERNS.byKeyword, module: './ProductList', props: { by: 'keyword' }, title: 'By keyword' },
  { path: ROUTE_PATTERNS.details, module: './ProductDetails', title: 'Product details' },
  ...LEGAL_PAGES.map(
    ({ path, key, title }): SliceRoute<CatalogueScreens> => ({
      path,
      module: './LegalPage',
      props: { contentKey: key },
      title,
    }),
  ),
] satisfies SliceRoute<CatalogueScreens>[];
