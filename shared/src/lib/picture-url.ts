/**
 * Where a picture an operator names may be: a file the shop serves under /api/images/, or an https URL. Browsers
 * fetch pictures on their own, with the shop's cookies when the address is the shop's (a product page preloads its
 * image), so a picture address must reach picture files and nothing else: `/api/images/../v1/CreateInvoice` would
 * open an invoice for everyone who looks at the product.
 */

export const PICTURE_URL_RULE =
  "A path under /api/images/ (the shop's own and uploaded pictures) or an https URL, with no . or .. segment, " +
  'percent-encoded dot or slash, backslash, or other /api/ path';

const IMAGES_PREFIX = '/api/images/';
// What no picture address needs: what ends an HTML attribute, spaces, control characters, and the backslash that
// browsers read as a slash.
const UNSAFE_CHARACTER = /[\s"<>\\\p{Cc}]/u;
/** A percent-encoded dot, slash or backslash: a proxy or server that decodes it may climb out of the folder. */
const ENCODED_SEPARATOR = /%(?:2e|2f|5c)/i;
const FILE_NAME = /^[A-Za-z0-9._-]+$/;
/** `/api` followed by anything but more of a name (`/api/`, `/api;`, `/API?`): the shop's API on its own host. */
const API_PATH = /^\/api(?![A-Za-z0-9_-])/i;

const isDotSegment = (segment: string) => segment === '.' || segment === '..';

/** Whether `value` is a picture URL an operator may set, and an HTML page may load. */
export function isPictureUrl(value: string): boolean {
  if (UNSAFE_CHARACTER.test(value) || ENCODED_SEPARATOR.test(value)) return false;
  if (value.startsWith(IMAGES_PREFIX)) return isImagesPath(value);
  return value.startsWith('https://') && isHttpsPicture(value);
}

/** `/api/images/<folder>/<file>`: plain names only (no query either), so nothing resolves it elsewhere. */
const isImagesPath = (path: string) =>
  path
    .slice(IMAGES_PREFIX.length)
    .split('/')
    .every((segment) => FILE_NAME.test(segment) && !isDotSegment(segment));

/**
 * Any https host, without user info (`https://shop.example@elsewhere/`). The host may be the shop's own, so its path
 * follows the same rules as a path: no dot or empty segments (proxies merge `//`), and under `/api` only pictures.
 */
function isHttpsPicture(value: string): boolean {
  const rest = value.slice('https://'.length);
  const authority = rest.split(/[/?#]/, 1)[0] ?? '';
  if (authority === '' || authority.includes('@') || !URL.canParse(value)) return false;
  const path = rest.slice(authority.length).split(/[?#]/, 1)[0] ?? '';
  if (path.includes('//') || path.split('/').some(isDotSegment)) return false;
  return !API_PATH.test(path) || path.startsWith(IMAGES_PREFIX);
}
