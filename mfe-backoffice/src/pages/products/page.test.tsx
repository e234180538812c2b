import { MemoryRouter } from '@shop/shared/router';
import { answer, received } from '@shop/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProduct } from '../../api/catalogue';
import { seriousAxeProblems } from '../../testing/axe';
import { anAdminProduct } from '../../testing/fixtures';
import { products } from './model';
import { ProductList } from './page';

const kettle = anAdminProduct({ _id: 'p1', title: 'Copper kettle', sku: 'KET-1', price: 30 });
const lamp = anAdminProduct({
  _id: 'p2',
  title: 'Desk lamp',
  sku: 'LMP-2',
  price: 12.5,
  retiredAt: '2026-11-01T00:00:00Z',
});

const listRequests = () =>
  received.filter(({ method, path }) => method === 'GET' && path.endsWith('/admin/products'));

function openProducts(rows: AdminProduct[] = [kettle, lamp], hasMore = false) {
  products.filtersChanged({});
  answer('GET admin/products', { data: rows, page: 1, limit: 20, hasMore });
  answer('GET admin/brands', {
    data: [{ _id: 'b1', brandName: 'Acme', brandImg: '' }],
    page: 1,
    limit: 100,
    hasMore: false,
  });
  answer('GET admin/categories', {
    data: [{ _id: 'c1', categoryName: 'Kitchen', categoryImg: '' }],
    page: 1,
    limit: 100,
    hasMore: false,
  });
  render(
    <MemoryRouter>
      <ProductList />
    </MemoryRouter>,
  );
}

test('the table shows each product with its brand and category by name, and whether it is on sale', async () => {
  openProducts();
  const table = screen.getByRole('table', { name: 'Products' });
  const row = (await within(table).findByRole('link', { name: 'Copper kettle' })).closest(
    'tr',
  ) as HTMLElement;
  expect(row).toHaveTextContent('KET-1');
  expect(row).toHaveTextContent('$30.00');
  await waitFor(() => expect(row).toHaveTextContent('Acme'));
  expect(row).toHaveTextContent('Kitchen');
  expect(row).toHaveTextContent('On sale');
  const retired = screen.getByRole('link', { name: 'Desk lamp' }).closest('tr') as HTMLElement;
  expect(retired).toHaveTextContent('Retired');
  expect(within(retired).getByRole('button', { name: 'Restore Desk lamp' })).toBeInTheDocument();
});

test('sorting by a column and searching ask the server, from the first page', async () => {
  openProducts();
  await screen.findByRole('link', { name: 'Copper kettle' });
  await userEvent.click(screen.getByRole('columnheader', { name: /^Price/ }));
  await waitFor(() =>
    expect(listRequests().at(-1)?.query).toMatchObject({ sort: 'price', order: 'asc', page: '1' }),
  );
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search by title or SKU' }), 'kettle{Enter}');
  await waitFor(() => expect(listRequests().at(-1)?.query).toMatchObject({ q: 'kettle', sort: 'price' }));
});

test('Export downloads what the table selects now, in the import format', async () => {
  openProducts();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search by title or SKU' }), 'kettle{Enter}');
  await waitFor(() =>
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/admin/products/export?format=csv&q=kettle',
    ),
  );
  expect(screen.getByRole('link', { name: 'Export JSON' })).toHaveAttribute('download');
});

test('Next asks for the following page while the server says there is one', async () => {
  openProducts([kettle], true);
  await screen.findByRole('link', { name: 'Copper kettle' });
  const pager = screen.getByRole('navigation', { name: 'Products pages' });
  expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(listRequests().at(-1)?.query).toMatchObject({ page: '2' }));
  expect(within(pager).getByText('Page 2')).toBeInTheDocument();
});

test('Retire asks first, then takes a product off sale and the table is read again', async () => {
  openProducts();
  answer('PATCH admin/products/:id', { data: { ...kettle, retiredAt: '2026-11-27T00:00:00Z' } });
  await userEvent.click(await screen.findByRole('button', { name: 'Retire Copper kettle' }));
  const question = await screen.findByRole('tooltip');
  expect(question).toHaveTextContent('Retire Copper kettle?');
  expect(received.find(({ method }) => method === 'PATCH')).toBeUndefined();
  await userEvent.click(within(question).getByRole('button', { name: 'Retire' }));
  await waitFor(() =>
    expect(received.find(({ method }) => method === 'PATCH')).toMatchObject({
      path: '/api/v1/admin/products/p1',
      body: { retired: true },
    }),
  );
  await waitFor(() => expect(listRequests().length).toBeGreaterThanOrEqual(2));
});

test('the Stock column says Unlimited, a count, or Out of stock in red; a product with variants counts theirs', async () => {
  const variant = (sku: string, stock: number | null) => ({ sku, size: 'S', color: '', stock, price: null });
  openProducts([
    kettle,
    anAdminProduct({ _id: 'p3', title: 'Mug', stock: 12 }),
    anAdminProduct({ _id: 'p4', title: 'Teapot', stock: 0 }),
    anAdminProduct({ _id: 'p5', title: 'Tee', stock: 0, variants: [variant('T-S', 3), variant('T-M', 4)] }),
    anAdminProduct({
      _id: 'p6',
      title: 'Cap',
      stock: 1,
      variants: [variant('C-S', 3), variant('C-M', null)],
    }),
  ]);
  const stockOf = async (title: string) => {
    const row = (await screen.findByRole('link', { name: title })).closest('tr') as HTMLElement;
    const column = within(screen.getByRole('table', { name: 'Products' }))
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'Stock');
    return within(row).getAllByRole('cell')[column] as HTMLElement;
  };
  expect(await stockOf('Copper kettle')).toHaveTextContent(/^Unlimited$/);
  expect(await stockOf('Mug')).toHaveTextContent(/^12$/);
  const out = await stockOf('Teapot');
  expect(out).toHaveTextContent(/^Out of stock$/);
  expect(out.querySelector('.ant-tag-red')).not.toBeNull();
  expect(await stockOf('Tee')).toHaveTextContent(/^7$/);
  expect(await stockOf('Cap')).toHaveTextContent(/^Unlimited$/);
  expect(await seriousAxeProblems()).toEqual([]);
});
