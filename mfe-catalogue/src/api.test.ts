import { answer, receivedPaths, requestsTo } from '@shop/shared/testing';
import { getProductsByCategory, getProductsByFilter, getProductsByKeyword } from './api';

test('a keyword is one encoded path segment', async () => {
  answer('GET ProductListByKeyword/:keyword', { data: [], page: 2, limit: 100, hasMore: false });
  await getProductsByKeyword('usb c/hub?', { page: 2 });
  expect(receivedPaths()).toEqual(['/api/v1/ProductListByKeyword/usb%20c%2Fhub%3F']);
  expect(requestsTo('GET ProductListByKeyword/:keyword')[0]?.query).toEqual({ page: '2' });
});

test('the filter is the body and the page the query', async () => {
  answer('POST ProductListByFilter', { data: [], page: 2, limit: 100, hasMore: false });
  const filter = { brandID: 'b1', categoryID: '', priceMin: '', priceMax: '20', keyword: 'mug' };
  await getProductsByFilter(filter, { page: 2 });
  expect(requestsTo('POST ProductListByFilter')[0]).toMatchObject({
    query: { page: '2' },
    body: filter,
  });
});

test("an answer that is not the API's, or a server error, fails the call rather than reading as no products", async () => {
  answer('GET ProductListByCategory/:id', { status: 503, body: '<html><h1>Service Unavailable</h1></html>' });
  await expect(getProductsByCategory('c1')).rejects.toThrow('503');
  answer('GET ProductListByCategory/:id', { fail: 'Database unreachable', status: 503 });
  await expect(getProductsByCategory('c1')).rejects.toThrow('503');
  answer('GET ProductListByCategory/:id', { status: 200, body: { data: [] } });
  await expect(getProductsByCategory('c1')).rejects.toThrow("without the API's envelope");
});

test("the API's refusals below 500 are answers", async () => {
  answer('GET ProductListByCategory/:id', { fail: 'No such category', code: 'NOT_FOUND', status: 404 });
  await expect(getProductsByCategory('c1')).resolves.toMatchObject({ status: 'fail', code: 'NOT_FOUND' });
});
