/**
 * `/api/` passed on to the API, for `npm start`'s one address (PROXY_API): the browser calls the API where it got
 * the page. The API reads each call as the browser's own, since this server writes X-Forwarded-* afresh from what
 * it believes of the client (as the render's calls do, api/visitor.ts). In a fleet, the proxy in front sends `/api/`
 * to the API replicas itself and this is off.
 */
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { visitorRequest } from '../api/visitor';

export async function proxyApi(app: FastifyInstance, apiUrl: string) {
  await app.register(httpProxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        ...visitorRequest(request as Parameters<typeof visitorRequest>[0]).headers,
      }),
    },
  });
}
