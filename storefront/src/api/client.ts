/**
 * The storefront's calls of the shop's API, over HTTP through a pool of kept-alive connections: the catalogue
 * answers a page's head and hints read, and the calls its screens make while rendered on the server, with the
 * visitor's request (api/visitor.ts). Each call carries the token that tells the API it is the storefront's.
 * Several API replicas are taken in turn, and a read that finds one gone is asked again of another.
 */
import { STOREFRONT_CALL_HEADER, storefrontCallToken } from '@shop/shared/server';
import { BalancedPool, type Dispatcher, interceptors, Pool } from 'undici';
import type { VisitorRequest } from './visitor';

export interface ApiAnswer {
  statusCode: number;
  body: string;
  /** The cookies the answer sets (a sign-in's session), for a visitor's own call to pass on. */
  setCookies?: string[];
}

export interface CallOptions {
  /** The visitor whose page the call is made for; none for a call that is the same for everyone. */
  visitor?: VisitorRequest;
  /** A POST's JSON body (only calls the API marks as reads answer a POST from the storefront). */
  body?: string;
  /**
   * The visitor's own act (a form they posted), not a page's render: sent without the storefront's token, as the
   * browser's script would send it, so the API lets it change things (sign in) as it lets no render.
   */
  visitorsOwn?: boolean;
}

export interface ApiClient {
  /** The API's answer to a GET of `path` (a POST when there is a body). Rejects when the API cannot be reached. */
  call(path: string, options?: CallOptions): Promise<ApiAnswer>;
  /** The connections, for calls that stream (the catalogue's changes). */
  readonly pool: Dispatcher;
  close(): Promise<void>;
}

/** Connections kept to the API at most: a page makes a few calls at once, and pages render side by side. */
const CONNECTIONS = 64;
/** A call the API has not begun to answer by then is given up: the page goes on without it. */
const ANSWER_TIMEOUT_MS = 10_000;
/** A read that found its replica gone (refused, reset) is tried again, on the next replica when there are several. */
const RETRIES = 2;

/** One API address, or several replicas taken in turn (a replica that fails is asked less until it answers). */
export function apiClient({ urls, signingSecret }: { urls: string[]; signingSecret: string }): ApiClient {
  const options = {
    connections: CONNECTIONS,
    headersTimeout: ANSWER_TIMEOUT_MS,
    bodyTimeout: ANSWER_TIMEOUT_MS,
  };
  const connections =
    urls.length === 1 ? new Pool(urls[0] as string, options) : new BalancedPool(urls, options);
  const retrying = connections.compose(
    interceptors.retry({ maxRetries: RETRIES, minTimeout: 50, timeoutFactor: 2, statusCodes: [] }),
  );
  const token = storefrontCallToken(signingSecret);
  return {
    // A stream is followed again by its reader when it breaks, from where it stands then: never retried here.
    pool: connections,
    async call(path, { visitor, body, visitorsOwn = false } = {}) {
      const answer = await retrying.request({
        method: body === undefined ? 'GET' : 'POST',
        path,
        headers: {
          ...visitor?.headers,
          ...(!visitorsOwn && { [STOREFRONT_CALL_HEADER]: token }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body,
      });
      const setCookie = answer.headers['set-cookie'];
      return {
        statusCode: answer.statusCode,
        body: await answer.body.text(),
        setCookies: setCookie === undefined ? [] : [setCookie].flat(),
      };
    },
    close: () => connections.close(),
  };
}
