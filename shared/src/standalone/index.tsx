/**
 * Standalone mode of a remote: its screens on its own dev server inside a minimal frame (links to its routes, the
 * sign-in its customer's screens need, and the toasts), so a team can work on its slice without the shell.
 */

import { $loggedIn, notify } from '@shop/shared/bus';
import type { SliceRoute } from '@shop/shared/contracts';
import { paths, signInPath } from '@shop/shared/paths';
import { BrowserRouter, Link, Navigate, Route, Routes, useLocation } from '@shop/shared/router';
import { useUnit } from 'effector-react';
import { type ComponentType, type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ToastContainer, toast } from 'react-toastify';
import { StandaloneSignIn } from './sign-in';

export interface StandaloneRoute {
  path: string;
  title: string;
  // biome-ignore lint/suspicious/noExplicitAny: each route's screen takes its own props, given beside it.
  Screen: ComponentType<any>;
  /** The screen's props, as the shell gives them. */
  props?: object;
  /** A customer's screen, as in the shell's route table: shown once signed in. */
  signedIn?: boolean;
  /** An operator's screen: shown once signed in (the API refuses anyone else). */
  operator?: boolean;
}

/**
 * A slice's own route list (its contract, which the shell's route table reads too) with the screen that serves
 * each module: the standalone page opens the same addresses as the shop, with the same props.
 */
export function standaloneRoutes<Screens>(
  routes: SliceRoute<Screens>[],
  screens: { [Module in keyof Screens]: ComponentType<Screens[Module]> },
): StandaloneRoute[] {
  // Each route's props are its module's (SliceRoute), which TypeScript cannot follow through the generic.
  return routes.map((route) => ({ ...route, Screen: screens[route.module] }) as StandaloneRoute);
}

function ToastsFromTheBus() {
  useEffect(
    () => notify.watch(({ kind, message }) => toast(message, { type: kind === 'loading' ? 'info' : kind })),
    [],
  );
  return <ToastContainer position="bottom-center" />;
}

/**
 * The shell's sign-in gate, standing alone: a slice with the sign-in screens (account) sends the visitor there as
 * the shell does; any other slice signs in right here, against the same API.
 */
function RequireSignIn({ children, hasSignInRoute }: { children: ReactNode; hasSignInRoute: boolean }) {
  const loggedIn = useUnit($loggedIn);
  const { pathname, search } = useLocation();
  if (loggedIn) return children;
  return hasSignInRoute ? <Navigate to={signInPath(`${pathname}${search}`)} replace /> : <StandaloneSignIn />;
}

export function StandaloneFrame({ sliceName, routes }: { sliceName: string; routes: StandaloneRoute[] }) {
  const hasSignInRoute = routes.some(({ path }) => path === paths.login());
  return (
    <>
      <header>
        <strong>{sliceName}</strong> (standalone){' '}
        <nav aria-label="Slice routes">
          {routes.map(({ path, title }) => (
            <Link
              key={path}
              to={path.replace(/:\w+/g, 'example').replace(/\/\*$/, '')}
              style={{ marginRight: '1rem' }}
            >
              {title}
            </Link>
          ))}
        </nav>
      </header>
      <main>
        <Routes>
          {routes.map(({ path, Screen, props, signedIn, operator }) => (
            <Route
              key={path}
              path={path}
              element={
                signedIn || operator ? (
                  <RequireSignIn hasSignInRoute={hasSignInRoute}>
                    <Screen {...props} />
                  </RequireSignIn>
                ) : (
                  <Screen {...props} />
                )
              }
            />
          ))}
        </Routes>
      </main>
      <ToastsFromTheBus />
    </>
  );
}

export function renderStandalone(sliceName: string, routes: StandaloneRoute[]) {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneFrame sliceName={sliceName} routes={routes} />
      </BrowserRouter>
    </StrictMode>,
  );
}
