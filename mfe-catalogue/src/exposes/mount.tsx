/**
 * The catalogue for other people's pages, React or not: `mount(element, options)` renders the catalogue's screens
 * (home, listings, product details) into the element, with its own router, and returns a function that removes it.
 */
import { configureApi } from '@shop/shared/api';
import { MemoryRouter, Route, Routes, useLocation } from '@shop/shared/router';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { HomePage } from '../pages/home/page';
import { ProductDetailsPage } from '../pages/product-details/page';
import { ProductListPage } from '../pages/product-list/page';

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
          <Route path="/" element={<HomePage />} />
          <Route path="/by-brand/:id" element={<ProductListPage by="brand" />} />
          <Route path="/by-category/:id" element={<ProductListPage by="category" />} />
          <Route path="/by-keyword/:keyword" element={<ProductListPage by="keyword" />} />
          <Route path="/details/:id" element={<ProductDetailsPage />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
  return () => root.unmount();
}

export default mount;
