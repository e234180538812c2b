import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getCartList, getProductsByKeyword, logout } from './calls';
import { configureApi, onUnauthorized } from './client';

/** A local stand-in for the API: answers from a table of path to status and body, and records the paths. */
let server: http.Server;
const requested: string[] = [];
const answers: Record<string, [number, object]> = {
  '/api/v1/CartList': [401, { status: 'fail', message: 'Please sign in' }],
  '/api/v1/UserLogout': [200, { status: 'success' }],
};

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requested.push(request.url ?? '');
    const [status, body] = answers[request.url?.split('?')[0] ?? ''] ?? [
      200,
      { status: 'success', data: [], page: 1, limit: 100, hasMore: false },
    ];
    response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
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
