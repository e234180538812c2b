import { MemoryRouter, Route, Routes } from '@shop/shared/router';
import { aBrand, aCategory, answer, productPage, receivedPaths } from '@shop/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { ProductListPage } from './page';

// The API client as a shell deployed before shared 2.2.0 provides it: the page's singleton has no price range
// calls. The rest of the client is the real one, against the test API.
jest.mock('@shop/shared/api', () => ({
  ...jest.requireActual('@shop/shared/api'),
  getPriceRangeByBrand: undefined,
  getPriceRangeByCategory: undefined,
  getPriceRangeByKeyword: undefined,
}));

test('under a shell whose API client predates the price ranges, the sliders keep their wide range', async () => {
  answer('GET ProductBrandList', { data: [aBrand({ _id: 'b1', brandName: 'Hearth' })] });
  answer('GET ProductCategoryList', { data: [aCategory({ _id: 'c1', categoryName: 'Kitchen' })] });
  answer('GET ProductListByCategory/c1', productPage([]));
  render(
    <MemoryRouter initialEntries={['/by-category/c1']}>
      <Routes>
        <Route path="/by-category/:id" element={<ProductListPage by="category" />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByText('No products found.');
  const maximum = screen.getByLabelText('Maximum price');
  await waitFor(() => expect(maximum).toBeEnabled());
  expect(maximum).toHaveAttribute('min', '0');
  expect(maximum).toHaveAttribute('max', '1000000');
  expect(screen.getByLabelText('Maximum price in dollars')).toBeEnabled();
  expect(receivedPaths().filter((path) => path.includes('PriceRange'))).toEqual([]);
});
