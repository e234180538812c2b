// Part of this slice's typecheck only: every exposed module takes the props the contract promises hosts.
import type { ScreensMatch } from '@shop/shared/contracts';
import type BrandTiles from './brand-tiles';
import type CategoryTiles from './category-tiles';
import type { CatalogueFragments, CatalogueScreens } from './contract';
import type Home from './home';
import type LegalPage from './legal';
import type ProductDetails from './product-details';
import type ProductList from './product-list';

export type CatalogueScreensMatch = ScreensMatch<
  CatalogueScreens,
  {
    './Home': typeof Home;
    './ProductList': typeof ProductList;
    './ProductDetails': typeof ProductDetails;
    './LegalPage': typeof LegalPage;
  }
>;

export type CatalogueFragmentsMatch = ScreensMatch<
  CatalogueFragments,
  { './CategoryTiles': typeof CategoryTiles; './BrandTiles': typeof BrandTiles }
>;
