import type { Invoice } from '@shop/shared/contracts';
import { formatMoney } from '@shop/shared/lib';
import { paths } from '@shop/shared/paths';
import { Link } from '@shop/shared/router';

/** One order: the spec's fields, and a Details link to its lines. */
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
        </dd>
        <dt>Delivery</dt>
        <dd>{invoice.delivery_status}</dd>
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
