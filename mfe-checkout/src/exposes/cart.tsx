export { CartPage as default } from '../pages/cart/page';
