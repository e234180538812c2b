import type { Invoice, ServerLoad } from '@shop/shared/contracts';
import { createLoadFailure } from '@shop/shared/ui';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { getInvoiceList } from '../../api';

/** `paid`: the order the shopper comes back from paying (`/orders?paid={tran_id}`), or null. */
export const pageOpened = createEvent<{ paid: string | null }>();

export const fetchInvoicesFx = createEffect(getInvoiceList);

/**
 * Null until answered (skeleton), then the customer's invoices, newest first. A call that got no answer (the API
 * unreachable) stays null: "no orders" would be untrue; the failed-load message shows instead.
 */
export const $invoices = createStore<Invoice[] | null>(null, { sid: 'account/orders/invoices' })
  .on(fetchInvoicesFx.doneData, (_, answer) => (answer.status === 'success' ? answer.data : []))
  .reset(pageOpened);

/**
 * The tran_id the payment gateway sent the shopper back with, after paying. It comes from the address, not the API,
 * but the browser does not open the page it hydrates, so the server's value travels with the page too.
 */
const $paidReturn = createStore<string | null>(null, { sid: 'account/orders/paid-return' }).on(
  pageOpened,
  (_, { paid }) => paid,
);

export interface PaymentNotice {
  tranId: string;
  /** true: the payment is confirmed; false: the gateway has not confirmed it yet. */
  received: boolean;
}

/**
 * What the page says about the order the shopper has just paid (docs/behaviour.md#orders): received once the
 * invoice is paid, still being confirmed while it is pending; nothing for an order that is not theirs or was not
 * paid after all (its card says what happened).
 */
export const $paymentNotice = combine($invoices, $paidReturn, (invoices, tranId): PaymentNotice | null => {
  const invoice = tranId === null ? undefined : invoices?.find((candidate) => candidate.tran_id === tranId);
  if (!invoice) return null;
  if (invoice.payment_status === 'success') return { tranId: invoice.tran_id, received: true };
  if (invoice.payment_status === 'pending') return { tranId: invoice.tran_id, received: false };
  return null;
});

/**
 * The parcel's tracking as the orders page shows it under a card: "UPS 1Z999", the carrier or the number alone, or
 * null when the shop gave neither (or the API is older than tracking).
 */
export function trackingWords(invoice: Pick<Invoice, 'trackingNumber' | 'carrier'>): string | null {
  const words = [invoice.carrier, invoice.trackingNumber].filter(Boolean).join(' ');
  return words === '' ? null : words;
}

export const invoicesLoad = createLoadFailure(fetchInvoicesFx);

sample({ clock: pageOpened, target: fetchInvoicesFx });

/** On the shop's server, for a live session: the customer's orders and the notice about one just paid. */
export const serverLoad: ServerLoad = {
  opened: pageOpened.prepend(({ search }) => ({ paid: new URLSearchParams(search).get('paid') })),
  $ready: $invoices.map((invoices) => invoices !== null),
};
