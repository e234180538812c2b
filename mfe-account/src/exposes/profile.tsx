export { ProfilePage as default } from '../pages/profile/page';
