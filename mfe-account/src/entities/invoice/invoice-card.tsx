import type { Invoice } from '@shop/shared/contracts';
import { formatDay, formatMoney } from '@shop/shared/lib';
import { paths } from '@shop/shared/paths';
import { Link } from '@shop/shared/router';
import { LoadFailed, NoDataView, type RetryProps } from '@shop/shared/ui';
import type { ReactNode } from 'react';
import { InvoiceFacts } from './invoice-facts';
import { itemsSummary } from './words';
import './invoice.css';

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
          <time dateTime={invoice.createdAt}>{formatDay(invoice.createdAt)}</time>
        </dd>
        {invoice.items.length > 0 && (
          <>
            <dt>Items</dt>
            <dd>{itemsSummary(invoice.items)}</dd>
          </>
        )}
        <InvoiceFacts invoice={invoice} facts={['customer', 'shipping', 'payment', 'delivery']} />
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

/**
 * An invoices screen's list as its load goes: the skeleton while it loads (behind the failure and its retry when
 * the load failed), the empty message when there is nothing to list, else the list.
 */
export function InvoicesLoaded<T>({
  items,
  failure,
  what,
  empty,
  children,
}: {
  items: readonly T[] | null;
  failure: RetryProps | undefined;
  /** What failed to load: "We could not load <what>." */
  what: string;
  empty: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (items === null && failure) {
    return (
      <LoadFailed what={what} {...failure}>
        <InvoiceCardSkeleton />
      </LoadFailed>
    );
  }
  if (items === null) return <InvoiceCardSkeleton />;
  if (items.length === 0) return <NoDataView message={empty} />;
  return <>{children(items)}</>;
}
