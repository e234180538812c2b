import { MemoryRouter, Route, Routes, useLocation } from '@shop/shared/router';
import {
  aBrand,
  aCategory,
  answer,
  aProductCard,
  inTurn,
  networkError,
  productPage,
  requestsTo,
} from '@shop/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductListPage } from './page';

const card = (_id: string, title: string) => aProductCard({ _id, title });

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

/** What the filter sent: its body and page. */
const filterRequests = () =>
  requestsTo('POST ProductListByFilter').map(({ body, query }) => ({ body, query }));

beforeEach(() => {
  answer('GET ProductBrandList', { data: [aBrand({ _id: 'b1', brandName: 'Hearth' })] });
  answer('GET ProductCategoryList', { data: [aCategory({ _id: 'c1', categoryName: 'Kitchen' })] });
});

test('a category page asks for its list and names itself after the category', async () => {
  answer('GET ProductListByCategory/c1', productPage([card('p1', 'Copper kettle')]));
  openListing('/by-category/c1');
  expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Copper kettle/ })).toBeInTheDocument();
  expect(requestsTo('GET ProductListByCategory/c1').map(({ query }) => query)).toEqual([{ page: '1' }]);
  expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen' })).toBeInTheDocument();
  expect(filterRequests()).toEqual([]);
});

test('the keyword page searches for the keyword', async () => {
  answer('GET ProductListByKeyword/wireless', productPage([card('p2', 'Wireless mouse')]));
  openListing('/by-keyword/wireless');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Results for "wireless"' }),
  ).toBeInTheDocument();
  expect(requestsTo('GET ProductListByKeyword/wireless').map(({ query }) => query)).toEqual([{ page: '1' }]);
});

test('choosing a brand asks ProductListByFilter and keeps the filter in the URL', async () => {
  answer('GET ProductListByCategory/c1', productPage([card('p1', 'Copper kettle')]));
  answer('POST ProductListByFilter', productPage([card('p3', 'Hearth pan')]));
  openListing('/by-category/c1');
  await screen.findByRole('option', { name: 'Hearth' });
  await userEvent.selectOptions(screen.getByLabelText('Brand'), 'b1');
  expect(await screen.findByRole('link', { name: /Hearth pan/ })).toBeInTheDocument();
  expect(filterRequests()).toEqual([
    { body: { brandID: 'b1', categoryID: '', priceMax: '', priceMin: '' }, query: { page: '1' } },
  ]);
  expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('?brandID=b1');
});

test('a filter in the URL is applied on opening, so a shared link shows the same list', async () => {
  answer('POST ProductListByFilter', productPage([]));
  openListing('/by-category/c1?priceMax=50000');
  await screen.findByText('No products found.');
  expect(filterRequests()).toEqual([
    { body: { brandID: '', categoryID: '', priceMax: '50000', priceMin: '' }, query: { page: '1' } },
  ]);
  expect(screen.getByLabelText('Maximum price')).toHaveValue('50000');
});

test('the price sliders run from 0 to 1,000,000 in steps of 1000 and filter when let go', async () => {
  answer('GET ProductListByCategory/c1', productPage([]));
  answer('POST ProductListByFilter', productPage([]));
  openListing('/by-category/c1');
  const minimum = screen.getByLabelText('Minimum price');
  expect(minimum).toHaveAttribute('min', '0');
  expect(minimum).toHaveAttribute('max', '1000000');
  expect(minimum).toHaveAttribute('step', '1000');
  fireEvent.change(minimum, { target: { value: '20000' } });
  fireEvent.pointerUp(minimum);
  expect(await screen.findByRole('status', { name: 'query' })).toHaveTextContent('?priceMin=20000');
  await screen.findByText('No products found.');
  expect(filterRequests()).toContainEqual({
    body: { brandID: '', categoryID: '', priceMax: '', priceMin: '20000' },
    query: { page: '1' },
  });
});

test('a non-success answer leaves the list empty, with no message', async () => {
  answer('GET ProductListByBrand/b1', { fail: 'Refused' });
  openListing('/by-brand/b1');
  expect(await screen.findByText('No products found.')).toBeInTheDocument();
});

test('when the API has more pages, Load more appends the next one', async () => {
  answer(
    'GET ProductListByCategory/c1',
    inTurn(
      productPage([card('p1', 'First page item')], { hasMore: true }),
      productPage([card('p2', 'Second page item')], { page: 2 }),
    ),
  );
  openListing('/by-category/c1');
  await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('link', { name: /Second page item/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /First page item/ })).toBeInTheDocument();
  expect(requestsTo('GET ProductListByCategory/c1').map(({ query }) => query)).toEqual([
    { page: '1' },
    { page: '2' },
  ]);
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test('a Load more that got no answer says so with Retry in its place; Retry appends the page', async () => {
  answer(
    'GET ProductListByCategory/c1',
    inTurn(
      productPage([card('p1', 'First page item')], { hasMore: true }),
      networkError,
      productPage([card('p2', 'Second page item')], { page: 2 }),
    ),
  );
  openListing('/by-category/c1');
  await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  const failed = await screen.findByRole('alert');
  expect(failed).toHaveTextContent('We could not load more products.');
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(screen.getByRole('link', { name: /First page item/ })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: /Second page item/ })).toBeInTheDocument();
  expect(requestsTo('GET ProductListByCategory/c1').map(({ query }) => query)).toEqual([
    { page: '1' },
    { page: '2' },
    { page: '2' },
  ]);
  expect(screen.queryByRole('alert')).toBeNull();
});
