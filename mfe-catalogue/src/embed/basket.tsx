/**
 * Without a cart of the partner's page, Add to Cart gathers the visitor's lines here, and one link takes them all to
 * the shop's cart (cartHandOffPath), where the shopper confirms them, signed in. The same product, size and colour
 * added again is one line with the quantities together, up to the most a cart line holds.
 */
import { MAX_LINE_QTY } from '@shop/shared/lib';
import { cartHandOffPath, type HandOffLine, MAX_HAND_OFF_LINES } from '@shop/shared/paths';
import { createContext, type ReactNode, useContext, useState } from 'react';

interface Basket {
  lines: readonly HandOffLine[];
  add: (line: HandOffLine) => void;
}

const BasketContext = createContext<Basket>({ lines: [], add: () => {} });

export const useBasket = () => useContext(BasketContext);

const sameLine = (one: HandOffLine, other: HandOffLine) =>
  one.productId === other.productId && one.size === other.size && one.color === other.color;

function withLine(lines: readonly HandOffLine[], line: HandOffLine): readonly HandOffLine[] {
  const same = lines.find((kept) => sameLine(kept, line));
  if (same)
    return lines.map((kept) =>
      kept === same ? { ...kept, qty: Math.min(MAX_LINE_QTY, kept.qty + line.qty) } : kept,
    );
  // A link carries so many lines; more would be left out on the shop without a word here.
  return lines.length < MAX_HAND_OFF_LINES ? [...lines, line] : lines;
}

export function BasketProvider({ children }: { children: ReactNode }) {
  const [lines, setLines] = useState<readonly HandOffLine[]>([]);
  const add = (line: HandOffLine) => setLines((kept) => withLine(kept, line));
  return <BasketContext.Provider value={{ lines, add }}>{children}</BasketContext.Provider>;
}

/** "2 items — Check out on the shop", once something is gathered: the shop's cart, in a new tab. */
export function CheckOutOnTheShop({ shopUrl }: { shopUrl: string }) {
  const { lines } = useBasket();
  if (lines.length === 0) return null;
  return (
    <p className="shop-embed-check-out">
      <a
        className="shop-button-primary"
        href={new URL(cartHandOffPath(lines), shopUrl).href}
        target="_blank"
        rel="noopener"
      >
        {lines.length} {lines.length === 1 ? 'item' : 'items'} — Check out on the shop
      </a>
    </p>
  );
}
