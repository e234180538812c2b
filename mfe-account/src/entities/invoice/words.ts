import type { Invoice, InvoiceItem, PaymentStatus } from '@shop/shared/contracts';
import { DELIVERY_WORDS } from '@shop/shared/lib';

/** Where the payment is, in words (docs/behaviour.md#orders). */
const PAYMENT_WORDS: Record<PaymentStatus, string> = {
  pending: 'Awaiting payment',
  success: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  superseded: 'Replaced',
};

/** What a status means for the customer, where the word alone does not say what to do. */
const PAYMENT_HELP: Partial<Record<PaymentStatus, string>> = {
  failed: 'The payment did not go through. Your cart is kept: check out again from it.',
  cancelled: 'The payment was cancelled. Your cart is kept: check out again from it.',
  expired: 'Not paid in time. Check out again from your cart.',
  superseded: 'A newer checkout of your cart took its place.',
};

/** Payments that ended without the money: their order is never sent. */
const NEVER_PAID: ReadonlySet<PaymentStatus> = new Set(['failed', 'cancelled', 'expired', 'superseded']);

export interface PaymentState {
  /** `refunded`, or the status as the API names it: the badge's colour. */
  key: string;
  words: string;
  help?: string;
}

/**
 * The payment of an invoice in words. An order that was never paid, whose money (received after it closed) the
 * shop has given back in full, is `Refunded`. A status newer than this slice shows as the API names it.
 */
export function paymentState(invoice: Pick<Invoice, 'payment_status' | 'unapplied_payment'>): PaymentState {
  if (invoice.payment_status !== 'success' && invoice.unapplied_payment?.refundedAt) {
    return { key: 'refunded', words: 'Refunded' };
  }
  const status = invoice.payment_status;
  return { key: status, words: PAYMENT_WORDS[status] ?? status, help: PAYMENT_HELP[status] };
}

/**
 * The delivery status in words; a status newer than this slice shows as the API names it. An order whose payment
 * ended without the money will not ship, rather than "Not shipped yet".
 */
export function deliveryWords({
  delivery_status,
  payment_status,
}: Pick<Invoice, 'delivery_status' | 'payment_status'>): string {
  if (delivery_status === 'pending' && NEVER_PAID.has(payment_status)) return 'Will not ship: not paid';
  return DELIVERY_WORDS[delivery_status] ?? delivery_status;
}

/** How many items a summary names before `and {n} more`. */
const NAMED_ITEMS = 2;

/** What an order bought, briefly: `Kettle`, `Kettle and Lamp`, `Kettle, Lamp and 2 more`. */
export function itemsSummary(items: readonly InvoiceItem[]): string {
  const names = items.slice(0, NAMED_ITEMS).map((item) => item.title);
  const more = items.length - names.length;
  if (more > 0) return `${names.join(', ')} and ${more} more`;
  return names.length === 2 ? `${names[0]} and ${names[1]}` : (names[0] ?? '');
}
