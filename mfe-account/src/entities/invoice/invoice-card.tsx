import type { DeliveryStatus, Invoice, PaymentStatus } from '@shop/shared/contracts';
import { formatMoney } from '@shop/shared/lib';
import { paths } from '@shop/shared/paths';
import { Link } from '@shop/shared/router';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** What a status means for the customer, where the word alone does not say what to do. */
const STATUS_HELP: Partial<Record<PaymentStatus, string>> = {
  expired: 'Not paid in time. Check out again from your cart.',
  superseded: 'Replaced by a newer checkout of your cart.',
};

/** Where the order is, in the words the shop's delivery e-mails use too. */
const DELIVERY_WORDS: Record<DeliveryStatus, string> = {
  pending: 'Not shipped yet',
  processing: 'Being prepared',
  shipped: 'Shipped',
  delivered: 'Delivered',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

/** One order: the fields of docs/behaviour.md#orders, and a Details link to its lines. */
export function InvoiceCard({ invoice }: { invoice: Invoice }) {
  return (
    <article className="invoice-card" aria-labelledby={`invoice-${invoice._id}`}>
      <h2 id={`invoice-${invoice._id}`}>Invoice No: {invoice.tran_id}</h2>
      <dl>
        <dt>Customer</dt>
        <dd>{invoice.cus_details}</dd>
        <dt>Shipping</dt>
        <dd>{invoice.ship_details}</dd>
        <dt>Payment</dt>
        <dd>
          <span className={`invoice-status invoice-status-${invoice.payment_status}`}>
            {invoice.payment_status}
          </span>
          {STATUS_HELP[invoice.payment_status] && (
            <span className="invoice-status-help"> {STATUS_HELP[invoice.payment_status]}</span>
          )}
          {invoice.unapplied_payment && (
            <p className="invoice-unapplied-payment" role="note">
              We received {formatMoney(invoice.unapplied_payment.amount)} for this order after it closed.{' '}
              {invoice.unapplied_payment.refundedAt
                ? `We refunded it on ${formatDate(invoice.unapplied_payment.refundedAt)}.`
                : 'We will refund it or fulfil the order; there is nothing you need to do.'}
            </p>
          )}
        </dd>
        <dt>Delivery</dt>
        {/* A status newer than this slice shows as the API names it. */}
        <dd>{DELIVERY_WORDS[invoice.delivery_status] ?? invoice.delivery_status}</dd>
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
