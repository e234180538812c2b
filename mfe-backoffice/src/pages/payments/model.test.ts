import { answer, inTurn, requestsTo } from '@shop/shared/testing';
import { allSettled, fork } from 'effector';
import { aPage, notifications } from '../orders/fixtures';
import { aFlaggedPayment } from './fixtures';
import { decideFx, flaggedList } from './model';

const second = aFlaggedPayment({ id: 'c1b2c3d4-0000-4000-8000-000000000010', tranId: 'TXN-2' });

test('the list is read a page at a time, oldest first as the server gives it', async () => {
  answer('GET admin/payments/flagged', aPage([aFlaggedPayment(), second], { hasMore: true }));
  const scope = fork();
  await allSettled(flaggedList.reload, { scope });
  expect(requestsTo('GET admin/payments/flagged')[0]?.query).toEqual({ page: '1', limit: '20' });
  expect(scope.getState(flaggedList.$rows).map(({ tranId }) => tranId)).toEqual(['TXN-1', 'TXN-2']);
  expect(scope.getState(flaggedList.$hasMore)).toBe(true);
});

test('a refund is recorded with its trimmed reference, a kept payment with its note; each leaves the list', async () => {
  answer(
    'GET admin/payments/flagged',
    inTurn(aPage([aFlaggedPayment(), second]), aPage([second]), aPage([])),
  );
  answer('POST admin/payments/:paymentId/refund', { data: {} });
  answer('POST admin/payments/:paymentId/keep', { data: {} });
  const scope = fork();
  await allSettled(flaggedList.reload, { scope });
  const toasts = notifications();

  await allSettled(decideFx, {
    scope,
    params: { payment: aFlaggedPayment(), kind: 'refund', text: ' RF-77 ' },
  });
  expect(scope.getState(flaggedList.$rows).map(({ tranId }) => tranId)).toEqual(['TXN-2']);
  await allSettled(decideFx, { scope, params: { payment: second, kind: 'keep', text: 'Sent by hand' } });
  toasts.stop();

  expect(requestsTo('POST admin/payments/:paymentId/refund').map(({ path, body }) => [path, body])).toEqual([
    [`/api/v1/admin/payments/${aFlaggedPayment().id}/refund`, { reference: 'RF-77' }],
  ]);
  expect(requestsTo('POST admin/payments/:paymentId/keep').map(({ path, body }) => [path, body])).toEqual([
    [`/api/v1/admin/payments/${second.id}/keep`, { note: 'Sent by hand' }],
  ]);
  expect(toasts.seen).toEqual([
    { kind: 'success', message: '20.50 BDT for order TXN-1 recorded as refunded' },
    { kind: 'success', message: '20.50 BDT for order TXN-2 recorded as kept' },
  ]);
  expect(scope.getState(flaggedList.$rows)).toEqual([]);
  expect(requestsTo('GET admin/payments/flagged')).toHaveLength(3);
});

test('a refused decision leaves the payment in the list and rejects with the API words', async () => {
  answer('GET admin/payments/flagged', aPage([aFlaggedPayment()]));
  answer('POST admin/payments/:paymentId/keep', { fail: 'The payment is already refunded', status: 409 });
  const scope = fork();
  await allSettled(flaggedList.reload, { scope });
  const result = await allSettled(decideFx, {
    scope,
    params: { payment: aFlaggedPayment(), kind: 'keep', text: 'Sent by hand' },
  });
  expect(result).toMatchObject({ status: 'fail', value: { message: 'The payment is already refunded' } });
  expect(scope.getState(flaggedList.$rows)).toHaveLength(1);
  expect(requestsTo('GET admin/payments/flagged')).toHaveLength(1);
});
