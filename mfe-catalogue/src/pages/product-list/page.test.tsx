import {
  getBrandList,
  getCategoryList,
  getProductsByBrand,
  getProductsByCategory,
  getProductsByFilter,
  getProductsByKeyword,
} from '@shop/shared/api';
import type { ProductCard } from '@shop/shared/contracts';
import { MemoryRouter, Route, Routes, useLocation } from '@shop/shared/router';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductListPage } from './page';

jest.mock('@shop/shared/api', () => ({
  ...jest.requireActual('@shop/shared/api'),
  getBrandList: jest.fn(),
  getCategoryList: jest.fn(),
  getProductsByBrand: jest.fn(),
  getProductsByCategory: jest.fn(),
  getProductsByFilter: jest.fn(),
  getProductsByKeyword: jest.fn(),
}));

const card = (id: string, title: string): ProductCard => ({
  _id: id,
  title,
  image: '/p.svg',
  price: 10,
  discount: false,
  discountPrice: null,
  star: 3,
  remark: 'new',
});
const answer = (data: ProductCard[], hasMore = false) => ({
  status: 'success' as const,
  data,
  page: 1,
  limit: 100,
  hasMore,
});

function Probe() {
  const { search } = useLocation();
  return <output aria-label="query">{search}</output>;
}

function openListing(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="/by-category/:id"
          element={
            <>
              <ProductListPage by="category" />
              <Probe />
            </>
          }
        />
        <Route path="/by-brand/:id" element={<ProductListPage by="brand" />} />
        <Route path="/by-keyword/:keyword" element={<ProductListPage by="keyword" />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(getBrandList)
    .mockResolvedValue({ status: 'success', data: [{ _id: 'b1', brandName: 'Hearth', brandImg: '' }] });
  jest.mocked(getCategoryList).mockResolvedValue({
    status: 'success',
    data: [{ _id: 'c1', categoryName: 'Kitchen', categoryImg: '' }],
  });
});

test('a category page asks for its list and names itself after the category', async () => {
  jest.mocked(getProductsByCategory).mockResolvedValue(answer([card('p1', 'Copper kettle')]));
  openListing('/by-category/c1');
  expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Copper kettle/ })).toBeInTheDocument();
  expect(getProductsByCategory).toHaveBeenCalledWith('c1', { page: 1 });
  expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen' })).toBeInTheDocument();
  expect(getProductsByFilter).not.toHaveBeenCalled();
});

test('the keyword page searches for the keyword', async () => {
  jest.mocked(getProductsByKeyword).mockResolvedValue(answer([card('p2', 'Wireless mouse')]));
  openListing('/by-keyword/wireless');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Results for "wireless"' }),
  ).toBeInTheDocument();
  expect(getProductsByKeyword).toHaveBeenCalledWith('wireless', { page: 1 });
});

test('choosing a brand asks ProductListByFilter and keeps the filter in the URL', async () => {
  jest.mocked(getProductsByCategory).mockResolvedValue(answer([card('p1', 'Copper kettle')]));
  jest.mocked(getProductsByFilter).mockResolvedValue(answer([card('p3', 'Hearth pan')]));
  openListing('/by-category/c1');
  await screen.findByRole('option', { name: 'Hearth' });
  await userEvent.selectOptions(screen.getByLabelText('Brand'), 'b1');
  expect(await screen.findByRole('link', { name: /Hearth pan/ })).toBeInTheDocument();
  expect(getProductsByFilter).toHaveBeenCalledWith(
    { brandID: 'b1', categoryID: '', priceMax: '', priceMin: '' },
    { page: 1 },
  );
  expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('?brandID=b1');
});

test('a filter in the URL is applied on opening, so a shared link shows the same list', async () => {
  jest.mocked(getProductsByFilter).mockResolvedValue(answer([]));
  openListing('/by-category/c1?priceMax=50000');
  await screen.findByText('No products found.');
  expect(getProductsByFilter).toHaveBeenCalledWith(
    { brandID: '', categoryID: '', priceMax: '50000', priceMin: '' },
    { page: 1 },
  );
  expect(screen.getByLabelText('Maximum price')).toHaveValue('50000');
});

test('the price sliders run from 0 to 1,000,000 in steps of 1000 and filter when let go', async () => {
  jest.mocked(getProductsByCategory).mockResolvedValue(answer([]));
  jest.mocked(getProductsByFilter).mockResolvedValue(answer([]));
  openListing('/by-category/c1');
  const minimum = screen.getByLabelText('Minimum price');
  expect(minimum).toHaveAttribute('min', '0');
  expect(minimum).toHaveAttribute('max', '1000000');
  expect(minimum).toHaveAttribute('step', '1000');
  fireEvent.change(minimum, { target: { value: '20000' } });
  fireEvent.pointerUp(minimum);
  expect(await screen.findByRole('status', { name: 'query' })).toHaveTextContent('?priceMin=20000');
  expect(getProductsByFilter).toHaveBeenCalledWith(
    { brandID: '', categoryID: '', priceMax: '', priceMin: '20000' },
    { page: 1 },
  );
});

test('a non-success answer leaves the list empty, with no message', async () => {
  jest
    .mocked(getProductsByBrand)
    .mockResolvedValue({ ...answer([card('x', 'Never shown')]), status: 'fail' });
  openListing('/by-brand/b1');
  expect(await screen.findByText('No products found.')).toBeInTheDocument();
  expect(screen.queryByText('Never shown')).toBeNull();
});

test('when the API has more pages, Load more appends the next one', async () => {
  jest
    .mocked(getProductsByCategory)
    .mockResolvedValueOnce(answer([card('p1', 'First page item')], true))
    .mockResolvedValueOnce({ ...answer([card('p2', 'Second page item')]), page: 2 });
  openListing('/by-category/c1');
  await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('link', { name: /Second page item/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /First page item/ })).toBeInTheDocument();
  expect(getProductsByCategory).toHaveBeenLastCalledWith('c1', { page: 2 });
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test('a Load more that got no answer says so with Retry in its place; Retry appends the page', async () => {
  jest
    .mocked(getProductsByCategory)
    .mockResolvedValueOnce(answer([card('p1', 'First page item')], true))
    .mockRejectedValueOnce(new Error('Network Error'))
    .mockResolvedValueOnce({ ...answer([card('p2', 'Second page item')]), page: 2 });
  openListing('/by-category/c1');
  await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  const failed = await screen.findByRole('alert');
  expect(failed).toHaveTextContent('We could not load more products.');
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(screen.getByRole('link', { name: /First page item/ })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: /Second page item/ })).toBeInTheDocument();
  expect(getProductsByCategory).toHaveBeenLastCalledWith('c1', { page: 2 });
  expect(screen.queryByRole('alert')).toBeNull();
});
