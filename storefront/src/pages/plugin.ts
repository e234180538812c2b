/**
 * Serves the composed storefront: its pages, rendered, with their heads; the shell at `/`, each remote's build under
 * `/remotes/{name}/`, and the remotes manifest the shell reads at run time. In production each slice's files can
 * live elsewhere (a CDN per slice): only the manifest has to say where.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { SitemapEntries } from '@shop/shared/contracts';
import { jsonInScript, notFoundHead } from '@shop/shared/lib';
import { paths, SEARCH_FORM } from '@shop/shared/paths';
import { LOGGED_IN_COOKIE, pagePolicy } from '@shop/shared/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { CatalogueVersion } from '../api/catalogue-changes';
import type { ApiClient, CallOptions } from '../api/client';
import type { VisitorSession } from '../api/session';
import { visitorRequest } from '../api/visitor';
import { REMOTE_NAMES, type RemoteName, type StorefrontConfig } from '../config';
import type { StorefrontMetrics } from '../http/metrics';
import { type PreviewedRelease, releaseChoice, type VisitorReleases } from '../releases/preview-route';
import { type RemotesManifest, remoteOrigins, remotesManifest } from '../releases/remotes-manifest';
import { pageCache } from './cache';
import { headTags, withoutGenericHead } from './head-tags';
import { type PageRoute, pageHints, remoteBuildReader, type SliceRoutes } from './hints';
import { type PageSession, pageRenderer, type RenderRecord } from './render';
import { robotsTxt, sitemapPartXml, sitemapPaths, sitemapXml } from './sitemap';

export interface PagesOptions {
  config: StorefrontConfig;
  api: ApiClient;
  metrics: StorefrontMetrics;
  /** The catalogue's generation, for the pages kept: undefined while it cannot be followed. */
  catalogueVersion: () => CatalogueVersion | undefined;
  sessionOf: (request: FastifyRequest) => VisitorSession;
}

/** What writing a page needs to know of its request, found out before. */
interface PageToWrite {
  pathname: string;
  remotes: RemotesManifest;
  stable: RemotesManifest;
  preview: PreviewedRelease[];
  routes: SliceRoutes;
  route: PageRoute | undefined;
  /** The page's key among those kept, when it is shared: the same for every visitor of its kind. */
  key: string | undefined;
  role: VisitorRole;
}

/** A page as written: its status and bytes, what may keep it (with its ETag when shared), and what it cost. */
interface WrittenPage {
  status: number;
  body: Buffer | string;
  cacheControl: string;
  etag?: string;
  timing: [name: string, ms: number | undefined][];
}

/** Content-hashed files (and their precompressed copies) never change under their name; the rest is revalidated. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp|woff2?)(\.gz|\.br)?$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const PRIVATE_REVALIDATE = 'private, no-cache';
/** A customer's page: their data, kept by no cache, the browser's included. */
const PERSONAL_PAGE = 'private, no-store';
/**
 * How long a cache in front (nginx, a CDN) may answer with a shared page before asking this server again, which
 * answers 304 at once while the page is unchanged: a catalogue change shows through the edge within it.
 */
const EDGE_FRESH_S = 1;
/** A page everyone of its kind gets: browsers revalidate it each time, caches in front keep it EDGE_FRESH_S. */
const SHARED_PAGE = `public, max-age=0, s-maxage=${EDGE_FRESH_S}, stale-if-error=300`;
/** The shell's page's root element (build/index.html), where a page rendered on the server puts its HTML. */
const ROOT_ELEMENT = '<div id="root"></div>';
/** The sitemap and robots.txt: crawlers may keep them a few minutes; a new product shows up soon after. */
const CRAWLER_FILES = 'public, max-age=300';
/** How long the sitemap's list of pages is reused before the catalogue is read again. */
const SITEMAP_TTL_MS = 60_000;
/** Room for rendered pages kept for signed-out visitors: about a thousand product pages. */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/** TypeScript declarations for partners (the embed's `shop-catalogue.d.ts`): text, not an MPEG stream. */
const DECLARATIONS = /\.d\.ts(\.gz|\.br)?$/;

function cacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header('cache-control', HASHED.test(filePath) ? IMMUTABLE : REVALIDATE);
  if (DECLARATIONS.test(filePath)) reply.type('text/plain; charset=utf-8');
}

/** Where a browser's navigation lands: a tab or a frame. */
const NAVIGATIONS = new Set(['document', 'iframe', 'frame']);

/** The media ranges an Accept header takes (quality above 0), lower-cased, without their parameters. */
function acceptedRanges(accept: string | undefined): string[] {
  return (accept ?? '').split(',').flatMap((part) => {
    const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality && !(Number(quality.slice(2)) > 0) ? [] : [range];
  });
}

/**
 * Whether a page address is answered with the shell's page rather than a 404: the client asks for HTML, or takes
 * any type (curl's default) and is not a browser loading a sub-resource, so a missing script or image stays a 404.
 */
function wantsPage(request: FastifyRequest): boolean {
  const ranges = acceptedRanges(request.headers.accept);
  if (ranges.includes('text/html')) return true;
  const destination = request.headers['sec-fetch-dest'];
  return (
    (ranges.includes('*/*') || ranges.includes('text/*')) &&
    (destination === undefined || NAVIGATIONS.has(destination))
  );
}

/** A body as JSON, or undefined when it is not. */
function parsedJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** What a previewing visitor's page tells its banner (the shell's frame); nothing for anyone else. */
const previewData = (preview: PreviewedRelease[]) =>
  preview.length === 0
    ? ''
    : `<script type="application/json" id="release-preview">${jsonInScript(preview)}</script>`;

/**
 * The Server-Timing header of a page: each part that took place (`catalogue-data`: the screen's slice loading its
 * code and data; `catalogue-render`: React rendering the page; `kept`: served from the kept copy), and the total.
 */
function serverTiming(parts: [name: string, ms: number | undefined][], started: number): string {
  const timed = parts.filter((part): part is [string, number] => part[1] !== undefined);
  return [...timed, ['total', performance.now() - started] as const]
    .map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
    .join(', ');
}

/** The kinds of visitor a shared page is rendered for, by the readable `token` cookie (what the header offers). */
type VisitorRole = 'out' | 'customer' | 'operator';
const visitorRole = (token: string | undefined): VisitorRole =>
  token === undefined ? 'out' : token === 'operator' ? 'operator' : 'customer';

/** A shared page asks nothing of the session: no one's is looked at. */
const ANONYMOUS: VisitorSession = {
  token: undefined,
  signedIn: async () => false,
  operator: async () => false,
};

/**
 * The page policy for each set of remote origins, made once: helmet builds it anew on every call. A few sets at most
 * are live: everyone's remotes, a canary's, previews.
 */
const policies = new LRUCache<string, string>({ max: 16 });
function policyFor(origins: string[]): string {
  const key = origins.join(' ');
  let policy = policies.get(key);
  if (policy === undefined) {
    policy = pagePolicy(origins);
    policies.set(key, policy);
  }
  return policy;
}

/** A strong validator of a page's bytes. */
const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Adds a request header the answer depends on to Vary, keeping those already named. */
function vary(reply: FastifyReply, header: string) {
  const named = reply.getHeader('vary');
  reply.header('vary', named ? `${named}, ${header}` : header);
}

/**
 * A page address as browsers read it, when it is not written so: a backslash is a slash to them, and a path that
 * starts with two would name another host to the URL parser the shell routes with (`//evil.example/details/1`).
 */
function canonicalPageUrl(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const canonical = pathname.replace(/[\\/]+/g, '/');
  return canonical === pathname ? undefined : `${canonical}${queryAt === -1 ? '' : url.slice(queryAt)}`;
}

/** The address this server listens on, for loading server builds from itself; undefined before it listens. */
/**
 * A page's status when the shell did not render it (it could not be loaded, or pages are not rendered here), from
 * the routes alone: not found for an address no slice has (once every slice's routes are known: one that cannot be
 * read may have it), and for the back office to anyone but an operator.
 */
async function unrenderedStatus(
  route: PageRoute | undefined,
  routes: SliceRoutes,
  remotes: RemotesManifest,
  session: PageSession,
): Promise<200 | 404> {
  if (!route) return Object.keys(remotes).every((remote) => remote in routes) ? 404 : 200;
  return route.operator && !(await session.operator()) ? 404 : 200;
}

function ownOrigin(app: FastifyInstance): string | undefined {
  const address = app.server.address();
  if (address === null || typeof address === 'string') return undefined;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  // Listening on every interface: this process reaches itself on loopback.
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '[::]' ? '[::1]' : host;
  return `http://${reachable}:${address.port}`;
}

export const pagesPlugin = fp(
  async (app: FastifyInstance, { config, api, metrics, catalogueVersion, sessionOf }: PagesOptions) => {
    const { dir, remotes, remotesFile, releasesDir, renderBudgetMs, previewOrigins } = config;
    const shellDist = path.join(dir, 'shell', 'dist');
    const remoteDist = (name: RemoteName) => path.join(dir, `mfe-${name}`, 'dist');
    const builds = [shellDist, ...REMOTE_NAMES.map(remoteDist)];
    const missing = builds.filter((build) => !existsSync(build));
    if (missing.length > 0) throw new Error(`The storefront is not built: ${missing.join(', ')} missing`);

    const remoteEntries = remotesManifest({
      defaults: remotes,
      file: remotesFile,
      log: app.log,
      // A shop path is checked on this server, once it listens.
      resolve: (location) => {
        if (!location.startsWith('/')) return location;
        const origin = ownOrigin(app);
        return origin === undefined ? undefined : `${origin}${location}`;
      },
    });
    app.decorate('remoteEntries', remoteEntries);
    const currentRemotes = remoteEntries.current;
    // Read at start, so a file that is missing or wrong, or a line refused, is said in the start's log; a line
    // that is a shop path is checked as the server starts listening, before the first page.
    await currentRemotes();
    app.addHook('onListen', async () => {
      await currentRemotes();
    });
    const releasesFor = releaseChoice(app, {
      lines: currentRemotes,
      releasesDir,
      key: config.signingSecret ?? randomBytes(32).toString('hex'),
      previewOrigins,
      cookieSecure: config.cookieSecure,
      sessionOf,
    });
    /** A visitor's releases, and the headers an answer naming them needs: a canary or preview makes it theirs. */
    const visitorReleases = async (
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<VisitorReleases> => {
      const releases = await releasesFor(request, reply);
      vary(reply, 'Cookie');
      return releases;
    };
    app.get('/remotes.json', async (request, reply) => {
      const { remotes: chosen, personal } = await visitorReleases(request, reply);
      reply.header('cache-control', personal ? PRIVATE_REVALIDATE : REVALIDATE);
      return chosen;
    });

    // Each slice's own build, and the releases its team made (`npm run release`), which the remotes file points at.
    const remoteFiles = (root: string, prefix: string) =>
      app.register(fastifyStatic, {
        root,
        prefix,
        decorateReply: false,
        preCompressed: true,
        cacheControl: false,
        // Made by the first release.
        suppressWarning: true,
        // Other origins load the remotes too: pages that embed the catalogue.
        setHeaders: (reply, filePath) => {
          cacheHeaders(reply, filePath);
          reply.header('access-control-allow-origin', '*');
        },
      });
    for (const name of REMOTE_NAMES) await remoteFiles(remoteDist(name), `/remotes/${name}/`);
    await remoteFiles(releasesDir, '/releases/');

    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      wildcard: false,
      index: false,
      setHeaders: cacheHeaders,
    });

    const site = config.publicUrl;
    // The header's search form before its script runs (or without scripts): on to the keyword's listing, or home
    // for no keyword, as the form does in the browser.
    app.get<{ Querystring: Record<string, unknown> }>(SEARCH_FORM.action, async (request, reply) => {
      const asked = request.query[SEARCH_FORM.field];
      const keyword = typeof asked === 'string' ? asked.trim() : '';
      return reply.redirect(keyword ? paths.byKeyword(keyword) : paths.home(), 303);
    });

    app.get('/robots.txt', async (_request, reply) =>
      reply.header('cache-control', CRAWLER_FILES).type('text/plain; charset=utf-8').send(robotsTxt(site)),
    );
    let listed: { at: number; paths: Promise<string[]> } | undefined;
    const pagesToList = () => {
      if (!listed || Date.now() - listed.at > SITEMAP_TTL_MS) {
        const paths = api.call('/api/v1/SitemapEntries').then(({ statusCode, body }) => {
          if (statusCode !== 200) throw new Error(`SitemapEntries answered ${statusCode}`);
          return sitemapPaths((parsedJson(body) as { data: SitemapEntries }).data);
        });
        // A failed read is not kept: the next crawler's request tries again.
        paths.catch(() => {
          listed = undefined;
        });
        listed = { at: Date.now(), paths };
      }
      return listed.paths;
    };
    const xml = (reply: FastifyReply, document: string) =>
      reply.header('cache-control', CRAWLER_FILES).type('application/xml; charset=utf-8').send(document);
    app.get('/sitemap.xml', async (_request, reply) => xml(reply, sitemapXml(site, await pagesToList())));
    app.get<{ Params: { part: string } }>('/sitemap-:part(^\\d+).xml', async (request, reply) => {
      const part = sitemapPartXml(site, await pagesToList(), Number(request.params.part));
      return part === undefined ? reply.callNotFound() : xml(reply, part);
    });

    // Every other page address is a route of the single-page shell, answered with its page: a 404 when no route
    // has it, or its product, brand or category does not exist (the shell shows its not-found screen). Unknown API
    // paths and missing files stay JSON 404s.
    const indexHtml = await readFile(path.join(shellDist, 'index.html'), 'utf8');
    // For a page with a head of its own: the build's generic title and description taken out.
    const bareHtml = withoutGenericHead(indexHtml);
    // A page's hints, head and server render ask for the same public catalogue answers at once (a product's
    // details): one request to the API serves all three, and any other page asking meanwhile. A request with a
    // visitor's cookies is that visitor's alone, and a POST is not shared.
    const asking = new Map<string, Promise<{ statusCode: number; body: string }>>();
    const ask = (url: string, options?: CallOptions) => api.call(url, options);
    const askOnce = (url: string, options: CallOptions = {}) => {
      if (options.visitor?.headers.cookie !== undefined || options.body !== undefined)
        return ask(url, options);
      let answer = asking.get(url);
      if (!answer) {
        answer = ask(url).finally(() => asking.delete(url));
        asking.set(url, answer);
      }
      return answer;
    };
    const remoteBuilds = remoteBuildReader(remoteDist, app.log, releasesDir);
    const { hintsFor, routeOf } = await pageHints({
      shellDist,
      remoteBuilds,
      apiAnswer: async (url) => {
        const { statusCode, body } = await askOnce(url);
        return statusCode === 200 ? parsedJson(body) : undefined;
      },
    });
    const renderPage = pageRenderer({
      ownOrigin: () => ownOrigin(app),
      askApi: askOnce,
      budgetMs: renderBudgetMs,
      site,
      log: app.log,
    });
    /** A render's cost into the metrics, by the slice of its screen and its route's pattern. */
    const observe = (slice: string, routePath: string, { prepareMs, renderMs, outcome }: RenderRecord) => {
      if (prepareMs !== undefined) {
        metrics.renderSeconds.observe({ slice, route: routePath, part: 'data' }, prepareMs / 1000);
      }
      if (renderMs !== undefined) {
        metrics.renderSeconds.observe({ slice, route: routePath, part: 'render' }, renderMs / 1000);
      }
      if (outcome === 'over-budget') metrics.overBudget.inc({ slice });
      if (outcome === 'failed') metrics.failures.inc({ slice });
    };
    const keptPages = pageCache({
      maxBytes: PAGE_CACHE_BYTES,
      catalogueVersion,
    });
    /** The pages being written now for their shared key: a burst of visitors costs one render. */
    const inFlight = new Map<string, Promise<WrittenPage>>();
    const writeOnce = (key: string | undefined, write: () => Promise<WrittenPage>) => {
      if (key === undefined) return write();
      let writing = inFlight.get(key);
      if (!writing) {
        writing = write().finally(() => inFlight.delete(key));
        inFlight.set(key, writing);
      }
      return writing;
    };

    /** Writes a page: its head and hints, the server's render of its screen, and what caches may do with it. */
    const writePage = async (
      request: FastifyRequest,
      { pathname, remotes, stable, preview, routes, route, key, role }: PageToWrite,
    ): Promise<WrittenPage> => {
      const madeAt = catalogueVersion();
      const shared = key !== undefined;
      // Looked up once, and only if the page needs it: a customer's or an operator's route, rendered or hinted.
      const session = shared ? ANONYMOUS : sessionOf(request);
      const visitor = visitorRequest(request);
      // A shared page is rendered for the kind of visitor alone: the role the header shows, no session.
      if (shared) {
        delete visitor.headers.cookie;
        if (role !== 'out') {
          visitor.headers.cookie = `${LOGGED_IN_COOKIE}=${role === 'operator' ? 'operator' : '1'}`;
        }
      }
      const record: RenderRecord = {};
      // A customer's screen is rendered for a session cookie without asking the API about the session first: the
      // screen's own calls test it, and one refused leaves the page to the browser. One call fewer for every page.
      const rendered = await renderPage(
        request.url,
        { request: visitor, ...session, signedIn: async () => session.token !== undefined },
        remotes,
        stable,
        routes,
        record,
      );
      // The head and status the shell and the screen's slice gave the page; without a render, what the routes say.
      const status = rendered?.status ?? (await unrenderedStatus(route, routes, remotes, session));
      const pageHead = rendered ? rendered.head : status === 404 ? notFoundHead() : undefined;
      const head = pageHead && headTags(pageHead);
      const slice = route && 'remote' in route ? route.remote : 'shell';
      observe(slice, route?.path ?? 'none', record);
      const timing: WrittenPage['timing'] = [
        [`${slice}-data`, record.prepareMs],
        [`${slice}-render`, record.renderMs],
      ];
      const hints = await hintsFor(pathname, remotes, routes, session, {
        dataInPage: rendered?.screenRendered ?? false,
      });
      const [top, bottom] = (head === undefined ? indexHtml : bareHtml)
        .replace('</head>', `${head ?? ''}${hints}${previewData(preview)}</head>`)
        .split(ROOT_ELEMENT);
      // Not rendered here, the page is the shell's own; no shared cache may keep a page rendered for a session.
      if (!rendered) {
        return { status, body: `${top}${ROOT_ELEMENT}${bottom}`, cacheControl: REVALIDATE, timing };
      }
      const body = Buffer.from(
        `${top}${ROOT_ELEMENT.replace('</div>', '')}${rendered.html}</div>${rendered.state}${bottom}`,
      );
      if (!shared) return { status, body, cacheControl: PERSONAL_PAGE, timing };
      if (!rendered.complete) return { status, body, cacheControl: REVALIDATE, timing };
      const etag = etagOf(body);
      if (madeAt !== undefined) keptPages.set(key, { status, body, etag }, madeAt);
      return { status, body, cacheControl: SHARED_PAGE, etag, timing };
    };

    app.get('/*', async (request, reply) => {
      if (request.url.startsWith('/api/')) return reply.callNotFound();
      const started = performance.now();
      // The page or a 404, by what the client asked for: a cache must not hand one to the other.
      vary(reply, 'Accept, Sec-Fetch-Dest');
      if (!wantsPage(request)) return reply.callNotFound();
      const canonical = canonicalPageUrl(request.url);
      if (canonical !== undefined) return reply.redirect(canonical, 301);
      // The page shows whether the visitor is logged in (the header), a customer's page their data, and anyone's
      // the releases their bucket or preview gives them.
      const { remotes, stable, preview, personal } = await visitorReleases(request, reply);
      // The page may load from wherever the remotes are now: its policy follows every edit of the manifest.
      reply.header('content-security-policy', policyFor(remoteOrigins(remotes)));
      const html = (status: number, cacheControl: string) =>
        reply.code(status).header('cache-control', cacheControl).type('text/html; charset=utf-8');

      const pathname = new URL(request.url, 'http://page').pathname;
      // The slices' routes as the visitor's remotes publish them (read from their manifests, kept a few seconds):
      // the shell routes by them on the server and, from the page, in the browser.
      const routes = await remoteBuilds.sliceRoutes(remotes);
      const route = routeOf(pathname, routes);
      // A catalogue page is the same for every visitor of one kind (signed out, customer, operator: the header's
      // offers), whatever their session: it is rendered without it, kept, and shared by the caches in front. A
      // customer's or an operator's page is theirs alone, and so is a page of a canary or preview release. An
      // address no route is known for (a slice whose routes cannot be read) is left to the browser: never kept.
      const shared = route !== undefined && !route.signedIn && !route.operator && !personal;
      const role = visitorRole(request.cookies[LOGGED_IN_COOKIE]);
      const key = shared ? `${JSON.stringify(remotes)} ${role} ${request.url}` : undefined;
      const sharedHeaders = (etag: string) => {
        reply.header('etag', etag).header('x-accel-expires', String(EDGE_FRESH_S));
        return html(200, SHARED_PAGE);
      };
      const kept = key === undefined ? undefined : keptPages.get(key);
      if (kept) {
        reply.header('x-cache', 'hit').header('server-timing', serverTiming([], started));
        if (request.headers['if-none-match'] === kept.etag) return sharedHeaders(kept.etag).code(304).send();
        return sharedHeaders(kept.etag).code(kept.status).send(kept.body);
      }
      const page = await writeOnce(key, () =>
        writePage(request, { pathname, remotes, stable, preview, routes, route, key, role }),
      );
      reply.header('server-timing', serverTiming(page.timing, started));
      if (page.etag === undefined) return html(page.status, page.cacheControl).send(page.body);
      if (request.headers['if-none-match'] === page.etag) return sharedHeaders(page.etag).code(304).send();
      return sharedHeaders(page.etag).code(page.status).send(page.body);
    });
  },
  { name: 'pages' },
);
