import { anInvoice } from '@shop/shared/testing';
import { deliveryWords, itemsSummary, paymentState } from './words';

const item = (title: string) => ({ title, qty: 1 });

test('an order names its first two items, and how many more', () => {
  expect(itemsSummary([item('Kettle')])).toBe('Kettle');
  expect(itemsSummary([item('Kettle'), item('Lamp')])).toBe('Kettle and Lamp');
  expect(itemsSummary([item('Kettle'), item('Lamp'), item('Rug')])).toBe('Kettle, Lamp and 1 more');
  expect(itemsSummary(['Kettle', 'Lamp', 'Rug', 'Mug'].map(item))).toBe('Kettle, Lamp and 2 more');
  expect(itemsSummary([])).toBe('');
});

test('each payment status reads in words', () => {
  const words = (payment_status: Parameters<typeof paymentState>[0]['payment_status']) =>
    paymentState(anInvoice({ payment_status })).words;
  expect(words('success')).toBe('Paid');
  expect(words('pending')).toBe('Awaiting payment');
  expect(words('expired')).toBe('Expired');
  expect(words('cancelled')).toBe('Cancelled');
  expect(words('failed')).toBe('Failed');
  expect(words('superseded')).toBe('Replaced');
});

test('an unpaid order whose late money was given back in full is Refunded; a paid one stays Paid', () => {
  const refunded = {
    amount: 5,
    currency: 'USD',
    receivedAt: '2026-11-22T11:00:00Z',
    refundedAt: '2026-11-23T09:30:00Z',
  };
  expect(paymentState(anInvoice({ payment_status: 'expired', unapplied_payment: refunded }))).toEqual({
    key: 'refunded',
    words: 'Refunded',
  });
  expect(paymentState(anInvoice({ payment_status: 'success', unapplied_payment: refunded })).words).toBe(
    'Paid',
  );
  const notYet = { ...refunded, refundedAt: undefined };
  expect(paymentState(anInvoice({ payment_status: 'expired', unapplied_payment: notYet })).words).toBe(
    'Expired',
  );
});

test('a status newer than this slice reads as the API names it', () => {
  const payment_status = 'on hold' as Parameters<typeof paymentState>[0]['payment_status'];
  expect(paymentState(anInvoice({ payment_status }))).toEqual({ key: 'on hold', words: 'on hold' });
  const lost = 'lost' as Parameters<typeof deliveryWords>[0]['delivery_status'];
  expect(deliveryWords(anInvoice({ delivery_status: lost }))).toBe('lost');
  expect(deliveryWords(anInvoice({ delivery_status: 'processing' }))).toBe('Being prepared');
});

test('an order whose payment ended without the money will not ship; an open or paid one is not shipped yet', () => {
  const delivery = (payment_status: Parameters<typeof paymentState>[0]['payment_status']) =>
    deliveryWords(anInvoice({ payment_status, delivery_status: 'pending' }));
  for (const ended of ['failed', 'cancelled', 'expired', 'superseded'] as const) {
    expect(delivery(ended)).toBe('Will not ship: not paid');
  }
  expect(delivery('pending')).toBe('Not shipped yet');
  expect(delivery('success')).toBe('Not shipped yet');
  expect(paymentState(anInvoice({ payment_status: 'cancelled' })).help).toBe(
    'The payment was cancelled. Your cart is kept: check out again from it.',
  );
});
