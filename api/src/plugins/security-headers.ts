/**
 * Security headers on every answer, through helmet: a Content-Security-Policy, no framing by other sites, nosniff,
 * a referrer policy, and HSTS wherever the shop is reached over https. The storefront's page widens the policy to
 * the remotes' current origins (storefront.ts). A route that sends a header of its own (the sandbox gateway's pages
 * and their nonce policy) keeps it: headers a route sets win over these.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SELF = "'self'";
const NONE = "'none'";
/** A year, subdomains included: a browser that saw the shop over https never tries plain http again. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The policy of the shop's pages: everything from the shop's own origin (the shell, the API, the remotes it serves)
 * and from the remotes' origins, nothing inline but styles, no eval (the federation runtime loads remotes with
 * script tags), and no framing at all.
 */
export function pagePolicy(
  remoteOrigins: readonly string[] = [],
): Exclude<FastifyHelmetOptions['contentSecurityPolicy'], boolean | undefined> {
  const shopAndRemotes = [SELF, ...remoteOrigins];
  return {
    useDefaults: false,
    directives: {
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
    },
  };
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
    await app.register(helmet, {
      contentSecurityPolicy: pagePolicy(),
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      // Sent per request below, only where the shop is reached over https.
      strictTransportSecurity: false,
      // crossOriginResourcePolicy stays same-origin, except for what every origin may read anyway (below);
      // Cross-Origin-Embedder-Policy stays unset: it would refuse remotes hosted without that header.
    });

    const servedOverHttps = new URL(publicUrl).protocol === 'https:';
    app.addHook('onRequest', async (request, reply) => {
      // request.protocol honours X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
      if (servedOverHttps || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });

    // What CORS already lets every origin read (the remotes' files, product images, the catalogue calls), every
    // origin may also load with a plain tag: other sites' pages embed the catalogue.
    app.addHook('onSend', async (_request, reply) => {
      if (reply.getHeader('access-control-allow-origin') === '*') {
        reply.header('cross-origin-resource-policy', 'cross-origin');
      }
    });
  },
  { name: 'security-headers' },
);
