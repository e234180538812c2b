import { formatMoney } from '@shop/shared/lib';
import { useParams } from '@shop/shared/router';
import { ImageWithFallback, LoadFailed, NoDataView, useRetry } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { InvoiceCardSkeleton } from '../../entities/invoice/invoice-card';
import { $lines, linesLoad, pageOpened, reviewOpened } from './model';
import { ReviewDialog } from './review-dialog';
import './invoice-details.css';

export function InvoiceDetailsPage() {
  const { id = '' } = useParams();
  const [lines, opened, review] = useUnit([$lines, pageOpened, reviewOpened]);
  const failure = useRetry(linesLoad);
  useEffect(() => {
    document.title = 'Invoice details | Shop';
    opened(id);
  }, [id, opened]);
  return (
    <section aria-labelledby="invoice-title">
      <h1 id="invoice-title">Invoice details</h1>
      {lines === null && failure ? (
        <LoadFailed what="this invoice" {...failure}>
          <InvoiceCardSkeleton />
        </LoadFailed>
      ) : lines === null ? (
        <InvoiceCardSkeleton />
      ) : lines.length === 0 ? (
        <NoDataView message="This invoice has no lines, or it is not yours." />
      ) : (
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
                  <dd>{formatMoney(Math.round(line.price * line.qty * 100) / 100)}</dd>
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
                onClick={() => review(line.productID)}
                aria-label={`Create Review for ${line.product.title}`}
              >
                Create Review
              </button>
            </li>
          ))}
        </ul>
      )}
      <ReviewDialog />
    </section>
  );
}
