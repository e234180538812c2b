// The customer's screens as the shop's server fills them before rendering them for a live session.
import { anInvoice, anInvoiceLine, answer, aProfile, loadAsOnServer } from '@shop/shared/testing';
import { fork } from 'effector';
import { $paymentNotice } from '../pages/orders/model';
import * as invoiceDetails from './invoice-details';
import * as orders from './orders';
import * as profile from './profile';

const invoice = anInvoice({ _id: 'inv-1', tran_id: 'TXN-42', payment_status: 'success' });
const line = anInvoiceLine();
const saved = aProfile();

const ordersAddress = { params: {}, search: '?paid=TXN-42', props: {} };
const invoiceAddress = { params: { id: 'inv-1' }, search: '', props: {} };
const profileAddress = { params: {}, search: '', props: {} };

beforeEach(() => {
  answer('GET InvoiceList', { data: [invoice] });
  answer('GET InvoiceDetails/inv-1', { data: invoice });
  answer('GET InvoiceProductList/inv-1', { data: [line] });
  answer('GET ReadProfile', { data: [saved] });
});

const screens = [
  {
    name: 'the orders',
    module: orders,
    address: ordersAddress,
    data: {
      'account/orders/invoices': [invoice],
      'account/orders/gateway-return': { tranId: 'TXN-42', ending: 'paid' },
    },
  },
  {
    name: 'an invoice',
    module: invoiceDetails,
    address: invoiceAddress,
    data: { 'account/invoice-details/invoice': invoice, 'account/invoice-details/lines': [line] },
  },
  {
    name: 'the profile',
    module: profile,
    address: profileAddress,
    data: { 'account/profile/profile': saved, 'account/profile/form': saved },
  },
];

test.each(screens)(
  '$name is ready after its server load, and its data travels by sid',
  async ({ module, address, data }) => {
    const { ready, state } = await loadAsOnServer(module.serverLoad, address);
    expect(ready).toBe(true);
    expect(state).toMatchObject(data);
  },
);

test('the browser, starting from the orders the server rendered, says the payment named in the address was received', async () => {
  const { state } = await loadAsOnServer(orders.serverLoad, ordersAddress);
  const hydrated = fork({ values: state });
  expect(hydrated.getState($paymentNotice)).toEqual({ tranId: 'TXN-42', state: 'received' });
});

test.each([
  { name: 'orders', module: orders, address: ordersAddress, call: 'GET InvoiceList' },
  { name: 'an invoice', module: invoiceDetails, address: invoiceAddress, call: 'GET InvoiceDetails/inv-1' },
  { name: 'a profile', module: profile, address: profileAddress, call: 'GET ReadProfile' },
] as const)(
  '$name that failed to load is not ready: the browser renders it',
  async ({ module, address, call }) => {
    answer(call, { networkError: true });
    expect((await loadAsOnServer(module.serverLoad, address)).ready).toBe(false);
  },
);
