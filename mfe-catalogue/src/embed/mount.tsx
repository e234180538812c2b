/**
 * The catalogue for other people's pages, React or not: `mount(element, options)` renders the catalogue's screens
 * (home, listings, product details) into the element's shadow root, with its own router and styles, and returns a
 * function that removes it. The `<shop-catalogue>` element (element.ts) is this with attributes and DOM events.
 */
import { configureApi } from '@shop/shared/api';
import { provideFragmentLoader } from '@shop/shared/fragments';
import { paths, ROUTE_PATTERNS } from '@shop/shared/paths';
import { MemoryRouter, matchPath, Route, Routes, useLocation, useNavigate } from '@shop/shared/router';
import { DetailsSkeleton, ProductsSkeleton } from '@shop/shared/ui';
import { Component, type ComponentType, lazy, type ReactNode, StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { CATALOGUE_ROUTES } from '../exposes/contract';
import { OwnsDocumentTitle } from '../pages/document-title';
import { BasketProvider, CheckOutOnTheShop } from './basket';
import { type PurchaseMode, PurchaseModeContext } from './purchase-mode';
import type { ShopCatalogueLine, ShopCatalogueProduct } from './shop-catalogue';
import { shareStylesheetsWith } from './stylesheets';
import './embed.css';

/**
 * The screens an embed shows (the legal pages are the shop's own), each loaded when first shown: a category's grid
 * needs neither the home's carousel nor the details' gallery and rich text. Their routes are the slice's route list.
 */
const EMBEDDED_SCREENS = {
  './Home': { load: () => import('../exposes/home'), Skeleton: ProductsSkeleton },
  './ProductList': { load: () => import('../exposes/product-list'), Skeleton: ProductsSkeleton },
  './ProductDetails': { load: () => import('../exposes/product-details'), Skeleton: DetailsSkeleton },
};

const embeddedRoutes = CATALOGUE_ROUTES.filter((route) => route.module in EMBEDDED_SCREENS);

/**
 * The routes with their screens. Each mount has screens of its own: a screen that failed to load stays failed in
 * React's `lazy`, and mounting again (the element's Retry) must load it again.
 */
const routesWithScreens = () =>
  embeddedRoutes.map((route) => {
    const { load, Skeleton } = EMBEDDED_SCREENS[route.module as keyof typeof EMBEDDED_SCREENS];
    // The route's props are its screen's (the contract checks them); TypeScript cannot pair them through the lookup.
    return { ...route, Screen: lazy(load) as ComponentType<object>, Skeleton };
  });

/** A path the embed can show (`/details/123`, `/by-category/7?brand=2`), else null: what a page's address holds. */
function embeddablePath(path: string | null): string | null {
  if (!path?.startsWith('/') || path.startsWith('//')) return null;
  const { pathname } = new URL(path, 'http://embed.invalid');
  return embeddedRoutes.some((route) => matchPath(route.path, pathname)) ? path : null;
}

// The embed is its page's host: checkout's buttons are the embed's own (purchase-buttons.tsx), loaded with the
// product's details; any other fragment (the header's badges, say) is not in an embed.
provideFragmentLoader(async (remote, module) => {
  const { EMBED_FRAGMENTS } = await import('./purchase-buttons');
  const fragment = EMBED_FRAGMENTS[`${remote}/${module}` as keyof typeof EMBED_FRAGMENTS];
  if (!fragment) throw new Error(`${remote}/${module} is not shown in an embed`);
  return fragment;
});

/** The embed's look, as the custom properties of embed.css (a page may set those on the element instead). */
export interface EmbedTheme {
  accentColor?: string;
  textColor?: string;
  background?: string;
  fontFamily?: string;
}

/** With `history: 'query'`, the page's address keeps the embed's path in this query parameter. */
export const PAGE_QUERY_PARAMETER = 'shop-catalogue';

export interface MountOptions {
  /** The shop's address, e.g. `https://shop.example`: the catalogue's data and images come from there. */
  apiBaseUrl: string;
  /** Where to start: a product's details, else a category's grid, else initialPath. */
  productId?: string;
  categoryId?: string;
  /** `/by-category/{id}`, `/details/{id}`, `/by-keyword/{word}` or `/` (default). */
  initialPath?: string;
  /**
   * `'memory'` (default): the page's address is left alone. `'query'`: each screen the visitor opens is a new entry
   * of the page's history, its path in the `shop-catalogue` query parameter, so links to it and Back work.
   */
  history?: 'memory' | 'query';
  theme?: EmbedTheme;
  /** Told once the first screen has rendered (a screen, not its skeleton). */
  onRendered?: () => void;
  /** Told when a screen's code could not be loaded: the embed shows nothing until mounted again. */
  onFailed?: (error: unknown) => void;
  /** Told every catalogue path the visitor moves to (a product chosen, a category opened). */
  onNavigate?: (path: string) => void;
  /**
   * Told each product whose details are shown, once they have loaded: its id first, as from the start, then what a
   * partner's page shows of it.
   */
  onProductViewed?: (productId: string, product: ShopCatalogueProduct) => void;
  onCategoryViewed?: (categoryId: string) => void;
  /**
   * Add to Cart puts the line in the page's own cart; without it, Add to Cart gathers the lines, and "N items — Check
   * out on the shop" takes them to the shop's cart in one link.
   */
  onAddToCart?: (line: ShopCatalogueLine) => void;
  /** Add to Wish likewise; without it, "Save on the shop". */
  onAddToWish?: (product: ShopCatalogueProduct) => void;
}

type Reports = Pick<MountOptions, 'onNavigate' | 'onCategoryViewed'>;

function ReportNavigation({ onNavigate, onCategoryViewed }: Reports) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    onNavigate?.(`${pathname}${search}`);
    const category = matchPath(ROUTE_PATTERNS.byCategory, pathname)?.params.id;
    if (category) onCategoryViewed?.(category);
  }, [pathname, search, onNavigate, onCategoryViewed]);
  return null;
}

/** The embed's path as the page's address holds it, else null. */
const pathInPageAddress = () =>
  embeddablePath(new URLSearchParams(window.location.search).get(PAGE_QUERY_PARAMETER));

/**
 * `history: 'query'`: each screen the visitor opens becomes an entry of the page's history (the rest of the page's
 * address kept), and Back or Forward on the page moves the embed to the entry's screen.
 */
function KeepPathInPageAddress({ start }: { start: string }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const path = `${pathname}${search}`;
  useEffect(() => {
    if (path === (pathInPageAddress() ?? start)) return;
    const address = new URL(window.location.href);
    address.searchParams.set(PAGE_QUERY_PARAMETER, path);
    // A slash needs no escaping in a query: `?shop-catalogue=/details/123` reads as what it is.
    address.search = address.searchParams.toString().replaceAll('%2F', '/');
    window.history.pushState(null, '', address);
  }, [path, start]);
  useEffect(() => {
    const followPage = () => navigate(pathInPageAddress() ?? start);
    window.addEventListener('popstate', followPage);
    return () => window.removeEventListener('popstate', followPage);
  }, [navigate, start]);
  return null;
}

/** Tells the mount's caller that a screen (not a skeleton) is on show. */
function Rendered({ onRendered }: { onRendered?: () => void }) {
  useEffect(() => onRendered?.(), [onRendered]);
  return null;
}

/** A screen whose code did not load leaves the embed empty, and says so to whoever mounted it. */
class ScreenFailure extends Component<
  { onFailed?: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onFailed?.(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
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
  const { apiBaseUrl, productId, categoryId, initialPath, history = 'memory', theme, ...rest } = options;
  const { onRendered, onFailed, onAddToCart, onAddToWish, onProductViewed, ...reports } = rest;
  const given = productId
    ? paths.details(productId)
    : categoryId
      ? paths.byCategory(categoryId)
      : (embeddablePath(initialPath ?? null) ?? paths.home());
  // A link to the page with the embed's path in its address opens that screen.
  const start = (history === 'query' && pathInPageAddress()) || given;
  configureApi({ baseURL: apiBaseUrl });
  if (theme) applyTheme(element, theme);
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const stopSharingStyles = shareStylesheetsWith(shadow);
  const container = document.createElement('div');
  container.className = 'shop-embed-root';
  shadow.append(container);
  const purchase: PurchaseMode = { shopUrl: apiBaseUrl, onAddToCart, onAddToWish, onProductViewed };

  const root = createRoot(container);
  root.render(
    <StrictMode>
      <OwnsDocumentTitle.Provider value={false}>
        <PurchaseModeContext.Provider value={purchase}>
          <BasketProvider>
            {!onAddToCart && <CheckOutOnTheShop shopUrl={apiBaseUrl} />}
            <MemoryRouter initialEntries={[start]}>
              <ReportNavigation {...reports} />
              {history === 'query' && <KeepPathInPageAddress start={given} />}
              <ScreenFailure onFailed={onFailed}>
                <Routes>
                  {routesWithScreens().map(({ path, Screen, Skeleton, props }) => (
                    <Route
                      key={path}
                      path={path}
                      element={
                        <Suspense fallback={<Skeleton />}>
                          <Screen {...props} />
                          <Rendered onRendered={onRendered} />
                        </Suspense>
                      }
                    />
                  ))}
                </Routes>
              </ScreenFailure>
            </MemoryRouter>
          </BasketProvider>
        </PurchaseModeContext.Provider>
      </OwnsDocumentTitle.Provider>
    </StrictMode>,
  );
  return () => {
    root.unmount();
    container.remove();
    stopSharingStyles();
  };
}

export default mount;
