/**
 * The catalogue for other people's pages, React or not: `mount(element, options)` renders the catalogue's screens
 * (home, listings, product details) into the element, with its own router, and returns a function that removes it.
 */
import { configureApi } from '@shop/shared/api';
import { MemoryRouter, Route, Routes, useLocation } from '@shop/shared/router';
import { type ComponentType, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { HomePage } from '../pages/home/page';
import { ProductDetailsPage } from '../pages/product-details/page';
import { ProductListPage } from '../pages/product-list/page';
import { CATALOGUE_ROUTES } from './contract';

/** The screens an embed shows (the legal pages are the shop's own); their routes are the slice's route list. */
const EMBEDDED_SCREENS = {
  './Home': HomePage,
  './ProductList': ProductListPage,
  './ProductDetails': ProductDetailsPage,
} as const;

const embeddedRoutes = CATALOGUE_ROUTES.flatMap((route) =>
  route.module in EMBEDDED_SCREENS
    ? // The route's props are its screen's (the contract checks them); TypeScript cannot pair them through the lookup.
      [
        {
          ...route,
          Screen: EMBEDDED_SCREENS[route.module as keyof typeof EMBEDDED_SCREENS] as ComponentType<object>,
        },
      ]
    : [],
);

export interface MountOptions {
  /** The shop's address, e.g. `https://shop.example`: the catalogue's data and images come from there. */
  apiBaseUrl: string;
  /** Where to start: `/by-category/{id}`, `/details/{id}`, `/by-keyword/{word}` or `/` (default). */
  initialPath?: string;
  /** Told every catalogue path the visitor moves to (a product chosen, a category opened, sign-in needed). */
  onNavigate?: (path: string) => void;
}

function ReportNavigation({ onNavigate }: Pick<MountOptions, 'onNavigate'>) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    onNavigate?.(`${pathname}${search}`);
  }, [pathname, search, onNavigate]);
  return null;
}

export function mount(element: HTMLElement, { apiBaseUrl, initialPath = '/', onNavigate }: MountOptions) {
  configureApi({ baseURL: apiBaseUrl });
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <MemoryRouter initialEntries={[initialPath]}>
        <ReportNavigation onNavigate={onNavigate} />
        <Routes>
          {embeddedRoutes.map(({ path, Screen, props }) => (
            <Route key={path} path={path} element={<Screen {...props} />} />
          ))}
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
  return () => root.unmount();
}

export default mount;
