import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../http/envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route changes something although its method is GET (the storefront's calls keep the methods they were
     * given): only a page's script may call it, never the browser loading an image, style, script or page for it.
     */
    changesState?: boolean;
    /** The route is a POST that only reads (a search with a body): the shop's server may ask it to render a page. */
    readsOnly?: boolean;
  }
}

/**
 * Whether the browser made the request on its own account rather than for a page's script (`fetch`, XHR: destination
 * `empty`): a sub-resource or preload (`Sec-Fetch-Dest`), a navigation (`Sec-Fetch-Mode`), or a prefetch, whose
 * destination is `empty` too but which says so (`Sec-Purpose`, sent only for speculative loads, or the older
 * `Purpose`). A client that sends no Fetch Metadata says none of this.
 */
function isBrowserLoad({ headers }: FastifyRequest): boolean {
  const destination = headers['sec-fetch-dest'];
  return (
    (destination !== undefined && destination !== 'empty') ||
    headers['sec-fetch-mode'] === 'navigate' ||
    headers['sec-purpose'] !== undefined ||
    headers.purpose === 'prefetch'
  );
}

/** A call that changes nothing: a GET but a state-changing one, or a POST that only reads. */
function isRead({ method, routeOptions: { config } }: FastifyRequest): boolean {
  if (config?.changesState) return false;
  return method === 'GET' || method === 'HEAD' || config?.readsOnly === true;
}

/**
 * Refuses a state-changing GET (route config `changesState`) that the browser made by itself: otherwise any
 * `<img src>` or preload in the shop's pages, such as a legal page's HTML or a product picture's address, would act
 * with the viewer's session (sign them out, open an invoice). Nor may the shop's server make one while it renders a
 * page with the visitor's cookies (`fromPageRender`), nor any other call but a GET or a POST that reads
 * (`readsOnly`): rendering only reads.
 */
export const stateChangingGetsPlugin = fp(
  async (
    app: FastifyInstance,
    { fromPageRender }: { fromPageRender: (request: FastifyRequest) => boolean },
  ) => {
    app.addHook('onRequest', async (request, reply) => {
      const refused = fromPageRender(request)
        ? !isRead(request)
        : request.routeOptions.config?.changesState && isBrowserLoad(request);
      if (refused) {
        return reply
          .code(403)
          .send(
            fail(
              'This call changes something: only the shop’s scripts may make it, not an image, link or preload',
              'FETCH_REQUIRED',
            ),
          );
      }
    });
  },
  { name: 'state-changing-gets' },
);
