import { answer, held, requestsTo } from '@shop/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetails } from '../../api/orders';
import { seriousAxeProblems } from '../../testing/axe';
import { anOrderDetails, notifications, renderScreen } from '../orders/fixtures';
import { OrderPage } from './page';

jest.setTimeout(30_000);

const ID = anOrderDetails().id;

function openOrder(order: Partial<OrderDetails> | (() => Partial<OrderDetails>) = {}) {
  answer('GET admin/orders/:invoiceId', () => ({
    data: anOrderDetails(typeof order === 'function' ? order() : order),
  }));
  return renderScreen(<OrderPage />, { address: `/admin/orders/${ID}`, route: '/admin/orders/:invoiceId' });
}

test('the order: its facts, lines, both addresses, payments with any flagged state, and delivery history', async () => {
  openOrder({
    deliveryStatus: 'shipped',
    trackingNumber: '1Z999',
    carrier: 'UPS',
    payments: [
      ...anOrderDetails().payments,
      {
        id: 'c1b2c3d4-0000-4000-8000-000000000002',
        valId: 'VAL-2',
        amount: 20.5,
        currency: 'BDT',
        needsDecision: true,
        reason: 'Paid twice',
        receivedAt: '2026-11-22T11:00:00.000Z',
        refundedAt: null,
        refundReference: null,
        resolution: null,
        keptAt: null,
        keptBy: null,
        keptNote: null,
      },
      {
        id: 'c1b2c3d4-0000-4000-8000-000000000003',
        valId: 'VAL-3',
        amount: 5,
        currency: 'BDT',
        needsDecision: false,
        reason: 'Paid after it expired',
        receivedAt: '2026-11-22T12:00:00.000Z',
        refundedAt: '2026-11-23T09:30:00.000Z',
        refundReference: 'RF-77',
        resolution: 'refunded',
        keptAt: null,
        keptBy: null,
        keptNote: null,
      },
    ],
    deliveryHistory: [
      {
        from: 'pending',
        to: 'processing',
        at: '2026-11-22T11:00:00.000Z',
        actor: 'ops@example.com',
        trackingNumber: null,
        carrier: null,
      },
      {
        from: 'processing',
        to: 'shipped',
        at: '2026-11-23T08:00:00.000Z',
        actor: 'cli:deploy',
        trackingNumber: '1Z999',
        carrier: 'UPS',
      },
    ],
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Order TXN-1' })).toBeInTheDocument();
  expect(document.title).toBe('Order TXN-1 | Back office | Shop');
  const facts = document.querySelector('.ant-descriptions') as HTMLElement;
  expect(facts).toHaveTextContent('Transaction idTXN-1');
  expect(facts).toHaveTextContent('E-mailada@example.com');
  expect(facts).toHaveTextContent('Placed2026-11-22 10:05 UTC');
  expect(facts).toHaveTextContent('PaymentPaid');
  expect(facts).toHaveTextContent('DeliveryShipped');
  expect(facts).toHaveTextContent('TrackingUPS 1Z999');
  expect(facts).toHaveTextContent('Total130.00 BDT');
  expect(facts).toHaveTextContent('VAT16.96 BDT');
  expect(facts).toHaveTextContent('Payable146.96 BDT');

  const lines = screen.getByRole('table', { name: 'Lines' });
  const kettle = within(lines).getByText('Copper kettle').closest('tr') as HTMLElement;
  expect(kettle).toHaveTextContent('KTL-01Copper kettle1.5 lCopper240.00 BDT80.00 BDT');

  const addresses = screen.getByRole('region', { name: 'Addresses' });
  expect(addresses).toHaveTextContent('CustomerAda Lovelace, 12 Byron St, London, +44 20 7946 0000');
  expect(addresses).toHaveTextContent('Ships toAda Lovelace 12 Byron St London NW1');

  const payments = screen.getByRole('table', { name: 'Payments' });
  expect(within(payments).getByText('VAL-1').closest('tr')).toHaveTextContent('Applied to the order');
  const flagged = within(payments).getByText('VAL-2').closest('tr') as HTMLElement;
  expect(flagged).toHaveTextContent('20.50 BDTNeeds a decisionPaid twice');
  expect(within(flagged).getByRole('link', { name: /Decide/ })).toHaveAttribute('href', '/admin/payments');
  expect(within(payments).getByText('VAL-3').closest('tr')).toHaveTextContent(
    'Refunded 2026-11-23 09:30 UTC, reference RF-77',
  );

  const history = screen.getByRole('region', { name: 'Delivery history' });
  expect(history).toHaveTextContent('2026-11-22 11:00 UTC');
  expect(history).toHaveTextContent('Not started → Processing by ops@example.com');
  expect(history).toHaveTextContent('Processing → Shipped by cli:deploy, tracking UPS 1Z999');

  expect(screen.getByRole('link', { name: 'Packing slip' })).toHaveAttribute(
    'href',
    `/admin/orders/${ID}/packing-slip`,
  );
  expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/admin/orders');
  expect(await seriousAxeProblems()).toEqual([]);
});

test('only the steps the order may take are offered; a step moves it, then the order again and a toast', async () => {
  let status: OrderDetails['deliveryStatus'] = 'pending';
  openOrder(() =>
    status === 'pending'
      ? { deliveryStatus: 'pending', deliverySteps: ['processing', 'shipped'] }
      : { deliveryStatus: 'processing', deliverySteps: ['shipped'] },
  );
  answer('POST admin/orders/:invoiceId/delivery', () => {
    status = 'processing';
    return { data: { changed: true, to: 'processing' } };
  });
  const steps = await screen.findByRole('region', { name: 'Delivery' });
  expect(
    within(steps)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Mark processing', 'Mark shipped…']);
  const toasts = notifications();
  await userEvent.click(within(steps).getByRole('button', { name: 'Mark processing' }));
  await waitFor(() =>
    expect(
      within(steps)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark shipped…']),
  );
  toasts.stop();
  expect(requestsTo('POST admin/orders/:invoiceId/delivery').map(({ body }) => body)).toEqual([
    { status: 'processing' },
  ]);
  expect(toasts.seen).toEqual([{ kind: 'success', message: 'Order TXN-1 is now processing' }]);
  expect(document.querySelector('.ant-descriptions')).toHaveTextContent('DeliveryProcessing');
});

test('an order that cannot move says so and offers no step', async () => {
  openOrder({ paymentStatus: 'pending', deliverySteps: [] });
  const steps = await screen.findByRole('region', { name: 'Delivery' });
  expect(steps).toHaveTextContent('No delivery step is possible now');
  expect(within(steps).queryByRole('button')).toBeNull();
});

test.each([
  [{}, 'Paid', true],
  [{ refunded: 40 }, 'Partly refunded', true],
  [{ refunded: 146.96, deliveryStatus: 'cancelled' as const, deliverySteps: [] }, 'Refunded', false],
])(
  'the payment reads as what the gateway did, and a packing slip is offered only for a parcel: %o',
  async (order, word, slip) => {
    openOrder(order);
    await screen.findByRole('heading', { level: 1, name: 'Order TXN-1' });
    expect(document.querySelector('.ant-descriptions')).toHaveTextContent(`Payment${word}`);
    expect(screen.queryAllByRole('link', { name: 'Packing slip' })).toHaveLength(slip ? 1 : 0);
  },
);

test('returned, where an order ends, is asked first; Cancel moves nothing', async () => {
  openOrder({ deliveryStatus: 'delivered', deliverySteps: ['returned'] });
  answer('POST admin/orders/:invoiceId/delivery', { data: { changed: true, to: 'returned' } });
  const markReturned = await screen.findByRole('button', { name: 'Mark returned…' });
  await userEvent.click(markReturned);
  let question = await screen.findByRole('dialog', {
    name: 'Mark order TXN-1 returned and e-mail the customer?',
  });
  expect(question).toHaveTextContent('Returned is final');
  await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(requestsTo('POST admin/orders/:invoiceId/delivery')).toHaveLength(0);

  await userEvent.click(markReturned);
  question = await screen.findByRole('dialog');
  await userEvent.click(within(question).getByRole('button', { name: 'Mark returned' }));
  await waitFor(() =>
    expect(requestsTo('POST admin/orders/:invoiceId/delivery').map(({ body }) => body)).toEqual([
      { status: 'returned' },
    ]),
  );
});

test('shipping asks for tracking and carrier first, and sends them', async () => {
  openOrder();
  answer('POST admin/orders/:invoiceId/delivery', { data: { changed: true, to: 'shipped' } });
  await userEvent.click(await screen.findByRole('button', { name: 'Mark shipped…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ship order TXN-1' });
  expect(requestsTo('POST admin/orders/:invoiceId/delivery')).toHaveLength(0);
  await userEvent.type(within(dialog).getByLabelText('Tracking number (optional)'), ' 1Z999 ');
  await userEvent.type(within(dialog).getByLabelText('Carrier (optional)'), 'UPS');
  const toasts = notifications();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  toasts.stop();
  expect(requestsTo('POST admin/orders/:invoiceId/delivery').map(({ body }) => body)).toEqual([
    { status: 'shipped', trackingNumber: '1Z999', carrier: 'UPS' },
  ]);
  expect(toasts.seen).toEqual([{ kind: 'success', message: 'Order TXN-1 is now shipped' }]);
  await waitFor(() => expect(requestsTo('GET admin/orders/:invoiceId')).toHaveLength(2));
});

test('shipping with no tracking sends the status alone', async () => {
  openOrder();
  answer('POST admin/orders/:invoiceId/delivery', { data: { changed: true, to: 'shipped' } });
  await userEvent.click(await screen.findByRole('button', { name: 'Mark shipped…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ship order TXN-1' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
  await waitFor(() =>
    expect(requestsTo('POST admin/orders/:invoiceId/delivery').map(({ body }) => body)).toEqual([
      { status: 'shipped' },
    ]),
  );
});

test('a refused tracking number is marked on its field, the dialog stays open', async () => {
  openOrder();
  const refusal = held();
  answer('POST admin/orders/:invoiceId/delivery', refusal.answer);
  await userEvent.click(await screen.findByRole('button', { name: 'Mark shipped…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ship order TXN-1' });
  await userEvent.type(within(dialog).getByLabelText('Tracking number (optional)'), 'x'.repeat(5));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
  refusal.release({
    fail: 'trackingNumber must be 1 to 100 characters',
    field: 'trackingNumber',
    status: 400,
  });
  expect(await within(dialog).findByText('trackingNumber must be 1 to 100 characters')).toBeInTheDocument();
  await waitFor(() =>
    expect(within(dialog).getByLabelText('Tracking number (optional)')).toHaveAttribute(
      'aria-invalid',
      'true',
    ),
  );
  expect(screen.getByRole('dialog', { name: 'Ship order TXN-1' })).toBeInTheDocument();
});

test('a refusal naming no field shows the API message in the dialog', async () => {
  openOrder();
  answer('POST admin/orders/:invoiceId/delivery', { fail: 'The order is not paid', status: 409 });
  await userEvent.click(await screen.findByRole('button', { name: 'Mark shipped…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ship order TXN-1' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The order is not paid');
});

test('a refused step shows the API message by the steps', async () => {
  openOrder();
  answer('POST admin/orders/:invoiceId/delivery', { fail: 'The order is not paid', status: 409 });
  await userEvent.click(await screen.findByRole('button', { name: 'Mark processing' }));
  const steps = screen.getByRole('region', { name: 'Delivery' });
  expect(await within(steps).findByRole('alert')).toHaveTextContent('The order is not paid');
});

test('an order that does not exist says so', async () => {
  answer('GET admin/orders/:invoiceId', { fail: 'No such order', status: 404 });
  renderScreen(<OrderPage />, { address: `/admin/orders/${ID}`, route: '/admin/orders/:invoiceId' });
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no such order.');
});
