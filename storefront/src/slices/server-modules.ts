/**
 * The slices' server code, loaded at run time the way the browser loads their browser code: from the slice's line of
 * the remotes manifest, through the Module Federation runtime. Each remote also builds for Node (rspack.base.ts,
 * `dist/server/`): a `commonjs-module` container that the runtime fetches and runs in this process, whose chunks
 * `@module-federation/node`'s runtime plugin (built into it) fetches from beside it. So one manifest line switches a
 * slice's browser and server code together, and the shop's server renders with the code the browser will hydrate.
 * The shell's server build is loaded the same way (from the shop itself), and provides the slices their shared
 * modules but React.
 */
import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';

/** The folder of a remote's server build beside its browser build (SERVER_DIR in rspack.base.ts). */
const SERVER_DIR = 'server';

/**
 * Where a slice's server build is, from the URL of its browser manifest (absolute: this process has no page to
 * resolve a shop path against): `server/mf-manifest.json` beside it, written by the same `npm run build`.
 */
export function serverManifestUrl(manifestUrl: string): string {
  return new URL(`${SERVER_DIR}/mf-manifest.json`, new URL(manifestUrl)).href;
}

/**
 * The modules this process gives the slices rather than letting them bring their own. React must be the one
 * `react-dom/server` here renders with: a slice's own copy would hold its own hooks dispatcher, and its first hook
 * would fail ("Invalid hook call"). The other singletons (effector, the shared package's stateful entries...) come
 * from the first slice that loads and are shared between slices, as in a page.
 */
function hostShared() {
  const singleton = (version: string, module: unknown) => ({
    version,
    lib: () => module,
    shareConfig: { singleton: true, requiredVersion: '^19.0.0' },
  });
  return {
    react: singleton(react.version, react),
    'react/jsx-runtime': singleton(react.version, jsxRuntime),
    'react-dom': singleton(reactDom.version, reactDom),
  };
}

/**
 * One federation instance for the process. A remote's container is kept on `globalThis` under its name, so two
 * builds of one slice cannot be live at once in one process: a changed manifest line replaces the slice's build
 * (`force`), dropping the runtime's copy of its manifest, its container and its modules.
 */
let federation: ModuleFederation | undefined;
/** The server manifest each container (a slice, the shell) was registered from. */
const registered = new Map<string, string>();
/**
 * The modules loaded from each slice's build, by module: a page asks for the shell's and its screen's every time,
 * and the runtime's own cache answers only through all its hooks.
 */
const loadedModules = new Map<string, { manifestUrl: string; modules: Map<string, Promise<unknown>> }>();

function instance(): ModuleFederation {
  federation ??= createInstance({ name: 'shop_server', remotes: [], shared: hostShared() });
  return federation;
}

/** A server build could not give a module: the page's screen is then rendered by the browser alone. */
export class SliceServerError extends Error {
  constructor(
    readonly remote: string,
    readonly module: string,
    options?: { cause?: unknown },
  ) {
    super(`The ${remote} server build could not give ${module}`, options);
    this.name = 'SliceServerError';
  }
}

/**
 * One module a container exposes (`./LegalPage` of the catalogue), from the server build beside the browser
 * manifest at `manifestUrl`: its exports, the default one at least. Loaded once per build: a later call with the same
 * URL answers from what was loaded, one with another URL (the slice redeployed elsewhere) loads that build instead.
 */
export function loadServerModule<T extends { default: unknown }>(
  remote: string,
  manifestUrl: string,
  module: string,
): Promise<T> {
  // Another build of the slice: what was loaded from the one before is dropped.
  let build = loadedModules.get(remote);
  if (build?.manifestUrl !== manifestUrl) {
    build = { manifestUrl, modules: new Map() };
    loadedModules.set(remote, build);
  }
  const { modules } = build;
  let loading = modules.get(module);
  if (!loading) {
    loading = loadFromBuild<T>(remote, manifestUrl, module);
    // A module that failed is not kept: the next page tries its build again.
    loading.catch(() => modules.delete(module));
    modules.set(module, loading);
  }
  return loading as Promise<T>;
}

async function loadFromBuild<T extends { default: unknown }>(
  remote: string,
  manifestUrl: string,
  module: string,
): Promise<T> {
  const entry = serverManifestUrl(manifestUrl);
  const runtime = instance();
  if (registered.get(remote) !== entry) {
    const known = runtime.options.remotes.some((registration) => registration.name === remote);
    runtime.registerRemotes([{ name: remote, entry }], { force: known });
    registered.set(remote, entry);
  }
  let loaded: T | null;
  try {
    loaded = await runtime.loadRemote<T>(`${remote}/${module.replace(/^\.\//, '')}`);
  } catch (error) {
    // A build that failed to load is not kept: the next call registers it again, which drops what the runtime kept
    // of the failure (the manifest's answer).
    registered.delete(remote);
    throw new SliceServerError(remote, module, { cause: error });
  }
  if (!loaded?.default) throw new SliceServerError(remote, module);
  return loaded;
}
