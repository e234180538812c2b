import type { Invoice } from '@shop/shared/contracts';
import { anInvoice } from '@shop/shared/testing';
import { allSettled, fork } from 'effector';
import {
  $invoices,
  $paymentNotice,
  fetchInvoicesFx,
  gatewayReturnOf,
  invoicesLoad,
  pageOpened,
  trackingWords,
} from './model';

test('orders that got no answer stay not loaded and failed; Retry loads them', async () => {
  let apiUp = false;
  const scope = fork({
    handlers: [
      [
        fetchInvoicesFx,
        async () => {
          if (!apiUp) throw new Error('Network Error');
          return { status: 'success' as const, data: [] as Invoice[] };
        },
      ],
    ],
  });
  await allSettled(pageOpened, { scope, params: { returned: null } });
  expect(scope.getState($invoices)).toBeNull();
  expect(scope.getState(invoicesLoad.$failed)).toBe(true);

  apiUp = true;
  await allSettled(invoicesLoad.retried, { scope });
  expect(scope.getState($invoices)).toEqual([]);
  expect(scope.getState(invoicesLoad.$failed)).toBe(false);
});

test('the order named on the way back from the gateway: received once paid, confirming while pending, failed or cancelled as it ended', async () => {
  const invoices = [
    anInvoice({ tran_id: 'PAID', payment_status: 'success' }),
    anInvoice({ tran_id: 'OPEN', payment_status: 'pending' }),
    anInvoice({ tran_id: 'GONE', payment_status: 'expired' }),
    anInvoice({ tran_id: 'DROPPED', payment_status: 'cancelled' }),
  ];
  const scope = fork({
    handlers: [[fetchInvoicesFx, async () => ({ status: 'success' as const, data: invoices })]],
  });
  const noticeFor = async (query: string) => {
    await allSettled(pageOpened, {
      scope,
      params: { returned: gatewayReturnOf(new URLSearchParams(query)) },
    });
    return scope.getState($paymentNotice);
  };
  expect(await noticeFor('paid=PAID')).toEqual({ tranId: 'PAID', state: 'received' });
  expect(await noticeFor('paid=OPEN')).toEqual({ tranId: 'OPEN', state: 'confirming' });
  expect(await noticeFor('paid=GONE')).toBeNull();
  expect(await noticeFor('paid=NOT-MINE')).toBeNull();
  expect(await noticeFor('')).toBeNull();
  // The gateway's word on the way back, before the invoice shows it (the signed result may come later)...
  expect(await noticeFor('cancelled=OPEN')).toEqual({ tranId: 'OPEN', state: 'cancelled' });
  expect(await noticeFor('cancelled=DROPPED')).toEqual({ tranId: 'DROPPED', state: 'cancelled' });
  expect(await noticeFor('failed=OPEN')).toEqual({ tranId: 'OPEN', state: 'failed' });
  expect(await noticeFor('failed=NOT-MINE')).toBeNull();
  // ...but never over a payment the gateway confirmed.
  expect(await noticeFor('cancelled=PAID')).toEqual({ tranId: 'PAID', state: 'received' });
});

test('tracking reads carrier then number, either alone, or nothing', () => {
  expect(trackingWords({ carrier: 'UPS', trackingNumber: '1Z999' })).toBe('UPS 1Z999');
  expect(trackingWords({ carrier: null, trackingNumber: '1Z999' })).toBe('1Z999');
  expect(trackingWords({ carrier: 'DHL', trackingNumber: null })).toBe('DHL');
  expect(trackingWords({ carrier: null, trackingNumber: null })).toBeNull();
  expect(trackingWords({})).toBeNull();
});
