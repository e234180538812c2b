import { notify } from '@shop/shared/bus';
import type { Invoice, InvoiceLine, ReviewForm, ServerLoad } from '@shop/shared/contracts';
import { createLoadFailure } from '@shop/shared/ui';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createReview, getInvoice, getInvoiceLines } from '../../api';

export const RATINGS = ['5', '4', '3', '2', '1'] as const;

export const pageOpened = createEvent<string>();
/** A line's Create Review: the product to review and its title, which the dialog's heading names. */
export const reviewOpened = createEvent<{ productID: string; title: string }>();
export const dialogClosed = createEvent();
export const reviewTextChanged = createEvent<string>();
export const ratingChanged = createEvent<string>();
export const reviewSubmitted = createEvent();

/** The invoice (number, date, addresses, statuses, totals) and its lines, asked for together. */
export const fetchInvoiceFx = createEffect(async (invoiceId: string) => {
  const [invoice, lines] = await Promise.all([getInvoice(invoiceId), getInvoiceLines(invoiceId)]);
  return { invoice, lines };
});
/** Resolves to the API's answer; a refused call (a 401 included) went through the API client's rule. */
export const createReviewFx = createEffect(createReview);

/** Null until answered (skeleton, also while the API is unreachable), then the invoice's lines. */
export const $lines = createStore<InvoiceLine[] | null>(null, { sid: 'account/invoice-details/lines' })
  .on(fetchInvoiceFx.doneData, (_, { lines }) => (lines.status === 'success' ? lines.data : []))
  .reset(pageOpened);
/** The invoice itself once answered; null before, and when it is not the customer's. */
export const $invoice = createStore<Invoice | null>(null, { sid: 'account/invoice-details/invoice' })
  .on(fetchInvoiceFx.doneData, (_, { invoice }) => (invoice.status === 'success' ? invoice.data : null))
  .reset(pageOpened);

/** The review form (docs/behaviour.md#reviews): empty text, rating "5", the product set when the dialog opens. */
export const $review = createStore<ReviewForm>({ des: '', rating: '5', productID: '' })
  .on(reviewOpened, (_, { productID }) => ({ des: '', rating: '5', productID }))
  .on(reviewTextChanged, (form, des) => ({ ...form, des }))
  .on(ratingChanged, (form, rating) => ({ ...form, rating }));
/** The product being reviewed, by name: kept while the dialog fades out after closing. */
export const $reviewedTitle = createStore('').on(reviewOpened, (_, { title }) => title);
export const $dialogOpen = createStore(false)
  .on(reviewOpened, () => true)
  .on(dialogClosed, () => false);
/** Cleared at the end whether the call succeeds or fails (docs/behaviour.md#submitting). */
export const $submitting = createReviewFx.pending;

/** No answer: the failed-load message with Retry stands in for the skeleton. */
export const invoiceLoad = createLoadFailure(fetchInvoiceFx);

sample({ clock: pageOpened, target: fetchInvoiceFx });

/**
 * On the shop's server, for a live session: the invoice and its lines. Both come with one answer, so lines mean the
 * invoice is answered too (null then: not the customer's, or an API without InvoiceDetails).
 */
export const serverLoad: ServerLoad = {
  opened: pageOpened.prepend(({ params }) => params.id ?? ''),
  $ready: $lines.map((lines) => lines !== null),
};

const attempt = sample({ clock: reviewSubmitted, source: $review, filter: $submitting.map((busy) => !busy) });
sample({
  clock: attempt,
  filter: (form) => form.des.trim() === '',
  fn: () => ({ kind: 'error' as const, message: 'Review Required' }),
  target: notify,
});
const sent = sample({
  clock: attempt,
  filter: (form) => form.des.trim() !== '',
  fn: (form) => ({ ...form, des: form.des.trim() }),
});
sample({ clock: sent, target: createReviewFx });
// The dialog closes once an attempt with text has finished, whatever the answer.
sample({ clock: createReviewFx.finally, target: dialogClosed });
/** What the person can do about a refusal, under the toast's fixed text; nothing where there is nothing to do. */
const REFUSAL_HELP: Partial<Record<string, string>> = {
  NOT_PURCHASED: 'Only customers who bought this product can review it.',
  RATE_LIMITED: 'Too many attempts. Please wait a minute and try again.',
};
sample({
  clock: createReviewFx.doneData,
  fn: (answer) =>
    answer.status === 'success'
      ? { kind: 'success' as const, message: 'New Review Created' }
      : {
          kind: 'error' as const,
          message: 'Something Went Wrong !',
          ...(answer.code && REFUSAL_HELP[answer.code] && { detail: REFUSAL_HELP[answer.code] }),
        },
  target: notify,
});
sample({
  clock: createReviewFx.fail,
  fn: () => ({ kind: 'error' as const, message: 'Something Went Wrong !' }),
  target: notify,
});
