/**
 * The catalogue for other people's pages, React or not: `mount(element, options)` renders the catalogue's screens
 * (home, listings, product details) into the element's shadow root, with its own router and styles, and returns a
 * function that removes it. The `<shop-catalogue>` element (element.ts) is this with attributes and DOM events.
 */
import { configureApi } from '@shop/shared/api';
import { provideFragmentLoader } from '@shop/shared/fragments';
import { paths, ROUTE_PATTERNS } from '@shop/shared/paths';
import { MemoryRouter, matchPath, Route, Routes, useLocation } from '@shop/shared/router';
import { DetailsSkeleton, ProductsSkeleton } from '@shop/shared/ui';
import { type ComponentType, lazy, StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { CATALOGUE_ROUTES } from '../exposes/contract';
import { loadEmbedFragment, type PurchaseMode, PurchaseModeContext, type RequestedLine } from './purchase';
import { shareStylesheetsWith } from './stylesheets';
import './embed.css';

/**
 * The screens an embed shows (the legal pages are the shop's own), each loaded when first shown: a category's grid
 * needs neither the home's carousel nor the details' gallery and rich text. Their routes are the slice's route list.
 */
const EMBEDDED_SCREENS = {
  './Home': { Screen: lazy(() => import('../exposes/home')), Skeleton: ProductsSkeleton },
  './ProductList': { Screen: lazy(() => import('../exposes/product-list')), Skeleton: ProductsSkeleton },
  './ProductDetails': { Screen: lazy(() => import('../exposes/product-details')), Skeleton: DetailsSkeleton },
};

const embeddedRoutes = CATALOGUE_ROUTES.flatMap((route) => {
  if (!(route.module in EMBEDDED_SCREENS)) return [];
  const { Screen, Skeleton } = EMBEDDED_SCREENS[route.module as keyof typeof EMBEDDED_SCREENS];
  // The route's props are its screen's (the contract checks them); TypeScript cannot pair them through the lookup.
  return [{ ...route, Screen: Screen as ComponentType<object>, Skeleton }];
});

// The embed is its page's host: checkout's buttons are the embed's own (purchase.tsx).
provideFragmentLoader(loadEmbedFragment);

/** The embed's look, as the custom properties of embed.css (a page may set those on the element instead). */
export interface EmbedTheme {
  accentColor?: string;
  textColor?: string;
  background?: string;
  fontFamily?: string;
}

export interface MountOptions {
  /** The shop's address, e.g. `https://shop.example`: the catalogue's data and images come from there. */
  apiBaseUrl: string;
  /** Where to start: a product's details, else a category's grid, else initialPath. */
  productId?: string;
  categoryId?: string;
  /** `/by-category/{id}`, `/details/{id}`, `/by-keyword/{word}` or `/` (default). */
  initialPath?: string;
  theme?: EmbedTheme;
  /** Told every catalogue path the visitor moves to (a product chosen, a category opened). */
  onNavigate?: (path: string) => void;
  onProductViewed?: (productId: string) => void;
  onCategoryViewed?: (categoryId: string) => void;
  /** Add to Cart puts the line in the page's own cart; without it, "Buy on the shop" finishes on the shop. */
  onAddToCart?: (line: RequestedLine) => void;
  /** Add to Wish likewise; without it, "Save on the shop". */
  onAddToWish?: (item: { productId: string }) => void;
}

type Reports = Pick<MountOptions, 'onNavigate' | 'onProductViewed' | 'onCategoryViewed'>;

function ReportNavigation({ onNavigate, onProductViewed, onCategoryViewed }: Reports) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    onNavigate?.(`${pathname}${search}`);
    const product = matchPath(ROUTE_PATTERNS.details, pathname)?.params.id;
    if (product) onProductViewed?.(product);
    const category = matchPath(ROUTE_PATTERNS.byCategory, pathname)?.params.id;
    if (category) onCategoryViewed?.(category);
  }, [pathname, search, onNavigate, onProductViewed, onCategoryViewed]);
  return null;
}

/** The theme as embed.css's custom properties, set on the element itself, where `:host` reads them. */
function applyTheme(element: HTMLElement, { accentColor, textColor, background, fontFamily }: EmbedTheme) {
  const properties = {
    '--shop-accent-color': accentColor,
    '--shop-text-color': textColor,
    '--shop-background': background,
    '--shop-font-family': fontFamily,
  };
  for (const [property, value] of Object.entries(properties)) {
    if (value !== undefined) element.style.setProperty(property, value);
  }
}

export function mount(element: HTMLElement, options: MountOptions) {
  const { apiBaseUrl, productId, categoryId, initialPath, theme, onAddToCart, onAddToWish, ...reports } =
    options;
  const start = productId
    ? paths.details(productId)
    : categoryId
      ? paths.byCategory(categoryId)
      : (initialPath ?? paths.home());
  configureApi({ baseURL: apiBaseUrl });
  if (theme) applyTheme(element, theme);
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const stopSharingStyles = shareStylesheetsWith(shadow);
  const container = document.createElement('div');
  shadow.append(container);
  const purchase: PurchaseMode = { shopUrl: apiBaseUrl, onAddToCart, onAddToWish };

  const root = createRoot(container);
  root.render(
    <StrictMode>
      <PurchaseModeContext.Provider value={purchase}>
        <MemoryRouter initialEntries={[start]}>
          <ReportNavigation {...reports} />
          <Routes>
            {embeddedRoutes.map(({ path, Screen, Skeleton, props }) => (
              <Route
                key={path}
                path={path}
                element={
                  <Suspense fallback={<Skeleton />}>
                    <Screen {...props} />
                  </Suspense>
                }
              />
            ))}
          </Routes>
        </MemoryRouter>
      </PurchaseModeContext.Provider>
    </StrictMode>,
  );
  return () => {
    root.unmount();
    container.remove();
    stopSharingStyles();
  };
}

export default mount;
