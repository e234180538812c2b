import type { SelfAnswer } from '@shop/shared/contracts';
import axios, { AxiosError } from 'axios';

/**
 * The one HTTP client of the storefront. Same-origin by default (`/api/v1/...`, cookies go along by themselves); an
 * embedding page points it at the shop with `configureApi`. Credentials are never sent cross-origin: the public
 * catalogue answers any origin, the signed-in calls only the shop's own pages.
 */
export const http = axios.create({
  baseURL: '',
  timeout: 20_000,
  // The envelope is the answer for every status: `status: 'fail'` with a message is data, not an exception.
  validateStatus: (status) => status < 500 || status === 503,
  // No XSRF cookie to echo: the API tells the shop's own requests by their origin. Left on, axios held every request
  // until an asynchronous read of the cookie store had answered.
  withXSRFToken: false,
});

const V1 = '/api/v1';

/** GET `/api/v1/<path>` (encode each path segment with `encodeURIComponent`); resolves to the answer's body. */
export async function get<T>(path: string, params?: object): Promise<T> {
  return (await http.get<T>(`${V1}/${path}`, { params })).data;
}

/** POST `body` to `/api/v1/<path>`, with optional query `params`; resolves to the answer's body. */
export async function post<T>(path: string, body: object, params?: object): Promise<T> {
  return (await http.post<T>(`${V1}/${path}`, body, { params })).data;
}

export interface ApiOptions {
  /** Origin (and optional path) of the shop's API, e.g. `https://shop.example`. Empty: this page's origin. */
  baseURL: string;
  /**
   * Answers the calls in place of the browser's network: the storefront, rendering a page, asks the API itself.
   * Paths then stay the page's (`/api/...`), so what the server renders links where the browser's render does.
   */
  answer?: SelfAnswer;
}

const network = http.defaults.adapter;

export function configureApi({ baseURL, answer }: ApiOptions): void {
  http.defaults.baseURL = baseURL.replace(/\/+$/, '');
  http.defaults.adapter = answer
    ? async (config) => {
        const { status, body } = await answer({
          method: (config.method ?? 'get').toUpperCase(),
          url: http.getUri(config),
          // Serialised by axios's request transform by now.
          body: typeof config.data === 'string' ? config.data : undefined,
        });
        // As the network adapter settles: axios parses the body, and validateStatus says what is a failure.
        const response = { status, statusText: '', data: body, headers: {}, config, request: {} };
        if (config.validateStatus?.(status) === false) {
          throw new AxiosError(
            `Request failed with status code ${status}`,
            AxiosError.ERR_BAD_RESPONSE,
            config,
            {},
            response,
          );
        }
        return response;
      }
    : network;
}

/** The API's files (`/api/images/...`) are paths on the shop; on another origin they need the shop's address. */
export function assetUrl(src: string): string {
  const base = http.defaults.baseURL ?? '';
  return base && src.startsWith('/') && !src.startsWith('//') ? `${base}${src}` : src;
}

type UnauthorizedHandler = (status: number) => void;
const unauthorizedHandlers = new Set<UnauthorizedHandler>();

/** Called when a signed-in call answers 401: the server has ended the session. Returns an unsubscribe. */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandlers.add(handler);
  return () => unauthorizedHandlers.delete(handler);
}

/** Lets a caller handling a failed call itself apply the 401 rule (docs/behaviour.md#signed-in-or-not). */
export function reportStatus(status: number | undefined): void {
  if (status === 401) for (const handler of unauthorizedHandlers) handler(status);
}

/** `Retry-After` in whole seconds (the header holds seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: unknown): number | undefined {
  if (typeof header !== 'string' || header.trim() === '') return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined;
}

http.interceptors.response.use(
  (response) => {
    reportStatus(response.status);
    // A refusal to come back later says when in a header; the envelope carries it on so callers see one object.
    const wait = response.status === 429 ? retryAfterSeconds(response.headers['retry-after']) : undefined;
    if (wait !== undefined && typeof response.data === 'object' && response.data !== null) {
      response.data = { ...response.data, retryAfterSeconds: wait };
    }
    return response;
  },
  (error: AxiosError) => {
    reportStatus(error.response?.status);
    return Promise.reject(error);
  },
);
