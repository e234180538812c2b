// Standalone mode: the catalogue slice on its own dev server, in a minimal frame, for the team that owns it.
import { renderStandalone } from '@shop/shared/standalone';
import { HomePage } from './pages/home/page';
import { LegalPage } from './pages/legal/page';
import { ProductDetailsPage } from './pages/product-details/page';
import { ProductListPage } from './pages/product-list/page';

renderStandalone('Shop Catalogue', [
  { path: '/', title: 'Home', Screen: HomePage },
  { path: '/by-category/:id', title: 'Products', Screen: ProductListPage },
  { path: '/details/:id', title: 'Product details', Screen: ProductDetailsPage },
  { path: '/about', title: 'About', Screen: LegalPage },
]);
