import { MemoryRouter } from '@shop/shared/router';
import { aCartItem, answer } from '@shop/shared/testing';
import { render, screen } from '@testing-library/react';
import { CartPage } from './page';

// The API client as a shell deployed before shared 1.5.0 provides it: the page's singleton has no updateCartItem.
// The rest of the client is the real one, against the test API.
jest.mock('@shop/shared/api', () => ({
  ...jest.requireActual('@shop/shared/api'),
  updateCartItem: undefined,
}));

test('under a shell whose API client predates updateCartItem, the cart still works and shows quantities as text', async () => {
  answer('GET CartList', {
    data: [
      aCartItem({
        _id: 'line-1',
        product: { title: 'Plain mug', image: '/m.svg', price: 10, discount: false, discountPrice: null },
        qty: 3,
      }),
    ],
  });
  render(
    <MemoryRouter>
      <CartPage />
    </MemoryRouter>,
  );
  const line = await screen.findByRole('article', { name: 'Plain mug' });
  expect(line).toHaveTextContent('Quantity3');
  expect(line).toHaveTextContent('Total$30.00');
  expect(screen.queryByRole('button', { name: /quantity of/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Remove Plain mug' })).toBeEnabled();
});
