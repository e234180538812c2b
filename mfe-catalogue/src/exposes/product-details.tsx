export { serverLoad } from '../pages/product-details/model';
export { ProductDetailsPage as default } from '../pages/product-details/page';
