import type { WishItem } from '@shop/shared/contracts';
import { paths } from '@shop/shared/paths';
import { Link } from '@shop/shared/router';
import { ImageWithFallback, Price, Stars } from '@shop/shared/ui';
import type { ReactNode } from 'react';

/** A wished product: image, title, price, rating (15px, red), an action and a Details link. */
export function WishCard({ item, action }: { item: WishItem; action: ReactNode }) {
  const { product } = item;
  return (
    <article className="wish-card" aria-labelledby={`wish-${item.productID}`}>
      <ImageWithFallback className="wish-card-image" src={product.image} alt="" width={200} height={200} />
      <h2 id={`wish-${item.productID}`}>{product.title}</h2>
      <Price price={product.price} discount={product.discount} discountPrice={product.discountPrice} />
      <Stars value={product.star} size={15} color="red" />
      <div className="wish-card-actions">
        {action}
        <Link to={paths.details(item.productID)} aria-label={`Details of ${product.title}`}>
          Details
        </Link>
      </div>
    </article>
  );
}
