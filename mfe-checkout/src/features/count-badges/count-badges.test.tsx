import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { CartBadge, WishBadge } from './count-badges';
import { $cartCount, $wishCount } from './model';

/** The badges inside links, as the shell's header shows them; a signed-out visitor, so nothing is fetched. */
function renderBadges(cart: number, wish: number) {
  render(
    <Provider
      value={fork({
        values: [
          [$cartCount, cart],
          [$wishCount, wish],
        ],
      })}
    >
      <a href="/cart">
        Cart <CartBadge />
      </a>
      <a href="/wish">
        Wish <WishBadge />
      </a>
    </Provider>,
  );
}

const badgeOf = (name: string) => screen.getByRole('link', { name }).querySelector('.count-badge-count');

test('a badge at 0 is marked empty (grey, not an alert) and still says its count', () => {
  renderBadges(0, 0);
  expect(badgeOf('Cart 0 items')).toHaveAttribute('data-empty');
  expect(badgeOf('Wish 0 items')).toHaveAttribute('data-empty');
});

test('a badge with something in it is not marked empty, and says its count in words', () => {
  renderBadges(1, 4);
  expect(badgeOf('Cart 1 item')).not.toHaveAttribute('data-empty');
  expect(badgeOf('Wish 4 items')).not.toHaveAttribute('data-empty');
});
