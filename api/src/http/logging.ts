import type { FastifyRequest } from 'fastify';

/** The sign-in code is part of the VerifyLogin path; it never reaches a log line. */
export const redactUrl = (url: string) => url.replace(/(\/VerifyLogin\/[^/]+\/)[^/?#]+/i, '$1******');

/** What a request log line says about the request: no headers, so no cookies. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
});
