import {
  clearCookiePair,
  cookieName,
  LOGGED_IN_COOKIE,
  PREVIEW_COOKIES,
  SESSION_COOKIES,
  secureCookie,
} from '@shop/shared/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Customer, findCustomer } from '../auth/sessions';
import { fail } from '../http/envelope';

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
    const sessionCookie = (request: FastifyRequest) => cookieName(SESSION_COOKIES, secure(request));

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
      clearCookiePair(request, reply, SESSION_COOKIES, secure(request));
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

/** For handlers behind requireCustomer. */
export function customerOf(request: FastifyRequest): Customer {
  if (!request.customer) throw new Error('route is missing the requireCustomer preHandler');
  return request.customer;
}
