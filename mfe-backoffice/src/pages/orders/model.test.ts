import { answer, requestsTo } from '@shop/shared/testing';
import { allSettled, fork } from 'effector';
import type { OrderFilters } from '../../api/orders';
import { filtersOf } from '../../lib/filter-form';
import { anOrder, aPage } from './fixtures';
import { $shipReport, canShip, ordersList, shipReport, shipReportClosed, shipRequested } from './model';

test('the filters go to the server as its query, trimmed and without empty ones, from page one', async () => {
  answer('GET admin/orders', aPage([anOrder()], { hasMore: true }));
  const scope = fork();
  await allSettled(ordersList.pageChanged, { scope, params: 3 });
  expect(requestsTo('GET admin/orders').at(-1)?.query).toEqual({ page: '3', limit: '20' });

  await allSettled(ordersList.filtersChanged, {
    scope,
    params: filtersOf<OrderFilters>({
      paymentStatus: 'success',
      email: '  ada@ ',
      tranId: '',
      from: '2026-11-01',
    }),
  });
  expect(requestsTo('GET admin/orders').at(-1)?.query).toEqual({
    page: '1',
    limit: '20',
    paymentStatus: 'success',
    email: 'ada@',
    from: '2026-11-01',
  });
  expect(scope.getState(ordersList.$page)).toBe(1);
  expect(scope.getState(ordersList.$rows)).toEqual([anOrder()]);
  expect(scope.getState(ordersList.$hasMore)).toBe(true);
});

test('shipping the selected orders sends them in one call, reports each outcome and reloads the list', async () => {
  const first = anOrder();
  const second = anOrder({ id: 'a1b2c3d4-0000-4000-8000-000000000002', tranId: 'TXN-2' });
  const third = anOrder({ id: 'a1b2c3d4-0000-4000-8000-000000000003', tranId: 'TXN-3' });
  answer('GET admin/orders', aPage([first, second, third]));
  answer('POST admin/orders/delivery', {
    data: [
      { invoiceId: first.id, outcome: 'changed' },
      { invoiceId: second.id, outcome: 'unchanged' },
      { invoiceId: third.id, outcome: 'refused', error: { status: 409, message: 'The order is not paid' } },
    ],
  });
  const scope = fork();
  await allSettled(ordersList.reload, { scope });
  await allSettled(shipRequested, { scope, params: [first.id, second.id, third.id] });

  expect(requestsTo('POST admin/orders/delivery').map(({ body }) => body)).toEqual([
    { invoiceIds: [first.id, second.id, third.id], status: 'shipped' },
  ]);
  expect(scope.getState($shipReport)).toEqual({
    shipped: ['TXN-1'],
    alreadyShipped: ['TXN-2'],
    refused: [{ order: 'TXN-3', reason: 'The order is not paid' }],
  });
  expect(requestsTo('GET admin/orders')).toHaveLength(2);

  // The report stays until it is closed, or the next change starts.
  await allSettled(ordersList.reload, { scope });
  expect(scope.getState($shipReport)).not.toBeNull();
  await allSettled(shipReportClosed, { scope });
  expect(scope.getState($shipReport)).toBeNull();
});

test('a bulk call the server refuses as a whole ships nothing, says why, and reloads', async () => {
  answer('GET admin/orders', aPage([anOrder()]));
  answer('POST admin/orders/delivery', { fail: 'invoiceIds must have at most 100 items', status: 400 });
  const scope = fork();
  await allSettled(shipRequested, { scope, params: [anOrder().id] });
  expect(scope.getState($shipReport)).toEqual({
    shipped: [],
    alreadyShipped: [],
    refused: [],
    failure: 'invoiceIds must have at most 100 items',
  });
  expect(requestsTo('GET admin/orders')).toHaveLength(1);
});

test('nothing selected sends nothing', async () => {
  const scope = fork();
  await allSettled(shipRequested, { scope, params: [] });
  expect(requestsTo('POST admin/orders/delivery')).toHaveLength(0);
});

test('the report names orders by their transaction id, or by their id when the list does not show them', () => {
  const order = anOrder();
  expect(
    shipReport(
      [
        { invoiceId: order.id, outcome: 'refused', error: { status: 409, message: 'Not paid' } },
        { invoiceId: 'gone', outcome: 'refused', error: { status: 404, message: 'No such order' } },
      ],
      [order],
    ).refused,
  ).toEqual([
    { order: 'TXN-1', reason: 'Not paid' },
    { order: 'gone', reason: 'No such order' },
  ]);
});

test('only a paid order not yet on its way can be shipped', () => {
  expect(canShip(anOrder())).toBe(true);
  expect(canShip(anOrder({ deliveryStatus: 'cancelled', deliverySteps: [] }))).toBe(false);
  expect(canShip(anOrder({ deliveryStatus: 'delivered', deliverySteps: ['returned'] }))).toBe(false);
});
