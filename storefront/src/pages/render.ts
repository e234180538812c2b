/**
 * Pages rendered on the server: the shell's server build prepares the page's React tree (its route's screen loaded
 * from the slice's server build, that screen's data loaded in a scope of the request's own), React renders it here,
 * and the scope's stores go into the page for the browser's shell to hydrate from. Any failure leaves the page as
 * the browser alone renders it: an empty root.
 */

import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import type {
  PageHead,
  PreparePage,
  RenderedInBrowserDigest,
  SelfAnswer,
  ServerPage,
} from '@shop/shared/contracts';
import { jsonInScript } from '@shop/shared/lib';
import type { FastifyBaseLogger } from 'fastify';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ApiAnswer, CallOptions } from '../api/client';
import type { VisitorRequest } from '../api/visitor';
import type { RemoteName } from '../config';
import type { RemotesManifest } from '../releases/remotes-manifest';
import { loadServerModule } from '../slices/server-modules';
import type { SliceRoutes } from './hints';

/** The digest of a part the page leaves to the browser on purpose (`RenderedInBrowser` of `@shop/shared/ui`). */
const RENDERED_IN_BROWSER: RenderedInBrowserDigest = 'rendered-in-browser';

export interface PageRendererOptions {
  /** This server's own address (`http://127.0.0.1:3000`), from which it loads the shell; none before it listens. */
  ownOrigin: () => string | undefined;
  /** A call of this shop's API: a GET, or a POST when it has a body. */
  askApi: (url: string, options: CallOptions) => Promise<ApiAnswer>;
  budgetMs: number;
  /** The shop's public origin, for the pages' heads. */
  site: string;
  log: FastifyBaseLogger;
  /**
   * The shell's `./page`: by default its server build, loaded through Module Federation from this server's own
   * address like the slices' (a benchmark hands in a monolith's, the slices bundled in).
   */
  loadShellPage?: (origin: string) => Promise<PreparePage<RemoteName>>;
}

const federatedShellPage = async (origin: string) =>
  (
    await loadServerModule<{ default: PreparePage<RemoteName> }>(
      'shell',
      `${origin}/mf-manifest.json`,
      './page',
    )
  ).default;

export interface RenderedPage {
  /** Whether the route's screen is in the HTML with its data (otherwise its skeleton, or nothing at all). */
  screenRendered: boolean;
  /** Whether every part came out as meant: none failed, none waited past the budget. */
  complete: boolean;
  /** What goes inside the page's root element. */
  html: string;
  /** The script element holding the state the browser starts from. */
  state: string;
  /** As the shell and the screen's slice decided: not found, or found with a head of the slice's own. */
  status: 200 | 404;
  head?: PageHead;
}

/**
 * What one page's render cost, filled in as it goes: the screen's preparation (its slice's code and data, in the
 * render budget) and React's render of the whole page, and how the screen came out.
 */
export interface RenderRecord {
  prepareMs?: number;
  renderMs?: number;
  /** `over-budget`: the screen was not ready in time; `failed`: it, or the page, failed on the server. */
  outcome?: 'rendered' | 'over-budget' | 'failed';
}

/** What a page may ask of its request's session: each looked up once, and only when the page needs it. */
export interface PageSession {
  /** Whether the request holds a session (the hints ask if it is live): asked for a customer's page alone. */
  signedIn: () => Promise<boolean>;
  /** Whether that session is an operator's: asked for a back-office page alone. */
  operator: () => Promise<boolean>;
}

/** The visitor a page is rendered for. */
export interface PageVisitor extends PageSession {
  /** Their request, which the screens' calls carry on. */
  request: VisitorRequest;
}

/** Answers the API refuses a visitor with: their session is not what the page was rendered for. */
const REFUSALS = new Set([401, 403]);

/**
 * A visitor's release of a slice differs from everyone's (a canary, a preview): its screens are the browser's to
 * render. This process keeps one build of a slice live at a time (slice-server.ts), everyone's.
 */
class ReleaseOfTheirOwn extends Error {
  constructor(remote: string) {
    super(`The visitor is served a release of ${remote} other than everyone's`);
    this.name = 'ReleaseOfTheirOwn';
  }
}

export function pageRenderer({
  ownOrigin,
  askApi,
  budgetMs,
  site,
  log,
  loadShellPage = federatedShellPage,
}: PageRendererOptions) {
  // The screens' calls run inside the render of their own request: the visitor whose request they carry comes from
  // there, not from anything the pages rendered at the same time share (the shell's API client is one per process).
  const renders = new AsyncLocalStorage<{ visitor: VisitorRequest; refused: boolean }>();
  const answer: SelfAnswer = async ({ method, url, body }) => {
    // The screens only read on the server: GETs, and POSTs the API marks as reads (it refuses any other).
    if (method !== (body === undefined ? 'GET' : 'POST')) {
      throw new Error(`A screen asked ${method} ${url} while rendered on the server`);
    }
    const render = renders.getStore();
    const answered = await askApi(url, { visitor: render?.visitor, body });
    if (render && REFUSALS.has(answered.statusCode)) render.refused = true;
    return { status: answered.statusCode, body: answered.body };
  };

  /**
   * The page's root content for an address, or undefined when the browser must render all of it. `remotes` is the
   * visitor's manifest, `stable` everyone's: a screen of a slice where the two differ is left to the browser.
   */
  return async function renderPage(
    url: string,
    { request, signedIn, operator }: PageVisitor,
    remotes: RemotesManifest,
    stable: RemotesManifest,
    /** The slices' routes, as the page carries them: the shell routes by them on both sides. */
    routes: SliceRoutes,
    record: RenderRecord = {},
  ): Promise<RenderedPage | undefined> {
    const origin = ownOrigin();
    if (budgetMs === 0 || origin === undefined) return undefined;
    const started = performance.now();
    let prepared: ServerPage;
    const render = { visitor: request, refused: false };
    const cookie = request.headers.cookie;
    try {
      const preparePage = await loadShellPage(origin);
      prepared = await renders.run(render, () =>
        preparePage({
          url,
          cookie,
          signedIn,
          operator,
          answer,
          budgetMs,
          routes,
          site,
          loadScreen: (remote, module) =>
            remotes[remote] === stable[remote]
              ? loadServerModule(remote, new URL(remotes[remote], origin).href, module)
              : Promise.reject(new ReleaseOfTheirOwn(remote)),
          onScreenFailed: ({ remote, module }, error) => {
            if (error instanceof ReleaseOfTheirOwn) return;
            // The shell's own error class, from its build: known by name.
            record.outcome = (error as Error).name === 'OverBudget' ? 'over-budget' : 'failed';
            log.warn(
              { err: error, remote, module, url },
              'a screen is rendered in the browser: not on the server',
            );
          },
        }),
      );
    } catch (error) {
      record.outcome = 'failed';
      log.error({ err: error, url }, 'the page is rendered in the browser: the shell could not render it');
      return undefined;
    }
    const preparedAt = performance.now();
    record.prepareMs = preparedAt - started;
    // A screen whose data the API refused would be handed to the browser as if it had none (an empty cart, a blank
    // profile that a save would write back): the browser renders and loads it instead.
    if (render.refused) {
      // Expected of a session that has ended: the page is rendered for any session cookie, unasked.
      log.info({ url }, 'the page is rendered in the browser: the API refused a call of its screen');
      return undefined;
    }
    const page = await rendered(prepared, url, log);
    record.renderMs = performance.now() - preparedAt;
    if (!page?.complete) record.outcome = 'failed';
    record.outcome ??= prepared.screenRendered ? 'rendered' : undefined;
    return (
      page && {
        ...page,
        screenRendered: prepared.screenRendered,
        complete: page.complete && prepared.screenRendered,
        status: prepared.status,
        head: prepared.head,
      }
    );
  };
}

/**
 * React's HTML once all of it is ready, every part in its place: not sent after the rest with a script to move it
 * there (a part that waited for code, a large one), which the page's policy would not run and a browser without
 * JavaScript cannot. Then the scope's stores.
 */
async function rendered(
  { app, state }: ServerPage,
  url: string,
  log: FastifyBaseLogger,
): Promise<Pick<RenderedPage, 'complete' | 'html' | 'state'> | undefined> {
  let complete = true;
  try {
    const { prelude } = await prerenderToNodeStream(app, {
      // Every part inline however large: by default React sends a large part after the rest, with a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        const digest = (error as { digest?: unknown }).digest;
        if (digest === RENDERED_IN_BROWSER) return digest;
        complete = false;
        log.error(
          { err: error, url },
          'a part of the page is rendered in the browser: it failed on the server',
        );
        return undefined;
      },
    });
    // Prerendered, the page is complete and so is the scope it was rendered from: nothing is gained by streaming it.
    return {
      complete,
      html: await text(prelude),
      state: `<script type="application/json" id="page-state">${jsonInScript(state())}</script>`,
    };
  } catch (error) {
    log.error({ err: error, url }, 'the page is rendered in the browser: React could not render it');
    return undefined;
  }
}
