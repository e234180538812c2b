import type { Invoice } from '@shop/shared/contracts';
import { formatDay, formatMoney, lineTotal, VAT_RATE } from '@shop/shared/lib';
import { useParams } from '@shop/shared/router';
import { ImageWithFallback, useRetry, useScreenOpened } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { InvoicesLoaded } from '../../entities/invoice/invoice-card';
import { InvoiceFacts } from '../../entities/invoice/invoice-facts';
import { $invoice, $lines, invoiceLoad, pageOpened, reviewOpened } from './model';
import { ReviewDialog } from './review-dialog';
import './invoice-details.css';

/** Who, where, when and how far along: the invoice's head. */
function InvoiceHead({ invoice }: { invoice: Invoice }) {
  return (
    <div className="invoice-head">
      <dl>
        <dt>Invoice No</dt>
        <dd>{invoice.tran_id}</dd>
        <dt>Date</dt>
        <dd>
          <time dateTime={invoice.createdAt}>{formatDay(invoice.createdAt)}</time>
        </dd>
        <InvoiceFacts invoice={invoice} facts={['payment', 'delivery']} />
      </dl>
      <dl>
        <InvoiceFacts invoice={invoice} facts={['customer', 'shipping']} />
      </dl>
    </div>
  );
}

/** The amounts the shop charged, as stored with the invoice. */
function InvoiceTotals({ invoice }: { invoice: Invoice }) {
  return (
    <section className="invoice-totals" aria-label="Totals">
      <dl>
        <dt>Subtotal</dt>
        <dd>{formatMoney(invoice.total)}</dd>
        <dt>VAT ({Math.round(VAT_RATE * 100)}%)</dt>
        <dd>{formatMoney(invoice.vat)}</dd>
        <dt>Payable</dt>
        <dd>{formatMoney(invoice.payable)}</dd>
      </dl>
    </section>
  );
}

export function InvoiceDetailsPage() {
  const { id = '' } = useParams();
  const [invoice, lines, opened, review] = useUnit([$invoice, $lines, pageOpened, reviewOpened]);
  const failure = useRetry(invoiceLoad);
  useEffect(() => {
    document.title = 'Invoice details | Shop';
  }, []);
  useScreenOpened(() => opened(id), id);
  const shown = invoice !== null && lines !== null && lines.length > 0;
  return (
    <section className="invoice" aria-labelledby="invoice-title">
      <div className="invoice-title-row">
        <h1 id="invoice-title">Invoice details</h1>
        {shown && (
          <button type="button" className="invoice-print" onClick={() => window.print()}>
            Print
          </button>
        )}
      </div>
      <InvoicesLoaded
        items={lines}
        failure={failure}
        what="this invoice"
        empty="This invoice has no lines, or it is not yours."
      >
        {(lines) => (
          <>
            {invoice && <InvoiceHead invoice={invoice} />}
            <ul className="invoice-lines">
              {lines.map((line) => (
                <li key={`${line.productID}-${line.size}-${line.color}`} className="invoice-line">
                  <ImageWithFallback src={line.product.image} alt="" width={96} height={96} />
                  <div>
                    <h2>{line.product.title}</h2>
                    <dl>
                      <dt>Unit price</dt>
                      <dd>{formatMoney(line.price)}</dd>
                      <dt>Total</dt>
                      <dd>{formatMoney(lineTotal(line.price, line.qty))}</dd>
                      <dt>Quantity</dt>
                      <dd>{line.qty}</dd>
                      <dt>Size</dt>
                      <dd>{line.size || '-'}</dd>
                      <dt>Color</dt>
                      <dd>{line.color || '-'}</dd>
                    </dl>
                  </div>
                  <button
                    type="button"
                    className="invoice-review"
                    onClick={() => review({ productID: line.productID, title: line.product.title })}
                    aria-label={`Create Review for ${line.product.title}`}
                  >
                    Create Review
                  </button>
                </li>
              ))}
            </ul>
            {invoice && <InvoiceTotals invoice={invoice} />}
          </>
        )}
      </InvoicesLoaded>
      <ReviewDialog />
    </section>
  );
}
