import type { Invoice } from '@shop/shared/contracts';
import { MemoryRouter } from '@shop/shared/router';
import { anInvoice, answer, held, inTurn, networkError } from '@shop/shared/testing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { OrdersPage } from './page';

const paid = anInvoice({
  _id: 'inv-1',
  tran_id: 'TXN-42',
  cus_details: 'Ada Lovelace, 12 Byron St, London',
  ship_details: 'Ada Lovelace, 12 Byron St, London',
  currency: 'USD',
  createdAt: '2026-11-22T10:00:00Z',
  payable: 146.96,
  items: [
    { title: 'Copper kettle', qty: 2 },
    { title: 'Desk lamp', qty: 1 },
    { title: 'Wool rug', qty: 1 },
    { title: 'Tea cups', qty: 4 },
  ],
});

function openOrders(address = '/orders') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <OrdersPage />
    </MemoryRouter>,
  );
}

test('a skeleton shows until the orders arrive, then each invoice with its Details link', async () => {
  const orders = held();
  answer('GET InvoiceList', orders.answer);
  openOrders();
  expect(screen.getByRole('status', { name: 'Loading your orders' })).toBeInTheDocument();

  orders.release({ data: [paid] });
  const card = await screen.findByRole('article', { name: 'Invoice No: TXN-42' });
  expect(card).toHaveTextContent('DateNovember 22, 2026');
  expect(card).toHaveTextContent('ItemsCopper kettle, Desk lamp and 2 more');
  expect(card).toHaveTextContent('CustomerAda Lovelace, 12 Byron St, London');
  expect(card).toHaveTextContent('PaymentPaid');
  expect(card).toHaveTextContent('Payable$146.96');
  expect(card).toHaveTextContent('DeliveryNot shipped yet');
  expect(screen.getByRole('link', { name: 'Details of invoice TXN-42' })).toHaveAttribute(
    'href',
    '/invoice/inv-1',
  );
  expect(document.title).toBe('Orders | Shop');
});

test('no orders shows the no-data view', async () => {
  answer('GET InvoiceList', { data: [] });
  openOrders();
  expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
});

test('a call that got no answer says so with Retry rather than claiming there are no orders; Retry loads them', async () => {
  answer('GET InvoiceList', inTurn(networkError, { data: [paid] }));
  openOrders();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load your orders. Check your connection and try again.');
  expect(screen.queryByText('You have no orders yet.')).not.toBeInTheDocument();
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(/TXN-42/)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('an expired or superseded order says what happened, and money received after it closed is acknowledged', async () => {
  answer('GET InvoiceList', {
    data: [
      { ...paid, _id: 'inv-2', tran_id: 'TXN-EXPIRED', payment_status: 'expired' },
      {
        ...paid,
        _id: 'inv-3',
        tran_id: 'TXN-OLD',
        payment_status: 'superseded',
        unapplied_payment: { amount: 20.99, currency: 'USD', receivedAt: '2026-11-22T11:00:00Z' },
      },
      {
        ...paid,
        _id: 'inv-4',
        tran_id: 'TXN-REFUNDED',
        payment_status: 'expired',
        unapplied_payment: {
          amount: 5.25,
          currency: 'USD',
          receivedAt: '2026-11-22T11:00:00Z',
          refundedAt: '2026-11-23T09:30:00Z',
        },
      },
    ],
  });
  openOrders();

  const expired = await screen.findByRole('article', { name: 'Invoice No: TXN-EXPIRED' });
  expect(expired).toHaveTextContent('PaymentExpired Not paid in time. Check out again from your cart.');
  const superseded = screen.getByRole('article', { name: 'Invoice No: TXN-OLD' });
  expect(superseded).toHaveTextContent('PaymentReplaced A newer checkout of your cart took its place.');
  expect(within(superseded).getByRole('note')).toHaveTextContent(
    'We received $20.99 for this order after it closed. We will refund it or fulfil the order',
  );
  expect(within(expired).queryByRole('note')).not.toBeInTheDocument();
  const refunded = screen.getByRole('article', { name: 'Invoice No: TXN-REFUNDED' });
  expect(refunded).toHaveTextContent('PaymentRefundedWe received');
  expect(within(refunded).getByRole('note')).toHaveTextContent(
    'We received $5.25 for this order after it closed. We refunded it on November 23, 2026.',
  );
});

test('each order shows its current delivery status in plain words', async () => {
  const statuses = ['processing', 'shipped', 'delivered', 'returned', 'cancelled'] as const;
  answer('GET InvoiceList', {
    data: statuses.map((delivery_status) => ({
      ...paid,
      _id: delivery_status,
      tran_id: delivery_status,
      delivery_status,
    })),
  });
  openOrders();
  const words = ['Being prepared', 'Shipped', 'Delivered', 'Returned', 'Cancelled'];
  for (const [index, status] of statuses.entries()) {
    const card = await screen.findByRole('article', { name: `Invoice No: ${status}` });
    expect(card).toHaveTextContent(`Delivery${words[index]}Payable`);
  }
});

test('a delivery status newer than this page shows as the API names it', async () => {
  answer('GET InvoiceList', {
    data: [{ ...paid, delivery_status: 'lost in transit' as Invoice['delivery_status'] }],
  });
  openOrders();
  expect(await screen.findByRole('article', { name: 'Invoice No: TXN-42' })).toHaveTextContent(
    'Deliverylost in transit',
  );
});

test('each payment status reads in words', async () => {
  const statuses = ['success', 'pending', 'failed', 'cancelled'] as const;
  answer('GET InvoiceList', {
    data: statuses.map((payment_status) => ({
      ...paid,
      _id: payment_status,
      tran_id: payment_status,
      payment_status,
    })),
  });
  openOrders();
  const words = [
    'PaymentPaidDeliveryNot shipped yet',
    'PaymentAwaiting paymentDeliveryNot shipped yet',
    'PaymentFailed The payment did not go through. Your cart is kept: check out again from it.' +
      'DeliveryWill not ship: not paid',
    'PaymentCancelled The payment was cancelled. Your cart is kept: check out again from it.' +
      'DeliveryWill not ship: not paid',
  ];
  for (const [index, status] of statuses.entries()) {
    const card = await screen.findByRole('article', { name: `Invoice No: ${status}` });
    expect(card).toHaveTextContent(words[index] as string);
  }
});

test.each([
  ['cancelled', 'Payment cancelled: your cart is kept. Back to your cart'],
  ['failed', 'Payment failed: your cart is kept. Back to your cart'],
])('back from a %s payment, the page says so and leads back to the cart', async (ending, notice) => {
  answer('GET InvoiceList', { data: [{ ...paid, payment_status: 'pending' }] });
  openOrders(`/orders?${ending}=TXN-42`);
  const card = await screen.findByRole('article', { name: 'Invoice No: TXN-42' });
  const status = screen.getByRole('status', { name: '' });
  expect(status).toHaveTextContent(notice);
  expect(within(status).getByRole('link', { name: 'Back to your cart' })).toHaveAttribute('href', '/cart');
  expect(card).not.toHaveClass('invoice-card-just-paid');
});

test('an order of one item names it', async () => {
  answer('GET InvoiceList', {
    data: [{ ...paid, _id: 'one', tran_id: 'ONE', items: [{ title: 'Copper kettle', qty: 2 }] }],
  });
  openOrders();
  expect(await screen.findByRole('article', { name: 'Invoice No: ONE' })).toHaveTextContent(
    'ItemsCopper kettleCustomer',
  );
});

test('back from paying, the page says the payment was received and marks that order', async () => {
  const older = { ...paid, _id: 'inv-0', tran_id: 'TXN-41', createdAt: '2026-11-20T10:00:00Z' };
  const orders = held();
  answer('GET InvoiceList', orders.answer);
  openOrders('/orders?paid=TXN-42');
  const notice = screen.getByRole('status', { name: '' });
  expect(notice).toBeEmptyDOMElement();

  orders.release({ data: [paid, older] });
  const card = await screen.findByRole('article', { name: 'Invoice No: TXN-42' });
  expect(notice).toHaveTextContent('Payment received for order TXN-42. Thank you!');
  expect(card).toHaveClass('invoice-card-just-paid');
  expect(screen.getByRole('article', { name: 'Invoice No: TXN-41' })).not.toHaveClass(
    'invoice-card-just-paid',
  );
});

test('back from paying before the gateway confirmed it, the page says it is being confirmed', async () => {
  answer('GET InvoiceList', { data: [{ ...paid, payment_status: 'pending' }] });
  openOrders('/orders?paid=TXN-42');
  await screen.findByRole('article', { name: 'Invoice No: TXN-42' });
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
    'Confirming your payment for order TXN-42. This can take a minute: reload the page to see it.',
  );
  expect(screen.queryByText(/Payment received/)).toBeNull();
});

test('no notice for an order that is not in the list, or that the gateway did not pay', async () => {
  answer('GET InvoiceList', { data: [{ ...paid, payment_status: 'failed' }] });
  openOrders('/orders?paid=TXN-42');
  const card = await screen.findByRole('article', { name: 'Invoice No: TXN-42' });
  expect(screen.getByRole('status', { name: '' })).toBeEmptyDOMElement();
  expect(card).not.toHaveClass('invoice-card-just-paid');
  cleanup();

  answer('GET InvoiceList', { data: [paid] });
  openOrders('/orders?paid=SOMEONE-ELSES');
  await screen.findByRole('article', { name: 'Invoice No: TXN-42' });
  expect(screen.getByRole('status', { name: '' })).toBeEmptyDOMElement();
});

test("a shipped order shows its parcel's tracking under its card; an order without tracking shows none", async () => {
  answer('GET InvoiceList', {
    data: [
      {
        ...paid,
        _id: 'inv-2',
        tran_id: 'TXN-43',
        delivery_status: 'shipped',
        trackingNumber: '1Z999',
        carrier: 'UPS',
      },
      {
        ...paid,
        _id: 'inv-3',
        tran_id: 'TXN-44',
        delivery_status: 'shipped',
        trackingNumber: 'JD01',
        carrier: null,
      },
      { ...paid, delivery_status: 'shipped', trackingNumber: null, carrier: null },
    ],
  });
  openOrders();
  expect(await screen.findByRole('note', { name: 'Tracking of invoice TXN-43' })).toHaveTextContent(
    'Tracking: UPS 1Z999',
  );
  expect(screen.getByRole('note', { name: 'Tracking of invoice TXN-44' })).toHaveTextContent(
    'Tracking: JD01',
  );
  expect(screen.getByRole('article', { name: 'Invoice No: TXN-42' })).toBeInTheDocument();
  expect(screen.queryByRole('note', { name: 'Tracking of invoice TXN-42' })).not.toBeInTheDocument();
  expect(screen.getAllByText(/^Tracking:/)).toHaveLength(2);
});

test('an order with refunds lists each one under its card, as money and a day; an order without has no such list', async () => {
  answer('GET InvoiceList', {
    data: [
      {
        ...paid,
        refunds: [
          { amount: 40, currency: 'USD', refundedAt: '2026-11-23T09:30:00Z' },
          { amount: 1106.96, currency: 'USD', refundedAt: '2026-11-25T12:00:00Z' },
        ],
      },
      { ...paid, _id: 'inv-2', tran_id: 'TXN-43', refunds: [] },
      { ...paid, _id: 'inv-3', tran_id: 'TXN-44' },
    ],
  });
  openOrders();
  const refunds = await screen.findByRole('list', { name: 'Refunds of invoice TXN-42' });
  expect(
    within(refunds)
      .getAllByRole('listitem')
      .map((line) => line.textContent),
  ).toEqual(['Refunded $40.00 on November 23, 2026', 'Refunded $1,106.96 on November 25, 2026']);
  expect(within(refunds).getByText('November 23, 2026')).toHaveAttribute('datetime', '2026-11-23T09:30:00Z');
  expect(screen.getAllByRole('list', { name: /^Refunds of invoice/ })).toHaveLength(1);
  expect(screen.getAllByText(/^Refunded \$/)).toHaveLength(2);
});
