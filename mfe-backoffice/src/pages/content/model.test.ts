import { notify } from '@shop/shared/bus';
import { answer, requestsTo } from '@shop/shared/testing';
import { allSettled, fork } from 'effector';
import { contentModels, createContentModel } from './model';

const toasts = jest.fn();
notify.watch(toasts);
beforeEach(() => toasts.mockReset());

const { categories } = contentModels;
const lamps = { _id: 'c1', categoryName: 'lamps', categoryImg: '/api/images/l.png' };
const chairs = { _id: 'c2', categoryName: 'Chairs', categoryImg: '/api/images/c.png' };
const onePage = (data: unknown[]) => ({ data, page: 1, limit: 100, hasMore: false });

test('opening loads every row, arranged by name whatever the letter case', async () => {
  answer('GET admin/categories', onePage([lamps, chairs]));
  const scope = fork();
  expect(scope.getState(categories.$rows)).toBeNull();
  await allSettled(categories.opened, { scope });
  expect(scope.getState(categories.$rows)?.map(({ _id }) => _id)).toEqual(['c2', 'c1']);
  expect(scope.getState(categories.$loadFailure)).toBeNull();
});

test('a kind without an order of its own keeps the API’s', async () => {
  const sliders = createContentModel('sliders', { noun: 'Slider', nameOf: (row) => row.title });
  const slide = (id: string) => ({
    _id: id,
    title: id,
    des: '',
    image: '/api/images/s.png',
    productID: 'p',
    position: 0,
  });
  answer('GET admin/sliders', onePage([slide('s2'), slide('s1')]));
  const scope = fork();
  await allSettled(sliders.opened, { scope });
  expect(scope.getState(sliders.$rows)?.map(({ _id }) => _id)).toEqual(['s2', 's1']);
});

test('a failed load keeps its message until an answer comes', async () => {
  answer('GET admin/categories', { fail: 'Forbidden', status: 403 });
  const scope = fork();
  await allSettled(categories.opened, { scope });
  expect(scope.getState(categories.$loadFailure)).toBe('Forbidden');
  answer('GET admin/categories', onePage([lamps]));
  await allSettled(categories.opened, { scope });
  expect(scope.getState(categories.$loadFailure)).toBeNull();
});

test('a new row is created with every field and put in its place; an edit replaces its row', async () => {
  answer('GET admin/categories', onePage([lamps]));
  answer('POST admin/categories', { data: chairs });
  answer('PATCH admin/categories/:id', { data: { ...lamps, categoryName: 'Ambient lamps' } });
  const scope = fork();
  await allSettled(categories.opened, { scope });

  await allSettled(categories.saveFx, {
    scope,
    params: { fields: { categoryName: 'Chairs', categoryImg: chairs.categoryImg } },
  });
  expect(scope.getState(categories.$rows)?.map(({ _id }) => _id)).toEqual(['c2', 'c1']);
  expect(toasts).toHaveBeenLastCalledWith({ kind: 'success', message: 'Category Chairs created' });

  await allSettled(categories.saveFx, {
    scope,
    params: { id: 'c1', fields: { categoryName: 'Ambient lamps' }, basedOn: 'v-c1' },
  });
  expect(scope.getState(categories.$rows)?.map(({ categoryName }) => categoryName)).toEqual([
    'Ambient lamps',
    'Chairs',
  ]);
  expect(requestsTo('PATCH admin/categories/:id')[0]).toMatchObject({
    path: '/api/v1/admin/categories/c1',
    body: { categoryName: 'Ambient lamps' },
  });
  expect(toasts).toHaveBeenLastCalledWith({ kind: 'success', message: 'Category Ambient lamps saved' });
});

test('a removal takes the row away; a refused one keeps it, marks it no longer pending and toasts the reason', async () => {
  answer('GET admin/categories', onePage([lamps, chairs]));
  answer('DELETE admin/categories/:id', (request) =>
    request.url.endsWith('/c1')
      ? { fail: 'This category is used by 2 products', code: 'CONFLICT', status: 409 }
      : { data: null },
  );
  const scope = fork();
  await allSettled(categories.opened, { scope });

  await allSettled(categories.removeFx, { scope, params: lamps });
  expect(scope.getState(categories.$rows)?.map(({ _id }) => _id)).toEqual(['c2', 'c1']);
  expect(scope.getState(categories.$removing)).toEqual([]);
  expect(toasts).toHaveBeenLastCalledWith({ kind: 'error', message: 'This category is used by 2 products' });

  await allSettled(categories.removeFx, { scope, params: chairs });
  expect(scope.getState(categories.$rows)?.map(({ _id }) => _id)).toEqual(['c1']);
  expect(toasts).toHaveBeenLastCalledWith({ kind: 'success', message: 'Category Chairs deleted' });
});
