/**
 * The shell on the shop's server: prepares one page for React to render there (api/src/plugins/storefront.ts). It
 * is the browser's shell, the same frame and routes, with a static router at the request's address and the opening
 * screen loaded from its slice's server build beforehand, its data loaded into a scope of the request's own. The
 * scope's stores go into the page (`state`), and the browser's shell hydrates from them (src/bootstrap.tsx).
 *
 * Exposed by the shell's server build alone (`./page`); the server loads it through Module Federation like the
 * slices, so the shell and the slices share one effector and one `@shop/shared` there as in a page.
 */
import { configureApi, type SelfAnswer } from '@shop/shared/api';
import { $loggedIn, $renderedAddress, hasLoggedInCookie } from '@shop/shared/bus';
import type { ServerLoad } from '@shop/shared/contracts';
import { provideFragmentLoader } from '@shop/shared/fragments';
import { matchPath, StaticRouter } from '@shop/shared/router';
import { allSettled, fork, serialize } from 'effector';
import { Provider } from 'effector-react';
import { type ComponentType, type ReactElement, StrictMode } from 'react';
import { App } from '../app/app';
import { routeFor, type ShopRoute } from '../app/route-table';
import type { RemoteName } from '../remotes/registry';
import { type PreparedScreen, ScreenOnServer } from '../remotes/screen-on-server';
import '../app/model';

/** A screen module of a slice's server build: the screen, and how the server fills it if it can. */
export interface ScreenModule {
  default: ComponentType<Record<string, unknown>>;
  serverLoad?: ServerLoad;
}

export interface PageRequest {
  /** The address: path and query. */
  url: string;
  /** The request's Cookie header: whether the visitor is logged in shows in the header. */
  cookie: string | undefined;
  /** A module of a slice's server build, from the slice's current line of the remotes manifest. */
  loadScreen: (remote: RemoteName, module: string) => Promise<ScreenModule>;
  /** The shop's own API, answering the screens' calls in-process. */
  answer: SelfAnswer;
  /** How long the screen may take to load with its data; past it the browser renders the screen. */
  budgetMs: number;
  /** Why the browser renders the screen rather than the server, when that is not planned. */
  onScreenFailed: (route: ShopRoute, error: unknown) => void;
}

export interface PreparedPage {
  /** The whole page's React tree. */
  app: ReactElement;
  /** Whether the opening screen is in it, rendered with its data (otherwise its skeleton). */
  screenRendered: boolean;
  /** The stores to send with the page, by their sid. */
  state: () => Record<string, unknown>;
}

// Fragments are loaded by the browser, after the page; a loader here only makes them start as placeholders, as the
// browser's first render has them.
provideFragmentLoader(() => new Promise<never>(() => {}));

class OverBudget extends Error {
  constructor(budgetMs: number) {
    super(`The screen was not ready within ${budgetMs} ms`);
    this.name = 'OverBudget';
  }
}

function within<T>(work: Promise<T>, budgetMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const over = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OverBudget(budgetMs)), budgetMs);
  });
  return Promise.race([work, over]).finally(() => clearTimeout(timer));
}

/** The module's default export, as every exposed module's is what it offers. */
export default async function preparePage(request: PageRequest): Promise<PreparedPage> {
  configureApi({ baseURL: '', answer: request.answer });
  const address = new URL(request.url, 'http://page');
  const scope = fork({ values: [[$loggedIn, hasLoggedInCookie(request.cookie ?? '')]] });
  const route = routeFor(address.pathname);
  let prepared: PreparedScreen | null = null;
  // A customer's screen needs the customer's own data: the browser renders it.
  if (route && !route.signedIn) {
    const opening = async (): Promise<PreparedScreen | null> => {
      const module = await request.loadScreen(route.remote, route.module);
      const { default: Screen, serverLoad } = module;
      if (!serverLoad) return null;
      await allSettled(serverLoad.opened, {
        scope,
        params: {
          params: matchPath(route.path, address.pathname)?.params ?? {},
          search: address.search,
          props: route.props ?? {},
        },
      });
      return scope.getState(serverLoad.$ready)
        ? { remote: route.remote, module: route.module, Screen }
        : null;
    };
    try {
      prepared = await within(opening(), request.budgetMs);
    } catch (error) {
      request.onScreenFailed(route, error);
    }
  }
  if (prepared) {
    await allSettled($renderedAddress, { scope, params: `${address.pathname}${address.search}` });
  }
  return {
    app: (
      <StrictMode>
        <Provider value={scope}>
          <StaticRouter location={request.url}>
            <ScreenOnServer.Provider value={prepared}>
              <App />
            </ScreenOnServer.Provider>
          </StaticRouter>
        </Provider>
      </StrictMode>
    ),
    screenRendered: prepared !== null,
    state: () => serialize(scope),
  };
}
