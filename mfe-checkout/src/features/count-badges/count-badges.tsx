import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $cartCount, $wishCount, cartBadgeShown, wishBadgeShown } from './model';
import './count-badges.css';

/**
 * The count inside the host's Cart or Wish link. The digits are hidden from screen readers and said in words
 * instead, so the link reads "Cart 2 items" (its visible text first, which a voice-control user says to follow it).
 */
function CountBadge({ count, shown }: { count: Store<number>; shown: EventCallable<void> }) {
  const [value, show] = useUnit([count, shown]);
  useEffect(() => show(), [show]);
  return (
    // Red calls for attention, which an empty cart does not need: at 0 the badge is grey (count-badges.css). Its
    // size is the box the host keeps free for it (@shop/shared/ui's stylesheet, which the host's header has loaded).
    <span className="shop-count-badge-box count-badge-count" data-empty={value === 0 || undefined}>
      <span aria-hidden="true">{value}</span>
      {/* The count in words, for screen readers only (`shop-visually-hidden`: @shop/shared/ui's stylesheet, which
          the host's header has loaded). */}
      <span className="shop-visually-hidden">
        {value} {value === 1 ? 'item' : 'items'}
      </span>
    </span>
  );
}

export const CartBadge = () => <CountBadge count={$cartCount} shown={cartBadgeShown} />;
export const WishBadge = () => <CountBadge count={$wishCount} shown={wishBadgeShown} />;
