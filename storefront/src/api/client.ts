/**
 * The storefront's calls of the shop's API, over HTTP through a pool of kept-alive connections: the catalogue
 * answers a page's head and hints read, and the calls its screens make while rendered on the server, with the
 * visitor's request (api/visitor.ts). Each call carries the token that tells the API it is the storefront's.
 */
import { STOREFRONT_CALL_HEADER, storefrontCallToken } from '@shop/shared/server';
import { Pool } from 'undici';
import type { VisitorRequest } from './visitor';

export interface ApiAnswer {
  statusCode: number;
  body: string;
}

export interface CallOptions {
  /** The visitor whose page the call is made for; none for a call that is the same for everyone. */
  visitor?: VisitorRequest;
  /** A POST's JSON body (only calls the API marks as reads answer a POST from the storefront). */
  body?: string;
}

export interface ApiClient {
  /** The API's answer to a GET of `path` (a POST when there is a body). Rejects when the API cannot be reached. */
  call(path: string, options?: CallOptions): Promise<ApiAnswer>;
  /** The pool, for calls that stream (the catalogue's changes). */
  readonly pool: Pool;
  close(): Promise<void>;
}

/** Connections kept to the API at most: a page makes a few calls at once, and pages render side by side. */
const CONNECTIONS = 64;
/** A call the API has not begun to answer by then is given up: the page goes on without it. */
const ANSWER_TIMEOUT_MS = 10_000;

export function apiClient({ url, signingSecret }: { url: string; signingSecret: string }): ApiClient {
  const pool = new Pool(url, {
    connections: CONNECTIONS,
    headersTimeout: ANSWER_TIMEOUT_MS,
    bodyTimeout: ANSWER_TIMEOUT_MS,
  });
  const token = storefrontCallToken(signingSecret);
  return {
    pool,
    async call(path, { visitor, body } = {}) {
      const answer = await pool.request({
        method: body === undefined ? 'GET' : 'POST',
        path,
        headers: {
          ...visitor?.headers,
          [STOREFRONT_CALL_HEADER]: token,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body,
      });
      return { statusCode: answer.statusCode, body: await answer.body.text() };
    },
    close: () => pool.close(),
  };
}
