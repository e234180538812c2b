import type { ProductCard as Product } from '@shop/shared/contracts';
import { LoadFailed, ProductCard, ProductsSkeleton, type RetryProps } from '@shop/shared/ui';
import './product-grid.css';

/** Cards a wide screen shows in its first row (180px columns): their images are on the first screen. */
const FIRST_ROW = 6;

interface ProductGridProps {
  products: Product[] | null;
  label: string;
  /** A request is on its way: the (emptied) list shows the skeleton rather than "no products". */
  loading?: boolean;
  /** Given when the list got no answer: the message with Retry stands in for the skeleton. */
  failure?: RetryProps;
}

/** Cards of products, or the skeleton while the list is not loaded (docs/behaviour.md#loading-states). */
export function ProductGrid({ products, label, loading = false, failure }: ProductGridProps) {
  if (products === null || (loading && products.length === 0))
    return failure ? (
      <LoadFailed what="products" {...failure}>
        <ProductsSkeleton />
      </LoadFailed>
    ) : (
      <ProductsSkeleton />
    );
  if (products.length === 0) return <p className="product-grid-empty">No products found.</p>;
  return (
    <ul className="product-grid shop-card-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} eager={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}
