/**
 * What a refusal is about, for clients to branch on (never on the words of a message, which may change). Each
 * code with what it means; the OpenAPI document lists them.
 */
export const FAILURE_CODES = {
  VALIDATION: 'A field is missing or malformed; the message names it.',
  SIGN_IN_REQUIRED: 'Not signed in, or the session has ended.',
  CROSS_SITE: "A signed-in call from a page that is not the shop's.",
  FETCH_REQUIRED: 'A change asked by the browser loading an image, style, page or preload, not by a script.',
  FORBIDDEN: 'Signed in, but not allowed to do this.',
  NOT_PURCHASED: 'Only a customer with a paid order of the product may review it.',
  NOT_FOUND: 'No such thing: product, invoice, cart line, page or endpoint.',
  CONFLICT: 'The request clashes with the current state.',
  VERSION_REQUIRED:
    'A change to a catalogue row (product, brand, category, slider, legal page) must name the version it was read at in If-Match.',
  STALE_VERSION:
    'The row was changed since the version in If-Match was read; `changed` names the fields. Read it again and reapply the change.',
  PROFILE_REQUIRED: 'Checking out needs the customer and shipping details of the profile.',
  CART_EMPTY: 'Checking out needs something in the cart.',
  CART_FULL: 'The cart holds as many different items as it can.',
  OUT_OF_STOCK:
    'Fewer are left than asked for; the message names the line and `field` its place (`items.0`).',
  TOO_LARGE: 'The request body is over the size limit.',
  UNSUPPORTED_MEDIA_TYPE: 'The body is not JSON or form-encoded.',
  RATE_LIMITED: 'Too many requests; the Retry-After header says when to try again.',
  CODE_WRONG: 'That sign-in code is not the one sent.',
  CODE_EXPIRED: 'That sign-in code has expired, was used, or was never asked for: ask for a new one.',
  MAIL_UNAVAILABLE: 'The sign-in code could not be sent.',
  GATEWAY_UNAVAILABLE: 'The payment gateway cannot be reached; nothing was charged.',
  DATABASE_UNAVAILABLE:
    'The database cannot be reached just now (a write is made whole or not at all); Retry-After says when to try again.',
  UNAVAILABLE: 'A service the API needs is unavailable; try again shortly.',
  INTERNAL: 'A fault on the server; nothing about it is shown.',
  REFUSED: 'Another refusal; the message says why.',
} as const;

export type FailureCode = keyof typeof FAILURE_CODES;

/** The code of a refusal that has no more specific one. */
export function codeOfStatus(statusCode: number): FailureCode {
  switch (statusCode) {
    case 400:
      return 'VALIDATION';
    case 401:
      return 'SIGN_IN_REQUIRED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 412:
      return 'STALE_VERSION';
    case 413:
      return 'TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 428:
      return 'VERSION_REQUIRED';
    case 429:
      return 'RATE_LIMITED';
    case 502:
    case 503:
      return 'UNAVAILABLE';
    default:
      return statusCode >= 500 ? 'INTERNAL' : 'REFUSED';
  }
}
