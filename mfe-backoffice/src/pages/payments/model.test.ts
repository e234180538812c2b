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

test('a refund asks the gateway with the amount, remark and key; a kept payment sends its note; each leaves the list', async () => {
  answer(
    'GET admin/payments/flagged',
    inTurn(aPage([aFlaggedPayment(), second]), aPage([second]), aPage([])),
  );
  answer('POST admin/payments/:paymentId/refund', { data: { refundedAt: '2026-11-23T09:00:00.000Z' } });
  answer('POST admin/payments/:paymentId/keep', { data: {} });
  const scope = fork();
  await allSettled(flaggedList.reload, { scope });
  const toasts = notifications();

  const request = { amount: 20.5, remark: 'Paid twice', requestKey: 'key-1' };
  await allSettled(decideFx, { scope, params: { payment: aFlaggedPayment(), kind: 'refund', request } });
  expect(scope.getState(flaggedList.$rows).map(({ tranId }) => tranId)).toEqual(['TXN-2']);
  await allSettled(decideFx, { scope, params: { payment: second, kind: 'keep', note: ' Sent by hand ' } });
  toasts.stop();

  expect(requestsTo('POST admin/payments/:paymentId/refund').map(({ path, body }) => [path, body])).toEqual([
    [`/api/v1/admin/payments/${aFlaggedPayment().id}/refund`, request],
  ]);
  expect(requestsTo('POST admin/payments/:paymentId/keep').map(({ path, body }) => [path, body])).toEqual([
    [`/api/v1/admin/payments/${second.id}/keep`, { note: 'Sent by hand' }],
  ]);
  expect(toasts.seen).toEqual([
    { kind: 'success', message: 'Refunded 20.50 BDT for order TXN-1' },
    { kind: 'success', message: '20.50 BDT for order TXN-2 recorded as kept' },
  ]);
  expect(scope.getState(flaggedList.$rows)).toEqual([]);
  expect(requestsTo('GET admin/payments/flagged')).toHaveLength(3);
});

test('a refund that leaves the payment not refunded in full points to its order for where it stands', async () => {
  answer('GET admin/payments/flagged', aPage([aFlaggedPayment()]));
  answer('POST admin/payments/:paymentId/refund', { data: { refundedAt: null } });
  const scope = fork();
  const toasts = notifications();
  await allSettled(decideFx, {
    scope,
    params: { payment: aFlaggedPayment(), kind: 'refund', request: { amount: 5, requestKey: 'key-2' } },
  });
  toasts.stop();
  expect(toasts.seen).toEqual([
    {
      kind: 'info',
      message: 'Refund of 5.00 BDT for order TXN-1 asked of the gateway',
      detail: "Where it stands is on the order's page, under Refunds.",
    },
  ]);
});

test('a refused decision leaves the payment in the list and rejects with the API words', async () => {
  answer('GET admin/payments/flagged', aPage([aFlaggedPayment()]));
  answer('POST admin/payments/:paymentId/keep', { fail: 'The payment is already refunded', status: 409 });
  const scope = fork();
  await allSettled(flaggedList.reload, { scope });
  const result = await allSettled(decideFx, {
    scope,
    params: { payment: aFlaggedPayment(), kind: 'keep', note: 'Sent by hand' },
  });
  expect(result).toMatchObject({ status: 'fail', value: { message: 'The payment is already refunded' } });
  expect(scope.getState(flaggedList.$rows)).toHaveLength(1);
  expect(requestsTo('GET admin/payments/flagged')).toHaveLength(1);
});
