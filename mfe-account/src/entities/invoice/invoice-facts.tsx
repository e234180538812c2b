import type { Invoice } from '@shop/shared/contracts';
import { formatDay, formatMoney } from '@shop/shared/lib';
import { Fragment, type ReactNode } from 'react';
import { deliveryWords, paymentState } from './words';
import './invoice.css';

/** The payment status as a badge, with what it means where the word alone does not say. */
function PaymentStatusBadge({ invoice }: { invoice: Invoice }) {
  const payment = paymentState(invoice);
  return (
    <>
      <span className={`invoice-status invoice-status-${payment.key}`}>{payment.words}</span>
      {payment.help && <span className="invoice-status-help"> {payment.help}</span>}
    </>
  );
}

/** Money the gateway confirmed that the shop did not apply to the order, and what becomes of it. */
function UnappliedPaymentNote({ invoice }: { invoice: Invoice }) {
  const payment = invoice.unapplied_payment;
  if (!payment) return null;
  return (
    <p className="invoice-unapplied-payment" role="note">
      We received {formatMoney(payment.amount)} for this order after it closed.{' '}
      {payment.refundedAt
        ? `We refunded it on ${formatDay(payment.refundedAt)}.`
        : 'We will refund it or fulfil the order; there is nothing you need to do.'}
    </p>
  );
}

const FACTS = {
  customer: { term: 'Customer', value: (invoice: Invoice) => invoice.cus_details },
  shipping: { term: 'Shipping', value: (invoice: Invoice) => invoice.ship_details },
  payment: {
    term: 'Payment',
    value: (invoice: Invoice) => (
      <>
        <PaymentStatusBadge invoice={invoice} />
        <UnappliedPaymentNote invoice={invoice} />
      </>
    ),
  },
  delivery: { term: 'Delivery', value: deliveryWords },
} satisfies Record<string, { term: string; value: (invoice: Invoice) => ReactNode }>;

export type InvoiceFact = keyof typeof FACTS;

/**
 * What an order card and an invoice's head both tell of an invoice (who it is for, where it goes, how far payment
 * and delivery are): the given facts, in the given order, as term and value rows of the caller's `<dl>`.
 */
export function InvoiceFacts({ invoice, facts }: { invoice: Invoice; facts: readonly InvoiceFact[] }) {
  return (
    <>
      {facts.map((fact) => (
        <Fragment key={fact}>
          <dt>{FACTS[fact].term}</dt>
          <dd>{FACTS[fact].value(invoice)}</dd>
        </Fragment>
      ))}
    </>
  );
}
