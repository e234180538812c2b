import { provideFragmentLoader } from '@shop/shared/fragments';
import { BrowserRouter } from '@shop/shared/router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { routeFor } from './app/route-table';
import { loadRemoteModule, type RemoteName } from './remotes/registry';
import './app/model';

// Slices show each other's fragments (checkout's Add to Cart on the product page) through the same loader.
provideFragmentLoader((remote, module) =>
  loadRemoteModule<{ default: never }>(remote as RemoteName, module).then((loaded) => loaded.default),
);

// The screen of the address being opened starts loading now, while React renders the frame, rather than once the
// frame is on screen: the remote's manifest, entry and chunks are the longest chain before the first paint. Not
// earlier than here: the shell's own bus and API client must be the page's singletons before any remote offers its
// copy. A failure is left to the screen's own load, which shows the fallback.
const opening = routeFor(location.pathname);
if (opening) loadRemoteModule(opening.remote, opening.module).catch(() => {});

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
