/**
 * What the page will need, told to the browser in the page itself. Left alone, a browser finds the opening screen
 * one request after another: the shell's entry, its bootstrap, the remotes manifest, the remote's `mf-manifest.json`,
 * its remote entry, then the screen's chunks; on a phone network each link costs a round trip. The server knows all
 * of it before sending the page: the shell's build lists its start-up files (`page.json`, shell/rspack.config.ts),
 * the remotes manifest says where each remote is, and each remote's own manifest names its files and publishes the
 * routes it serves (`metaData.routes`, rspack.base.ts). So the page carries the remotes manifest, the slices' routes
 * (the shell routes by them: shell/src/remotes/slice-routes.ts) and preload links for the rest, and the browser
 * fetches them all at once.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PublishedRoute } from '@shop/shared/contracts';
import { escapeHtml, isPictureUrl, jsonInScript } from '@shop/shared/lib';
import { matchesPattern, publishedRoutes } from '@shop/shared/paths';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { RemoteName } from '../config';
import type { RemotesManifest } from '../releases/remotes-manifest';
import type { PageSession } from './render';

/**
 * `page.json` of the shell's build: its start-up files, and in a build with the screens inside (the benchmark's
 * monolith) each route's own files.
 */
interface PageManifest {
  startup: string[];
  routes: BundledRoute[];
}

/**
 * `signedIn`: the route is for a signed-in customer only (its data answers 401 to anyone else); `operator`: for an
 * operator only (anyone else is never sent its code).
 */
type RouteRequirements = Pick<PublishedRoute, 'path' | 'signedIn' | 'operator' | 'props' | 'data'>;
type BundledRoute = RouteRequirements & { files: string[] };
type RemoteRoute = RouteRequirements & { remote: RemoteName; module: string };

/** The route a page opens: one the shell's build holds, or one a slice publishes. */
export type PageRoute = BundledRoute | RemoteRoute;

/** Each slice's published routes; a slice whose routes could not be read is absent. */
export type SliceRoutes = Partial<Record<RemoteName, PublishedRoute[]>>;

/** The parts of a remote's `mf-manifest.json` read here. */
interface RemoteBuildManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/** A remote's files for one exposed module, as URLs the page can use. */
interface ScreenFiles {
  scripts: string[];
  styles: string[];
}

/** How long a remote's manifest is trusted before it is read again: a slice deployed elsewhere shows up soon. */
const REMOTE_MANIFEST_TTL_MS = 10_000;
/** A remote host that is slow to answer costs the page its hints, never its time. */
const REMOTE_MANIFEST_TIMEOUT_MS = 300;
/** The same for the API answer that names the screen's largest image (from the cache, it takes well under 1 ms). */
const LARGEST_IMAGE_TIMEOUT_MS = 100;

/**
 * The values of a pattern's `:name` segments in a path it matches, decoded as the router decodes them; undefined for
 * a segment that is not valid percent-encoding.
 */
export function routeParams(pattern: string, pathname: string): Record<string, string> | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.split('/').filter(Boolean).entries()) {
    const segment = segments[index];
    if (!part.startsWith(':') || segment === undefined) continue;
    try {
      params[part.slice(1)] = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
  }
  return params;
}

/**
 * A screen's API request with its `:name`s filled from the route's parameters and props, encoded as the API client
 * encodes them; undefined when one has no value.
 */
export function fillPath(template: string, values: Record<string, unknown>): string | undefined {
  let complete = true;
  const filled = template.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' || value === '') complete = false;
    return encodeURIComponent(String(value));
  });
  return complete ? filled : undefined;
}

/** The route a path opens: the same plain patterns, matched the way the shell's router matches them. */
export function matchRoute<T extends { path: string }>(routes: T[], pathname: string): T | undefined {
  return routes.find(({ path: pattern }) => matchesPattern(pattern, pathname));
}

const preload = (as: 'script' | 'style' | 'fetch', href: string) =>
  // The federation runtime fetches manifests in CORS mode; a preload only serves a request made the same way.
  `<link rel="preload" as="${as}" href="${escapeHtml(href)}"${as === 'fetch' ? ' crossorigin' : ''}>`;

/**
 * The image the screen paints largest (its LCP), fetched first, as the screen's own `<img fetchpriority>` asks. Where
 * several compete (a row of pictures of one size), the others are fetched at an image's usual priority: early
 * enough to be there when the screen paints, without pushing the page's scripts back.
 */
const preloadLargestImage = (href: string, index: number) =>
  `<link rel="preload" as="image" href="${escapeHtml(href)}"${index === 0 ? ' fetchpriority="high"' : ''}>`;

/** The value at a dotted path (`data.0.image`) of a parsed JSON answer. */
export function valueAt(answer: unknown, dottedPath: string): unknown {
  let value = answer;
  for (const key of dottedPath.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * A stylesheet is linked, not only preloaded: a page rendered on the server shows its HTML styled at once (the
 * screen's scripts would add the same link later), and one the browser renders keeps its frame from moving.
 */
const stylesheet = (href: string) => `<link rel="stylesheet" href="${escapeHtml(href)}">`;

const preloadFile = (file: string) => (file.endsWith('.css') ? stylesheet(file) : preload('script', file));

export interface PageHintsOptions {
  shellDist: string;
  /** The remotes' build files, as remoteBuildReader reads them. */
  remoteBuilds: RemoteBuildReader;
  /** This shop's answer to a GET of its API (parsed JSON), or undefined when it is not a success. */
  apiAnswer: (path: string) => Promise<unknown>;
}

/**
 * Answers the markup to put into the page's head for a path: the remotes manifest and the slices' routes as data,
 * and preload links for the shell's start-up files and the opening screen's manifest, entry, scripts and styles.
 * Anything it cannot learn (a build without `page.json`, a remote host that does not answer) only means fewer hints.
 */
export async function pageHints({ shellDist, remoteBuilds: remote, apiAnswer }: PageHintsOptions) {
  const page = await readPageManifest(shellDist);

  /**
   * What a page takes from the slices' routes, made once for each table: the routes with their slices, and the
   * table as the page carries it (sliceRoutes hands out the same table while it is unchanged).
   */
  const madeOf = new WeakMap<SliceRoutes, { routes: PageRoute[]; inPage: string }>();
  const made = (routes: SliceRoutes) => {
    let forTable = madeOf.get(routes);
    if (!forTable) {
      const remoteRoutes = Object.entries(routes).flatMap(([name, sliceRoutes]) =>
        (sliceRoutes ?? []).map((route): RemoteRoute => ({ ...route, remote: name as RemoteName })),
      );
      forTable = {
        routes: [...(page?.routes ?? []), ...remoteRoutes],
        inPage: `<script type="application/json" id="slice-routes">${jsonInScript(routes)}</script>`,
      };
      madeOf.set(routes, forTable);
    }
    return forTable;
  };

  /** The route a path opens: one the shell's build holds (page.json), or one a slice publishes. */
  const routeOf = (pathname: string, routes: SliceRoutes): PageRoute | undefined =>
    matchRoute(made(routes).routes, pathname);

  /**
   * `session.signedIn` says whether the page's request comes with a live session; asked only for a customer's route.
   * Its data is hinted to a signed-in customer alone: anyone else's preload would fetch a refusal, which the browser
   * would then hand to the screen's own request once the visitor had signed in. An operator's route is hinted to an
   * operator alone (`session.operator`): no one else is sent the back office's code.
   */
  async function hintsFor(
    pathname: string,
    remotes: RemotesManifest,
    /** The slices' routes, read from the remotes' manifests (`RemoteBuildReader.sliceRoutes`). */
    routes: SliceRoutes,
    session: PageSession = { signedIn: async () => false, operator: async () => false },
    /** `dataInPage`: the server rendered the screen with its data, which the browser then does not ask for. */
    { dataInPage = false }: { dataInPage?: boolean } = {},
  ): Promise<string> {
    const manifest =
      made(routes).inPage +
      `<script type="application/json" id="remotes-manifest">${jsonInScript(remotes)}</script>`;
    const hints = (page?.startup ?? []).map(preloadFile);
    const route = page && routeOf(pathname, routes);
    if (!route || (route.operator && !(await session.operator()))) return manifest + hints.join('');
    if ('files' in route) {
      hints.push(...route.files.map(preloadFile));
    } else {
      const manifestUrl = remotes[route.remote];
      hints.push(preload('fetch', manifestUrl));
      const files = await remote.screenFiles(route.remote, manifestUrl, route.module);
      for (const script of files?.scripts ?? []) hints.push(preload('script', script));
      for (const style of files?.styles ?? []) hints.push(stylesheet(style));
    }
    // The screen's first API requests start with its code, not after it has run. A malformed address gets none.
    // Data rendered into a customer's page proves their session: it is not asked about again.
    const params =
      (dataInPage || !route.signedIn || (await session.signedIn())) && routeParams(route.path, pathname);
    let largestImages: Promise<unknown[]> | undefined;
    for (const screenRequest of params ? (route.data ?? []) : []) {
      const { path: template, largestImage: imagesAt } =
        typeof screenRequest === 'string' ? { path: screenRequest, largestImage: undefined } : screenRequest;
      // Only this shop's own API: no build's file points the page elsewhere.
      const request = template.startsWith('/api/') && fillPath(template, { ...params, ...route.props });
      if (!request) continue;
      if (!dataInPage) hints.push(preload('fetch', request));
      // Asking the answer here fills the API's cache for the page's own request of it.
      if (imagesAt && !largestImages) {
        largestImages = answerWithin(apiAnswer(request)).then((answer) =>
          [imagesAt].flat().map((imageAt) => valueAt(answer, imageAt)),
        );
      }
    }
    // Only pictures of this shop's own (under /api/images/, as the picture rule has it: a row stored before the rule
    // could name an API call); asked for before the scripts: the paint waits for them, and they are small.
    const ownImages = new Set(
      ((await largestImages) ?? []).filter(
        (image): image is string => typeof image === 'string' && image.startsWith('/') && isPictureUrl(image),
      ),
    );
    return manifest + [...ownImages].map(preloadLargestImage).join('') + hints.join('');
  }

  return { hintsFor, routeOf };
}

/** The API's answer, or undefined if it fails or takes longer than the page should wait. */
function answerWithin<T>(answer: Promise<T>): Promise<T | undefined> {
  const late = new Promise<undefined>((resolve) => {
    setTimeout(() => resolve(undefined), LARGEST_IMAGE_TIMEOUT_MS).unref();
  });
  return Promise.race([answer.catch(() => undefined), late]);
}

async function readPageManifest(shellDist: string): Promise<PageManifest | undefined> {
  try {
    return JSON.parse(await readFile(path.join(shellDist, 'page.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

export type RemoteBuildReader = ReturnType<typeof remoteBuildReader>;

/**
 * Reads a remote's `mf-manifest.json` (its files and published routes) from wherever the remotes manifest says:
 * this shop's own files (a remote's build, or a release in `releasesDir`, served at `/releases/`), or another host.
 * Each is kept a few seconds.
 */
export function remoteBuildReader(
  remoteDist: (name: RemoteName) => string,
  log: FastifyBaseLogger,
  releasesDir?: string,
) {
  const cache = new Map<string, { at: number; content: Promise<unknown> }>();

  /** The file a shop path names on this server's disk, when it is one the shop serves from a folder of its own. */
  function ownFile(remote: RemoteName, url: string): string | undefined {
    const folders: [prefix: string, folder: string][] = [
      [`/remotes/${remote}/`, remoteDist(remote)],
      ...(releasesDir ? [['/releases/', releasesDir] as [string, string]] : []),
    ];
    for (const [prefix, folder] of folders) {
      if (!url.startsWith(prefix)) continue;
      const file = path.resolve(folder, url.slice(prefix.length));
      return file.startsWith(path.resolve(folder) + path.sep) ? file : undefined;
    }
    return undefined;
  }

  async function load(remote: RemoteName, url: string): Promise<unknown> {
    try {
      const own = ownFile(remote, url);
      if (own !== undefined) return JSON.parse(await readFile(own, 'utf8'));
      if (!/^https?:\/\//.test(url)) return undefined;
      const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_MANIFEST_TIMEOUT_MS) });
      return response.ok ? await response.json() : undefined;
    } catch (error) {
      log.debug({ err: error, url }, "no page hints from a remote's manifest: it could not be read");
      return undefined;
    }
  }

  /** The remote's manifest, parsed; undefined when it cannot be had. */
  function manifestOf<T>(remote: RemoteName, url: string): Promise<T | undefined> {
    let cached = cache.get(url);
    if (!cached || Date.now() - cached.at > REMOTE_MANIFEST_TTL_MS) {
      const entry = { at: Date.now(), content: load(remote, url) };
      // A file that could not be read is not kept: the next page asks again, so a slice whose host is back has its
      // routes (and hints) at once, not seconds after Retry.
      entry.content.then((content) => {
        if (content === undefined && cache.get(url) === entry) cache.delete(url);
      });
      cache.set(url, entry);
      cached = entry;
    }
    return cached.content as Promise<T | undefined>;
  }

  /** A remote's published routes; undefined when its manifest cannot be read or publishes none that are valid. */
  async function routesOf(remote: RemoteName, manifestUrl: string): Promise<PublishedRoute[] | undefined> {
    const manifest = await manifestOf<object>(remote, manifestUrl);
    if (manifest === undefined) return undefined;
    if (!routesIn.has(manifest)) {
      try {
        routesIn.set(manifest, publishedRoutes(manifest));
      } catch (error) {
        log.warn(
          { err: error, remote, manifestUrl },
          "the slice's routes are unknown: its manifest's are unusable",
        );
        routesIn.set(manifest, undefined);
      }
    }
    return routesIn.get(manifest);
  }
  /** Each kept manifest's routes, checked once. */
  const routesIn = new WeakMap<object, PublishedRoute[] | undefined>();
  /**
   * The tables last handed out for each set of remotes: the same tables again give the same object, so that what
   * pages make of it is made once. A few sets at most are live (everyone's, a canary's, previews).
   */
  const tablesFor = new LRUCache<string, { tables: unknown[]; routes: SliceRoutes }>({ max: 16 });

  return {
    /** Each slice's published routes (the shell's route table): a slice whose routes cannot be read is left out. */
    async sliceRoutes(remotes: RemotesManifest): Promise<SliceRoutes> {
      const entries = Object.entries(remotes) as [RemoteName, string][];
      const tables = await Promise.all(entries.map(([remote, url]) => routesOf(remote, url)));
      const key = entries.join(' ');
      const last = tablesFor.get(key);
      if (last?.tables.every((table, index) => table === tables[index])) return last.routes;
      const routes: SliceRoutes = Object.fromEntries(
        entries.flatMap(([remote], index) => (tables[index] ? [[remote, tables[index]]] : [])),
      );
      tablesFor.set(key, { tables, routes });
      return routes;
    },
    async screenFiles(
      remote: RemoteName,
      manifestUrl: string,
      module: string,
    ): Promise<ScreenFiles | undefined> {
      const manifest = await manifestOf<RemoteBuildManifest>(remote, manifestUrl);
      const exposed = manifest?.exposes?.find((entry) => entry.path === module);
      if (!manifest || !exposed) return undefined;
      const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
      const { remoteEntry } = manifest.metaData;
      const entryFile = [remoteEntry.path.replace(/^\/+|\/+$/g, ''), remoteEntry.name]
        .filter(Boolean)
        .join('/');
      return {
        scripts: [entryFile, ...exposed.assets.js.sync].map((file) => base + file),
        styles: exposed.assets.css.sync.map((file) => base + file),
      };
    },
  };
}
