/** Every route of the shop (docs/behaviour.md#routes): links are built here, never by hand. */
import type { LegalType } from './contracts';

const segment = encodeURIComponent;

export const paths = {
  home: () => '/',
  byBrand: (brandId: string) => `/by-brand/${segment(brandId)}`,
  byCategory: (categoryId: string) => `/by-category/${segment(categoryId)}`,
  byKeyword: (keyword: string) => `/by-keyword/${segment(keyword)}`,
  details: (productId: string) => `/details/${segment(productId)}`,
  about: () => '/about',
  refund: () => '/refund',
  privacy: () => '/privacy',
  terms: () => '/terms',
  howToBuy: () => '/how-to-buy',
  contact: () => '/contact',
  complain: () => '/complain',
  profile: () => '/profile',
  login: () => '/login',
  otp: () => '/otp',
  cart: () => '/cart',
  wish: () => '/wish',
  orders: () => '/orders',
  invoice: (invoiceId: string) => `/invoice/${segment(invoiceId)}`,
};

/** The legal and info pages: their route, content key and title. */
export const LEGAL_PAGES: ReadonlyArray<{ key: LegalType; path: string; title: string }> = [
  { key: 'about', path: paths.about(), title: 'About' },
  { key: 'refund', path: paths.refund(), title: 'Refund Policy' },
  { key: 'privacy', path: paths.privacy(), title: 'Privacy Policy' },
  { key: 'terms', path: paths.terms(), title: 'Terms' },
  { key: 'howtobuy', path: paths.howToBuy(), title: 'How to buy' },
  { key: 'contact', path: paths.contact(), title: 'Contact' },
  { key: 'complain', path: paths.complain(), title: 'Complain' },
];

/** A return path this long is not one the shop built (its longest routes stay far below). */
const MAX_RETURN_PATH_LENGTH = 2048;
/** Any origin does: only a path that can change the origin it is resolved against gives it away. */
const PROBE_ORIGIN = 'https://shop.invalid';

/**
 * A path on this site and nothing else: one leading `/` (`//host` and `/\host` name another host), no backslash
 * (browsers read it as `/`), no control character (the URL parser drops tabs and newlines, so `/\t/host` becomes
 * `//host`), and resolving to the same origin.
 */
function isPlainPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || /\p{Cc}/u.test(path))
    return false;
  const resolved = new URL(path, PROBE_ORIGIN);
  // `/..//host` resolves to the path `//host`, which the next page would take for another host.
  return resolved.origin === PROBE_ORIGIN && !resolved.pathname.startsWith('//');
}

/**
 * Where to go after signing in: `from` when it is a plain path on this site (`/cart?x=1#y`, kept as it is), home
 * otherwise. The decoded form must pass as well, since the router decodes the path once (`/%5Chost`).
 */
export function safeReturnPath(from: string | null | undefined): string {
  if (!from || from.length > MAX_RETURN_PATH_LENGTH) return paths.home();
  let decoded: string;
  try {
    decoded = decodeURIComponent(from);
  } catch {
    return paths.home();
  }
  return isPlainPath(from) && isPlainPath(decoded) ? from : paths.home();
}

/** Where a visitor sent to sign in wanted to go: `/login?from=/cart`; anything but a plain path becomes `/`. */
export const signInPath = (from: string) => `${paths.login()}?from=${segment(safeReturnPath(from))}`;
