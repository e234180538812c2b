import { paths } from '@shop/shared/paths';
import { Link } from '@shop/shared/router';
import { type ReactNode, useId } from 'react';
import type { ProductCard as Product } from '../contracts';
import { ImageWithFallback } from './image-with-fallback';
import { Price } from './price';
import { Stars } from './stars';
import { StockNote } from './stock';

interface ProductCardProps {
  /** What the card shows; a wish list's product has no `remark`, which the card does not show. */
  product: Omit<Product, 'remark'> & { remark?: string };
  /** Shown on the first screen: the image is fetched at once rather than when it nears the viewport. */
  eager?: boolean;
  /**
   * Buttons under the card (a wish list's Add to Cart and Remove). The card is then an article named by the title,
   * holding the link and, below it, the buttons: a link cannot hold buttons.
   */
  actions?: ReactNode;
}

/**
 * A product in a grid: square image filling the card's width, title, price and rating, linking to its details. Few
 * left or none is a badge over the image's corner, so a card with one is as tall as one without; it is read after
 * the price, as part of the link's name.
 */
export function ProductCard({ product, eager = false, actions }: ProductCardProps) {
  const titleId = useId();
  const link = (
    <Link className={actions ? 'shop-card-link' : 'shop-card'} to={paths.details(product._id)}>
      <ImageWithFallback
        className="shop-card-image"
        src={product.image}
        alt=""
        width={200}
        height={200}
        loading={eager ? 'eager' : 'lazy'}
      />
      <span className="shop-card-body">
        <span className="shop-card-title" id={actions ? titleId : undefined}>
          {product.title}
        </span>
        <Price price={product.price} discount={product.discount} discountPrice={product.discountPrice} />
        <StockNote stockLeft={product.stockLeft} className="shop-card-stock" />
        <Stars value={product.star} />
      </span>
    </Link>
  );
  if (!actions) return link;
  return (
    <article className="shop-card" aria-labelledby={titleId}>
      {link}
      <div className="shop-card-actions">{actions}</div>
    </article>
  );
}
