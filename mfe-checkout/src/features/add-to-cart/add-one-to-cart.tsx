import { purchasePath } from '@shop/shared/paths';
import { Link } from '@shop/shared/router';
import { BusyLabel, FIRST_LINE_CHOICE } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { $addingToCart, addToCartClicked } from './model';
import './add-to-cart.css';

/**
 * Add to Cart for a product that comes in no sizes or colours, on a wish list card: one of it. The same Add to Cart
 * as the product page's: its toast, badge and Processing...
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

/**
 * For a product that comes in sizes or colours, which must be chosen first: its page, asking to add one once they
 * are.
 */
export function ChooseOptionsToCart({ productId, title }: { productId: string; title: string }) {
  return (
    <Link
      className="shop-button-primary add-one-to-cart"
      to={purchasePath(productId, { add: 'cart', qty: 1, size: '', color: '' })}
      aria-label={`Choose options: ${title}`}
    >
      Choose options
    </Link>
  );
}
