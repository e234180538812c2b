/**
 * Finds the remotes at run time: the remotes manifest (`/remotes.json`, served per deployment) maps each remote's
 * name to its `mf-manifest.json`. Nothing about where a remote lives is baked into the shell's build.
 */

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { getInstance } from '@module-federation/enhanced/runtime';

export type RemoteName = 'catalogue' | 'account' | 'checkout';
export type RemotesManifest = Record<RemoteName, string>;

export const REMOTES_MANIFEST_URL = '/remotes.json';

/** A slice could not be loaded or started: its routes show the fallback, the rest of the shop goes on. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    options?: { cause?: unknown },
  ) {
    super(`The ${remote} slice could not be loaded`, options);
    this.name = 'RemoteUnavailableError';
  }
}

/** Turns every loading failure the federation runtime sees into one error that names the slice. */
const namesTheFailingSlice: ModuleFederationRuntimePlugin = {
  name: 'shop-remote-failures',
  errorLoadRemote({ id, error }) {
    if (error instanceof RemoteUnavailableError) throw error;
    throw new RemoteUnavailableError(id.split('/')[0] ?? id, { cause: error });
  },
};

let manifest: Promise<RemotesManifest> | undefined;

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('The Module Federation runtime did not start');
  return instance;
}

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
  return response.json();
}

/** Registers every remote once; a failed fetch is forgotten so the next attempt asks again. */
function registeredRemotes(): Promise<RemotesManifest> {
  manifest ??= fetchManifest().then(
    (remotes) => {
      const instance = federation();
      instance.registerPlugins([namesTheFailingSlice]);
      instance.registerRemotes(
        Object.entries(remotes).map(([name, entry]) => ({ name, entry: new URL(entry, location.href).href })),
      );
      return remotes;
    },
    (error: unknown) => {
      manifest = undefined;
      throw error;
    },
  );
  return manifest;
}

/**
 * Loads one exposed module of a remote. `retry` first drops what the runtime kept of the remote (its manifest,
 * entry and modules), so a slice that is back is fetched afresh.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string, retry = false): Promise<T> {
  let remotes: RemotesManifest;
  try {
    remotes = await registeredRemotes();
  } catch (error) {
    throw new RemoteUnavailableError(remote, { cause: error });
  }
  const instance = federation();
  if (retry) {
    instance.registerRemotes([{ name: remote, entry: new URL(remotes[remote], location.href).href }], {
      force: true,
    });
  }
  const loaded = await instance.loadRemote<T>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded) throw new RemoteUnavailableError(remote);
  return loaded;
}
