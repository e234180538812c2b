// Part of this slice's typecheck only: every exposed screen takes the props the contract promises hosts.
import type { ScreensMatch } from '@shop/shared/contracts';
import type { AccountScreens } from './contract';
import type InvoiceDetails from './invoice-details';
import type Login from './login';
import type Orders from './orders';
import type Otp from './otp';
import type Profile from './profile';

export type AccountScreensMatch = ScreensMatch<
  AccountScreens,
  {
    './Login': typeof Login;
    './Otp': typeof Otp;
    './Profile': typeof Profile;
    './Orders': typeof Orders;
    './InvoiceDetails': typeof InvoiceDetails;
  }
>;
