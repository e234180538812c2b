export { ProductListPage as default } from '../pages/product-list/page';
