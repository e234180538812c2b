import { paths } from '@shop/shared/paths';
import { Link } from '@shop/shared/router';
import type { ProductCard as Product } from '../contracts';
import { ImageWithFallback } from './image-with-fallback';
import { Price } from './price';
import { Stars } from './stars';

interface ProductCardProps {
  product: Product;
  /** Shown on the first screen: the image is fetched at once rather than when it nears the viewport. */
  eager?: boolean;
}

/** A product in a grid: square image filling the card's width, title, price and rating, linking to its details. */
export function ProductCard({ product, eager = false }: ProductCardProps) {
  return (
    <Link className="shop-card" to={paths.details(product._id)}>
      <ImageWithFallback
        className="shop-card-image"
        src={product.image}
        alt=""
        width={200}
        height={200}
        loading={eager ? 'eager' : 'lazy'}
      />
      <span className="shop-card-body">
        <span className="shop-card-title">{product.title}</span>
        <Price price={product.price} discount={product.discount} discountPrice={product.discountPrice} />
        <Stars value={product.star} />
      </span>
    </Link>
  );
}
