// Standalone mode: the catalogue slice on its own dev server, in a minimal frame, for the team that owns it.
import { renderStandalone, standaloneRoutes } from '@shop/shared/standalone';
import { CATALOGUE_ROUTES } from './exposes/contract';
import Home from './exposes/home';
import LegalPage from './exposes/legal';
import ProductDetails from './exposes/product-details';
import ProductList from './exposes/product-list';

renderStandalone(
  'Shop Catalogue',
  standaloneRoutes(CATALOGUE_ROUTES, {
    './Home': Home,
    './ProductList': ProductList,
    './ProductDetails': ProductDetails,
    './LegalPage': LegalPage,
  }),
);
