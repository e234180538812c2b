export { serverLoad } from '../pages/profile/model';
export { ProfilePage as default } from '../pages/profile/page';
