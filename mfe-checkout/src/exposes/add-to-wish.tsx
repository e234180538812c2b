export { AddToWish as default } from '../features/add-to-wish/add-to-wish';
