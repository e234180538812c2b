export { serverLoad } from '../pages/wish-list/model';
export { WishListPage as default } from '../pages/wish-list/page';
