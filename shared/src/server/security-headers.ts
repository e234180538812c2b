/**
 * Security headers on every answer, written by helmet: a Content-Security-Policy, no framing by other sites, nosniff,
 * a referrer policy, and HSTS wherever the shop is reached over https, on both servers. The storefront's page widens
 * the policy to the remotes' current origins (`pagePolicy`). A route that sends a header of its own (the sandbox gateway's pages
 * and their nonce policy) keeps it: headers a route sets win over these.
 *
 * Helmet parses its options each time its middleware is made, and @fastify/helmet made it on every request (a
 * tenth of a cached catalogue answer's time): here the headers are worked out once and copied onto each answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { contentSecurityPolicy } from 'helmet';

const SELF = "'self'";
const NONE = "'none'";
/** A year, subdomains included: a browser that saw the shop over https never tries plain http again. */
const HSTS = 'max-age=31536000; includeSubDomains';

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** The headers a helmet middleware sets, as a plain object (names in lower case). */
function headersSetBy(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The policy of the shop's pages: everything from the shop's own origin (the shell, the API, the remotes it serves)
 * and from the remotes' origins, nothing inline but styles, no eval (the federation runtime loads remotes with
 * script tags), and no framing at all.
 */
function pageDirectives(remoteOrigins: readonly string[]) {
  const shopAndRemotes = [SELF, ...remoteOrigins];
  return {
    defaultSrc: [SELF],
    baseUri: [SELF],
    formAction: [SELF],
    frameAncestors: [NONE],
    objectSrc: [NONE],
    scriptSrc: shopAndRemotes,
    scriptSrcAttr: [NONE],
    // antd's components insert their CSS-in-JS as <style> elements at run time, without a nonce.
    styleSrc: [...shopAndRemotes, "'unsafe-inline'"],
    // The shell's page names an empty data: favicon.
    imgSrc: [...shopAndRemotes, 'data:'],
    fontSrc: shopAndRemotes,
    // The shell fetches each remote's mf-manifest.json, and every slice calls the API.
    connectSrc: shopAndRemotes,
  };
}

/** The Content-Security-Policy header of a shop page whose remotes are served from these origins. */
export function pagePolicy(remoteOrigins: readonly string[] = []): string {
  const middleware = contentSecurityPolicy({ useDefaults: false, directives: pageDirectives(remoteOrigins) });
  return headersSetBy(middleware)['content-security-policy'] ?? '';
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
    const everyAnswer = headersSetBy(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: pageDirectives([]) },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        xFrameOptions: { action: 'deny' },
        // Set below, only where the shop is reached over https.
        strictTransportSecurity: false,
        // crossOriginResourcePolicy stays same-origin, except for what every origin may read anyway (below);
        // Cross-Origin-Embedder-Policy stays unset: it would refuse remotes hosted without that header.
      }),
    );
    const servedOverHttps = new URL(publicUrl).protocol === 'https:';

    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(everyAnswer);
      // request.protocol honours X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
      if (servedOverHttps || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });

    // What CORS already lets every origin read (the remotes' files, product images, the catalogue calls), every
    // origin may also load with a plain tag: other sites' pages embed the catalogue.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.getHeader('access-control-allow-origin') === '*') {
        reply.header('cross-origin-resource-policy', 'cross-origin');
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
