/**
 * How the API knows the storefront's calls made for a page: they carry a token derived from the secret the two
 * share (SIGNING_SECRET). Such a call is not counted against the visitor's rate limit (the visitor asked for one
 * page, not for its calls), and may only read: rendering never changes anything. Also: comparing the digests the
 * servers sign with.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const STOREFRONT_CALL_HEADER = 'x-shop-storefront';

export const storefrontCallToken = (secret: string) =>
  createHmac('sha256', secret).update('storefront calls').digest('hex');

/** Whether a request's header holds the token; never with no secret configured. */
export function isStorefrontCall(token: string | undefined, header: string | string[] | undefined): boolean {
  if (token === undefined || typeof header !== 'string') return false;
  const offered = Buffer.from(header);
  const expected = Buffer.from(token);
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}

/** Whether two hex digests are equal, compared in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
