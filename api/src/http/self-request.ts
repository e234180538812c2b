/**
 * The shop's calls of its own API, made in process while it writes a page (`app.askSelf`): what they carry.
 */
import type { FastifyRequest } from 'fastify';

export interface SelfRequestOptions {
  /** The visitor whose page the call is made for; none for a call that is the same for everyone. */
  visitor?: VisitorRequest;
  /** A POST's JSON body (only routes that read answer a POST from the shop's server: `readsOnly`). */
  body?: string;
}

/**
 * What a call made for a visitor's page carries of the visitor's own request: their cookies, and the address and
 * headers a proxy in front of the shop told about them. The API then reads the call as it read the page's request
 * (the scheme, hence the session cookie's name; the client; the host), believing the proxy's headers exactly as far
 * as TRUST_PROXY says.
 */
export interface VisitorRequest {
  remoteAddress: string | undefined;
  headers: Record<string, string>;
}

/** The request headers that make a call the visitor's: the cookies, and what Fastify's trustProxy reads. */
const VISITOR_HEADERS = [
  'cookie',
  'host',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
] as const;

export function visitorRequest(request: FastifyRequest): VisitorRequest {
  const headers: Record<string, string> = {};
  for (const name of VISITOR_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return { remoteAddress: request.socket.remoteAddress, headers };
}
