import type { ProductCard as Product } from '@shop/shared/contracts';
import { MemoryRouter } from '@shop/shared/router';
import { render, screen } from '@testing-library/react';
import { ProductGrid } from './product-grid';

const product = (index: number): Product => ({
  _id: `p${index}`,
  title: `Product ${index}`,
  image: `/api/images/products/p${index}.svg`,
  price: 10 + index,
  discount: false,
  discountPrice: null,
  star: 4,
  remark: 'new',
});

test("the first row's images load at once, the ones further down when they near the screen", () => {
  render(
    <MemoryRouter>
      <ProductGrid products={Array.from({ length: 9 }, (_, index) => product(index))} label="New products" />
    </MemoryRouter>,
  );
  const loading = screen
    .getAllByRole('link')
    .map((card) => card.querySelector('img')?.getAttribute('loading'));
  expect(loading).toEqual([...Array(6).fill('eager'), ...Array(3).fill('lazy')]);
});
