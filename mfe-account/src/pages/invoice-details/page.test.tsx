import { notify } from '@shop/shared/bus';
import { MemoryRouter, Route, Routes } from '@shop/shared/router';
import {
  anInvoice,
  anInvoiceLine,
  answer,
  held,
  inTurn,
  networkError,
  requestsTo,
} from '@shop/shared/testing';
import {
  fireEvent,
  render,
  screen,
  waitFor,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InvoiceDetailsPage } from './page';

const reviewsSent = () => requestsTo('POST CreateReview').map(({ body }) => body);
const toasts = jest.fn();
notify.watch(toasts);

const kettle = anInvoiceLine({
  productID: 'p1',
  product: { _id: 'p1', title: 'Copper kettle', image: '/k.svg' },
  price: 64.5,
  qty: 2,
  size: '1.7 l',
  color: 'Copper',
});
const lamp = anInvoiceLine({
  productID: 'p2',
  product: { _id: 'p2', title: 'Desk lamp', image: '/l.svg' },
  price: 0.1,
  qty: 3,
});
const invoice = anInvoice({
  _id: 'inv-1',
  tran_id: 'TXN-42',
  createdAt: '2026-11-22T10:00:00Z',
  cus_details: 'Ada Lovelace, 12 Byron St, London, +44 20 7946 0000',
  ship_details: 'Ada King, 1 Ockham Park, Surrey',
  payment_status: 'success',
  delivery_status: 'shipped',
  total: 129.3,
  vat: 6.47,
  payable: 135.77,
});

function openInvoice({ lines = [kettle], head = invoice }: { lines?: unknown[]; head?: unknown } = {}) {
  answer('GET InvoiceDetails/inv-1', { data: head });
  answer('GET InvoiceProductList/inv-1', { data: lines });
  showInvoice();
}

function showInvoice() {
  render(
    <MemoryRouter initialEntries={['/invoice/inv-1']}>
      <Routes>
        <Route path="/invoice/:id" element={<InvoiceDetailsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Create Review for Copper kettle' }));
  return screen.getByRole('dialog', { name: 'Create Review: Copper kettle' });
}

beforeEach(() => jest.clearAllMocks());

test('each line shows image, title, unit price, total, quantity, size and color', async () => {
  openInvoice();
  const line = (await screen.findByRole('heading', { name: 'Copper kettle' })).closest('li') as HTMLElement;
  expect(requestsTo('GET InvoiceProductList/inv-1')).toHaveLength(1);
  expect(line).toHaveTextContent('Unit price$64.50');
  expect(line).toHaveTextContent('Total$129.00');
  expect(line).toHaveTextContent('Quantity2');
  expect(line).toHaveTextContent('Size1.7 l');
  expect(line).toHaveTextContent('ColorCopper');
});

test('the invoice: its number, date, statuses, both addresses, the lines, subtotal, VAT and payable', async () => {
  openInvoice({ lines: [kettle, lamp] });
  await screen.findByRole('heading', { name: 'Copper kettle' });
  expect(requestsTo('GET InvoiceDetails/inv-1')).toHaveLength(1);
  const head = screen.getByText('Invoice No').closest('dl') as HTMLElement;
  expect(head).toHaveTextContent('Invoice NoTXN-42DateNovember 22, 2026PaymentPaidDeliveryShipped');
  const addresses = screen.getByText('Customer').closest('dl') as HTMLElement;
  expect(addresses).toHaveTextContent(
    'CustomerAda Lovelace, 12 Byron St, London, +44 20 7946 0000ShippingAda King, 1 Ockham Park, Surrey',
  );
  // 0.1 x 3 counted in cents, not 0.30000000000000004.
  const lampLine = screen.getByRole('heading', { name: 'Desk lamp' }).closest('li') as HTMLElement;
  expect(lampLine).toHaveTextContent('Unit price$0.10Total$0.30Quantity3');
  expect(screen.getByLabelText('Totals')).toHaveTextContent('Subtotal$129.30VAT (5%)$6.47Payable$135.77');
  expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
});

test("Print opens the browser's print dialog", async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  openInvoice();
  await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
  print.mockRestore();
});

test('an unpaid order whose late money was refunded says so, with the note', async () => {
  openInvoice({
    head: {
      ...invoice,
      payment_status: 'expired',
      unapplied_payment: {
        amount: 135.77,
        currency: 'USD',
        receivedAt: '2026-11-22T11:00:00Z',
        refundedAt: '2026-11-23T09:30:00Z',
      },
    },
  });
  await screen.findByRole('heading', { name: 'Copper kettle' });
  expect(screen.getByText('Invoice No').closest('dl')).toHaveTextContent(
    'PaymentRefundedWe received $135.77',
  );
  expect(screen.getByRole('note')).toHaveTextContent('We refunded it on November 23, 2026.');
});

test("someone else's invoice shows the no-lines message and no Print button", async () => {
  answer('GET InvoiceDetails/inv-1', { fail: 'No such invoice', code: 'NOT_FOUND', status: 404 });
  answer('GET InvoiceProductList/inv-1', { fail: 'No such invoice', code: 'NOT_FOUND', status: 404 });
  showInvoice();
  expect(await screen.findByText('This invoice has no lines, or it is not yours.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  expect(screen.queryByLabelText('Totals')).toBeNull();
});

test('an API without InvoiceDetails still shows the lines, without the head and totals', async () => {
  answer('GET InvoiceDetails/inv-1', {
    fail: 'No such endpoint: GET /api/v1/InvoiceDetails/inv-1',
    status: 404,
  });
  answer('GET InvoiceProductList/inv-1', { data: [kettle] });
  showInvoice();
  expect(await screen.findByRole('heading', { name: 'Copper kettle' })).toBeInTheDocument();
  expect(screen.queryByText('Invoice No')).toBeNull();
  expect(screen.queryByLabelText('Totals')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
});

test('an invoice that got no answer says so with Retry, and Retry loads both parts', async () => {
  answer('GET InvoiceDetails/inv-1', inTurn(networkError, { data: invoice }));
  answer('GET InvoiceProductList/inv-1', { data: [kettle] });
  showInvoice();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load this invoice. Check your connection and try again.');
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByLabelText('Totals')).toHaveTextContent('Payable$135.77');
  expect(screen.getByRole('heading', { name: 'Copper kettle' })).toBeInTheDocument();
});

test("the dialog's title names the product of the line it was opened from, and so does its accessible name", async () => {
  answer('POST CreateReview', { data: null });
  openInvoice({ lines: [kettle, lamp] });
  const kettleDialog = await openDialog();
  expect(within(kettleDialog).getByRole('heading', { level: 2 })).toHaveTextContent(
    'Create Review: Copper kettle',
  );
  await userEvent.click(within(kettleDialog).getByRole('button', { name: 'Close' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create Review for Desk lamp' }));
  const lampDialog = screen.getByRole('dialog', { name: 'Create Review: Desk lamp' });
  expect(within(lampDialog).getByRole('heading', { level: 2 })).toHaveTextContent('Create Review: Desk lamp');
  await userEvent.type(within(lampDialog).getByLabelText('Review'), 'Bright enough.');
  await userEvent.click(within(lampDialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() =>
    expect(toasts).toHaveBeenCalledWith({ kind: 'success', message: 'New Review Created' }),
  );
  expect(reviewsSent()).toEqual([{ des: 'Bright enough.', rating: '5', productID: 'p2' }]);
});

test('the dialog: Rating 5 Star down to 1 Star, 5 first; an empty review stays open with Review Required', async () => {
  openInvoice();
  const dialog = await openDialog();
  const rating = within(dialog).getByLabelText('Rating');
  expect(rating).toHaveFocus();
  expect(rating).toHaveValue('5');
  expect(
    within(rating)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['5 Star', '4 Star', '3 Star', '2 Star', '1 Star']);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'Review Required' });
  expect(screen.getByRole('dialog', { name: 'Create Review: Copper kettle' })).toBeInTheDocument();
  expect(reviewsSent()).toEqual([]);
});

test('Submit reads Processing... while sending, then the dialog closes and New Review Created shows', async () => {
  const created = held();
  answer('POST CreateReview', created.answer);
  openInvoice();
  const dialog = await openDialog();
  await userEvent.selectOptions(within(dialog).getByLabelText('Rating'), '4');
  await userEvent.type(within(dialog).getByLabelText('Review'), 'Boils fast, looks lovely.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeDisabled();

  created.release({ data: null });
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  expect(toasts).toHaveBeenCalledWith({ kind: 'success', message: 'New Review Created' });
  expect(reviewsSent()).toEqual([{ des: 'Boils fast, looks lovely.', rating: '4', productID: 'p1' }]);
});

test('a refused review says Something Went Wrong ! and the flag clears', async () => {
  answer('POST CreateReview', { fail: 'Not today', code: 'REFUSED' });
  openInvoice();
  const dialog = await openDialog();
  await userEvent.type(within(dialog).getByLabelText('Review'), 'Nice');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await screen.findByRole('button', { name: 'Create Review for Copper kettle' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'Something Went Wrong !' });
});

test('a review refused because the product was not bought says so under the fixed text', async () => {
  answer('POST CreateReview', { fail: 'Only buyers', code: 'NOT_PURCHASED' });
  openInvoice();
  const dialog = await openDialog();
  await userEvent.type(within(dialog).getByLabelText('Review'), 'Nice');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await screen.findByRole('button', { name: 'Create Review for Copper kettle' });
  expect(toasts).toHaveBeenCalledWith({
    kind: 'error',
    message: 'Something Went Wrong !',
    detail: 'Only customers who bought this product can review it.',
  });
  const reopened = await openDialog();
  expect(within(reopened).getByRole('button', { name: 'Submit' })).toBeEnabled();
  expect(within(reopened).getByLabelText('Review')).toHaveValue('');
});

test('Close and Escape dismiss the dialog', async () => {
  openInvoice();
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await openDialog();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('Close fades the dialog out: it leaves assistive technology at once and the screen when its fade-out ends', async () => {
  openInvoice();
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  const backdrop = dialog.parentElement as HTMLElement;
  expect(backdrop).toBeInTheDocument();
  expect(backdrop).toHaveClass('review-closing');
  expect(backdrop).toHaveAttribute('aria-hidden', 'true');
  expect(screen.queryByRole('dialog')).toBeNull();
  // The dialog's own fade-in ending does not count: only the backdrop's fade-out does.
  fireEvent.animationEnd(dialog);
  expect(backdrop).toBeInTheDocument();
  fireEvent.animationEnd(backdrop);
  expect(backdrop).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create Review for Copper kettle' })).toHaveFocus();
});
