/**
 * The back office's calls to `/api/v1/admin`, over the shop's one HTTP client (`http` of `@shop/shared/api`, which
 * carries the session cookie and reports a 401 to the shell). Every call resolves to its data or throws an
 * `AdminFailure` with the API's message and, for a refused field, the field's name.
 */
import { http } from '@shop/shared/api';
import type { ApiFailure } from '@shop/shared/contracts';
import { isAxiosError } from 'axios';

const ADMIN = '/api/v1/admin';

/** A refused call: the API's words, its code, and the field it names (`details.img2`), if any. */
export class AdminFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly field?: string,
    /** The failure answer's data, when it carries some (an import's problems). */
    readonly data?: unknown,
    /** On a change based on an older version (`STALE_VERSION`), the fields changed since. */
    readonly changed: string[] = [],
  ) {
    super(message);
    this.name = 'AdminFailure';
  }
}

/** One page of a list, newest first unless the list says otherwise. */
export interface Page<Row> {
  data: Row[];
  page: number;
  limit: number;
  hasMore: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * What a change is based on: the version the row was read at, or null for a row not written yet (a legal page).
 * The API refuses a change based on an older version (412 `STALE_VERSION`).
 */
export type BasedOn = string | null;
interface CallOptions {
  query?: object;
  body?: unknown;
  basedOn?: BasedOn;
}

/** A change based on an older version than the row's now: the API names the fields changed since. */
export const isStale = (error: unknown): error is AdminFailure =>
  error instanceof AdminFailure && error.code === 'STALE_VERSION';
type Envelope = { status: 'success'; data?: unknown; message?: string } | (ApiFailure & { data?: unknown });

const failureOf = (status: number, body: unknown): AdminFailure => {
  const failure = body as Partial<ApiFailure & { data: unknown }> | null;
  return new AdminFailure(
    failure?.message ?? `The shop answered ${status}`,
    status,
    failure?.code,
    failure?.field,
    failure?.data,
    failure?.changed,
  );
};

/** Query values as the API reads them: empty and undefined filters are left out. */
export function queryOf(values: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );
}

const versionHeaders = (basedOn: BasedOn | undefined) =>
  basedOn === undefined ? {} : basedOn === null ? { 'If-None-Match': '*' } : { 'If-Match': `"${basedOn}"` };

async function call(method: Method, path: string, options: CallOptions = {}) {
  try {
    const response = await http.request<Envelope>({
      method,
      url: `${ADMIN}/${path}`,
      params: options.query && queryOf(options.query),
      data: options.body,
      headers: versionHeaders(options.basedOn),
    });
    if (response.status >= 400 || response.data?.status !== 'success') {
      throw failureOf(response.status, response.data);
    }
    return response.data as Envelope & { status: 'success' };
  } catch (error) {
    if (error instanceof AdminFailure) throw error;
    if (isAxiosError(error) && error.response) throw failureOf(error.response.status, error.response.data);
    throw new AdminFailure('The shop could not be reached. Check the connection and try again.', 0);
  }
}

/** A call's data. */
export const ask = async <T>(method: Method, path: string, options?: CallOptions) =>
  (await call(method, path, options)).data as T;

/** A list's page. */
export const askPage = async <Row>(path: string, query: object) =>
  (await call('GET', path, { query })) as unknown as Page<Row>;

/** A call's whole success answer: its data and the API's message (what a removal did). */
export const askWithMessage = async <T>(method: Method, path: string, options?: CallOptions) => {
  const answer = await call(method, path, options);
  return { data: answer.data as T, message: answer.message };
};

/** The address of an admin GET, for a download the browser makes itself (an export). */
export const adminUrl = (path: string, query: object) => {
  const search = new URLSearchParams(queryOf(query)).toString();
  return `${http.defaults.baseURL ?? ''}${ADMIN}/${path}${search ? `?${search}` : ''}`;
};
