export { OtpPage as default } from '../pages/otp/page';
