/**
 * The cookies both servers read: the API sets the session's, the storefront reads them to tell whose page it writes,
 * and sets an operator's preview, which the API clears at sign-out.
 */
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A cookie's name over plain http, and its `__Host-` name when Secure. */
export interface CookiePair {
  plain: string;
  secure: string;
}

/**
 * The credential: HttpOnly, never readable by scripts. Its Secure name is `__Host-`: browsers accept such a cookie
 * only when it is Secure, for the whole site (Path=/) and of this host alone (no Domain), so neither plain http nor a
 * sibling subdomain can plant one.
 */
export const SESSION_COOKIES: CookiePair = { plain: 'shop_session', secure: '__Host-shop_session' };

/**
 * The storefront's "logged in" signal (docs/behaviour.md#signed-in-or-not): readable, holds no secret. Its value is
 * the role the session began with, which only decides what the page offers (the header's Admin link).
 */
export const LOGGED_IN_COOKIE = 'token';

/** An operator's preview of releases (the storefront's releases/preview-cookie.ts), named as the session's. */
export const PREVIEW_COOKIES: CookiePair = { plain: 'shop_preview', secure: '__Host-shop_preview' };

/** Whether a cookie set on a request's answer is Secure (COOKIE_SECURE; `auto`: when the request came over https). */
export function secureCookie(setting: 'auto' | boolean, request: FastifyRequest): boolean {
  return setting === 'auto' ? request.protocol === 'https' : setting;
}

/** The name of a pair this request's cookie goes by. */
export const cookieName = (pair: CookiePair, secure: boolean) => (secure ? pair.secure : pair.plain);

/**
 * Clears a cookie under the name this request would set (unless `carriedOnly`), and under either name it carries.
 */
export function clearCookiePair(
  request: FastifyRequest,
  reply: FastifyReply,
  pair: CookiePair,
  secure: boolean,
  { carriedOnly = false } = {},
): void {
  const names = new Set(carriedOnly ? [] : [cookieName(pair, secure)]);
  for (const name of [pair.plain, pair.secure]) {
    if (request.cookies[name] !== undefined) names.add(name);
  }
  for (const name of names) reply.clearCookie(name, { path: '/', secure: name === pair.secure || secure });
}
