/**
 * What this slice exposes to hosts and the routes it serves: the contract a host is checked against when it builds
 * (`@shop/mfe-backoffice/contract`: types and the route list, plain data; nothing of this slice's code reaches the
 * host's bundle). contract-check.ts holds the module to it.
 */
import type { SliceRoute } from '@shop/shared/contracts';
import { ROUTE_PATTERNS } from '@shop/shared/paths';

/** One screen serves every address under /admin: the back office routes inside it. */
export interface BackOfficeScreens {
  './BackOffice': Record<string, never>;
}

/** The routes this slice serves: the shell's route table and the standalone page read this list. */
export const BACKOFFICE_ROUTES = [
  { path: ROUTE_PATTERNS.admin, module: './BackOffice', title: 'Back office', operator: true },
] satisfies SliceRoute<BackOfficeScreens>[];
