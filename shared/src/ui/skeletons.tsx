/**
 * Placeholders with fixed counts (docs/behaviour.md#loading-states), each the size of what replaces it, so
 * nothing moves when the data arrives. Hidden from screen readers, which hear the region's busy state instead.
 */
interface PlaceholderGridProps {
  count: number;
  variant: 'tile' | 'card' | 'feature' | 'line-item';
  label: string;
}

function PlaceholderGrid({ count, variant, label }: PlaceholderGridProps) {
  return (
    <div
      className={`shop-skeleton shop-skeleton-${variant}s`}
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={index} className={`shop-skeleton-${variant}`} aria-hidden="true" />
      ))}
    </div>
  );
}

export const BrandsSkeleton = () => <PlaceholderGrid count={16} variant="tile" label="Loading brands" />;
export const CategoriesSkeleton = () => (
  <PlaceholderGrid count={16} variant="tile" label="Loading categories" />
);
export const ProductsSkeleton = () => <PlaceholderGrid count={8} variant="card" label="Loading products" />;
export const FeaturesSkeleton = () => (
  <PlaceholderGrid count={4} variant="feature" label="Loading features" />
);
export const CartSkeleton = () => <PlaceholderGrid count={4} variant="line-item" label="Loading your cart" />;

/** The product page's placeholder: the gallery beside 10 lines, then 16 lines for the description. */
export function DetailsSkeleton() {
  const lines = (count: number) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
    Array.from({ length: count }, (_, index) => <div key={index} className="shop-skeleton-line" />);
  return (
    <div
      className="shop-skeleton shop-skeleton-details"
      role="status"
      aria-busy="true"
      aria-label="Loading product"
    >
      <div className="shop-skeleton-gallery" aria-hidden="true" />
      <div className="shop-skeleton-summary" aria-hidden="true">
        {lines(10)}
      </div>
      <div className="shop-skeleton-description" aria-hidden="true">
        {lines(16)}
      </div>
    </div>
  );
}
