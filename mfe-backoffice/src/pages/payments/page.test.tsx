import { answer, held, requestsTo } from '@shop/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeProblems } from '../../testing/axe';
import { aPage, notifications, renderScreen } from '../orders/fixtures';
import { aFlaggedPayment } from './fixtures';
import { FlaggedPayments } from './page';

jest.setTimeout(30_000);

const second = aFlaggedPayment({
  id: 'c1b2c3d4-0000-4000-8000-000000000010',
  tranId: 'TXN-2',
  email: 'grace@example.com',
  reason: null,
});
/** What a form makes once: 128 random bits in hex. */
const REQUEST_KEY = /^[0-9a-f]{32}$/;
const openPayments = () =>
  renderScreen(<FlaggedPayments />, { address: '/admin/payments', route: '/admin/payments' });

test('each payment shows e-mail, its order linked, amount, reason and when it came, with its two decisions', async () => {
  answer('GET admin/payments/flagged', aPage([aFlaggedPayment(), second]));
  openPayments();
  const table = await screen.findByRole('table', { name: 'Payments to decide' });
  const row = (await within(table).findByText('TXN-1')).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('ada@example.comTXN-120.50 BDTPaid twice2026-11-22 11:00 UTC');
  expect(within(row).getByRole('link', { name: 'TXN-1' })).toHaveAttribute(
    'href',
    '/admin/orders/a1b2c3d4-0000-4000-8000-000000000001',
  );
  expect(within(row).getByRole('button', { name: 'Refund payment of TXN-1' })).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Keep payment of TXN-1' })).toBeInTheDocument();
  expect(within(table).getByText('TXN-2').closest('tr')).toHaveTextContent('—');
  expect(document.title).toBe('Payments to decide | Back office | Shop');
  expect(await seriousAxeProblems()).toEqual([]);
});

test('Refund asks the gateway for the payment, or part of it, with a remark; the row leaves the list with a toast', async () => {
  answer('GET admin/payments/flagged', () =>
    requestsTo('POST admin/payments/:paymentId/refund').length > 0
      ? aPage([second])
      : aPage([aFlaggedPayment(), second]),
  );
  const refund = held();
  answer('POST admin/payments/:paymentId/refund', refund.answer);
  openPayments();
  await userEvent.click(await screen.findByRole('button', { name: 'Refund payment of TXN-1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund the payment: 20.50 BDT, order TXN-1' });
  const amount = within(dialog).getByLabelText('Amount (BDT, at most 20.50 BDT)');
  expect(amount).toHaveValue('');
  expect(within(dialog).queryByLabelText(/reference/)).toBeNull();

  await userEvent.type(amount, '21');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund 21.00 BDT' }));
  expect(await within(dialog).findByText('Between 0.01 and 20.50 BDT')).toBeInTheDocument();
  expect(requestsTo('POST admin/payments/:paymentId/refund')).toHaveLength(0);

  await userEvent.clear(amount);
  await userEvent.type(amount, '12.5');
  await userEvent.type(within(dialog).getByLabelText('Remark (optional)'), ' Paid twice ');
  const toasts = notifications();
  await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Refund 12.50 BDT' }));
  await waitFor(() => expect(requestsTo('POST admin/payments/:paymentId/refund').length).toBeGreaterThan(0));
  expect(within(dialog).getByRole('button', { name: /Refund 12.50 BDT/ })).toHaveClass('ant-btn-loading');
  refund.release({ data: { refundedAt: '2026-11-23T09:00:00.000Z' } });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(screen.queryByText('TXN-1')).toBeNull());
  toasts.stop();
  expect(screen.getByText('TXN-2')).toBeInTheDocument();
  const sent = requestsTo('POST admin/payments/:paymentId/refund').map(({ body }) => body);
  expect(sent[0]).toEqual({
    amount: 12.5,
    remark: 'Paid twice',
    requestKey: expect.stringMatching(REQUEST_KEY),
  });
  expect(new Set(sent.map((body) => JSON.stringify(body))).size).toBe(1);
  expect(toasts.seen).toContainEqual({ kind: 'success', message: 'Refunded 12.50 BDT for order TXN-1' });
});

test('a refused refund shows the API message; sent again from the same dialog it carries the same key', async () => {
  answer('GET admin/payments/flagged', aPage([aFlaggedPayment()]));
  answer('POST admin/payments/:paymentId/refund', {
    fail: 'The gateway could not be reached',
    status: 502,
  });
  openPayments();
  await userEvent.click(await screen.findByRole('button', { name: 'Refund payment of TXN-1' }));
  const dialog = await screen.findByRole('dialog', { name: /Refund the payment/ });
  await userEvent.type(within(dialog).getByLabelText(/Amount/), '20.50');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund 20.50 BDT' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The gateway could not be reached');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund 20.50 BDT' }));
  await waitFor(() => expect(requestsTo('POST admin/payments/:paymentId/refund')).toHaveLength(2));
  const [first, again] = requestsTo('POST admin/payments/:paymentId/refund').map(({ body }) => body);
  expect(again).toEqual(first);
  expect(screen.getByText('TXN-1')).toBeInTheDocument();
});

test('Keep asks why, and a refusal shows the API message and keeps the row', async () => {
  answer('GET admin/payments/flagged', aPage([aFlaggedPayment()]));
  answer('POST admin/payments/:paymentId/keep', { fail: 'The payment is already refunded', status: 409 });
  openPayments();
  await userEvent.click(await screen.findByRole('button', { name: 'Keep payment of TXN-1' }));
  const dialog = await screen.findByRole('dialog', { name: /Keep the payment/ });
  await userEvent.type(within(dialog).getByLabelText(/Why it is kept/), 'Sent by hand');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payment is already refunded');
  expect(requestsTo('POST admin/payments/:paymentId/keep')[0]?.body).toEqual({ note: 'Sent by hand' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByText('TXN-1')).toBeInTheDocument();
});

test('a refused note is marked on its field', async () => {
  answer('GET admin/payments/flagged', aPage([aFlaggedPayment()]));
  answer('POST admin/payments/:paymentId/keep', {
    fail: 'note must NOT have more than 500 characters',
    field: 'note',
    status: 400,
  });
  openPayments();
  await userEvent.click(await screen.findByRole('button', { name: 'Keep payment of TXN-1' }));
  const dialog = await screen.findByRole('dialog', { name: /Keep the payment/ });
  await userEvent.type(within(dialog).getByLabelText(/Why it is kept/), 'Long');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
  expect(await within(dialog).findByText('note must NOT have more than 500 characters')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/Why it is kept/)).toHaveAttribute('aria-invalid', 'true');
  expect(dialog.querySelector('.ant-alert')).toBeNull();
});

test('no payment waiting says so', async () => {
  answer('GET admin/payments/flagged', aPage([]));
  openPayments();
  expect(await screen.findByText('No payment waits for a decision')).toBeInTheDocument();
  expect(
    within(screen.getByRole('navigation', { name: 'Payment pages' })).getByRole('button', { name: 'Next' }),
  ).toBeDisabled();
});
