import { formatMoney } from '@shop/shared/lib';
import type { ProductPrice } from '../contracts';

/** The price a customer pays; when discounted, the original struck through beside it. */
export function Price({ price, discount, discountPrice }: ProductPrice) {
  if (!discount || discountPrice === null) return <span className="shop-price">{formatMoney(price)}</span>;
  return (
    <span className="shop-price">
      {/* Screen readers do not announce strike-through: say what the two prices are. */}
      <span className="shop-visually-hidden">Was </span>
      <del className="shop-price-was">{formatMoney(price)}</del>{' '}
      <span className="shop-visually-hidden">now </span>
      <span className="shop-price-now">{formatMoney(discountPrice)}</span>
    </span>
  );
}
