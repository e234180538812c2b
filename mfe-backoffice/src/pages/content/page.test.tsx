import { notify } from '@shop/shared/bus';
import { answer, inTurn, networkError, requestsTo } from '@shop/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeProblems } from '../../testing/axe';
import { ContentPage } from './page';

const toasts = jest.fn();
notify.watch(toasts);
beforeEach(() => toasts.mockReset());

const acme = { _id: 'b1', brandName: 'Acme', brandImg: '/api/images/acme.png', version: 'v-acme' };
const zeta = { _id: 'b2', brandName: 'Zeta', brandImg: '/api/images/zeta.png', version: 'v-zeta' };
const brandPage = (data: unknown[]) => ({ data, page: 1, limit: 100, hasMore: false });

async function openBrands(rows: unknown[] = [zeta, acme]) {
  answer('GET admin/brands', brandPage(rows));
  render(<ContentPage kind="brands" />);
  return screen.findByRole('table', { name: 'Every brand, by name' });
}

/** Puts text into a field as a paste does (typing it a key at a time through antd's form is slow). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

test('every brand is listed by name with its picture, and the screen is titled', async () => {
  const table = await openBrands();
  await within(table).findByText('Acme');
  const names = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
  expect(names).toEqual(['Acme', 'Zeta']);
  expect(within(rowOf('Acme')).getByRole('img', { name: 'Acme' })).toHaveAttribute('src', acme.brandImg);
  expect(screen.getByRole('heading', { level: 1, name: 'Brands' })).toBeInTheDocument();
  expect(document.title).toBe('Brands | Back office | Shop');
  expect(requestsTo('GET admin/brands')[0]?.query).toEqual({ page: '1', limit: '100' });
});

test('a list longer than one page is loaded to its end', async () => {
  answer('GET admin/categories', (request) => {
    const page = new URL(request.url).searchParams.get('page');
    return page === '1'
      ? {
          data: [{ _id: 'c1', categoryName: 'Lamps', categoryImg: '/api/images/l.png' }],
          page: 1,
          limit: 100,
          hasMore: true,
        }
      : {
          data: [{ _id: 'c2', categoryName: 'Chairs', categoryImg: '/api/images/c.png' }],
          page: 2,
          limit: 100,
          hasMore: false,
        };
  });
  render(<ContentPage kind="categories" />);
  const table = await screen.findByRole('table', { name: 'Every category, by name' });
  expect(await within(table).findByText('Lamps')).toBeInTheDocument();
  expect(within(table).getByText('Chairs')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'New category' })).toBeInTheDocument();
  expect(requestsTo('GET admin/categories').map(({ query }) => query.page)).toEqual(['1', '2']);
});

test('a list that could not be loaded says so, and Retry loads it', async () => {
  answer('GET admin/brands', inTurn(networkError, brandPage([acme])));
  render(<ContentPage kind="brands" />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The brands could not be loaded');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Acme')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('New brand opens a form; saving posts every field and adds the brand in its place', async () => {
  await openBrands([zeta]);
  answer('POST admin/brands', {
    data: { _id: 'b3', brandName: 'Moon', brandImg: 'https://cdn.example/moon.png' },
  });
  await userEvent.click(screen.getByRole('button', { name: 'New brand' }));
  const drawer = await screen.findByRole('dialog', { name: 'New brand' });
  // The drawer starts at its first field.
  await waitFor(() => expect(within(drawer).getByRole('textbox', { name: 'Name' })).toHaveFocus());
  await fill(within(drawer).getByRole('textbox', { name: 'Name' }), ' Moon ');
  await fill(
    within(drawer).getByRole('textbox', { name: 'Brand picture address' }),
    'https://cdn.example/moon.png',
  );
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save brand' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requestsTo('POST admin/brands').map(({ body }) => body)).toEqual([
    { brandName: 'Moon', brandImg: 'https://cdn.example/moon.png' },
  ]);
  const names = screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
  expect(names).toEqual(['Moon', 'Zeta']);
  expect(toasts).toHaveBeenCalledWith({ kind: 'success', message: 'Brand Moon created' });
});

test('an empty form is explained on its fields and sends nothing', async () => {
  await openBrands([acme]);
  await userEvent.click(screen.getByRole('button', { name: 'New brand' }));
  const drawer = await screen.findByRole('dialog', { name: 'New brand' });
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save brand' }));
  expect(await within(drawer).findByText('Give the brand a name.')).toBeInTheDocument();
  expect(within(drawer).getByText('Give the brand a picture.')).toBeInTheDocument();
  expect(requestsTo('POST admin/brands')).toEqual([]);
});

test('Edit sends only what changed; the refusal of a field shows on it and the drawer stays', async () => {
  await openBrands([acme]);
  answer(
    'PATCH admin/brands/:id',
    inTurn(
      {
        fail: 'brandImg must match format "picture-url"',
        field: 'brandImg',
        code: 'VALIDATION',
        status: 400,
      },
      { data: { ...acme, brandImg: 'https://cdn.example/acme.png' } },
    ),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Edit Acme' }));
  const drawer = await screen.findByRole('dialog', { name: 'Edit brand Acme' });
  expect(within(drawer).getByRole('textbox', { name: 'Name' })).toHaveValue('Acme');
  const address = within(drawer).getByRole('textbox', { name: 'Brand picture address' });
  await fill(address, 'http://elsewhere/acme.png');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save brand' }));

  expect(await within(drawer).findByText('brandImg must match format "picture-url"')).toBeInTheDocument();
  expect(requestsTo('PATCH admin/brands/:id')[0]).toMatchObject({
    path: '/api/v1/admin/brands/b1',
    body: { brandImg: 'http://elsewhere/acme.png' },
  });

  await fill(address, 'https://cdn.example/acme.png');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save brand' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(rowOf('Acme')).getByRole('img', { name: 'Acme' })).toHaveAttribute(
    'src',
    'https://cdn.example/acme.png',
  );
  expect(toasts).toHaveBeenCalledWith({ kind: 'success', message: 'Brand Acme saved' });
});

test('a refusal naming no field of the form shows in the drawer', async () => {
  await openBrands([acme]);
  answer('PATCH admin/brands/:id', { fail: 'No such brand', code: 'NOT_FOUND', status: 404 });
  await userEvent.click(screen.getByRole('button', { name: 'Edit Acme' }));
  const drawer = await screen.findByRole('dialog', { name: 'Edit brand Acme' });
  await fill(within(drawer).getByRole('textbox', { name: 'Name' }), 'Acme Co');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save brand' }));
  expect(await within(drawer).findByRole('alert')).toHaveTextContent('No such brand');
});

test('Edit with nothing changed closes without a call', async () => {
  await openBrands([acme]);
  await userEvent.click(screen.getByRole('button', { name: 'Edit Acme' }));
  const drawer = await screen.findByRole('dialog', { name: 'Edit brand Acme' });
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save brand' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requestsTo('PATCH admin/brands/:id')).toEqual([]);
});

test('Delete asks first; a brand products still use stays and the toast gives the reason', async () => {
  await openBrands([acme, zeta]);
  answer('DELETE admin/brands/:id', (request) =>
    request.url.endsWith('/b1')
      ? { fail: 'This brand is used by 3 products', code: 'CONFLICT', status: 409 }
      : { data: null },
  );
  await userEvent.click(within(rowOf('Acme')).getByRole('button', { name: 'Delete Acme' }));
  const confirm = await screen.findByRole('tooltip');
  expect(confirm).toHaveTextContent('Delete brand Acme?');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() =>
    expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'This brand is used by 3 products' }),
  );
  expect(rowOf('Acme')).toBeInTheDocument();

  await userEvent.click(within(rowOf('Zeta')).getByRole('button', { name: 'Delete Zeta' }));
  const second = (await screen.findAllByRole('tooltip')).find((tip) => tip.textContent?.includes('Zeta'));
  await userEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByText('Zeta')).not.toBeInTheDocument());
  expect(toasts).toHaveBeenCalledWith({ kind: 'success', message: 'Brand Zeta deleted' });
  expect(requestsTo('DELETE admin/brands/:id').map(({ path }) => path)).toEqual([
    '/api/v1/admin/brands/b1',
    '/api/v1/admin/brands/b2',
  ]);
});

test('axe finds no serious problem in the list or the open drawer', async () => {
  await openBrands([acme]);
  await screen.findByText('Acme');
  expect(await seriousAxeProblems()).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Edit Acme' }));
  await screen.findByRole('dialog', { name: 'Edit brand Acme' });
  expect(await seriousAxeProblems()).toEqual([]);
});

test('Edit refused because the brand changed meanwhile: says what changed, keeps the typed name, and saves it over the new version', async () => {
  await openBrands([acme]);
  const now = { ...acme, brandImg: '/api/images/acme-2.png', version: 'v-acme-2' };
  answer('GET admin/brands/:id', { data: now });
  const versions: (string | null)[] = [];
  answer('PATCH admin/brands/:id', (request) => {
    versions.push(request.headers.get('if-match'));
    return versions.length === 1
      ? {
          status: 412,
          body: { status: 'fail', code: 'STALE_VERSION', message: 'changed', changed: ['brandImg'] },
        }
      : { data: { ...now, brandName: 'Acme Works', version: 'v-acme-3' } };
  });
  await userEvent.click(screen.getByRole('button', { name: 'Edit Acme' }));
  const drawer = await screen.findByRole('dialog', { name: 'Edit brand Acme' });
  await fill(within(drawer).getByRole('textbox', { name: 'Name' }), 'Acme Works');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save brand' }));

  const notice = await within(drawer).findByRole('alert');
  expect(notice).toHaveTextContent('brandImg: now /api/images/acme-2.png');
  expect(within(drawer).getByRole('textbox', { name: 'Name' })).toHaveValue('Acme Works');
  expect(within(drawer).getByRole('textbox', { name: 'Brand picture address' })).toHaveValue(
    '/api/images/acme-2.png',
  );

  await userEvent.click(within(drawer).getByRole('button', { name: 'Save brand' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requestsTo('PATCH admin/brands/:id').map(({ body }) => body)).toEqual([
    { brandName: 'Acme Works' },
    { brandName: 'Acme Works' },
  ]);
  expect(versions).toEqual(['"v-acme"', '"v-acme-2"']);
});
