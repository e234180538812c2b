export { serverLoad } from '../pages/product-list/model';
export { ProductListPage as default } from '../pages/product-list/page';
