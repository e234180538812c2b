// Standalone mode: the account slice on its own dev server, in a minimal frame, for the team that owns it.
import { renderStandalone, standaloneRoutes } from '@shop/shared/standalone';
import { ACCOUNT_ROUTES } from './exposes/contract';
import InvoiceDetails from './exposes/invoice-details';
import Login from './exposes/login';
import Orders from './exposes/orders';
import Otp from './exposes/otp';
import Profile from './exposes/profile';

renderStandalone(
  'Shop Account',
  standaloneRoutes(ACCOUNT_ROUTES, {
    './Login': Login,
    './Otp': Otp,
    './Profile': Profile,
    './Orders': Orders,
    './InvoiceDetails': InvoiceDetails,
  }),
);
