import { notify } from '@shop/shared/bus';
import { MemoryRouter, Route, Routes } from '@shop/shared/router';
import { anInvoiceLine, answer, held, requestsTo } from '@shop/shared/testing';
import { fireEvent, render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InvoiceDetailsPage } from './page';

const reviewsSent = () => requestsTo('POST CreateReview').map(({ body }) => body);
const toasts = jest.fn();
notify.watch(toasts);

function openInvoice() {
  answer('GET InvoiceProductList/inv-1', {
    data: [
      anInvoiceLine({
        productID: 'p1',
        product: { _id: 'p1', title: 'Copper kettle', image: '/k.svg' },
        price: 64.5,
        qty: 2,
        size: '1.7 l',
        color: 'Copper',
      }),
    ],
  });
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
  return screen.getByRole('dialog', { name: 'Create Review' });
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
  expect(screen.getByRole('dialog', { name: 'Create Review' })).toBeInTheDocument();
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
