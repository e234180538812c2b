import { answer, held, requestsTo } from '@shop/shared/testing';
import { waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { anOrderDetails, notifications } from '../orders/fixtures';
import { aRefund } from './fixtures';
import {
  $loadFailure,
  $order,
  moveDeliveryFx,
  orderOpened,
  refundNotice,
  refundOrderFx,
  shipmentOf,
} from './model';

const ID = anOrderDetails().id;
const OTHER = 'a1b2c3d4-0000-4000-8000-0000000000ff';

test('opening an order reads it; an answer about the order opened before is dropped', async () => {
  const first = held();
  answer('GET admin/orders/:invoiceId', (request) =>
    request.url.endsWith(ID) ? first.answer() : { data: anOrderDetails({ id: OTHER, tranId: 'TXN-OTHER' }) },
  );
  const scope = fork();
  const opening = allSettled(orderOpened, { scope, params: ID });
  const reopening = allSettled(orderOpened, { scope, params: OTHER });
  await waitFor(() => expect(requestsTo('GET admin/orders/:invoiceId')).toHaveLength(2));
  first.release({ data: anOrderDetails() });
  await Promise.all([opening, reopening]);
  expect(scope.getState($order)?.tranId).toBe('TXN-OTHER');
});

test('an order that does not exist says so; another failure says what the API said', async () => {
  answer('GET admin/orders/:invoiceId', (request) =>
    request.url.endsWith(ID)
      ? { fail: 'No such order', status: 404 }
      : { fail: 'Something broke', status: 500 },
  );
  const scope = fork();
  await allSettled(orderOpened, { scope, params: ID });
  expect(scope.getState($loadFailure)).toBe('There is no such order.');
  expect(scope.getState($order)).toBeNull();
  await allSettled(orderOpened, { scope, params: OTHER });
  expect(scope.getState($loadFailure)).toBe('Something broke');
});

test('a delivery move sends the status, tracking only with shipped; then a toast and the order read again', async () => {
  answer('GET admin/orders/:invoiceId', { data: anOrderDetails() });
  answer('POST admin/orders/:invoiceId/delivery', async (request) => {
    const { status } = (await request.json()) as { status: string };
    return { data: { changed: status !== 'processing', to: status } };
  });
  const scope = fork();
  await allSettled(orderOpened, { scope, params: ID });
  const toasts = notifications();
  await allSettled(moveDeliveryFx, {
    scope,
    params: { invoiceId: ID, status: 'shipped', shipment: { trackingNumber: '1Z9', carrier: 'UPS' } },
  });
  await allSettled(moveDeliveryFx, {
    scope,
    params: { invoiceId: ID, status: 'processing', shipment: { trackingNumber: 'ignored' } },
  });
  toasts.stop();
  expect(requestsTo('POST admin/orders/:invoiceId/delivery').map(({ path, body }) => [path, body])).toEqual([
    [`/api/v1/admin/orders/${ID}/delivery`, { status: 'shipped', trackingNumber: '1Z9', carrier: 'UPS' }],
    [`/api/v1/admin/orders/${ID}/delivery`, { status: 'processing' }],
  ]);
  expect(toasts.seen).toEqual([
    { kind: 'success', message: 'Order TXN-1 is now shipped' },
    { kind: 'info', message: 'Order TXN-1 was already processing' },
  ]);
  expect(requestsTo('GET admin/orders/:invoiceId')).toHaveLength(3);
});

test('a refused move rejects with the API failure, and reads nothing again', async () => {
  answer('POST admin/orders/:invoiceId/delivery', {
    fail: 'trackingNumber must be 1 to 100 characters',
    field: 'trackingNumber',
    status: 400,
  });
  const scope = fork();
  const toasts = notifications();
  const result = await allSettled(moveDeliveryFx, { scope, params: { invoiceId: ID, status: 'shipped' } });
  toasts.stop();
  expect(result.status).toBe('fail');
  expect(result.value).toMatchObject({ field: 'trackingNumber', status: 400 });
  expect(toasts.seen).toEqual([]);
  expect(requestsTo('GET admin/orders/:invoiceId')).toHaveLength(0);
});

test('the typed tracking is trimmed, a blank field left out', () => {
  expect(shipmentOf({ trackingNumber: ' 1Z9 ', carrier: '  ' })).toEqual({ trackingNumber: '1Z9' });
  expect(shipmentOf({})).toEqual({});
});

test('a refund answers the order as it now is, which replaces the one on screen, and a toast says where it stands', async () => {
  answer('GET admin/orders/:invoiceId', { data: anOrderDetails() });
  answer('POST admin/orders/:invoiceId/refunds', {
    data: anOrderDetails({
      refundable: 106.96,
      refunds: [aRefund({ state: 'requested', refundedAt: null })],
    }),
  });
  const scope = fork();
  await allSettled(orderOpened, { scope, params: ID });
  const toasts = notifications();
  await allSettled(refundOrderFx, {
    scope,
    params: { order: anOrderDetails(), request: { amount: 40, requestKey: 'key-1' } },
  });
  toasts.stop();
  expect(scope.getState($order)?.refundable).toBe(106.96);
  expect(toasts.seen).toEqual([
    {
      kind: 'info',
      message: 'Refund of 40.00 BDT for order TXN-1 requested',
      detail: 'The gateway has not confirmed it yet.',
    },
  ]);
  expect(requestsTo('GET admin/orders/:invoiceId')).toHaveLength(1);
});

test('an answer about an order no longer on screen leaves the one on screen alone', async () => {
  answer('GET admin/orders/:invoiceId', { data: anOrderDetails({ id: OTHER, tranId: 'TXN-OTHER' }) });
  answer('POST admin/orders/:invoiceId/refunds', { data: anOrderDetails({ refunds: [aRefund()] }) });
  const scope = fork();
  await allSettled(orderOpened, { scope, params: OTHER });
  await allSettled(refundOrderFx, {
    scope,
    params: { order: anOrderDetails(), request: { requestKey: 'key-1' } },
  });
  expect(scope.getState($order)?.tranId).toBe('TXN-OTHER');
  expect(scope.getState($order)?.refunds).toEqual([]);
});

test('a repeated refund request that made no new refund shows no refund toast', async () => {
  const done = anOrderDetails({ refunds: [aRefund()] });
  answer('POST admin/orders/:invoiceId/refunds', { data: done });
  const scope = fork();
  const toasts = notifications();
  await allSettled(refundOrderFx, { scope, params: { order: done, request: { requestKey: 'key-1' } } });
  toasts.stop();
  expect(toasts.seen).toEqual([]);
});

test('a failed refund says so with the reason the gateway gave', () => {
  expect(refundNotice('TXN-1', aRefund({ state: 'failed', failure: 'Card account closed' }))).toEqual({
    kind: 'error',
    message: 'The refund of 40.00 BDT for order TXN-1 failed',
    detail: 'Card account closed',
  });
  expect(refundNotice('TXN-1', aRefund())).toEqual({
    kind: 'success',
    message: 'Refunded 40.00 BDT of order TXN-1',
  });
});
