export { AddToCart as default } from '../features/add-to-cart/add-to-cart';
