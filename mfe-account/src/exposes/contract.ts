/**
 * The screens this slice exposes to a host, the props each takes, and the routes it serves: the contract a host is
 * checked against when it builds (`@shop/mfe-account/contract`, its types: nothing of this slice reaches the host's
 * bundle). The route list is plain data, published with each build of this slice (rspack.config.ts `routes`), so
 * the shell reads it at run time and a new screen needs no shell release. contract-check.ts holds the screens to it.
 */
import type { SliceRoute } from '@shop/shared/contracts';
import { ROUTE_PATTERNS } from '@shop/shared/paths';

export interface AccountScreens {
  './Login': Record<string, never>;
  './Otp': Record<string, never>;
  './Profile': Record<string, never>;
  './Orders': Record<string, never>;
  './InvoiceDetails': Record<string, never>;
}

/** The routes this slice serves: the shell's (published with the build), the standalone page's. */
export const ACCOUNT_ROUTES = [
  { path: ROUTE_PATTERNS.login, module: './Login', title: 'Login' },
  { path: ROUTE_PATTERNS.otp, module: './Otp', title: 'One-time code' },
  {
    path: ROUTE_PATTERNS.profile,
    module: './Profile',
    title: 'Profile',
    signedIn: true,
    data: ['/api/v1/ReadProfile'],
  },
  {
    path: ROUTE_PATTERNS.orders,
    module: './Orders',
    title: 'Orders',
    signedIn: true,
    data: ['/api/v1/InvoiceList'],
  },
  {
    path: ROUTE_PATTERNS.invoice,
    module: './InvoiceDetails',
    title: 'Invoice details',
    signedIn: true,
    data: ['/api/v1/InvoiceDetails/:id', '/api/v1/InvoiceProductList/:id'],
  },
] satisfies SliceRoute<AccountScreens>[];
