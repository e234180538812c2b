import type { CheckoutFragments } from '@shop/mfe-checkout/contract';
import type { ProductDetails } from '@shop/shared/contracts';
import { fragmentsOf } from '@shop/shared/fragments';
import { offeredOptions } from '@shop/shared/lib';
import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { $stockLeft, lineChosen } from './model';

/** Buying is checkout's: its Add to Cart and Add to Wish, loaded at run time once the page is idle. */
const Checkout = fragmentsOf<CheckoutFragments>('checkout');

/**
 * Checkout's buttons, in a box that keeps their room while they load, so nothing below moves. They are told what
 * is left of the choice and tell back what is chosen, so this page's price and stock note follow the choice.
 */
export function Purchase({ product, stockNoteId }: { product: ProductDetails; stockNoteId: string }) {
  const [stockLeft, chosen] = useUnit([$stockLeft, lineChosen]);
  const productId = product._id;
  const choiceChanged = useCallback(
    (choice: { size: string; color: string }) => chosen({ productId, ...choice }),
    [chosen, productId],
  );
  const sizes = offeredOptions(product.details.size);
  const colors = offeredOptions(product.details.color);
  const options = [sizes, colors].filter((offered) => offered.length > 0).length;
  return (
    <div className="details-purchase" data-options={options}>
      <Checkout
        // Another product starts with its own choices and quantity.
        key={product._id}
        module="./AddToCart"
        props={{ productId, sizes, colors, stockLeft, stockNoteId, onChoiceChange: choiceChanged }}
        fallback={
          <p className="details-purchase-unavailable" role="status">
            Buying is not available just now. Please try again in a moment.
          </p>
        }
      />
      <Checkout key={`${product._id}-wish`} module="./AddToWish" props={{ productId: product._id }} />
      {/* The page reads without scripts; its buttons are checkout's, which need them. */}
      <noscript>
        <p className="details-purchase-unavailable">
          Buying needs JavaScript: turn it on in your browser to add this to your cart.
        </p>
      </noscript>
    </div>
  );
}
