import type { TestApp } from './app';

export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The headers of a change based on the row at `path` as it is now, read with a GET as a back office form reads
 * it: its ETag in If-Match, or `If-None-Match: *` when there is no row (a legal page not written yet).
 */
export async function basedOnNow(t: TestApp, path: string, cookie: string): Promise<Record<string, string>> {
  const read = await t.app.inject({ method: 'GET', url: `/api/v1/admin/${path}`, headers: { cookie } });
  const etag = read.headers.etag;
  return read.statusCode === 200 && typeof etag === 'string'
    ? { 'if-match': etag }
    : { 'if-none-match': '*' };
}

/**
 * A call to /api/v1/admin with a session's cookie (null: a visitor's). A change (PATCH, DELETE) is based on the
 * row as it is just before, unless `headers` say otherwise (a test of the versions themselves).
 */
export async function askAdmin(
  t: TestApp,
  method: AdminMethod,
  path: string,
  options: { payload?: object; cookie: string | null; headers?: Record<string, string> },
) {
  const { payload, cookie } = options;
  const changes = method === 'PATCH' || method === 'DELETE';
  const version = changes && cookie && !options.headers ? await basedOnNow(t, path, cookie) : {};
  return t.app.inject({
    method,
    url: `/api/v1/admin/${path}`,
    headers: { ...(cookie ? { cookie } : {}), ...version, ...options.headers },
    ...(payload ? { payload } : {}),
  });
}
