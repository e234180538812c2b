import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getCartList, getProductsByKeyword, logout, requestLoginCode } from './calls';
import { configureApi, onUnauthorized, retryAfterSeconds } from './client';

/** A local stand-in for the API: answers from a table of path to status and body, and records the paths. */
let server: http.Server;
const requested: string[] = [];
const answers: Record<string, [number, object, Record<string, string>?]> = {
  '/api/v1/UserOTP/ada%40example.com': [
    429,
    { status: 'fail', code: 'RATE_LIMITED', message: 'Too many code requests.' },
    { 'retry-after': '240', 'access-control-expose-headers': 'Retry-After' },
  ],
  '/api/v1/CartList': [401, { status: 'fail', message: 'Please sign in' }],
  '/api/v1/UserLogout': [200, { status: 'success' }],
};

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requested.push(request.url ?? '');
    const [status, body, headers] = answers[request.url?.split('?')[0] ?? ''] ?? [
      200,
      { status: 'success', data: [], page: 1, limit: 100, hasMore: false },
    ];
    response.writeHead(status, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      ...headers,
    });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test('a keyword is one encoded path segment', async () => {
  await getProductsByKeyword('usb c/hub?', { page: 2 });
  expect(requested.at(-1)).toBe('/api/v1/ProductListByKeyword/usb%20c%2Fhub%3F?page=2');
});

test('a refusal resolves to the envelope, and a 401 reaches the unauthorized handlers', async () => {
  const handler = jest.fn();
  const stop = onUnauthorized(handler);
  await expect(getCartList()).resolves.toEqual({ status: 'fail', message: 'Please sign in' });
  expect(handler).toHaveBeenCalledWith(401);
  await logout();
  expect(handler).toHaveBeenCalledTimes(1);
  stop();
});

test('a 429 carries the Retry-After header on in the envelope as retryAfterSeconds', async () => {
  await expect(requestLoginCode('ada@example.com')).resolves.toEqual({
    status: 'fail',
    code: 'RATE_LIMITED',
    message: 'Too many code requests.',
    retryAfterSeconds: 240,
  });
});

test('Retry-After is read as seconds or as a date, and ignored when unreadable', () => {
  expect(retryAfterSeconds('30')).toBe(30);
  expect(retryAfterSeconds(new Date(Date.now() + 90_500).toUTCString())).toBeGreaterThanOrEqual(90);
  expect(retryAfterSeconds('soon')).toBeUndefined();
  expect(retryAfterSeconds(undefined)).toBeUndefined();
});
