/** Loads the remotes' exposed modules through the federation runtime, from where the remotes manifest says. */

import { getInstance } from '@module-federation/enhanced/runtime';
import { buildLog } from './build-log';
import { type RemoteName, remotesManifest } from './remotes-manifest';

export type { RemoteName } from './remotes-manifest';

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

/** Where each remote was registered from, so a changed manifest line re-registers it. */
const registeredEntries = new Map<string, string>();
/** Remotes whose code has run in this page. */
const startedRemotes = new Set<RemoteName>();
/** Exposed modules already loaded, by `remote/module`: a screen opened again renders at once. */
const loadedModules = new Map<string, unknown>();

/** The module if it has already loaded in this page (for instance by the entry, while the shell was starting). */
export function loadedRemoteModule<T>(remote: RemoteName, module: string): T | undefined {
  return loadedModules.get(`${remote}/${module}`) as T | undefined;
}

/** Whether the page was served with preload hints for the remote: its manifest is then among them. */
async function hintedInPage(remote: RemoteName): Promise<boolean> {
  const manifestUrl = await remotesManifest().then(
    (manifest) => new URL(manifest[remote], location.href).href,
    () => undefined,
  );
  const hints = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]');
  return [...hints].some((hint) => hint.href === manifestUrl);
}

let buildLogged = false;

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('The Module Federation runtime did not start');
  if (!buildLogged) {
    instance.registerPlugins([buildLog]);
    buildLogged = true;
  }
  return instance;
}

/**
 * Loads one exposed module of a remote. `retry` reads the manifest again (the slice may have been rolled back or
 * moved) and drops what the runtime kept of the remote (its manifest, entry and modules), so a slice that is back
 * is fetched afresh.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string, retry = false): Promise<T> {
  // Another build of a remote that already ran cannot replace it in place: both builds share one chunk registry
  // (`webpackChunk<name>`), so the new entry would take the old chunks. And a remote the page came with preload hints
  // for (storefront/src/pages/hints.ts) would be served those hints' answers again, failures included: the browser
  // keeps them for the page's lifetime. Either way a fresh page reads the manifest anew.
  if (retry && (startedRemotes.has(remote) || (await hintedInPage(remote)))) {
    location.reload();
    return new Promise<never>(() => {});
  }
  let loaded: T | null;
  try {
    const entry = new URL((await remotesManifest(retry))[remote], location.href).href;
    const instance = federation();
    if (retry || registeredEntries.get(remote) !== entry) {
      instance.registerRemotes([{ name: remote, entry }], { force: registeredEntries.has(remote) });
      registeredEntries.set(remote, entry);
    }
    loaded = await instance.loadRemote<T>(`${remote}/${module.replace(/^\.\//, '')}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, { cause: error });
  }
  if (!loaded) throw new RemoteUnavailableError(remote);
  startedRemotes.add(remote);
  loadedModules.set(`${remote}/${module}`, loaded);
  return loaded;
}
