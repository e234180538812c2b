import type { LineChoice } from '@shop/shared/contracts';
import { BusyLabel, FIRST_LINE_CHOICE, LineChoices, type LineOption, unchosenOptions } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useId, useRef, useState } from 'react';
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
 * size or colour marks that field ("Choose a size.") and focuses it.
 */
export function AddToCart({ productId, sizes, colors }: AddToCartProps) {
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
  const fields = { size: useRef<HTMLSelectElement>(null), color: useRef<HTMLSelectElement>(null) };
  const choose = (next: LineChoice) => {
    setChoice(next);
    // A mark goes as soon as its field is chosen.
    setUnchosen((marked) => marked.filter((option) => !next[option]));
  };
  const add = signedInFirst(
    () => {
      if (asked) answered();
      clicked({ productID: productId, ...choice });
    },
    () => rememberPendingAdd('cart', productId, choice),
  );
  usePendingAdd('cart', productId, (line) => {
    setChoice(line);
    if (asked) answered();
    clicked({ productID: productId, ...line });
  });
  const pressed = () => {
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
          Add {choice.qty} to your cart? Nothing is added until you press Add to Cart.
        </AskedPurchaseNotice>
      )}
      <LineChoices
        sizes={sizes}
        colors={colors}
        value={choice}
        onChange={choose}
        unchosen={unchosen}
        selectRefs={fields}
      />
      <button
        className="shop-button-primary"
        type="button"
        disabled={adding}
        aria-describedby={asked ? noticeId : undefined}
        onClick={pressed}
      >
        <BusyLabel busy={adding}>Add to Cart</BusyLabel>
      </button>
    </div>
  );
}
