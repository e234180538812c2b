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
  expect(within(row).getByRole('button', { name: 'Record refund of TXN-1' })).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Keep payment of TXN-1' })).toBeInTheDocument();
  expect(within(table).getByText('TXN-2').closest('tr')).toHaveTextContent('—');
  expect(document.title).toBe('Payments to decide | Back office | Shop');
  expect(await seriousAxeProblems()).toEqual([]);
});

test('Record refund asks the reference, records it, and the row leaves the list with a toast', async () => {
  answer('GET admin/payments/flagged', () =>
    requestsTo('POST admin/payments/:paymentId/refund').length > 0
      ? aPage([second])
      : aPage([aFlaggedPayment(), second]),
  );
  const refund = held();
  answer('POST admin/payments/:paymentId/refund', refund.answer);
  openPayments();
  await userEvent.click(await screen.findByRole('button', { name: 'Record refund of TXN-1' }));
  const dialog = await screen.findByRole('dialog', { name: /Record a refund: 20.50 BDT, order TXN-1/ });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
  expect(await within(dialog).findByText('Required')).toBeInTheDocument();
  expect(requestsTo('POST admin/payments/:paymentId/refund')).toHaveLength(0);

  await userEvent.type(within(dialog).getByLabelText("The bank's or gateway's refund reference"), 'RF-77');
  const toasts = notifications();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
  await waitFor(() => expect(requestsTo('POST admin/payments/:paymentId/refund')).toHaveLength(1));
  refund.release({ data: {} });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(screen.queryByText('TXN-1')).toBeNull());
  toasts.stop();
  expect(screen.getByText('TXN-2')).toBeInTheDocument();
  expect(requestsTo('POST admin/payments/:paymentId/refund')[0]?.body).toEqual({ reference: 'RF-77' });
  expect(toasts.seen).toEqual([
    { kind: 'success', message: '20.50 BDT for order TXN-1 recorded as refunded' },
  ]);
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
