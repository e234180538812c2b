export { ProductDetailsPage as default } from '../pages/product-details/page';
