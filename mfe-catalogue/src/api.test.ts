import { answer, receivedPaths, requestsTo } from '@shop/shared/testing';
import { getProductsByFilter, getProductsByKeyword } from './api';

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
