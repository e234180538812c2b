/**
 * What goes in the parcel: the order's lines and where it goes, on a page of its own to print. The back office's
 * navigation and this page's own buttons are not printed.
 */
import { Alert, Button, Spin } from '@shop/shared/antd';
import { SHOP_NAME } from '@shop/shared/lib';
import { Link, useParams } from '@shop/shared/router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { adminPaths } from '../../app/sections';
import { ScreenTitle } from '../../lib/screen-title';
import { when } from '../orders/words';
import { $loadFailure, $order, hasParcel, orderOpened } from './model';
import './packing-slip.css';

export function PackingSlip() {
  const { invoiceId = '' } = useParams();
  const [order, failure, opened] = useUnit([$order, $loadFailure, orderOpened]);
  useEffect(() => {
    opened(invoiceId);
  }, [opened, invoiceId]);
  const shown = order?.id === invoiceId ? order : null;

  return (
    <article className="packing-slip">
      <ScreenTitle>{shown ? `Packing slip ${shown.tranId}` : 'Packing slip'}</ScreenTitle>
      <div className="packing-slip-actions">
        <Link to={adminPaths.order(invoiceId)}>Back to the order</Link>
        <Button type="primary" disabled={!shown || !hasParcel(shown)} onClick={() => window.print()}>
          Print
        </Button>
      </div>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      {!shown && !failure && <Spin aria-label="Loading the order" />}
      {shown && !hasParcel(shown) && (
        <Alert
          type="info"
          showIcon
          title={`Nothing to pack: order ${shown.tranId} is ${shown.deliveryStatus === 'cancelled' ? 'cancelled' : 'not paid'}.`}
        />
      )}
      {shown && hasParcel(shown) && (
        <>
          <dl className="packing-slip-facts">
            <dt>From</dt>
            <dd>{SHOP_NAME}</dd>
            <dt>Transaction id</dt>
            <dd>{shown.tranId}</dd>
            <dt>Ordered</dt>
            <dd>{when(shown.createdAt)}</dd>
            <dt>Ship to</dt>
            <dd>
              <address>{shown.shipDetails}</address>
            </dd>
          </dl>
          <table className="packing-slip-lines">
            <caption>What is in the parcel</caption>
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">Product</th>
                <th scope="col">Size</th>
                <th scope="col">Colour</th>
                <th scope="col" className="packing-slip-qty">
                  Qty
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.lines.map((line) => (
                <tr key={`${line.productId}:${line.size}:${line.color}`}>
                  <td>{line.sku}</td>
                  <td>{line.title}</td>
                  <td>{line.size}</td>
                  <td>{line.color}</td>
                  <td className="packing-slip-qty">{line.qty}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </article>
  );
}
