import type { Invoice } from '@shop/shared/contracts';
import { formatMoney } from '@shop/shared/lib';
import { paths } from '@shop/shared/paths';
import { Link } from '@shop/shared/router';
import { deliveryWords, formatDate, itemsSummary, paymentState } from './words';
import './invoice.css';

/** The payment status as a badge, with what it means where the word alone does not say. */
export function PaymentStatusBadge({ invoice }: { invoice: Invoice }) {
  const payment = paymentState(invoice);
  return (
    <>
      <span className={`invoice-status invoice-status-${payment.key}`}>{payment.words}</span>
      {payment.help && <span className="invoice-status-help"> {payment.help}</span>}
    </>
  );
}

/** Money the gateway confirmed that the shop did not apply to the order, and what becomes of it. */
export function UnappliedPaymentNote({ invoice }: { invoice: Invoice }) {
  const payment = invoice.unapplied_payment;
  if (!payment) return null;
  return (
    <p className="invoice-unapplied-payment" role="note">
      We received {formatMoney(payment.amount)} for this order after it closed.{' '}
      {payment.refundedAt
        ? `We refunded it on ${formatDate(payment.refundedAt)}.`
        : 'We will refund it or fulfil the order; there is nothing you need to do.'}
    </p>
  );
}

/**
 * One order: the fields of docs/behaviour.md#orders, and a Details link to its lines. `justPaid` marks the order
 * the shopper has just come back from paying.
 */
export function InvoiceCard({ invoice, justPaid = false }: { invoice: Invoice; justPaid?: boolean }) {
  return (
    <article
      className={justPaid ? 'invoice-card invoice-card-just-paid' : 'invoice-card'}
      aria-labelledby={`invoice-${invoice._id}`}
    >
      <h2 id={`invoice-${invoice._id}`}>Invoice No: {invoice.tran_id}</h2>
      <dl>
        <dt>Date</dt>
        <dd>
          <time dateTime={invoice.createdAt}>{formatDate(invoice.createdAt)}</time>
        </dd>
        {/* An API older than the items' names leaves them out: the row goes with them. */}
        {invoice.items && invoice.items.length > 0 && (
          <>
            <dt>Items</dt>
            <dd>{itemsSummary(invoice.items)}</dd>
          </>
        )}
        <dt>Customer</dt>
        <dd>{invoice.cus_details}</dd>
        <dt>Shipping</dt>
        <dd>{invoice.ship_details}</dd>
        <dt>Payment</dt>
        <dd>
          <PaymentStatusBadge invoice={invoice} />
          <UnappliedPaymentNote invoice={invoice} />
        </dd>
        <dt>Delivery</dt>
        <dd>{deliveryWords(invoice.delivery_status)}</dd>
        <dt>Payable</dt>
        <dd>{formatMoney(invoice.payable)}</dd>
      </dl>
      <Link to={paths.invoice(invoice._id)} aria-label={`Details of invoice ${invoice.tran_id}`}>
        Details
      </Link>
    </article>
  );
}

/** The size of three orders, while they load. */
export function InvoiceCardSkeleton() {
  return (
    <div className="invoice-skeleton" role="status" aria-busy="true" aria-label="Loading your orders">
      {[0, 1, 2].map((index) => (
        <div key={index} className="invoice-skeleton-card" aria-hidden="true" />
      ))}
    </div>
  );
}
