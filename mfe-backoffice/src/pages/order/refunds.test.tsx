import { answer, held, requestsTo } from '@shop/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetails } from '../../api/orders';
import { seriousAxeProblems } from '../../testing/axe';
import { anOrderDetails, notifications, renderScreen } from '../orders/fixtures';
import { aRefund } from './fixtures';
import { OrderPage } from './page';

jest.setTimeout(30_000);

const ID = anOrderDetails().id;
/** What a form makes once: 128 random bits in hex. */
const REQUEST_KEY = /^[0-9a-f]{32}$/;

function openOrder(order: Partial<OrderDetails> = {}) {
  answer('GET admin/orders/:invoiceId', { data: anOrderDetails(order) });
  return renderScreen(<OrderPage />, { address: `/admin/orders/${ID}`, route: '/admin/orders/:invoiceId' });
}

const refundsSection = () => screen.findByRole('region', { name: 'Refunds' });
const bodiesTo = (call: Parameters<typeof requestsTo>[0]) => requestsTo(call).map(({ body }) => body);

test('every refund shows its amount, state, remark, gateway reference, who and when; only a failed one has Retry', async () => {
  openOrder({
    refundable: 66.96,
    refunds: [
      aRefund(),
      aRefund({
        id: 'd1b2c3d4-0000-4000-8000-000000000002',
        amount: 30,
        state: 'failed',
        remark: '',
        gatewayReference: null,
        failure: 'Card account closed',
        actor: 'cli:ops',
        createdAt: '2026-11-24T08:00:00.000Z',
        refundedAt: null,
      }),
      aRefund({
        id: 'd1b2c3d4-0000-4000-8000-000000000003',
        amount: 10,
        state: 'requested',
        remark: 'Late parcel',
        gatewayReference: 'GW-RF-3',
        createdAt: '2026-11-25T08:00:00.000Z',
        refundedAt: null,
      }),
    ],
  });
  const refunds = await refundsSection();
  expect(refunds).toHaveTextContent('Can still be refunded: 66.96 BDT');
  const table = within(refunds).getByRole('table', { name: 'Refunds' });
  const [, done, failed, requested] = within(table).getAllByRole('row');
  expect(done).toHaveTextContent(
    '2026-11-23 09:00 UTC40.00 BDTRefunded2026-11-23 09:00 UTCKettle arrived dentedGW-RF-1ops@example.com',
  );
  expect(failed).toHaveTextContent('2026-11-24 08:00 UTC30.00 BDTFailedCard account closedRetry——cli:ops');
  expect(requested).toHaveTextContent('2026-11-25 08:00 UTC10.00 BDTRequestedLate parcelGW-RF-3');
  expect(
    within(table)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label')),
  ).toEqual(['Retry the refund of 30.00 BDT']);
  expect(await seriousAxeProblems()).toEqual([]);
});

test('an order with nothing to refund and past cancelling offers neither action', async () => {
  openOrder({ refundable: 0, cancellable: false, deliveryStatus: 'shipped' });
  const refunds = await refundsSection();
  expect(refunds).toHaveTextContent('No refund yet');
  expect(refunds).not.toHaveTextContent('Can still be refunded');
  expect(within(refunds).queryByRole('button')).toBeNull();
});

test('a shipped order can be refunded but not cancelled', async () => {
  openOrder({ deliveryStatus: 'shipped', cancellable: false });
  const refunds = await refundsSection();
  expect(
    within(refunds)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Refund…']);
});

test('a refund starts empty, names the amount on its button, sends one key however often it is clicked, then shows the order as answered', async () => {
  openOrder();
  const refund = held();
  answer('POST admin/orders/:invoiceId/refunds', refund.answer);
  await userEvent.click(within(await refundsSection()).getByRole('button', { name: 'Refund…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund order TXN-1' });
  const amount = within(dialog).getByLabelText('Amount (BDT, at most 146.96 BDT)');
  // Enter in a fresh dialog refunds nothing: the amount is the operator's to give.
  expect(amount).toHaveValue('');
  expect(dialog).toHaveTextContent("The money goes back to the customer's payment through the gateway now.");
  await userEvent.type(amount, '{Enter}');
  expect(await within(dialog).findByText('Required')).toBeInTheDocument();
  expect(requestsTo('POST admin/orders/:invoiceId/refunds')).toHaveLength(0);

  await userEvent.type(amount, '40');
  await userEvent.type(within(dialog).getByLabelText('Remark (optional)'), ' Kettle arrived dented ');
  expect(dialog).toHaveTextContent('40.00 BDT goes back');
  const toasts = notifications();
  await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Refund 40.00 BDT' }));
  await waitFor(() => expect(requestsTo('POST admin/orders/:invoiceId/refunds').length).toBeGreaterThan(0));
  expect(within(dialog).getByRole('button', { name: /Refund 40.00 BDT/ })).toHaveClass('ant-btn-loading');
  refund.release({ data: anOrderDetails({ refundable: 106.96, refunds: [aRefund()] }) });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  toasts.stop();

  const sent = bodiesTo('POST admin/orders/:invoiceId/refunds');
  expect(sent[0]).toEqual({
    amount: 40,
    remark: 'Kettle arrived dented',
    requestKey: expect.stringMatching(REQUEST_KEY),
  });
  expect(new Set(sent.map((body) => JSON.stringify(body))).size).toBe(1);
  expect(requestsTo('POST admin/orders/:invoiceId/refunds')[0]?.path).toBe(
    `/api/v1/admin/orders/${ID}/refunds`,
  );
  expect(toasts.seen).toContainEqual({ kind: 'success', message: 'Refunded 40.00 BDT of order TXN-1' });
  const refunds = screen.getByRole('region', { name: 'Refunds' });
  expect(refunds).toHaveTextContent('Can still be refunded: 106.96 BDT');
  expect(within(refunds).getByRole('table')).toHaveTextContent('40.00 BDTRefunded');
});

test('more than is left is refused before sending; the API refusing the amount marks the field', async () => {
  openOrder();
  answer('POST admin/orders/:invoiceId/refunds', {
    fail: 'amount is more than the 146.96 BDT left to refund',
    field: 'amount',
    status: 400,
  });
  await userEvent.click(within(await refundsSection()).getByRole('button', { name: 'Refund…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund order TXN-1' });
  const amount = within(dialog).getByLabelText(/Amount/);
  await userEvent.clear(amount);
  await userEvent.type(amount, '150');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund 150.00 BDT' }));
  expect(await within(dialog).findByText('Between 0.01 and 146.96 BDT')).toBeInTheDocument();
  expect(requestsTo('POST admin/orders/:invoiceId/refunds')).toHaveLength(0);

  await userEvent.clear(amount);
  await userEvent.type(amount, '146.96');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund 146.96 BDT' }));
  expect(
    await within(dialog).findByText('amount is more than the 146.96 BDT left to refund'),
  ).toBeInTheDocument();
  await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
  expect(dialog.querySelector('.ant-alert')).toBeNull();
});

test('a refused refund shows why; sent again it carries the same key, and a dialog opened anew makes a new one', async () => {
  openOrder();
  answer('POST admin/orders/:invoiceId/refunds', { fail: 'The order is not paid', status: 409 });
  await userEvent.click(within(await refundsSection()).getByRole('button', { name: 'Refund…' }));
  let dialog = await screen.findByRole('dialog', { name: 'Refund order TXN-1' });
  await userEvent.type(within(dialog).getByLabelText(/Amount/), '146.96');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund 146.96 BDT' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The order is not paid');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund 146.96 BDT' }));
  await waitFor(() => expect(requestsTo('POST admin/orders/:invoiceId/refunds')).toHaveLength(2));

  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await userEvent.click(
    within(screen.getByRole('region', { name: 'Refunds' })).getByRole('button', { name: 'Refund…' }),
  );
  dialog = await screen.findByRole('dialog', { name: 'Refund order TXN-1' });
  await userEvent.type(within(dialog).getByLabelText(/Amount/), '146.96');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund 146.96 BDT' }));
  await waitFor(() => expect(requestsTo('POST admin/orders/:invoiceId/refunds')).toHaveLength(3));

  const [first, again, anew] = bodiesTo('POST admin/orders/:invoiceId/refunds') as { requestKey: string }[];
  expect(again).toEqual(first);
  expect(anew?.requestKey).toMatch(REQUEST_KEY);
  expect(anew?.requestKey).not.toBe(first?.requestKey);
});

test('cancelling says it refunds what is left and restocks, sends one key, and shows the cancelled order', async () => {
  openOrder();
  const cancel = held();
  answer('POST admin/orders/:invoiceId/cancel', cancel.answer);
  await userEvent.click(within(await refundsSection()).getByRole('button', { name: 'Cancel order…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel order TXN-1?' });
  expect(dialog).toHaveTextContent(
    'It refunds the 146.96 BDT not refunded yet and returns its items to stock. A cancelled order cannot be reopened.',
  );
  await userEvent.type(within(dialog).getByLabelText('Why (optional)'), 'Customer asked');
  const toasts = notifications();
  await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Cancel order' }));
  await waitFor(() => expect(requestsTo('POST admin/orders/:invoiceId/cancel').length).toBeGreaterThan(0));
  cancel.release({
    data: anOrderDetails({
      deliveryStatus: 'cancelled',
      deliverySteps: [],
      cancellable: false,
      refundable: 0,
      refunds: [aRefund({ amount: 146.96, remark: 'Customer asked' })],
    }),
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  toasts.stop();

  const sent = bodiesTo('POST admin/orders/:invoiceId/cancel');
  expect(sent[0]).toEqual({ remark: 'Customer asked', requestKey: expect.stringMatching(REQUEST_KEY) });
  expect(new Set(sent.map((body) => JSON.stringify(body))).size).toBe(1);
  expect(toasts.seen).toContainEqual({ kind: 'success', message: 'Order TXN-1 is cancelled' });
  expect(toasts.seen).toContainEqual({ kind: 'success', message: 'Refunded 146.96 BDT of order TXN-1' });
  expect(document.querySelector('.ant-descriptions')).toHaveTextContent('DeliveryCancelled');
  const refunds = screen.getByRole('region', { name: 'Refunds' });
  expect(within(refunds).queryByRole('button', { name: 'Cancel order…' })).toBeNull();
  expect(within(refunds).getByRole('table')).toHaveTextContent('146.96 BDTRefunded');
});

test('a refused cancel shows the API message in its dialog', async () => {
  openOrder({ refundable: 0 });
  answer('POST admin/orders/:invoiceId/cancel', { fail: 'The order has already shipped', status: 409 });
  await userEvent.click(within(await refundsSection()).getByRole('button', { name: 'Cancel order…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel order TXN-1?' });
  expect(dialog).toHaveTextContent('Nothing is left to refund and returns its items to stock.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The order has already shipped');
  expect(bodiesTo('POST admin/orders/:invoiceId/cancel')).toEqual([
    { requestKey: expect.stringMatching(REQUEST_KEY) },
  ]);
});

test('Retry asks the gateway again for a failed refund and shows it refunded', async () => {
  const failed = aRefund({
    state: 'failed',
    failure: 'Gateway timed out',
    gatewayReference: null,
    refundedAt: null,
  });
  openOrder({ refundable: 106.96, refunds: [failed] });
  answer('POST admin/refunds/:refundId/retry', {
    data: anOrderDetails({ refundable: 106.96, refunds: [aRefund()] }),
  });
  const refunds = await refundsSection();
  const toasts = notifications();
  await userEvent.click(within(refunds).getByRole('button', { name: 'Retry the refund of 40.00 BDT' }));
  await waitFor(() => expect(within(refunds).getByRole('table')).toHaveTextContent('40.00 BDTRefunded'));
  toasts.stop();
  expect(requestsTo('POST admin/refunds/:refundId/retry').map(({ path }) => path)).toEqual([
    `/api/v1/admin/refunds/${failed.id}/retry`,
  ]);
  expect(toasts.seen).toEqual([{ kind: 'success', message: 'Refunded 40.00 BDT of order TXN-1' }]);
  expect(within(refunds).queryByRole('button', { name: /Retry/ })).toBeNull();
});

test('a retry the API refuses shows its message by the refunds', async () => {
  openOrder({ refunds: [aRefund({ state: 'failed', failure: 'Gateway timed out', refundedAt: null })] });
  answer('POST admin/refunds/:refundId/retry', { fail: 'The refund is already done', status: 409 });
  const refunds = await refundsSection();
  await userEvent.click(within(refunds).getByRole('button', { name: 'Retry the refund of 40.00 BDT' }));
  expect(await within(refunds).findByRole('alert')).toHaveTextContent('The refund is already done');
});
