/**
 * Every route of the shop as the slices of this checkout publish them (their contracts' route lists): what a shop
 * built from this checkout routes, for tests and the benchmark's monolith.
 */
import { ACCOUNT_ROUTES } from '@shop/mfe-account/contract';
import { BACKOFFICE_ROUTES } from '@shop/mfe-backoffice/contract';
import { CATALOGUE_ROUTES } from '@shop/mfe-catalogue/contract';
import { CHECKOUT_ROUTES } from '@shop/mfe-checkout/contract';
import { type PublishedRouteTables, routeTable } from '../../shell/src/app/route-table';

/** Each slice's routes, as its build publishes them. */
export const PUBLISHED_ROUTES: PublishedRouteTables = {
  catalogue: CATALOGUE_ROUTES,
  account: ACCOUNT_ROUTES,
  checkout: CHECKOUT_ROUTES,
  backoffice: BACKOFFICE_ROUTES,
};

/** Every route, with the slice that serves it. */
export const SHOP_ROUTES = routeTable(PUBLISHED_ROUTES).routes;
