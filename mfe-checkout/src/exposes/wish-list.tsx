export { WishListPage as default } from '../pages/wish-list/page';
