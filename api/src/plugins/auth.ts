import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Customer, findCustomer } from '../auth/sessions';
import type { Config } from '../config';
import { fail } from '../http/envelope';
import { PREVIEW_COOKIES } from '../storefront/preview-cookie';

/** The credential: HttpOnly, never readable by scripts (the storefront sees only LOGGED_IN_COOKIE). */
export const SESSION_COOKIE = 'shop_session';
/**
 * The credential's name when it is Secure: browsers accept a `__Host-` cookie only when it is Secure, for the
 * whole site (Path=/) and of this host alone (no Domain), so neither plain http nor a sibling subdomain can plant one.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** A cookie's name over plain http, and its `__Host-` name when Secure. */
export interface CookiePair {
  plain: string;
  secure: string;
}
/**
 * The storefront's "logged in" signal (docs/behaviour.md#signed-in-or-not): readable, holds no secret. Its value is
 * the role the session began with, which only decides what the page offers (the header's Admin link).
 */
export const LOGGED_IN_COOKIE = 'token';
const CUSTOMER_ROLE = '1';
const OPERATOR_ROLE = 'operator';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in customer on a request from the shop's own pages. */
    requireCustomer(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler for the back office: a signed-in customer whose address is in ADMIN_EMAILS. */
    requireOperator(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler for routes that change the session: refuses requests started by another site. */
    refuseCrossSite(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** The session token the request carries, under the name its cookie was set with. */
    sessionToken(request: FastifyRequest): string | undefined;
    /** The customer of the request's session, or null without a live one. */
    sessionCustomer(request: FastifyRequest): Promise<Customer | null>;
    /** Whether an address is an operator's (ADMIN_EMAILS). */
    isOperator(email: string): boolean;
    setSessionCookies(
      request: FastifyRequest,
      reply: FastifyReply,
      session: { token: string; expiresAt: Date; email: string },
    ): void;
    clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void;
  }
  interface FastifyRequest {
    customer: Customer | null;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const publicOrigin = new URL(app.config.publicUrl).origin;
    const allowedOrigins = new Set([publicOrigin, ...app.config.allowedOrigins]);

    /**
     * Browsers say where a request came from; a request without those headers is not a browser's. A sibling
     * subdomain is "same-site" but not the shop: only the shop's own origin and ALLOWED_ORIGINS may call. Without
     * Fetch Metadata an origin is the shop's when it names the host the browser connected to: the Host header,
     * which a proxy passes on, never X-Forwarded-Host, which a proxy may pass on from anyone.
     */
    function isFromOtherSite(request: FastifyRequest): boolean {
      const fetchSite = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      if (fetchSite === 'same-origin' || fetchSite === 'none') return false;
      if (fetchSite) return !allowedOrigins.has(origin ?? '');
      if (!origin || allowedOrigins.has(origin)) return false;
      try {
        return new URL(origin).host !== request.headers.host;
      } catch {
        return true;
      }
    }

    const secure = (request: FastifyRequest) => secureCookie(app.config.cookieSecure, request);
    const sessionCookie = (request: FastifyRequest) =>
      secure(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

    app.decorateRequest('customer', null);

    app.decorate('sessionToken', (request: FastifyRequest) => request.cookies[sessionCookie(request)]);
    app.decorate('sessionCustomer', async (request: FastifyRequest) => {
      const token = app.sessionToken(request);
      return token ? findCustomer(app.db, token) : null;
    });

    // Checked on every call, never stored with the session: an address taken out of ADMIN_EMAILS loses the role at restart.
    const operators = new Set(app.config.adminEmails);
    app.decorate('isOperator', (email: string) => operators.has(email));

    app.decorate(
      'setSessionCookies',
      (request: FastifyRequest, reply: FastifyReply, { token, expiresAt, email }) => {
        const common = { path: '/', sameSite: 'lax' as const, secure: secure(request), expires: expiresAt };
        reply.setCookie(sessionCookie(request), token, { ...common, httpOnly: true });
        const role = operators.has(email) ? OPERATOR_ROLE : CUSTOMER_ROLE;
        reply.setCookie(LOGGED_IN_COOKIE, role, { ...common, httpOnly: false });
      },
    );

    /** Clears the credential, and what ends with the session: an operator's preview (storefront/preview-cookie.ts). */
    app.decorate('clearSessionCookies', (request: FastifyRequest, reply: FastifyReply) => {
      clearCookiePair(
        request,
        reply,
        { plain: SESSION_COOKIE, secure: SECURE_SESSION_COOKIE },
        secure(request),
      );
      reply.clearCookie(LOGGED_IN_COOKIE, { path: '/', secure: secure(request) });
      clearCookiePair(request, reply, PREVIEW_COOKIES, secure(request), { carriedOnly: true });
    });

    async function refuseCrossSite(request: FastifyRequest, reply: FastifyReply) {
      if (isFromOtherSite(request)) {
        return reply.code(403).send(fail('Requests from other sites are not allowed here', 'CROSS_SITE'));
      }
    }
    app.decorate('refuseCrossSite', refuseCrossSite);

    app.decorate('requireCustomer', async (request: FastifyRequest, reply: FastifyReply) => {
      await refuseCrossSite(request, reply);
      if (reply.sent) return reply;
      const customer = await app.sessionCustomer(request);
      if (!customer) {
        app.clearSessionCookies(request, reply);
        return reply.code(401).send(fail('Please sign in', 'SIGN_IN_REQUIRED'));
      }
      request.customer = customer;
    });

    app.decorate('requireOperator', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.requireCustomer(request, reply);
      if (reply.sent) return;
      if (!app.isOperator(customerOf(request).email)) {
        return reply.code(403).send(fail('This is for the people who run the shop', 'FORBIDDEN'));
      }
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

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
  const names = new Set(carriedOnly ? [] : [secure ? pair.secure : pair.plain]);
  for (const name of [pair.plain, pair.secure]) {
    if (request.cookies[name] !== undefined) names.add(name);
  }
  for (const name of names) reply.clearCookie(name, { path: '/', secure: name === pair.secure || secure });
}

/** Whether a cookie set on a request's answer is Secure (COOKIE_SECURE; `auto`: when the request came over https). */
export function secureCookie(setting: Config['cookieSecure'], request: FastifyRequest): boolean {
  return setting === 'auto' ? request.protocol === 'https' : setting;
}

/** For handlers behind requireCustomer. */
export function customerOf(request: FastifyRequest): Customer {
  if (!request.customer) throw new Error('route is missing the requireCustomer preHandler');
  return request.customer;
}
