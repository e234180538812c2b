export { serverLoad } from '../pages/cart/model';
export { CartPage as default } from '../pages/cart/page';
