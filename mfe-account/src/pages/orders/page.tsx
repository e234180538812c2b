import type { Invoice } from '@shop/shared/contracts';
import { formatDay, formatMoney } from '@shop/shared/lib';
import { paths } from '@shop/shared/paths';
import { Link, useSearchParams } from '@shop/shared/router';
import { useRetry, useScreenOpened } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { InvoiceCard, InvoicesLoaded } from '../../entities/invoice/invoice-card';
import {
  $invoices,
  $paymentNotice,
  gatewayReturnOf,
  invoicesLoad,
  type PaymentNotice,
  pageOpened,
  trackingWords,
} from './model';
import './orders.css';

/** The money the gateway gave back for an order, one line per refund, oldest first. */
function Refunds({ invoice }: { invoice: Invoice }) {
  if (!invoice.refunds?.length) return null;
  return (
    <ul className="orders-refunds" aria-label={`Refunds of invoice ${invoice.tran_id}`}>
      {invoice.refunds.map((refund, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: refunds carry no id and are only ever appended
        <li key={index}>
          Refunded {formatMoney(refund.amount)} on{' '}
          <time dateTime={refund.refundedAt}>{formatDay(refund.refundedAt)}</time>
        </li>
      ))}
    </ul>
  );
}

/** What the page says of the order the shopper comes back from the gateway with. */
function PaymentNoticeText({ notice }: { notice: PaymentNotice }) {
  switch (notice.state) {
    case 'received':
      return (
        <>
          <strong>Payment received</strong> for order {notice.tranId}. Thank you!
        </>
      );
    case 'confirming':
      return (
        <>
          <strong>Confirming your payment</strong> for order {notice.tranId}. This can take a minute: reload
          the page to see it.
        </>
      );
    default:
      return (
        <>
          <strong>Payment {notice.state}</strong>: your cart is kept.{' '}
          <Link to={paths.cart()}>Back to your cart</Link>
        </>
      );
  }
}

export function OrdersPage() {
  const [invoices, notice, opened] = useUnit([$invoices, $paymentNotice, pageOpened]);
  const failure = useRetry(invoicesLoad);
  const [search] = useSearchParams();
  const returned = gatewayReturnOf(search);
  useEffect(() => {
    document.title = 'Orders | Shop';
  }, []);
  useScreenOpened(() => opened({ returned }), returned ? `${returned.ending}=${returned.tranId}` : '');
  // The order paid, or being confirmed, is outlined; one whose payment did not happen is not.
  const paidTranId = notice?.state === 'received' || notice?.state === 'confirming' ? notice.tranId : null;
  return (
    <section className="orders" aria-labelledby="orders-title">
      <h1 id="orders-title">Orders</h1>
      {/* On the page from the start, so screen readers announce the notice when it fills. */}
      <div role="status" className="orders-notice-region">
        {notice && (
          <p className={`orders-notice orders-notice-${notice.state}`}>
            <PaymentNoticeText notice={notice} />
          </p>
        )}
      </div>
      <InvoicesLoaded items={invoices} failure={failure} what="your orders" empty="You have no orders yet.">
        {(invoices) => (
          <ul className="orders-list">
            {invoices.map((invoice) => {
              const tracking = trackingWords(invoice);
              return (
                <li key={invoice._id}>
                  <InvoiceCard invoice={invoice} justPaid={invoice.tran_id === paidTranId} />
                  {/* Under its card, as the card itself is shared with the invoice page. */}
                  {tracking && (
                    <p
                      className="orders-tracking"
                      role="note"
                      aria-label={`Tracking of invoice ${invoice.tran_id}`}
                    >
                      Tracking: {tracking}
                    </p>
                  )}
                  <Refunds invoice={invoice} />
                </li>
              );
            })}
          </ul>
        )}
      </InvoicesLoaded>
    </section>
  );
}
