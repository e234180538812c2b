import type { LineChoice } from '@shop/shared/contracts';
import { MAX_LINE_QTY } from '@shop/shared/lib';
import { BusyLabel, FIRST_LINE_CHOICE, LineChoices, type LineOption, unchosenOptions } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { AskedPurchaseNotice, useAskedPurchase } from '../../entities/session/asked-purchase';
import { rememberPendingAdd } from '../../entities/session/pending-add';
import { usePendingAdd, useSignedInFirst } from '../../entities/session/signed-in-first';
import type { AddToCartProps } from '../../exposes/contract';
import { $addingToCart, addToCartClicked } from './model';
import './add-to-cart.css';

/** An option a link asked for, if the product offers it; otherwise none is chosen. */
const offered = (options: string[], asked: string) => (options.includes(asked) ? asked : '');

/**
 * Size and colour (when offered), quantity and Add to Cart, on the catalogue's product page. A line asked for by the
 * address (an embedding site) starts chosen but is added only when the shopper presses the button. A signed-out
 * press is kept through sign-in and added on return (entities/session/pending-add.ts). Pressing without a required
 * size or colour marks that field ("Choose a size.") and focuses it. With none left of the choice, Add to Cart stays
 * focusable but does nothing, described by the host's stock note; with few left, the quantity stops at that many.
 */
export function AddToCart({
  productId,
  sizes,
  colors,
  stockLeft,
  stockNoteId,
  onChoiceChange,
}: AddToCartProps) {
  const [adding, clicked] = useUnit([$addingToCart, addToCartClicked]);
  const signedInFirst = useSignedInFirst();
  const { asked, answered } = useAskedPurchase('cart');
  const noticeId = useId();
  const [choice, setChoice] = useState<LineChoice>(() =>
    asked
      ? { size: offered(sizes, asked.size), color: offered(colors, asked.color), qty: asked.qty }
      : FIRST_LINE_CHOICE,
  );
  const [unchosen, setUnchosen] = useState<LineOption[]>([]);
  const soldOut = stockLeft === 0;
  const mostQty = stockLeft ? Math.min(MAX_LINE_QTY, stockLeft) : MAX_LINE_QTY;
  // A quantity chosen before a choice with fewer left shows, and adds, no more than are left.
  const line = { ...choice, qty: Math.min(choice.qty, mostQty) };
  useEffect(() => {
    onChoiceChange?.({ size: choice.size, color: choice.color });
  }, [choice.size, choice.color, onChoiceChange]);
  const fields = { size: useRef<HTMLSelectElement>(null), color: useRef<HTMLSelectElement>(null) };
  const choose = (next: LineChoice) => {
    setChoice(next);
    // A mark goes as soon as its field is chosen.
    setUnchosen((marked) => marked.filter((option) => !next[option]));
  };
  const add = signedInFirst(
    () => {
      if (asked) answered();
      clicked({ productID: productId, ...line });
    },
    () => rememberPendingAdd('cart', productId, line),
  );
  usePendingAdd('cart', productId, (line) => {
    setChoice(line);
    if (asked) answered();
    clicked({ productID: productId, ...line });
  });
  const pressed = () => {
    if (soldOut) return;
    const missing = unchosenOptions(sizes, colors, choice);
    if (missing.length === 0) return add();
    // The marks are on the page before focus arrives, so the field is announced with its message.
    flushSync(() => setUnchosen(missing));
    fields[missing[0] as LineOption].current?.focus();
  };
  return (
    <div className="add-to-cart">
      {asked && (
        <AskedPurchaseNotice id={noticeId}>
          Add {line.qty} to your cart? Nothing is added until you press Add to Cart.
        </AskedPurchaseNotice>
      )}
      <LineChoices
        sizes={sizes}
        colors={colors}
        value={line}
        onChange={choose}
        unchosen={unchosen}
        selectRefs={fields}
        maxQty={mostQty}
      />
      <button
        className="shop-button-primary"
        type="button"
        disabled={adding}
        // Not `disabled`: focus stays on it, and a screen reader reads why it does nothing.
        aria-disabled={soldOut || undefined}
        aria-describedby={[asked && noticeId, soldOut && stockNoteId].filter(Boolean).join(' ') || undefined}
        onClick={pressed}
      >
        <BusyLabel busy={adding}>Add to Cart</BusyLabel>
      </button>
    </div>
  );
}
