import { BusyLabel, FIRST_LINE_CHOICE } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { $addingToCart, addToCartClicked } from './model';
import './add-to-cart.css';

/**
 * Add to Cart for a product shown without its options, on a wish list card: one of it, no size or colour chosen
 * (the product page chooses those). The same Add to Cart as the product page's: its toast, badge and Processing...
 */
export function AddOneToCart({ productId, title }: { productId: string; title: string }) {
  const [adding, clicked] = useUnit([$addingToCart, addToCartClicked]);
  return (
    <button
      className="shop-button-primary add-one-to-cart"
      type="button"
      disabled={adding}
      aria-label={`Add to Cart: ${title}`}
      onClick={() => clicked({ productID: productId, ...FIRST_LINE_CHOICE })}
    >
      <BusyLabel busy={adding}>Add to Cart</BusyLabel>
    </button>
  );
}
