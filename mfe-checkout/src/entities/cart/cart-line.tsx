import type { CartItem } from '@shop/shared/contracts';
import { formatMoney, linePrice, unitPrice } from '@shop/shared/lib';
import { ImageWithFallback } from '@shop/shared/ui';
import type { ReactNode } from 'react';

interface CartLineProps {
  line: CartItem;
  action: ReactNode;
  /** A control for the quantity; without it the quantity is shown as text. */
  quantity?: ReactNode;
}

/** One line of the cart: what, how many, which options, and what it costs. */
export function CartLine({ line, action, quantity = line.qty }: CartLineProps) {
  return (
    <article className="cart-line" aria-labelledby={`cart-line-${line._id}`}>
      <ImageWithFallback className="cart-line-image" src={line.product.image} alt="" width={96} height={96} />
      <div className="cart-line-body">
        <h2 id={`cart-line-${line._id}`}>{line.product.title}</h2>
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
