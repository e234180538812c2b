import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { catalogueRepository } from '../../catalogue/repository';
import { LegalType, ProductParams } from '../../catalogue/schemas';
import { failures, ok, Success } from '../../http/envelope';

const tags = ['storefront'];
// Only the catalogue's editors change these: CDNs and browsers may reuse them for a minute.
const shared = { catalogueCache: 'shared' } as const;
// A customer's review changes the count: asked for again on every use, as the review list is.
const revalidated = { catalogueCache: 'revalidate' } as const;
/** How often an idle change stream sends a comment, so proxies and clients do not take it for a dead connection. */
const KEEP_ALIVE_MS = 15_000;

export const SessionState = Type.Object({
  signedIn: Type.Boolean({ description: 'The request carries the cookie of a live session' }),
  operator: Type.Boolean({ description: "The session is an operator's (ADMIN_EMAILS)" }),
});

const Id = Type.String({ format: 'uuid' });
export const SitemapEntries = Type.Object({
  products: Type.Array(Id, { description: 'Every product on sale, newest first' }),
  brands: Type.Array(Id),
  categories: Type.Array(Id),
  legal: Type.Array(LegalType, { description: 'The legal pages written' }),
});

/**
 * What the storefront server (which renders the shop's pages) asks the API over HTTP: who the visitor is, what the
 * sitemap lists, a product's review count, and when the catalogue changes so it can drop the pages it keeps.
 */
export const storefrontRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const catalogue = catalogueRepository(app.db);

  app.get(
    '/SessionState',
    {
      schema: {
        tags,
        description:
          "Whether the request's session cookie is a live session's, and an operator's. Never a 401: a visitor " +
          'without a session is neither.',
        response: { 200: Success(SessionState) },
      },
    },
    async (request, reply) => {
      // The answer is this visitor's alone, and changes with a sign-in or sign-out.
      reply.header('cache-control', 'private, no-store');
      const customer = await app.sessionCustomer(request);
      return ok({
        signedIn: customer !== null,
        operator: customer !== null && app.isOperator(customer.email),
      });
    },
  );

  app.get(
    '/SitemapEntries',
    {
      config: shared,
      schema: {
        tags,
        description:
          'The ids of what the sitemap lists: products on sale, brands, categories and legal pages.',
        response: { 200: Success(SitemapEntries) },
      },
    },
    async () => ok(await catalogue.sitemapEntries()),
  );

  app.get(
    '/ProductReviewCount/:productId',
    {
      config: revalidated,
      schema: {
        tags,
        description:
          "How many reviews a product has; 0 for one not on sale (the product's page says no such product).",
        params: ProductParams,
        response: { 200: Success(Type.Integer({ minimum: 0 })), ...failures(400) },
      },
    },
    async (request) => ok(await catalogue.reviewCount(request.params.productId)),
  );

  // Open change streams, ended when the app closes: otherwise a listening server would wait on them forever.
  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });

  app.get(
    '/CatalogueChanges',
    {
      // One long request per storefront replica: it must never be refused for the client's request rate.
      config: { rateLimit: false },
      // A HEAD would hold a connection open for headers alone.
      exposeHeadRoute: false,
      schema: {
        tags,
        description:
          'Server-sent events: `data: changed` each time the catalogue changes (or may have: after the change feed ' +
          'reconnects), so cached pages can be dropped. A `: keep-alive` comment comes every 15 seconds.',
        produces: ['text/event-stream'],
        response: { 200: Type.String({ description: 'An event stream that stays open' }) },
      },
    },
    (_request, reply) => {
      reply
        .header('content-type', 'text/event-stream')
        .header('cache-control', 'no-store')
        // nginx would otherwise hold events back in its buffer.
        .header('x-accel-buffering', 'no');
      // Written past Fastify (no serialiser, no onSend), with the headers its hooks set too (security headers).
      reply.hijack();
      const stream = reply.raw;
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) stream.setHeader(name, value);
      }
      stream.writeHead(200);
      stream.write(': connected\n\n');
      const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const unsubscribe = app.onCatalogueChange(() => stream.write('data: changed\n\n'));
      streams.add(stream);
      stream.on('close', () => {
        clearInterval(keepAlive);
        unsubscribe();
        streams.delete(stream);
      });
    },
  );
};
