/**
 * What a call the storefront makes for a visitor's page carries of the visitor's request, so the API reads it as
 * the visitor's own: their cookies (hence their session), the Host they asked, and who they are as this server
 * believes it. The X-Forwarded-* headers are written afresh from what this server decided (its own TRUST_PROXY):
 * the API believes them from the storefront, and a client cannot add to them.
 */
import type { FastifyRequest } from 'fastify';

export interface VisitorRequest {
  headers: Record<string, string>;
}

export function visitorRequest(request: FastifyRequest): VisitorRequest {
  const headers: Record<string, string> = {
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
  const { cookie, host } = request.headers;
  if (cookie !== undefined) headers.cookie = cookie;
  if (host !== undefined) headers.host = host;
  return { headers };
}
