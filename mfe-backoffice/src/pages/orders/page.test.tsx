jest.setTimeout(30_000);

import { answer, held, inTurn, networkError, requestsTo } from '@shop/shared/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { seriousAxeProblems } from '../../testing/axe';
import { anOrder, aPage, renderScreen } from './fixtures';
import { OrderList } from './page';

const shipped = anOrder({
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  tranId: 'TXN-2',
  email: 'grace@example.com',
  deliveryStatus: 'shipped',
  deliverySteps: ['delivered', 'returned'],
  payable: 1234.5,
  currency: 'USD',
  trackingNumber: '1Z999',
  carrier: 'UPS',
});

const openList = (scope = fork(), address = '/admin/orders') =>
  renderScreen(<OrderList />, { address, route: '/admin/orders', scope });
const lastQuery = () => requestsTo('GET admin/orders').at(-1)?.query;

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

test('each order is a row: its transaction id links to it, statuses as words, payable with currency, tracking', async () => {
  answer('GET admin/orders', aPage([anOrder(), shipped]));
  openList();
  const table = await screen.findByRole('table', { name: 'Orders' });
  const row = (await within(table).findByText('TXN-2')).closest('tr') as HTMLElement;
  expect(within(row).getByRole('link', { name: 'TXN-2' })).toHaveAttribute(
    'href',
    '/admin/orders/a1b2c3d4-0000-4000-8000-000000000002',
  );
  expect(row).toHaveTextContent('2026-11-22 10:05 UTC');
  expect(row).toHaveTextContent('grace@example.com');
  expect(row).toHaveTextContent('Paid');
  expect(row).toHaveTextContent('Shipped');
  expect(row).toHaveTextContent('1,234.50 USD');
  expect(row).toHaveTextContent('UPS 1Z999');
  const unshipped = within(table).getByText('TXN-1').closest('tr') as HTMLElement;
  expect(unshipped).toHaveTextContent('Not started');
  expect(unshipped).toHaveTextContent('146.96 BDT');
  expect(unshipped).toHaveTextContent('—');
  expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
  expect(document.title).toBe('Orders | Back office | Shop');
  expect(lastQuery()).toEqual({ page: '1', limit: '20' });
  expect(await seriousAxeProblems()).toEqual([]);
});

test('a status or a day applies at once, typed text on Apply, and Clear takes every filter off', async () => {
  answer('GET admin/orders', aPage([anOrder()]));
  openList();
  await screen.findByText('TXN-1');

  await choose('Payment', 'Paid');
  await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '20', paymentStatus: 'success' }));
  await choose('Delivery', 'Processing');
  await waitFor(() => expect(lastQuery()).toMatchObject({ deliveryStatus: 'processing' }));
  fireEvent.change(screen.getByLabelText('From (day)'), { target: { value: '2026-11-01' } });
  await waitFor(() => expect(lastQuery()).toMatchObject({ from: '2026-11-01' }));
  fireEvent.change(screen.getByLabelText('To (day)'), { target: { value: '2026-11-30' } });
  await waitFor(() => expect(lastQuery()).toMatchObject({ to: '2026-11-30' }));

  const sent = requestsTo('GET admin/orders').length;
  await userEvent.type(screen.getByLabelText('E-mail contains'), ' ada@ ');
  await userEvent.type(screen.getByLabelText('Transaction id'), 'TXN-1');
  expect(requestsTo('GET admin/orders')).toHaveLength(sent);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() =>
    expect(lastQuery()).toEqual({
      page: '1',
      limit: '20',
      paymentStatus: 'success',
      deliveryStatus: 'processing',
      from: '2026-11-01',
      to: '2026-11-30',
      email: 'ada@',
      tranId: 'TXN-1',
    }),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '20' }));
  expect(screen.getByLabelText('E-mail contains')).toHaveValue('');
  expect(screen.getByLabelText('From (day)')).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Payment' }).closest('.ant-select')).not.toHaveTextContent(
    'Paid',
  );
});

test('the filters live in the address: a link with some opens the list filtered, and a change is written back', async () => {
  answer('GET admin/orders', aPage([anOrder()]));
  openList(fork(), '/admin/orders?paymentStatus=success&deliveryStatus=pending&refundState=failed&page=9');
  await screen.findByText('TXN-1');
  expect(requestsTo('GET admin/orders').map(({ query }) => query)).toEqual([
    { page: '1', limit: '20', paymentStatus: 'success', deliveryStatus: 'pending', refundState: 'failed' },
  ]);
  expect(screen.getByRole('combobox', { name: 'Payment' }).closest('.ant-select')).toHaveTextContent('Paid');
  expect(screen.getByRole('combobox', { name: 'Refunds' }).closest('.ant-select')).toHaveTextContent(
    'Failed, to retry',
  );

  await userEvent.type(screen.getByLabelText('E-mail contains'), 'ada@{Enter}');
  await waitFor(() =>
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/admin/orders?paymentStatus=success&deliveryStatus=pending&refundState=failed&email=ada%40',
    ),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/admin\/orders$/));
});

test('Enter in a text filter applies it', async () => {
  answer('GET admin/orders', aPage([anOrder()]));
  openList();
  await screen.findByText('TXN-1');
  await userEvent.type(screen.getByLabelText('Transaction id'), 'TXN-77{Enter}');
  await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '20', tranId: 'TXN-77' }));
});

test('the filters and page survive going to an order and coming back', async () => {
  answer('GET admin/orders', aPage([anOrder()], { hasMore: true }));
  const scope = fork();
  openList(scope);
  await screen.findByText('TXN-1');
  await userEvent.type(screen.getByLabelText('E-mail contains'), 'ada{Enter}');
  await waitFor(() => expect(lastQuery()).toMatchObject({ email: 'ada' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(lastQuery()).toEqual({ page: '2', limit: '20', email: 'ada' }));
  cleanup();

  openList(scope);
  expect(screen.getByLabelText('E-mail contains')).toHaveValue('ada');
  expect(screen.getByRole('navigation', { name: 'Order pages' })).toHaveTextContent('Page 2');
  await waitFor(() =>
    expect(requestsTo('GET admin/orders').at(-1)?.query).toEqual({ page: '2', limit: '20', email: 'ada' }),
  );
});

test('Previous and Next follow the server: Next only while it has more, the page number shown', async () => {
  answer('GET admin/orders', (request) => {
    const page = Number(new URL(request.url).searchParams.get('page'));
    return aPage([anOrder({ tranId: `TXN-PAGE-${page}` })], { page, hasMore: page < 2 });
  });
  openList();
  const pages = screen.getByRole('navigation', { name: 'Order pages' });
  await screen.findByText('TXN-PAGE-1');
  expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('TXN-PAGE-2')).toBeInTheDocument();
  expect(pages).toHaveTextContent('Page 2');
  expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
  expect(await screen.findByText('TXN-PAGE-1')).toBeInTheDocument();
  expect(pages).toHaveTextContent('Page 1');
});

test('only orders that can ship are offered; Mark shipped asks first, then reports each order on the screen', async () => {
  const refused = anOrder({ id: 'a1b2c3d4-0000-4000-8000-000000000003', tranId: 'TXN-3' });
  answer(
    'GET admin/orders',
    inTurn(
      aPage([anOrder(), shipped, refused]),
      aPage([
        anOrder({ deliveryStatus: 'shipped', deliverySteps: ['delivered', 'returned'] }),
        shipped,
        refused,
      ]),
    ),
  );
  const bulk = held();
  answer('POST admin/orders/delivery', bulk.answer);
  openList();
  await screen.findByText('TXN-1');
  const markShipped = screen.getByRole('button', { name: 'Mark shipped' });
  expect(markShipped).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: 'Select order TXN-2' })).toBeDisabled();

  await userEvent.click(screen.getByRole('checkbox', { name: 'Select order TXN-1' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select order TXN-3' }));
  expect(screen.getByText('2 selected')).toBeInTheDocument();
  await userEvent.click(markShipped);
  const question = await screen.findByRole('dialog', {
    name: 'Mark 2 orders shipped and e-mail their customers?',
  });
  expect(question).toHaveTextContent('without a tracking number');
  await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(requestsTo('POST admin/orders/delivery')).toHaveLength(0);

  await userEvent.click(markShipped);
  await userEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark shipped' }),
  );
  await waitFor(() =>
    expect(requestsTo('POST admin/orders/delivery').map(({ body }) => body)).toEqual([
      { invoiceIds: [anOrder().id, refused.id], status: 'shipped' },
    ]),
  );
  bulk.release({
    data: [
      { invoiceId: anOrder().id, outcome: 'changed' },
      { invoiceId: refused.id, outcome: 'refused', error: { status: 409, message: 'The order is not paid' } },
    ],
  });
  const report = await screen.findByRole('alert');
  expect(report).toHaveTextContent('1 order shipped, 1 refused');
  expect(report).toHaveTextContent('ShippedTXN-1');
  expect(within(report).getByRole('listitem')).toHaveTextContent('TXN-3: The order is not paid');
  await waitFor(() => expect(requestsTo('GET admin/orders')).toHaveLength(2));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select order TXN-1' })).toBeDisabled());
  expect(screen.getByRole('button', { name: 'Mark shipped' })).toBeDisabled();
  // Still there after the list came back; closed by the operator.
  expect(report).toBeInTheDocument();
  await userEvent.click(within(report).getByRole('button', { name: 'Close the report' }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});

test('a refunded order reads as refunded in the list, not as paid', async () => {
  const refunded = anOrder({ id: 'a1b2c3d4-0000-4000-8000-000000000004', tranId: 'TXN-4', refunded: 146.96 });
  answer('GET admin/orders', aPage([refunded, anOrder({ refunded: 20 })]));
  openList();
  const table = await screen.findByRole('table', { name: 'Orders' });
  const row = async (tranId: string) => (await within(table).findByText(tranId)).closest('tr') as HTMLElement;
  expect(await row('TXN-4')).toHaveTextContent('Refunded');
  expect(await row('TXN-1')).toHaveTextContent('Partly refunded');
});

test('a list that cannot be loaded says why, and Retry loads it', async () => {
  answer('GET admin/orders', inTurn(networkError, aPage([anOrder()])));
  openList();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The shop could not be reached. Check the connection and try again.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('TXN-1')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
