/**
 * The remotes manifest (`/remotes.json`, served per deployment): each remote's name and the URL of its
 * `mf-manifest.json`. Nothing about where a remote lives is baked into the shell's build. This module uses nothing
 * but `fetch`, so the entry can start the request before the shared modules have loaded.
 */

export type RemoteName = 'catalogue' | 'account' | 'checkout';
export type RemotesManifest = Record<RemoteName, string>;

export const REMOTES_MANIFEST_URL = '/remotes.json';

let manifest: Promise<RemotesManifest> | undefined;

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
  return response.json();
}

/** The manifest, fetched once per page unless `fresh`; a failed fetch is forgotten so the next attempt asks again. */
export function remotesManifest(fresh = false): Promise<RemotesManifest> {
  if (fresh) manifest = undefined;
  manifest ??= fetchManifest().catch((error: unknown) => {
    manifest = undefined;
    throw error;
  });
  return manifest;
}
