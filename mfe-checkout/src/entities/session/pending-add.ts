import type { LineChoice } from '@shop/shared/contracts';
import { MAX_LINE_QTY, MIN_LINE_QTY } from '@shop/shared/lib';

/**
 * An Add to Cart or Add to Wish the shopper pressed on the shop's own product page while signed out, kept while they
 * sign in, so the press is not lost. It lives in this tab's session storage, which only the shop's own pages can
 * write: another site's link (`?add=cart`) cannot put one here, so a link alone still never adds anything. Back on
 * that product and signed in, the page takes it, which removes it before the add is sent: a reload, or the same
 * page opened again, finds nothing to repeat. Logging out clears session storage, and an old one expires.
 */
export const PENDING_ADD_MINUTES = 15;

export interface PendingAdds {
  cart: LineChoice;
  wish: Record<string, never>;
}
export type PendingKind = keyof PendingAdds;

interface Stored {
  productId: string;
  at: number;
  line: unknown;
}

const keyOf = (kind: PendingKind) => `checkout:pending-add:${kind}`;

/** Session storage may be unavailable (a browser setting): then nothing is kept, and the press is lost as before. */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberPendingAdd<Kind extends PendingKind>(
  kind: Kind,
  productId: string,
  line: PendingAdds[Kind],
  now = Date.now(),
): void {
  try {
    storage()?.setItem(keyOf(kind), JSON.stringify({ productId, at: now, line } satisfies Stored));
  } catch {
    // Full or refused: signing in goes ahead without it.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

function lineOf<Kind extends PendingKind>(kind: Kind, line: unknown): PendingAdds[Kind] | null {
  if (kind === 'wish') return {} as PendingAdds[Kind];
  const { size, color, qty } = (line ?? {}) as Partial<Record<keyof LineChoice, unknown>>;
  const wholeQty =
    typeof qty === 'number' && Number.isInteger(qty) && qty >= MIN_LINE_QTY && qty <= MAX_LINE_QTY;
  return isText(size) && isText(color) && wholeQty ? ({ size, color, qty } as PendingAdds[Kind]) : null;
}

/**
 * The add pressed for this product while signed out, if one was and it is recent, removed as it is read; null
 * otherwise. One kept for another product stays until it expires.
 */
export function takePendingAdd<Kind extends PendingKind>(
  kind: Kind,
  productId: string,
  now = Date.now(),
): PendingAdds[Kind] | null {
  const store = storage();
  const key = keyOf(kind);
  let stored: Partial<Stored> | null = null;
  try {
    stored = JSON.parse(store?.getItem(key) ?? 'null');
  } catch {
    // Not ours to read: dropped below.
  }
  const fresh =
    typeof stored?.at === 'number' && stored.at <= now && now - stored.at < PENDING_ADD_MINUTES * 60_000;
  if (!fresh) {
    store?.removeItem(key);
    return null;
  }
  if (stored?.productId !== productId) return null;
  store?.removeItem(key);
  return lineOf(kind, stored.line);
}
