/**
 * The route table, made at run time from the routes each slice publishes with its release (its contract's list, in
 * its `mf-manifest.json`: rspack.base.ts, read by ../remotes/slice-routes.ts), so a slice that adds a screen ships
 * it without a release of the shell. The shell takes nothing of the slices' route lists into its build.
 *
 * A slice whose routes cannot be read (its host is down, its manifest missing) is not forgotten: the addresses it
 * had when this shell was built show that it is unavailable, with Retry, rather than a page that does not exist.
 */
import type { PublishedRoute } from '@shop/shared/contracts';
import { matchesPattern, ROUTE_PATTERNS } from '@shop/shared/paths';
import type { RemoteName } from '../remotes/remotes-manifest';

/** Each slice's published routes; a slice whose routes could not be read is absent. */
export type PublishedRouteTables = Partial<Record<RemoteName, PublishedRoute[]>>;

/** A route a slice published, and the slice that serves it. */
export interface ShopRoute extends PublishedRoute {
  remote: RemoteName;
}

/** An address of a slice whose routes could not be read. */
export interface UnavailableAddress {
  path: string;
  remote: RemoteName;
}

export interface RouteTable {
  routes: ShopRoute[];
  unavailable: UnavailableAddress[];
}

/** Which slice served each of the shop's addresses when this shell was built: every pattern must be given one. */
const SLICE_OF_ADDRESS: Record<keyof typeof ROUTE_PATTERNS, RemoteName> = {
  home: 'catalogue',
  byBrand: 'catalogue',
  byCategory: 'catalogue',
  byKeyword: 'catalogue',
  details: 'catalogue',
  about: 'catalogue',
  refund: 'catalogue',
  privacy: 'catalogue',
  terms: 'catalogue',
  howToBuy: 'catalogue',
  contact: 'catalogue',
  complain: 'catalogue',
  profile: 'account',
  login: 'account',
  otp: 'account',
  orders: 'account',
  invoice: 'account',
  cart: 'checkout',
  wish: 'checkout',
  admin: 'backoffice',
};

/** The routes of every slice whose routes were read, and the known addresses of those whose were not. */
export function routeTable(published: PublishedRouteTables): RouteTable {
  const routes = Object.entries(published).flatMap(([remote, sliceRoutes]) =>
    (sliceRoutes ?? []).map((route) => ({ ...route, remote: remote as RemoteName })),
  );
  const unavailable = Object.entries(SLICE_OF_ADDRESS)
    .filter(([, remote]) => !published[remote])
    .map(([name, remote]) => ({ path: ROUTE_PATTERNS[name as keyof typeof ROUTE_PATTERNS], remote }));
  return { routes, unavailable };
}

/** The route an address opens, matched as the router matches these plain patterns (case-insensitive). */
export function routeFor({ routes }: RouteTable, pathname: string): ShopRoute | undefined {
  return routes.find(({ path }) => matchesPattern(path, pathname));
}

/** Whether an address is one of a slice whose routes could not be read: it shows the slice unavailable. */
export function isUnavailable({ unavailable }: RouteTable, pathname: string): boolean {
  return unavailable.some(({ path }) => matchesPattern(path, pathname));
}
