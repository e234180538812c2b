import { anInvoice, answer, requestsTo } from '@shop/shared/testing';
import { loadInvoice } from './load-invoice';

const mine = anInvoice({ _id: 'inv-1', tran_id: 'TXN-1' });

test('asks the API for the one invoice', async () => {
  answer('GET InvoiceDetails/inv-1', { data: mine });
  expect(await loadInvoice('inv-1')).toEqual({ status: 'success', data: mine });
  expect(requestsTo('GET InvoiceList')).toEqual([]);
});

test('under a shell without getInvoice, finds it in the list; one not there is No such invoice', async () => {
  answer('GET InvoiceList', { data: [anInvoice({ _id: 'inv-0' }), mine] });
  expect(await loadInvoice('inv-1', {})).toEqual({ status: 'success', data: mine });
  expect(await loadInvoice('someone-elses', {})).toEqual({
    status: 'fail',
    message: 'No such invoice',
    code: 'NOT_FOUND',
  });
});

test('under a shell without getInvoice, a refused list is the answer', async () => {
  answer('GET InvoiceList', { fail: 'Slow down', code: 'RATE_LIMITED' });
  expect(await loadInvoice('inv-1', {})).toMatchObject({ status: 'fail', code: 'RATE_LIMITED' });
});
