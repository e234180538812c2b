/**
 * What this slice exposes to hosts and the routes it serves: the contract a host is checked against when it builds
 * (`@shop/mfe-backoffice/contract`, its types: nothing of this slice reaches the host's bundle). The route list is
 * plain data, published with each build of this slice (rspack.config.ts `routes`), so the shell reads it at run time
 * and a new screen needs no shell release. contract-check.ts holds the module to it.
 */
import type { SliceRoute } from '@shop/shared/contracts';
import { ROUTE_PATTERNS } from '@shop/shared/paths';

/** One screen serves every address under /admin: the back office routes inside it. */
export interface BackOfficeScreens {
  './BackOffice': Record<string, never>;
}

/** The routes this slice serves: the shell's (published with the build), the standalone page's. */
export const BACKOFFICE_ROUTES = [
  { path: ROUTE_PATTERNS.admin, module: './BackOffice', title: 'Back office', operator: true },
] satisfies SliceRoute<BackOfficeScreens>[];
