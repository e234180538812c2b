export { signInScreenLoad as serverLoad } from '../entities/session/server-load';
export { OtpPage as default } from '../pages/otp/page';
