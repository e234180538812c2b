/**
 * The remotes manifest (`/remotes.json`, served per deployment): each remote's name and the URL of its
 * `mf-manifest.json`. Nothing about where a remote lives is baked into the shell's build. The shop's server also
 * puts it into the page (`<script type="application/json" id="remotes-manifest">`), which saves the request; a page
 * served without it (a static host, the dev server) asks. This module uses nothing but `fetch`, so the entry can
 * start the request before the shared modules have loaded.
 */
import { dataInPage } from '../data-in-page';

export type RemoteName = 'catalogue' | 'account' | 'checkout' | 'backoffice';
export type RemotesManifest = Record<RemoteName, string>;

export const REMOTES_MANIFEST_URL = '/remotes.json';
export const REMOTES_MANIFEST_ELEMENT_ID = 'remotes-manifest';

let manifest: Promise<RemotesManifest> | undefined;

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
  return response.json();
}

/**
 * The manifest, from the page or fetched, once per page unless `fresh` (a retry: the slice may have moved since the
 * page was served); a failed fetch is forgotten so the next attempt asks again.
 */
export function remotesManifest(fresh = false): Promise<RemotesManifest> {
  if (fresh) manifest = undefined;
  else if (!manifest) {
    const inPage = dataInPage(REMOTES_MANIFEST_ELEMENT_ID) as RemotesManifest | undefined;
    if (inPage) manifest = Promise.resolve(inPage);
  }
  manifest ??= fetchManifest().catch((error: unknown) => {
    manifest = undefined;
    throw error;
  });
  return manifest;
}
