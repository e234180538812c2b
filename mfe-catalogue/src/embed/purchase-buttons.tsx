/**
 * The embed's Add to Cart and Add to Wish, in place of checkout's (purchase-mode.ts says which kind). They tell the
 * partner's page the product as the shop sells it: its title, the chosen variant's SKU and price. Without a cart of
 * the page's own, Add to Cart gathers the line for the shop's cart (basket.tsx).
 */
import type { AddToCartProps, AddToWishProps, CheckoutFragments } from '@shop/mfe-checkout/contract';
import { unitPrice } from '@shop/shared/lib';
import { purchasePath } from '@shop/shared/paths';
import { FIRST_LINE_CHOICE, LineChoices, type LineOption, unchosenOptions } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { type ComponentType, useContext, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { $chosenVariant, $product, $shownPrice } from '../pages/product-details/model';
import { useBasket } from './basket';
import { PurchaseModeContext } from './purchase-mode';
import type { ShopCatalogueProduct } from './shop-catalogue';

/** The shop's prices are in US dollars (`formatMoney`). */
const CURRENCY = 'USD';
/** How long Add to Cart says "Added" after a press. */
const ADDED_SHOWN_MS = 2000;

const onTheShop = (shopUrl: string, path: string) => new URL(path, shopUrl).href;

/** The product the details screen shows as the partner's page is told it, and the SKU of the variant chosen. */
function useShownProduct(): { shown: ShopCatalogueProduct; sku: string | null } | null {
  const [product, price, variant] = useUnit([$product, $shownPrice, $chosenVariant]);
  if (product === null || product === 'missing' || price === null) return null;
  const shown = { productId: product._id, title: product.title, price: unitPrice(price), currency: CURRENCY };
  return { shown, sku: variant?.sku ?? null };
}

/** Says "Added" on the button for a moment after each press, and tells it to screen readers. */
function useAddedConfirmation() {
  const [presses, setPresses] = useState(0);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (presses === 0) return;
    setShown(true);
    const timer = setTimeout(() => setShown(false), ADDED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [presses]);
  return { added: shown, confirm: () => setPresses((count) => count + 1) };
}

function AddToCart({ sizes, colors, onChoiceChange }: AddToCartProps) {
  const { onAddToCart, onProductViewed } = useContext(PurchaseModeContext);
  const basket = useBasket();
  const [choice, setChoice] = useState(FIRST_LINE_CHOICE);
  const [unchosen, setUnchosen] = useState<readonly LineOption[]>([]);
  const fields = { size: useRef<HTMLSelectElement>(null), color: useRef<HTMLSelectElement>(null) };
  const product = useShownProduct();
  const { added, confirm } = useAddedConfirmation();
  useEffect(() => {
    onChoiceChange?.({ size: choice.size, color: choice.color });
  }, [choice.size, choice.color, onChoiceChange]);
  const shown = product?.shown;
  // biome-ignore lint/correctness/useExhaustiveDependencies: told once per product, at the price it opens with.
  useEffect(() => {
    if (shown) onProductViewed?.(shown.productId, shown);
  }, [shown?.productId]);
  const choose = (next: typeof choice) => {
    setChoice(next);
    // A mark goes as soon as its field is chosen.
    setUnchosen((marked) => marked.filter((option) => !next[option]));
  };
  const add = () => {
    if (!product) return;
    // As on the shop: a line of a product offered in sizes or colours names one.
    const missing = unchosenOptions(sizes, colors, choice);
    if (missing.length > 0) {
      // The marks are on the page before focus arrives, so the field is announced with its message.
      flushSync(() => setUnchosen(missing));
      fields[missing[0] as LineOption].current?.focus();
      return;
    }
    const { shown, sku } = product;
    if (onAddToCart) onAddToCart({ ...shown, sku, ...choice });
    else basket.add({ productId: shown.productId, ...choice });
    confirm();
  };
  return (
    <>
      <LineChoices
        sizes={sizes}
        colors={colors}
        value={choice}
        onChange={choose}
        unchosen={unchosen}
        selectRefs={fields}
      />
      <button className="shop-button-primary" type="button" disabled={!product} onClick={add}>
        {added ? 'Added' : 'Add to Cart'}
      </button>
      <span className="shop-visually-hidden" role="status">
        {added && shown
          ? `${shown.title} added ${onAddToCart ? 'to your cart' : 'to check out on the shop'}`
          : ''}
      </span>
    </>
  );
}

function AddToWish({ productId }: AddToWishProps) {
  const { shopUrl, onAddToWish } = useContext(PurchaseModeContext);
  const product = useShownProduct();
  return onAddToWish ? (
    <button
      className="shop-button-secondary"
      type="button"
      disabled={!product}
      onClick={() => product && onAddToWish(product.shown)}
    >
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

export const EMBED_FRAGMENTS: Partial<Record<`checkout/${keyof CheckoutFragments}`, ComponentType<never>>> = {
  'checkout/./AddToCart': AddToCart,
  'checkout/./AddToWish': AddToWish,
};
