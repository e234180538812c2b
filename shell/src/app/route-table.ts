/**
 * The route table as plain data, so the start-up can look up the screen of the address being opened: every
 * slice's own route list (its contract), each route tagged with the remote that serves it.
 */
import { ACCOUNT_ROUTES, type AccountScreens } from '@shop/mfe-account/contract';
import { BACKOFFICE_ROUTES, type BackOfficeScreens } from '@shop/mfe-backoffice/contract';
import { CATALOGUE_ROUTES, type CatalogueScreens } from '@shop/mfe-catalogue/contract';
import { CHECKOUT_ROUTES, type CheckoutScreens } from '@shop/mfe-checkout/contract';
import type { SliceRoute } from '@shop/shared/contracts';
import { matchesPattern } from '@shop/shared/paths';
import type { RemoteName } from '../remotes/registry';

/** Each remote's screens and their props, as the remote's own contract declares them. */
interface RemoteScreens {
  catalogue: CatalogueScreens;
  account: AccountScreens;
  checkout: CheckoutScreens;
  backoffice: BackOfficeScreens;
}

/**
 * A route and the remote screen that serves it: only a module the remote exposes, with the props its contract
 * names, type-checks (route-table.type-test.ts shows what is refused).
 */
export type ShopRoute = {
  [Remote in RemoteName]: SliceRoute<RemoteScreens[Remote]> & { remote: Remote };
}[RemoteName];

const servedBy =
  <Remote extends RemoteName>(remote: Remote) =>
  (route: SliceRoute<RemoteScreens[Remote]>) =>
    ({ ...route, remote }) as ShopRoute;

/** Every route of the shop (docs/behaviour.md#routes) and the remote screen that owns it. */
export const SHOP_ROUTES: ShopRoute[] = [
  ...CATALOGUE_ROUTES.map(servedBy('catalogue')),
  ...ACCOUNT_ROUTES.map(servedBy('account')),
  ...CHECKOUT_ROUTES.map(servedBy('checkout')),
  ...BACKOFFICE_ROUTES.map(servedBy('backoffice')),
];

/** The route an address opens, matched as the router matches these plain patterns (case-insensitive). */
export function routeFor(pathname: string): ShopRoute | undefined {
  return SHOP_ROUTES.find(({ path }) => matchesPattern(path, pathname));
}
