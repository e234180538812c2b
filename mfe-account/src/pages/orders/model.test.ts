import type { Invoice } from '@shop/shared/contracts';
import { anInvoice } from '@shop/shared/testing';
import { allSettled, fork } from 'effector';
import { $invoices, $paymentNotice, fetchInvoicesFx, invoicesLoad, pageOpened, trackingWords } from './model';

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
  await allSettled(pageOpened, { scope, params: { paid: null } });
  expect(scope.getState($invoices)).toBeNull();
  expect(scope.getState(invoicesLoad.$failed)).toBe(true);

  apiUp = true;
  await allSettled(invoicesLoad.retried, { scope });
  expect(scope.getState($invoices)).toEqual([]);
  expect(scope.getState(invoicesLoad.$failed)).toBe(false);
});

test('the order named on the way back from paying: received once paid, confirming while pending, else nothing', async () => {
  const invoices = [
    anInvoice({ tran_id: 'PAID', payment_status: 'success' }),
    anInvoice({ tran_id: 'OPEN', payment_status: 'pending' }),
    anInvoice({ tran_id: 'GONE', payment_status: 'expired' }),
  ];
  const scope = fork({
    handlers: [[fetchInvoicesFx, async () => ({ status: 'success' as const, data: invoices })]],
  });
  const noticeFor = async (paid: string | null) => {
    await allSettled(pageOpened, { scope, params: { paid } });
    return scope.getState($paymentNotice);
  };
  expect(await noticeFor('PAID')).toEqual({ tranId: 'PAID', received: true });
  expect(await noticeFor('OPEN')).toEqual({ tranId: 'OPEN', received: false });
  expect(await noticeFor('GONE')).toBeNull();
  expect(await noticeFor('NOT-MINE')).toBeNull();
  expect(await noticeFor(null)).toBeNull();
});

test('tracking reads carrier then number, either alone, or nothing', () => {
  expect(trackingWords({ carrier: 'UPS', trackingNumber: '1Z999' })).toBe('UPS 1Z999');
  expect(trackingWords({ carrier: null, trackingNumber: '1Z999' })).toBe('1Z999');
  expect(trackingWords({ carrier: 'DHL', trackingNumber: null })).toBe('DHL');
  expect(trackingWords({ carrier: null, trackingNumber: null })).toBeNull();
  expect(trackingWords({})).toBeNull();
});
