/**
 * Lines a visitor gathered on another site that embeds the catalogue, handed to the cart in one link
 * (`/cart?add=...`, cartHandOffPath): shown above the cart for the shopper to confirm, for a link never adds
 * anything by itself. The cart is a signed-in screen, so a shopper who was not signed in has signed in on the way.
 * Confirm adds the lines one by one, says which the shop refused and why, and takes the hand-off out of the address,
 * so a reload does not ask again.
 */
import { cartChanged } from '@shop/shared/bus';
import type { LineChoice } from '@shop/shared/contracts';
import { dataOf } from '@shop/shared/lib';
import { cartHandOffOf, type HandOffLine } from '@shop/shared/paths';
import { useLocation, useNavigate } from '@shop/shared/router';
import { BusyLabel } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { getProductDetails, saveCartItem } from '../../api';
import './handed-off-lines.css';

/** The products' titles, by id, as they arrive; a product the shop does not know keeps none. */
function useProductTitles(lines: readonly HandOffLine[]) {
  const [titles, setTitles] = useState<Record<string, string>>({});
  const ids = [...new Set(lines.map(({ productId }) => productId))].join(',');
  useEffect(() => {
    let current = true;
    for (const productId of ids ? ids.split(',') : []) {
      getProductDetails(productId)
        .then((answer) => {
          const title = answer.status === 'success' ? answer.data[0]?.title : undefined;
          if (current && title) setTitles((known) => ({ ...known, [productId]: title }));
        })
        // Unnamed, the line still shows its choices; adding it tells what the shop says of it.
        .catch(() => {});
    }
    return () => {
      current = false;
    };
  }, [ids]);
  return titles;
}

const choiceText = ({ size, color, qty }: LineChoice) =>
  [size && `size ${size}`, color && `colour ${color}`, `quantity ${qty}`].filter(Boolean).join(', ');

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

interface Outcome {
  added: number;
  refused: string[];
}

export function HandedOffLines({ onAdded }: { onAdded: () => void }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const changed = useUnit(cartChanged);
  const handOff = useMemo(() => cartHandOffOf(search), [search]);
  const titles = useProductTitles(handOff?.lines ?? []);
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const headingId = useId();
  const titleOf = (line: HandOffLine) => titles[line.productId] ?? 'A product';

  const confirm = async (lines: readonly HandOffLine[]) => {
    setAdding(true);
    const refused: string[] = [];
    // One at a time, as the shop's own Add to Cart: lines of one product merge in the order given.
    for (const line of lines) {
      const { productId, size, color, qty } = line;
      try {
        dataOf(await saveCartItem({ productID: productId, size, color, qty }));
      } catch (error) {
        refused.push(`${titleOf(line)} (${choiceText(line)}): ${(error as Error).message}`);
      }
    }
    setAdding(false);
    setOutcome({ added: lines.length - refused.length, refused });
    changed();
    onAdded();
    navigate(pathname, { replace: true });
  };

  if (outcome)
    return (
      <div className="handed-off" role={outcome.refused.length > 0 ? 'alert' : 'status'}>
        <p>
          {outcome.added} {plural(outcome.added, 'item', 'items')} added to your cart.
        </p>
        {outcome.refused.length > 0 && (
          <>
            <p>These were not added:</p>
            <ul>
              {outcome.refused.map((refusal) => (
                <li key={refusal}>{refusal}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  if (!handOff) return null;
  const { lines, leftOut } = handOff;
  return (
    <section className="handed-off" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {lines.length === 0
          ? 'Nothing to add from the link'
          : `Add ${plural(lines.length, 'this item', `these ${lines.length} items`)} to your cart?`}
      </h2>
      {lines.length > 0 && (
        <ul>
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the link's lines, in its order; the same line may repeat
            <li key={index}>
              <strong>{titleOf(line)}</strong> — {choiceText(line)}
            </li>
          ))}
        </ul>
      )}
      {leftOut > 0 && (
        <p role="status">
          {leftOut} {plural(leftOut, 'part of the link is not a line', 'parts of the link are not lines')} the
          shop can read: {plural(leftOut, 'it is', 'they are')} left out.
        </p>
      )}
      <p>Nothing is added until you confirm.</p>
      <div className="handed-off-actions">
        {lines.length > 0 && (
          <button
            className="handed-off-confirm"
            type="button"
            disabled={adding}
            onClick={() => void confirm(lines)}
          >
            <BusyLabel busy={adding}>Confirm</BusyLabel>
          </button>
        )}
        <button type="button" disabled={adding} onClick={() => navigate(pathname, { replace: true })}>
          {lines.length > 0 ? 'Not now' : 'Close'}
        </button>
      </div>
    </section>
  );
}
