/**
 * Every route of the shop (docs/behaviour.md#routes): each address pattern is written here once. The slices' route
 * lists (`src/exposes/contract.ts`) say which screen serves which pattern, and links are built from the same patterns
 * (`paths`), never by hand.
 */
import type { LegalType, LineChoice, PublishedRoute, ScreenRequest } from './contracts';
import { MAX_LINE_QTY, MIN_LINE_QTY } from './lib/money';

/**
 * The address patterns, as the router reads them (`:name` is one encoded segment; a final `*` is the rest of the
 * address, served by a slice with routes of its own).
 */
export const ROUTE_PATTERNS = {
  home: '/',
  byBrand: '/by-brand/:id',
  byCategory: '/by-category/:id',
  byKeyword: '/by-keyword/:keyword',
  details: '/details/:id',
  about: '/about',
  refund: '/refund',
  privacy: '/privacy',
  terms: '/terms',
  howToBuy: '/how-to-buy',
  contact: '/contact',
  complain: '/complain',
  profile: '/profile',
  login: '/login',
  otp: '/otp',
  cart: '/cart',
  wish: '/wish',
  orders: '/orders',
  invoice: '/invoice/:id',
  admin: '/admin/*',
} as const;

type RouteName = keyof typeof ROUTE_PATTERNS;
/** A pattern's one parameter, if it has one. */
type Parameter<Pattern extends string> = Pattern extends `${string}:${string}` ? [value: string] : [];
type PathBuilders = {
  [Name in RouteName]: (...parameter: Parameter<(typeof ROUTE_PATTERNS)[Name]>) => string;
};

/**
 * Where the header's search form sends its keyword when no script runs (a plain GET: `/search?q=usb+hub`): the shop's
 * server answers with the keyword's listing, as the form does in the browser.
 */
export const SEARCH_FORM = { action: '/search', field: 'q' } as const;

/**
 * The sign-in screens' forms as a browser posts them when no script runs (`/login` with the e-mail, `/otp` with
 * the e-mail and the code, each with where the visitor was going). The shop's server asks the API and answers with
 * the next screen (`/otp?email=...`), or the same one with the refusal's code as `problem`.
 */
export const SIGN_IN_FORM = { email: 'email', code: 'code', from: 'from', problem: 'problem' } as const;

/** The address of a pattern, its parameter (if any) encoded as one segment; a pattern's `/*` is its own start. */
const fill = (pattern: string, value?: string) =>
  value === undefined ? pattern.replace(/\/\*$/, '') : pattern.replace(/:\w+/, encodeURIComponent(value));

/**
 * Whether a path opens a pattern, matched as the router matches these patterns: case-insensitive, `:name` one
 * segment, a final `*` any rest (none included). The server and the shell decide a route by it.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  const parts = pattern.split('/').filter(Boolean);
  const rest = parts.at(-1) === '*';
  if (rest) parts.pop();
  return (
    (rest ? segments.length >= parts.length : segments.length === parts.length) &&
    parts.every((part, index) => part.startsWith(':') || part === segments[index])
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFlag = (value: unknown): value is boolean | undefined =>
  value === undefined || typeof value === 'boolean';

/** One published route, checked field by field; `at` names it in the error. */
function publishedRoute(route: unknown, at: string): PublishedRoute {
  if (!isRecord(route)) throw new Error(`${at} is not an object`);
  const { path, module, title, props, signedIn, operator, data } = route;
  if (typeof path !== 'string' || !path.startsWith('/')) throw new Error(`${at}.path is not a path pattern`);
  if (typeof module !== 'string' || !module.startsWith('./')) throw new Error(`${at}.module is not a module`);
  if (typeof title !== 'string') throw new Error(`${at}.title is not a string`);
  if (props !== undefined && !isRecord(props)) throw new Error(`${at}.props is not an object`);
  if (!isFlag(signedIn)) throw new Error(`${at}.signedIn is not a boolean`);
  if (!isFlag(operator)) throw new Error(`${at}.operator is not a boolean`);
  if (data !== undefined && !(Array.isArray(data) && data.every(isScreenRequest))) {
    throw new Error(`${at}.data is not a list of API requests`);
  }
  return { path, module, title, props, signedIn, operator, data };
}

const isDottedPath = (value: unknown) => typeof value === 'string';

/** A screen request: a path, or one with where its answer names the largest picture (which paths the page preloads is its host's to decide). */
function isScreenRequest(request: unknown): request is ScreenRequest {
  if (typeof request === 'string') return true;
  if (!isRecord(request)) return false;
  const { path, largestImage } = request;
  return (
    typeof path === 'string' &&
    (isDottedPath(largestImage) || (Array.isArray(largestImage) && largestImage.every(isDottedPath)))
  );
}

/**
 * The routes a slice's release publishes, read from its `mf-manifest.json` (`metaData.routes`): the shell's route
 * table and the shop's server read them at run time. Throws, saying what is wrong, when the manifest has none or a
 * malformed one: the slice's routes are then unknown, not partly known.
 */
export function publishedRoutes(manifest: unknown): PublishedRoute[] {
  const routes = isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData.routes : undefined;
  if (!Array.isArray(routes)) throw new Error('The manifest publishes no routes (metaData.routes)');
  return routes.map((route, index) => publishedRoute(route, `metaData.routes[${index}]`));
}

/** Links to every route: `paths.details(id)`, `paths.cart()`. */
export const paths = Object.fromEntries(
  Object.entries(ROUTE_PATTERNS).map(([name, pattern]) => [name, (value?: string) => fill(pattern, value)]),
) as PathBuilders;

/** The legal and info pages: their route, content key and title. */
export const LEGAL_PAGES: ReadonlyArray<{ key: LegalType; path: string; title: string }> = [
  { key: 'about', path: ROUTE_PATTERNS.about, title: 'About' },
  { key: 'refund', path: ROUTE_PATTERNS.refund, title: 'Refund Policy' },
  { key: 'privacy', path: ROUTE_PATTERNS.privacy, title: 'Privacy Policy' },
  { key: 'terms', path: ROUTE_PATTERNS.terms, title: 'Terms' },
  { key: 'howtobuy', path: ROUTE_PATTERNS.howToBuy, title: 'How to buy' },
  { key: 'contact', path: ROUTE_PATTERNS.contact, title: 'Contact' },
  { key: 'complain', path: ROUTE_PATTERNS.complain, title: 'Complain' },
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
export const signInPath = (from: string) =>
  `${paths.login()}?from=${encodeURIComponent(safeReturnPath(from))}`;

/**
 * A purchase asked for on another site that embeds the catalogue: its "Buy on the shop" link opens the product here
 * with what to add (`/details/{id}?add=cart&qty=2&size=M&color=Red`, or `?add=wish`). The product page shows those
 * choices made and asks the shopper to confirm: another site's link never adds anything by itself.
 */
export type PurchaseIntent = ({ add: 'cart' } & LineChoice) | { add: 'wish' };

export function purchasePath(productId: string, intent: PurchaseIntent): string {
  const query = new URLSearchParams({ add: intent.add });
  if (intent.add === 'cart') {
    query.set('qty', String(intent.qty));
    if (intent.size) query.set('size', intent.size);
    if (intent.color) query.set('color', intent.color);
  }
  return `${paths.details(productId)}?${query}`;
}

/**
 * The purchase a product page's query asks for, or null. Its quantity is one a cart line holds: a whole number
 * outside 1-99 becomes the nearer end, anything else 1 (the shopper sees it and confirms, or changes it).
 */
export function purchaseIntentOf(search: string): PurchaseIntent | null {
  const query = new URLSearchParams(search);
  const add = query.get('add');
  if (add === 'wish') return { add };
  if (add !== 'cart') return null;
  const asked = Number(query.get('qty') ?? MIN_LINE_QTY);
  const qty = Number.isInteger(asked) ? Math.min(MAX_LINE_QTY, Math.max(MIN_LINE_QTY, asked)) : MIN_LINE_QTY;
  return { add, qty, size: query.get('size') ?? '', color: query.get('color') ?? '' };
}

/** One line of a cart hand-off: a product, the size and colour chosen ('' for none), and how many. */
export type HandOffLine = { productId: string } & LineChoice;

/** The most lines one hand-off carries: more than a shopper gathers, and an address well within any limit. */
export const MAX_HAND_OFF_LINES = 20;

/**
 * Lines a visitor gathered on another site that embeds the catalogue, handed to the shop's cart in one link:
 * `/cart?add=<id>:<size>:<color>:<qty>,...`, each part percent-encoded (a size may hold `:` or `,`). The cart shows
 * them for the shopper to confirm, signed in: a link never adds anything by itself.
 */
export function cartHandOffPath(lines: readonly HandOffLine[]): string {
  const add = lines
    .map(({ productId, size, color, qty }) =>
      [productId, size, color, String(qty)].map(encodeURIComponent).join(':'),
    )
    .join(',');
  return `${paths.cart()}?add=${add}`;
}

/** One `<id>:<size>:<color>:<qty>` of a hand-off, or null when it is not one: a quantity outside 1-99 included. */
function handOffLineOf(text: string): HandOffLine | null {
  const parts = text.split(':');
  if (parts.length !== 4) return null;
  let decoded: string[];
  try {
    decoded = parts.map(decodeURIComponent);
  } catch {
    return null;
  }
  const [productId = '', size = '', color = '', qtyText = ''] = decoded;
  const qty = Number(qtyText);
  if (!productId || !/^\d+$/.test(qtyText) || qty < MIN_LINE_QTY || qty > MAX_LINE_QTY) return null;
  return { productId, size, color, qty };
}

/**
 * The lines a cart's query hands over (cartHandOffPath), and how many of its parts were not lines (or beyond
 * MAX_HAND_OFF_LINES) and are left out; null when the query hands over nothing. Read from the query as written:
 * decoded whole, an encoded `,` in a size would split it.
 */
export function cartHandOffOf(search: string): { lines: HandOffLine[]; leftOut: number } | null {
  const add = search
    .replace(/^\?/, '')
    .split('&')
    .find((pair) => pair.startsWith('add='));
  if (add === undefined) return null;
  const read = add.slice('add='.length).split(',').map(handOffLineOf);
  const lines = read.filter((line) => line !== null).slice(0, MAX_HAND_OFF_LINES);
  return { lines, leftOut: read.length - lines.length };
}
