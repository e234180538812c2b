import type { CartItem } from '@shop/shared/contracts';
import { formatMoney, linePrice, unitPrice } from '@shop/shared/lib';
import { paths } from '@shop/shared/paths';
import { Link } from '@shop/shared/router';
import { ImageWithFallback, StockNote } from '@shop/shared/ui';
import type { ReactNode } from 'react';

interface CartLineProps {
  line: CartItem;
  action: ReactNode;
  /** A control for the quantity; without it the quantity is shown as text. */
  quantity?: ReactNode;
  /** Why the line cannot be checked out as it is ("Only 2 left"): shown in place of its stock, as a problem. */
  stockProblem?: string;
}

/** The id of a line's stock problem, which its quantity control is described by. */
export const stockProblemId = (lineId: string) => `cart-line-${lineId}-stock`;

/**
 * One line of the cart: what (its title leads back to the product), how many, which options, and what it costs;
 * when few are left, how many, and when it wants more than that, the problem in its place.
 */
export function CartLine({ line, action, quantity = line.qty, stockProblem }: CartLineProps) {
  return (
    <article className="cart-line" aria-labelledby={`cart-line-${line._id}`}>
      <ImageWithFallback className="cart-line-image" src={line.product.image} alt="" width={96} height={96} />
      <div className="cart-line-body">
        <h2 id={`cart-line-${line._id}`}>
          <Link to={paths.details(line.productID)}>{line.product.title}</Link>
        </h2>
        {stockProblem ? (
          <p id={stockProblemId(line._id)} className="cart-line-stock-problem">
            {stockProblem}
          </p>
        ) : (
          <StockNote stockLeft={line.stockLeft} className="cart-line-stock" />
        )}
        <dl>
          <dt>Unit price</dt>
          <dd>{formatMoney(unitPrice(line.product))}</dd>
          <dt>Quantity</dt>
          <dd>{quantity}</dd>
          <dt>Size</dt>
          <dd>{line.size || '-'}</dd>
          <dt>Color</dt>
          <dd>{line.color || '-'}</dd>
          <dt>Total</dt>
          <dd>{formatMoney(linePrice(line))}</dd>
        </dl>
      </div>
      {action}
    </article>
  );
}
