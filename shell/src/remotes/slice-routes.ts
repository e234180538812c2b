/**
 * Each slice's routes, as its release publishes them (`metaData.routes` of its `mf-manifest.json`). The shop's server
 * reads them as it serves the page and puts them into it (`<script type="application/json" id="slice-routes">`,
 * beside the remotes manifest), which saves the browser a request per slice; a page served without them (a static
 * host, the dev server) reads every slice's manifest itself, all at once. A slice whose manifest cannot be read, or
 * publishes no routes, is left out (app/route-table.ts shows its addresses unavailable).
 */
import type { PublishedRoute } from '@shop/shared/contracts';
import { publishedRoutes } from '@shop/shared/paths';
import type { PublishedRouteTables } from '../app/route-table';
import { dataInPage } from '../data-in-page';
import { type RemoteName, remotesManifest } from './remotes-manifest';

export const SLICE_ROUTES_ELEMENT_ID = 'slice-routes';

async function readRoutes(remote: RemoteName, manifestUrl: string): Promise<PublishedRoute[] | undefined> {
  try {
    const response = await fetch(new URL(manifestUrl, location.href).href);
    if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
    return publishedRoutes(await response.json());
  } catch (error) {
    console.error(`The ${remote} slice's routes could not be read`, error);
    return undefined;
  }
}

/** Every slice's routes, from the page or from the slices' manifests; never fails. */
export async function sliceRoutes(): Promise<PublishedRouteTables> {
  const inPage = dataInPage(SLICE_ROUTES_ELEMENT_ID) as PublishedRouteTables | undefined;
  if (inPage) return inPage;
  const manifest = await remotesManifest().catch(() => undefined);
  if (!manifest) return {};
  const entries = Object.entries(manifest) as [RemoteName, string][];
  const tables = await Promise.all(entries.map(([remote, url]) => readRoutes(remote, url)));
  return Object.fromEntries(
    entries.flatMap(([remote], index) => (tables[index] ? [[remote, tables[index]]] : [])),
  );
}
