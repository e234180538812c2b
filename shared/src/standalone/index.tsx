/**
 * Standalone mode of a remote: its screens on its own dev server inside a minimal frame (links to its routes and
 * the toasts), so a team can work on its slice without the shell.
 */

import { notify } from '@shop/shared/bus';
import { BrowserRouter, Link, Route, Routes } from '@shop/shared/router';
import { type ComponentType, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ToastContainer, toast } from 'react-toastify';

export interface StandaloneRoute {
  path: string;
  title: string;
  Screen: ComponentType;
}

function ToastsFromTheBus() {
  useEffect(
    () => notify.watch(({ kind, message }) => toast(message, { type: kind === 'loading' ? 'info' : kind })),
    [],
  );
  return <ToastContainer position="bottom-center" />;
}

export function renderStandalone(sliceName: string, routes: StandaloneRoute[]) {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <header>
          <strong>{sliceName}</strong> (standalone){' '}
          <nav aria-label="Slice routes">
            {routes.map(({ path, title }) => (
              <Link key={path} to={path.replace(/:\w+/g, 'example')} style={{ marginRight: '1rem' }}>
                {title}
              </Link>
            ))}
          </nav>
        </header>
        <main>
          <Routes>
            {routes.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
          </Routes>
        </main>
        <ToastsFromTheBus />
      </BrowserRouter>
    </StrictMode>,
  );
}
