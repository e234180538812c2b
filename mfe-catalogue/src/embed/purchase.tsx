/**
 * Buying in an embed. On the shop, checkout's fragments add to the customer's cart; another site's page has no
 * session with the shop, so the embed, as its page's host, shows its own buttons in their place: the partner's
 * cart when it asked for it (`onAddToCart`, `onAddToWish`), otherwise links that finish the purchase on the shop.
 */
import type { AddToCartProps, AddToWishProps, CheckoutFragments } from '@shop/mfe-checkout/contract';
import type { FragmentLoader } from '@shop/shared/fragments';
import { purchasePath } from '@shop/shared/paths';
import { FIRST_LINE_CHOICE, LineChoices } from '@shop/shared/ui';
import { type ComponentType, createContext, useContext, useState } from 'react';

/** A cart line the visitor asked for: the partner's page adds it to a cart of its own. */
export interface RequestedLine {
  productId: string;
  qty: number;
  color: string;
  size: string;
}

export interface PurchaseMode {
  /** The shop's address, where the links lead. */
  shopUrl: string;
  onAddToCart?: (line: RequestedLine) => void;
  onAddToWish?: (item: { productId: string }) => void;
}

export const PurchaseModeContext = createContext<PurchaseMode>({ shopUrl: '' });

const onTheShop = (shopUrl: string, path: string) => new URL(path, shopUrl).href;

function AddToCart({ productId, sizes, colors }: AddToCartProps) {
  const { shopUrl, onAddToCart } = useContext(PurchaseModeContext);
  const [choice, setChoice] = useState(FIRST_LINE_CHOICE);
  return (
    <>
      <LineChoices sizes={sizes} colors={colors} value={choice} onChange={setChoice} />
      {onAddToCart ? (
        <button
          className="shop-button-primary"
          type="button"
          onClick={() => onAddToCart({ productId, ...choice })}
        >
          Add to Cart
        </button>
      ) : (
        <a
          className="shop-button-primary"
          href={onTheShop(shopUrl, purchasePath(productId, { add: 'cart', ...choice }))}
          target="_blank"
          rel="noopener"
        >
          Buy on the shop
        </a>
      )}
    </>
  );
}

function AddToWish({ productId }: AddToWishProps) {
  const { shopUrl, onAddToWish } = useContext(PurchaseModeContext);
  return onAddToWish ? (
    <button className="shop-button-secondary" type="button" onClick={() => onAddToWish({ productId })}>
      Add to Wish
    </button>
  ) : (
    <a
      className="shop-button-secondary"
      href={onTheShop(shopUrl, purchasePath(productId, { add: 'wish' }))}
      target="_blank"
      rel="noopener"
    >
      Save on the shop
    </a>
  );
}

const EMBED_FRAGMENTS: Partial<Record<`checkout/${keyof CheckoutFragments}`, ComponentType<never>>> = {
  'checkout/./AddToCart': AddToCart,
  'checkout/./AddToWish': AddToWish,
};

/** The fragments an embed shows; any other (the header's badges, say) is not in an embed. */
export const loadEmbedFragment: FragmentLoader = async (remote, module) => {
  const fragment = EMBED_FRAGMENTS[`${remote}/${module}` as keyof typeof EMBED_FRAGMENTS];
  if (!fragment) throw new Error(`${remote}/${module} is not shown in an embed`);
  return fragment;
};
