import { answer, receivedPaths, requestsTo } from '@shop/shared/testing';
import { configureApi, get, onUnauthorized, post, retryAfterSeconds } from './client';
import { logout, requestLoginCode } from './session';

test('an e-mail is one encoded path segment', async () => {
  answer('GET UserOTP/:email', { data: null });
  await requestLoginCode('ada/b?@example.com');
  expect(receivedPaths()).toEqual(['/api/v1/UserOTP/ada%2Fb%3F%40example.com']);
});

test('get and post reach /api/v1 with the query and the body given', async () => {
  answer('GET ProductListByKeyword/:keyword', { data: [], page: 2, limit: 100, hasMore: false });
  answer('POST ProductListByFilter', { data: [], page: 3, limit: 100, hasMore: false });
  await get('ProductListByKeyword/mug', { page: 2 });
  await post('ProductListByFilter', { keyword: 'mug' }, { page: 3 });
  expect(receivedPaths()).toEqual(['/api/v1/ProductListByKeyword/mug', '/api/v1/ProductListByFilter']);
  expect(requestsTo('GET ProductListByKeyword/:keyword')[0]?.query).toEqual({ page: '2' });
  expect(requestsTo('POST ProductListByFilter')[0]).toMatchObject({
    query: { page: '3' },
    body: { keyword: 'mug' },
  });
});

test('a refusal resolves to the envelope, and a 401 reaches the unauthorized handlers', async () => {
  answer('GET CartList', { fail: 'Please sign in', status: 401 });
  answer('GET UserLogout', { data: null });
  const handler = jest.fn();
  const stop = onUnauthorized(handler);
  await expect(get('CartList')).resolves.toEqual({ status: 'fail', message: 'Please sign in' });
  expect(handler).toHaveBeenCalledWith(401);
  await logout();
  expect(handler).toHaveBeenCalledTimes(1);
  stop();
});

test('a 429 carries the Retry-After header on in the envelope as retryAfterSeconds', async () => {
  answer('GET UserOTP/:email', {
    fail: 'Too many code requests.',
    code: 'RATE_LIMITED',
    status: 429,
    headers: { 'retry-after': '240' },
  });
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

test('a request waits for no cookie: there is no XSRF token to send', async () => {
  // Browsers with a cookie store: axios would read it, asynchronously, before sending each same-origin request.
  const cookieStore = { get: jest.fn(async () => ({ value: 'token' })) };
  Object.defineProperty(window, 'cookieStore', { value: cookieStore, configurable: true });
  try {
    answer('GET CartList', { data: [] });
    await get('CartList');
    expect(receivedPaths()).toEqual(['/api/v1/CartList']);
    expect(cookieStore.get).not.toHaveBeenCalled();
  } finally {
    Reflect.deleteProperty(window, 'cookieStore');
  }
});

test('an answer in place of the network gets each call as it would be sent: method, address and body', async () => {
  const asked: unknown[] = [];
  configureApi({
    baseURL: '',
    answer: async (request) => {
      asked.push(request);
      return { status: 200, body: JSON.stringify({ status: 'success', data: [] }) };
    },
  });
  try {
    await expect(get('ProductListByKeyword/mug', { page: 2 })).resolves.toEqual({
      status: 'success',
      data: [],
    });
    await post('ProductListByFilter', { keyword: 'mug' }, { page: 3 });
    expect(asked).toEqual([
      { method: 'GET', url: '/api/v1/ProductListByKeyword/mug?page=2', body: undefined },
      { method: 'POST', url: '/api/v1/ProductListByFilter?page=3', body: '{"keyword":"mug"}' },
    ]);
    expect(receivedPaths()).toEqual([]);
  } finally {
    configureApi({ baseURL: '' });
  }
});
