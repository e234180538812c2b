/**
 * The shell on the shop's server: prepares one page for React to render there (storefront/src/pages/render.ts). It
 * is the browser's shell, the same frame and routes (the slices' published routes as the server read them, the same
 * it puts into the page), with a static router at the request's address and the opening screen loaded from its
 * slice's server build beforehand, its data loaded into a scope of the request's own. The scope's stores go into the
 * page (`state`), and the browser's shell hydrates from them (src/bootstrap.tsx).
 *
 * Exposed by the shell's server build alone (`./page`); the server loads it through Module Federation like the
 * slices, so the shell and the slices share one effector and one `@shop/shared` there as in a page.
 */
import { configureApi } from '@shop/shared/api';
import {
  $isOperator,
  $loggedIn,
  $renderedAddress,
  hasLoggedInCookie,
  hasOperatorCookie,
} from '@shop/shared/bus';
import type {
  PreparePage,
  ScreenAddress,
  ScreenModule,
  ScreenPage,
  ServerPageRequest,
} from '@shop/shared/contracts';
import { provideFragmentLoader } from '@shop/shared/fragments';
import { notFoundHead } from '@shop/shared/lib';
import { matchPath, StaticRouter } from '@shop/shared/router';
import { allSettled, fork, type Scope, serialize } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode } from 'react';
import { App } from '../app/app';
import {
  isUnavailable,
  type PublishedRouteTables,
  type RouteTable,
  routeFor,
  routeTable,
  type ShopRoute,
} from '../app/route-table';
import type { RemoteName } from '../remotes/registry';
import { type PreparedScreen, ScreenOnServer } from '../remotes/screen-on-server';
import '../app/model';

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
/**
 * The route's parameters as the browser's router gives the screen them: decoded (`/by-keyword/red%20kettle` is the
 * keyword `red kettle`); a segment that is not valid percent-encoding as it is.
 */
function paramsOf(pattern: string, pathname: string): Record<string, string | undefined> {
  const params = matchPath(pattern, pathname)?.params ?? {};
  const decoded = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, value === undefined ? value : decoded(value)]),
  );
}

/**
 * Whether the route has a screen for this visitor here: a customer's only with a live session (without one the
 * browser sends the visitor to sign in); an operator's never (the browser renders the back office).
 */
async function rendersHere(route: ShopRoute, request: ServerPageRequest<RemoteName>) {
  return !route.operator && (!route.signedIn || (await request.signedIn()));
}

/**
 * The opening screen: loaded from its slice, filled within the budget, and the page it makes (head and status).
 * A screen that is late or fails is the browser's to render. Only a screen with a page of its own waits one budget
 * more, so that a busy server still answers a missing product with its 404; if its data comes by then, the waited-for
 * screen is rendered too. Its page is asked for with what came.
 */
async function openScreen(
  route: ShopRoute,
  request: ServerPageRequest<RemoteName>,
  scope: Scope,
  address: URL,
): Promise<{ prepared: PreparedScreen | null; page?: ScreenPage }> {
  const deadline = Date.now() + request.budgetMs;
  const screenAddress: ScreenAddress = {
    params: paramsOf(route.path, address.pathname),
    search: address.search,
    props: route.props ?? {},
  };
  let module: ScreenModule | undefined;
  const opening = async (): Promise<PreparedScreen | null> => {
    module = await request.loadScreen(route.remote, route.module);
    const { default: Screen, serverLoad } = module;
    if (!serverLoad) return null;
    await allSettled(serverLoad.opened, { scope, params: screenAddress });
    return scope.getState(serverLoad.$ready) ? { remote: route.remote, module: route.module, Screen } : null;
  };
  let prepared: PreparedScreen | null = null;
  const loading = opening();
  try {
    prepared = await within(loading, request.budgetMs);
  } catch (error) {
    request.onScreenFailed(route, error);
    if (error instanceof OverBudget && module?.serverLoad?.page) {
      prepared = await within(loading, request.budgetMs).catch(() => null);
    }
  }
  const pageOf = module?.serverLoad?.page;
  if (!pageOf) return { prepared };
  const remaining = () => Math.max(0, deadline - Date.now());
  try {
    const page = await pageOf({
      address: screenAddress,
      read: (store) => scope.getState(store),
      site: request.site,
      within: (answer) => within(answer, remaining()).catch(() => undefined),
    });
    return { prepared, page };
  } catch (error) {
    request.onScreenFailed(route, error);
    return { prepared };
  }
}

/** The route table of each set of routes the server hands in: it hands in the same object while they are unchanged. */
const tables = new WeakMap<PublishedRouteTables, RouteTable>();
function tableOf(routes: PublishedRouteTables): RouteTable {
  let table = tables.get(routes);
  if (!table) {
    table = routeTable(routes);
    tables.set(routes, table);
  }
  return table;
}

const preparePage: PreparePage<RemoteName> = async (request) => {
  configureApi({ baseURL: '', answer: request.answer });
  const address = new URL(request.url, 'http://page');
  const table = tableOf(request.routes);
  const route = routeFor(table, address.pathname);
  const cookie = request.cookie ?? '';
  const operator = route?.operator ? await request.operator() : hasOperatorCookie(cookie);
  const scope = fork({
    values: [
      [$loggedIn, hasLoggedInCookie(cookie)],
      // An operator's page asks the session itself: anyone else is shown the not-found page, the cookie's word
      // notwithstanding. Elsewhere the cookie only decides whether the header offers the back office.
      [$isOperator, operator],
    ],
  });
  const { prepared, page } =
    route && (await rendersHere(route, request)) ? await openScreen(route, request, scope, address) : {};
  if (prepared) {
    await allSettled($renderedAddress, { scope, params: `${address.pathname}${address.search}` });
  }
  // Not found: an address no route has (unless its slice is the one that cannot be reached), a page of the back
  // office for anyone but an operator, or what the screen's own address names.
  const notFound =
    (!route && !isUnavailable(table, address.pathname)) ||
    (route?.operator && !operator) ||
    page?.status === 404;
  return {
    app: (
      <StrictMode>
        <Provider value={scope}>
          <StaticRouter location={request.url}>
            <ScreenOnServer.Provider value={prepared ?? null}>
              <App routeTable={table} />
            </ScreenOnServer.Provider>
          </StaticRouter>
        </Provider>
      </StrictMode>
    ),
    screenRendered: Boolean(prepared),
    state: () => serialize(scope),
    status: notFound ? 404 : 200,
    head: notFound ? notFoundHead() : page?.status === 200 ? page.head : undefined,
  };
};

export default preparePage;
