// Standalone mode: the account slice on its own dev server, in a minimal frame, for the team that owns it.
import { renderStandalone } from '@shop/shared/standalone';
import { InvoiceDetailsPage } from './pages/invoice-details/page';
import { LoginPage } from './pages/login/page';
import { OrdersPage } from './pages/orders/page';
import { OtpPage } from './pages/otp/page';
import { ProfilePage } from './pages/profile/page';

renderStandalone('Shop Account', [
  { path: '/login', title: 'Login', Screen: LoginPage },
  { path: '/otp', title: 'One-time code', Screen: OtpPage },
  { path: '/profile', title: 'Profile', Screen: ProfilePage, signedIn: true },
  { path: '/orders', title: 'Orders', Screen: OrdersPage, signedIn: true },
  { path: '/invoice/:id', title: 'Invoice details', Screen: InvoiceDetailsPage, signedIn: true },
]);
