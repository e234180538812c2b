import { answer } from '@shop/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeProblems } from '../../testing/axe';
import { anOrderDetails, renderScreen } from '../orders/fixtures';
import { PackingSlip } from './packing-slip';

jest.setTimeout(30_000);

const ID = anOrderDetails().id;
const openSlip = () =>
  renderScreen(<PackingSlip />, {
    address: `/admin/orders/${ID}/packing-slip`,
    route: '/admin/orders/:invoiceId/packing-slip',
  });

test('the slip shows the shop, the transaction id and date, where the parcel goes, and each line with sku, size, colour and qty', async () => {
  answer('GET admin/orders/:invoiceId', { data: anOrderDetails() });
  openSlip();
  expect(await screen.findByRole('heading', { level: 1, name: 'Packing slip TXN-1' })).toBeInTheDocument();
  expect(screen.getByText('From').nextElementSibling).toHaveTextContent('Shop');
  expect(screen.getByText('Transaction id').nextElementSibling).toHaveTextContent('TXN-1');
  expect(screen.getByText('Ordered').nextElementSibling).toHaveTextContent('2026-11-22 10:05 UTC');
  expect(screen.getByText('Ship to').nextElementSibling).toHaveTextContent(
    'Ada Lovelace 12 Byron St London NW1',
  );
  const lines = screen.getByRole('table', { name: 'What is in the parcel' });
  const rows = within(lines).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'SKUProductSizeColourQty',
    'KTL-01Copper kettle1.5 lCopper2',
    'LMP-02Desk lampOne sizeBlack1',
  ]);
  expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
    'href',
    `/admin/orders/${ID}`,
  );
  expect(await seriousAxeProblems()).toEqual([]);
});

test('Print prints the page; its buttons are in the part print leaves out', async () => {
  answer('GET admin/orders/:invoiceId', { data: anOrderDetails() });
  const print = jest.spyOn(window, 'print').mockImplementation(() => {});
  openSlip();
  const button = await screen.findByRole('button', { name: 'Print' });
  await screen.findByText('Copper kettle');
  await userEvent.click(button);
  expect(print).toHaveBeenCalledTimes(1);
  expect(button.closest('.packing-slip-actions')).not.toBeNull();
  print.mockRestore();
});

test('an order that cannot be read says why', async () => {
  answer('GET admin/orders/:invoiceId', { fail: 'No such order', status: 404 });
  openSlip();
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no such order.');
  expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
});

test.each([
  [
    { deliveryStatus: 'cancelled' as const, cancellable: false },
    'Nothing to pack: order TXN-1 is cancelled.',
  ],
  [{ paymentStatus: 'pending' as const }, 'Nothing to pack: order TXN-1 is not paid.'],
])('an order with no parcel says so and prints nothing: %o', async (order, words) => {
  answer('GET admin/orders/:invoiceId', { data: anOrderDetails(order) });
  openSlip();
  expect(await screen.findByText(words)).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
});
