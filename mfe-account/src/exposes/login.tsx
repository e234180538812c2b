export { signInScreenLoad as serverLoad } from '../entities/session/server-load';
export { LoginPage as default } from '../pages/login/page';
