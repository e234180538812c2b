import { $isOperator, $renderedAddress, reportUnauthorizedTo } from '@shop/shared/bus';
import { provideFragmentLoader } from '@shop/shared/fragments';
import { BrowserRouter } from '@shop/shared/router';
import { RenderedInBrowser } from '@shop/shared/ui';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { type RouteTable, routeFor, routeTable } from './app/route-table';
import { loadRemoteModule, type RemoteName } from './remotes/registry';
import { sliceRoutes } from './remotes/slice-routes';
import './app/model';

// Slices show each other's fragments (checkout's Add to Cart on the product page) through the same loader.
provideFragmentLoader((remote, module) =>
  loadRemoteModule<{ default: never }>(remote as RemoteName, module).then((loaded) => loaded.default),
);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// The page's state: the stores the server filled as it rendered the page (storefront/src/pages/render.ts), by sid.
const state = document.getElementById('page-state')?.textContent;
const scope = fork({ values: state ? JSON.parse(state) : {} });
// The API client reports a 401 outside any component: to this page's scope.
reportUnauthorizedTo(scope);

/** Renders the page, or hydrates the one the server rendered, once the slices' routes are known. */
const start = (table: RouteTable) => {
  // The screen of the address being opened starts loading now, while React renders the frame, rather than once the
  // frame is on screen: the remote's manifest, entry and chunks are the longest chain before the first paint. Not
  // earlier than here: the shell's own bus and API client must be the page's singletons before any remote offers its
  // copy. A failure is left to the screen's own load, which shows the fallback. An operator's screen loads for an
  // operator alone: anyone else is shown the not-found page and gets none of its code.
  const opening = routeFor(table, location.pathname);
  const openingScreen =
    opening && (!opening.operator || scope.getState($isOperator))
      ? loadRemoteModule(opening.remote, opening.module)
      : Promise.resolve();
  openingScreen.catch(() => {});

  const app = (
    <StrictMode>
      <Provider value={scope}>
        <BrowserRouter>
          <App routeTable={table} />
        </BrowserRouter>
      </Provider>
    </StrictMode>
  );

  const hydrate = () =>
    hydrateRoot(root, app, {
      onRecoverableError: (error) => {
        // The server left a part (a screen, a slide show) to the browser on purpose: nothing to report.
        if ((error as { digest?: string }).digest !== RenderedInBrowser.DIGEST) console.error(error);
      },
    });
  const render = () => createRoot(root).render(app);

  if (!root.hasChildNodes()) render();
  else if (scope.getState($renderedAddress) === null) hydrate();
  // The server rendered the screen: hydrated once its code is here too, so the first render matches. A screen that
  // cannot load here (its slice is down) is rendered afresh instead, showing its fallback.
  else openingScreen.then(hydrate, render);
};

// The routes are in the page the server sends (at once), or read from the slices' manifests.
sliceRoutes().then((published) => start(routeTable(published)));
