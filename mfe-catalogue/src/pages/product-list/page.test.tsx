import { MemoryRouter, Route, Routes, useLocation } from '@shop/shared/router';
import {
  aBrand,
  aCategory,
  answer,
  aProductCard,
  apiSettled,
  inTurn,
  networkError,
  productPage,
  requestsTo,
} from '@shop/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductListPage } from './page';

const card = (_id: string, title: string) => aProductCard({ _id, title });

/** Where the page is: its path and query. */
function Probe() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output aria-label="path">{pathname}</output>
      <output aria-label="query">{search}</output>
    </>
  );
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
        <Route
          path="/by-brand/:id"
          element={
            <>
              <ProductListPage by="brand" />
              <Probe />
            </>
          }
        />
        <Route path="/by-keyword/:keyword" element={<ProductListPage by="keyword" />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** What the filter sent: its body and page. */
const filterRequests = () =>
  requestsTo('POST ProductListByFilter').map(({ body, query }) => ({ body, query }));

const noFilter = { brandID: '', categoryID: '', priceMax: '', priceMin: '' };
/** The demo catalogue's prices: the sliders run from $20 to $2,000 in steps of $10. */
const PRICES = { min: 29.99, max: 1999 };

/** Counts that leave every brand and category to choose. */
const EVERY_CHOICE_COUNTED = {
  total: 1,
  brands: ['b1', 'b2'].map((_id) => ({ _id, count: 1 })),
  categories: ['c1', 'c2'].map((_id) => ({ _id, count: 1 })),
};

beforeEach(() => {
  answer('GET ProductBrandList', {
    data: [aBrand({ _id: 'b1', brandName: 'Hearth' }), aBrand({ _id: 'b2', brandName: 'Tide' })],
  });
  answer('GET ProductCategoryList', {
    data: [
      aCategory({ _id: 'c1', categoryName: 'Kitchen' }),
      aCategory({ _id: 'c2', categoryName: 'Garden' }),
    ],
  });
  answer('GET ProductPriceRangeByCategory/:id', { data: PRICES });
  answer('GET ProductPriceRangeByBrand/:id', { data: PRICES });
  answer('GET ProductPriceRangeByKeyword/:keyword', { data: PRICES });
  answer('POST ProductListFacets', { data: EVERY_CHOICE_COUNTED });
  answer('GET ProductListByRemark/popular', productPage([card('pop', 'Popular lamp')]));
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

test('choosing a brand on a category’s page shows that brand’s products of the category, the filter in the URL', async () => {
  answer('GET ProductListByCategory/c1', productPage([card('p1', 'Copper kettle')]));
  answer('POST ProductListByFilter', productPage([card('p3', 'Hearth pan')]));
  openListing('/by-category/c1');
  await screen.findByRole('option', { name: 'Hearth' });
  expect(screen.getByLabelText('Category')).toHaveDisplayValue(/^Kitchen/);
  await userEvent.selectOptions(screen.getByLabelText('Brand'), 'b1');
  expect(await screen.findByRole('link', { name: /Hearth pan/ })).toBeInTheDocument();
  expect(filterRequests()).toEqual([
    { body: { ...noFilter, brandID: 'b1', categoryID: 'c1' }, query: { page: '1' } },
  ]);
  expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('?brandID=b1');
  expect(screen.getByLabelText('Category')).toHaveDisplayValue(/^Kitchen/);
});

test('on a brand’s page the Brand dropdown shows it, and a category chosen there keeps the brand', async () => {
  answer('GET ProductListByBrand/b1', productPage([card('p3', 'Hearth pan')]));
  answer('POST ProductListByFilter', productPage([]));
  openListing('/by-brand/b1');
  await screen.findByRole('option', { name: 'Kitchen' });
  expect(screen.getByLabelText('Brand')).toHaveDisplayValue(/^Hearth/);
  expect(screen.queryByRole('option', { name: 'Choose Brand' })).toBeNull();
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'c1');
  await screen.findByText('No products found.');
  expect(filterRequests()).toEqual([
    { body: { ...noFilter, brandID: 'b1', categoryID: 'c1' }, query: { page: '1' } },
  ]);
});

test('another category chosen on a category’s page opens that category, keeping the rest of the filter', async () => {
  answer('POST ProductListByFilter', productPage([]));
  openListing('/by-category/c1?brandID=b1&priceMax=100');
  await screen.findByRole('option', { name: 'Garden' });
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'c2');
  expect(await screen.findByRole('status', { name: 'path' })).toHaveTextContent('/by-category/c2');
  expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('?brandID=b1&priceMax=100');
  expect(await screen.findByRole('heading', { level: 1, name: 'Garden' })).toBeInTheDocument();
  expect(filterRequests().map(({ body }) => body)).toContainEqual({
    ...noFilter,
    brandID: 'b1',
    categoryID: 'c2',
    priceMax: '100',
  });
});

test('a filter on the keyword page keeps the search', async () => {
  answer('GET ProductListByKeyword/wireless', productPage([card('p2', 'Wireless mouse')]));
  answer('POST ProductListByFilter', productPage([]));
  openListing('/by-keyword/wireless');
  await screen.findByRole('option', { name: 'Hearth' });
  await userEvent.selectOptions(screen.getByLabelText('Brand'), 'b1');
  await screen.findByText('No products found.');
  expect(filterRequests()).toEqual([
    { body: { ...noFilter, brandID: 'b1', keyword: 'wireless' }, query: { page: '1' } },
  ]);
});

test('a filter in the URL is applied on opening, so a shared link shows the same list', async () => {
  answer('POST ProductListByFilter', productPage([]));
  openListing('/by-category/c1?priceMax=500');
  await screen.findByText('No products found.');
  expect(filterRequests()).toEqual([
    { body: { ...noFilter, categoryID: 'c1', priceMax: '500' }, query: { page: '1' } },
  ]);
  const maximum = screen.getByLabelText('Maximum price');
  await waitFor(() => expect(maximum).toBeEnabled());
  expect(maximum).toHaveValue('500');
  expect(screen.getByLabelText('Maximum price in dollars')).toHaveValue('500');
});

test('the price sliders fit the listing’s prices and filter when let go', async () => {
  answer('GET ProductListByCategory/c1', productPage([]));
  answer('POST ProductListByFilter', productPage([]));
  openListing('/by-category/c1');
  const minimum = screen.getByLabelText('Minimum price');
  await waitFor(() => expect(minimum).toBeEnabled());
  expect(requestsTo('GET ProductPriceRangeByCategory/c1')).toHaveLength(1);
  expect(minimum).toHaveAttribute('min', '20');
  expect(minimum).toHaveAttribute('max', '2000');
  expect(minimum).toHaveAttribute('step', '10');
  fireEvent.change(minimum, { target: { value: '50' } });
  fireEvent.pointerUp(minimum);
  expect(await screen.findByRole('status', { name: 'query' })).toHaveTextContent('?priceMin=50');
  await screen.findByText('No products found.');
  expect(filterRequests()).toContainEqual({
    body: { ...noFilter, categoryID: 'c1', priceMin: '50' },
    query: { page: '1' },
  });
});

test('a typed maximum of $100 filters the listing', async () => {
  answer('GET ProductListByCategory/c1', productPage([card('p1', 'Copper kettle')]));
  answer('POST ProductListByFilter', productPage([]));
  openListing('/by-category/c1');
  const typed = screen.getByLabelText('Maximum price in dollars');
  await waitFor(() => expect(typed).toBeEnabled());
  await userEvent.type(typed, '100{Enter}');
  expect(await screen.findByRole('status', { name: 'query' })).toHaveTextContent('?priceMax=100');
  await screen.findByText('No products found.');
  expect(filterRequests()).toEqual([
    { body: { ...noFilter, categoryID: 'c1', priceMax: '100' }, query: { page: '1' } },
  ]);
  expect(screen.getByLabelText('Maximum price')).toHaveValue('100');
});

test('prices that got no answer leave the sliders their wide range, so the price filter still works', async () => {
  answer('GET ProductPriceRangeByCategory/:id', networkError);
  answer('GET ProductListByCategory/c1', productPage([]));
  openListing('/by-category/c1');
  const maximum = screen.getByLabelText('Maximum price');
  await waitFor(() => expect(maximum).toBeEnabled());
  expect(maximum).toHaveAttribute('max', '1000000');
});

test('a listing without products leaves the price fields disabled', async () => {
  answer('GET ProductPriceRangeByKeyword/:keyword', { data: { min: null, max: null } });
  answer('GET ProductListByKeyword/nothing', productPage([]));
  openListing('/by-keyword/nothing');
  await screen.findByText('No products found.');
  await apiSettled();
  expect(screen.getByLabelText('Maximum price')).toBeDisabled();
  expect(screen.getByLabelText('Minimum price in dollars')).toBeDisabled();
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

test('the order is chosen in the address, asked of the API, and kept by Back', async () => {
  answer('GET ProductListByKeyword/lamp', productPage([card('p1', 'Desk lamp')]));
  render(
    <MemoryRouter initialEntries={['/', '/by-keyword/lamp']} initialIndex={1}>
      <Routes>
        <Route path="/" element={<Probe />} />
        <Route
          path="/by-keyword/:keyword"
          element={
            <>
              <ProductListPage by="keyword" />
              <Probe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  const sort = await screen.findByLabelText('Sort by');
  expect(sort).toHaveDisplayValue('Best match');
  await userEvent.selectOptions(sort, 'Price: low to high');
  expect(screen.getByLabelText('query')).toHaveTextContent('?sort=price-asc');
  await waitFor(() =>
    expect(requestsTo('GET ProductListByKeyword/lamp').map(({ query }) => query)).toEqual([
      { page: '1' },
      { page: '1', sort: 'price-asc' },
    ]),
  );
  await userEvent.selectOptions(sort, 'Best match');
  expect(screen.getByLabelText('query')).toBeEmptyDOMElement();
});

test('a brand’s or category’s listing is newest first unless another order is chosen', async () => {
  answer('GET ProductListByCategory/c1', productPage([card('p1', 'Copper kettle')]));
  openListing('/by-category/c1?sort=rating');
  const sort = await screen.findByLabelText('Sort by');
  expect(sort).toHaveDisplayValue('Rating');
  expect(screen.queryByRole('option', { name: 'Best match' })).toBeNull();
  await userEvent.selectOptions(sort, 'Newest');
  expect(screen.getByLabelText('query')).toBeEmptyDOMElement();
});

test('the listing says how many products it holds, and how many of them are shown', async () => {
  answer('GET ProductListByCategory/c1', productPage([card('p1', 'Copper kettle')], { hasMore: true }));
  answer('POST ProductListFacets', { data: { ...EVERY_CHOICE_COUNTED, total: 245 } });
  openListing('/by-category/c1');
  await apiSettled();
  expect(screen.getByText('245 products')).toBeInTheDocument();
  expect(screen.getByText('Showing 1 of 245 products')).toBeInTheDocument();
  expect(requestsTo('POST ProductListFacets').map(({ body }) => body)).toEqual([
    { ...noFilter, categoryID: 'c1' },
  ]);
});

test('each filter in force is a chip that removes it, and Clear filters removes them all', async () => {
  answer('GET ProductListByCategory/c1', productPage([card('p1', 'Copper kettle')]));
  answer('POST ProductListByFilter', productPage([card('p3', 'Hearth pan')]));
  openListing('/by-category/c1?brandID=b1&priceMax=50&sort=price-asc');
  const chips = await screen.findByRole('list', { name: 'Active filters' });
  expect(
    await within(chips).findByRole('button', { name: 'Brand: Hearth (remove filter)' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Filters (2 active)', { selector: 'summary' })).toBeInTheDocument();
  await userEvent.click(within(chips).getByRole('button', { name: /Up to \$50\.00/ }));
  expect(screen.getByLabelText('query')).toHaveTextContent('?brandID=b1&sort=price-asc');
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(screen.getByLabelText('query')).toHaveTextContent('?sort=price-asc');
  expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
});

test('a search answered for its correction says so', async () => {
  answer('GET ProductListByKeyword/hedphones', {
    ...productPage([card('p1', 'Studio headphones')]),
    searchedFor: 'headphones',
  });
  openListing('/by-keyword/hedphones');
  expect(
    await screen.findByText('No products matched "hedphones". Showing results for "headphones".'),
  ).toBeInTheDocument();
});

test('a listing that finds nothing offers popular products', async () => {
  answer('GET ProductListByKeyword/quokka', productPage([]));
  openListing('/by-keyword/quokka');
  expect(await screen.findByText('No products found.')).toBeInTheDocument();
  const popular = await screen.findByRole('region', { name: 'Popular products' });
  expect(within(popular).getByRole('link', { name: /Popular lamp/ })).toBeInTheDocument();
});
