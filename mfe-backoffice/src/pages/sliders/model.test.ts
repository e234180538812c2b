import { notify } from '@shop/shared/bus';
import { answer, held, requestsTo } from '@shop/shared/testing';
import { waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { nextPosition, type Slider, slidersModel } from './model';

const toasts = jest.fn();
notify.watch(toasts);
beforeEach(() => toasts.mockReset());

const slide = (id: string, position: number): Slider => ({
  _id: id,
  version: `v-${id}`,
  title: `Slide ${id}`,
  des: 'Offer',
  image: `/api/images/${id}.png`,
  productID: `p-${id}`,
  position,
});
const ids = (rows: Slider[] | null) => rows?.map(({ _id }) => _id);

async function loaded() {
  answer('GET admin/sliders', {
    data: [slide('c', 7), slide('a', 1), slide('b', 4)],
    page: 1,
    limit: 100,
    hasMore: false,
  });
  const scope = fork();
  await allSettled(slidersModel.opened, { scope });
  return scope;
}

test('the sliders are shown by position', async () => {
  const scope = await loaded();
  expect(ids(scope.getState(slidersModel.$rows))).toEqual(['a', 'b', 'c']);
});

test('a move shows at once, is saved as the whole order, and the answer is taken in', async () => {
  const scope = await loaded();
  const order = held();
  answer('PUT admin/sliders/order', order.answer);
  const moving = allSettled(slidersModel.moved, { scope, params: { id: 'c', to: 0 } });
  expect(ids(scope.getState(slidersModel.$rows))).toEqual(['c', 'a', 'b']);
  expect(scope.getState(slidersModel.$rows)?.map(({ position }) => position)).toEqual([0, 1, 2]);
  order.release({ data: [slide('c', 0), slide('a', 1), slide('b', 2)] });
  await moving;
  expect(requestsTo('PUT admin/sliders/order').map(({ body }) => body)).toEqual([{ ids: ['c', 'a', 'b'] }]);
  expect(scope.getState(slidersModel.$savedOrder)).toEqual(['c', 'a', 'b']);
  expect(toasts).not.toHaveBeenCalled();
});

test('a refused move puts the saved order back and toasts why', async () => {
  const scope = await loaded();
  answer('PUT admin/sliders/order', { fail: 'ids must name every slider once', status: 400 });
  await allSettled(slidersModel.moved, { scope, params: { id: 'a', to: 2 } });
  expect(ids(scope.getState(slidersModel.$rows))).toEqual(['a', 'b', 'c']);
  expect(toasts).toHaveBeenCalledWith({
    kind: 'error',
    message: 'The new order of the sliders was not saved',
    detail: 'ids must name every slider once',
  });
});

test('only the latest move’s answer counts: an earlier one refused late changes nothing', async () => {
  const scope = await loaded();
  const first = held();
  let calls = 0;
  answer('PUT admin/sliders/order', () => {
    calls += 1;
    return calls === 1 ? first.answer() : { data: [slide('b', 0), slide('c', 1), slide('a', 2)] };
  });
  const one = allSettled(slidersModel.moved, { scope, params: { id: 'a', to: 1 } });
  const two = allSettled(slidersModel.moved, { scope, params: { id: 'a', to: 2 } });
  await waitFor(() => expect(requestsTo('PUT admin/sliders/order')).toHaveLength(2));
  first.release({ fail: 'Too late', status: 400 });
  await Promise.all([one, two]);
  expect(ids(scope.getState(slidersModel.$rows))).toEqual(['b', 'c', 'a']);
  expect(toasts).not.toHaveBeenCalled();
});

test('a move to where it is, or off the list, sends nothing', async () => {
  const scope = await loaded();
  await allSettled(slidersModel.moved, { scope, params: { id: 'a', to: 0 } });
  await allSettled(slidersModel.moved, { scope, params: { id: 'a', to: -1 } });
  await allSettled(slidersModel.moved, { scope, params: { id: 'c', to: 3 } });
  await allSettled(slidersModel.moved, { scope, params: { id: 'nobody', to: 1 } });
  expect(requestsTo('PUT admin/sliders/order')).toEqual([]);
  expect(ids(scope.getState(slidersModel.$rows))).toEqual(['a', 'b', 'c']);
});

test('a new slider goes after the last', () => {
  expect(nextPosition(null)).toBe(0);
  expect(nextPosition([])).toBe(0);
  expect(nextPosition([slide('a', 3), slide('b', 9)])).toBe(10);
});
