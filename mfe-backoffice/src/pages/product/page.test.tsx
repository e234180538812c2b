import { notify } from '@shop/shared/bus';
import { MemoryRouter, Route, Routes, useLocation } from '@shop/shared/router';
import { type Answer, answer, inTurn, received } from '@shop/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeProblems } from '../../testing/axe';
import { anAdminProduct } from '../../testing/fixtures';
import { ProductEditor } from './page';

const kettle = anAdminProduct({ _id: 'p1', title: 'Copper kettle', sku: 'KET-1', price: 30 });

function Address() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

function openEditor(address: string) {
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
  answer('GET admin/products', { data: [], page: 1, limit: 20, hasMore: false });
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/admin/products/:id" element={<ProductEditor />} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );
}

const saved = (method: string) => received.filter((request) => request.method === method).at(-1);
const toasts: string[] = [];
notify.watch(({ message }) => toasts.push(message));
beforeEach(() => {
  toasts.length = 0;
});

test('a product opens with its fields, gallery and card preview', async () => {
  answer('GET admin/products/:id', { data: kettle });
  openEditor('/admin/products/p1');
  expect(await screen.findByRole('heading', { name: 'Copper kettle' })).toBeInTheDocument();
  expect(screen.getByLabelText('SKU')).toHaveValue('KET-1');
  const gallery = screen.getByRole('list', { name: 'Gallery, in the order shoppers see it' });
  expect(within(gallery).getAllByRole('listitem')).toHaveLength(8);
  expect(within(gallery).getByRole('img', { name: 'Picture 1' })).toHaveAttribute(
    'src',
    '/api/images/1.webp',
  );
  const preview = screen.getByRole('figure', { name: 'The card as shoppers will see it' });
  expect(preview).toHaveTextContent('Copper kettle');
  expect(preview).toHaveTextContent('$30.00');
});

test('the preview follows the form as the operator types', async () => {
  answer('GET admin/products/:id', { data: kettle });
  openEditor('/admin/products/p1');
  const title = await screen.findByLabelText('Title');
  await userEvent.clear(title);
  await userEvent.type(title, 'Brass kettle');
  expect(screen.getByRole('figure', { name: 'The card as shoppers will see it' })).toHaveTextContent(
    'Brass kettle',
  );
});

test('the gallery reorders with the Move buttons, and the save sends the places in their new order', async () => {
  answer('GET admin/products/:id', { data: kettle });
  answer('PATCH admin/products/:id', { data: kettle });
  openEditor('/admin/products/p1');
  await userEvent.click(await screen.findByRole('button', { name: 'Picture 1: move later' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saved('PATCH')?.body).toBeDefined());
  // Only the two places that changed.
  expect(saved('PATCH')?.body).toEqual({
    details: { img1: '/api/images/2.webp', img2: '/api/images/1.webp' },
  });
  await waitFor(() => expect(toasts).toContain('Product saved'));
});

test('pictures dropped on the gallery are uploaded and fill the empty places in turn', async () => {
  answer('GET admin/products/:id', { data: kettle });
  let uploads = 0;
  answer('POST admin/images', () => ({ data: { url: `/api/images/new-${++uploads}.webp` } }));
  openEditor('/admin/products/p1');
  await screen.findByRole('heading', { name: 'Copper kettle' });
  const input = document.querySelector('.gallery-field input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, [
    new File(['a'], 'a.png', { type: 'image/png' }),
    new File(['b'], 'b.png', { type: 'image/png' }),
  ]);
  await waitFor(() => expect(received.filter(({ path }) => path.endsWith('/admin/images'))).toHaveLength(2));
  await waitFor(() => expect(toasts).toEqual([]));
  expect(await screen.findByRole('img', { name: 'Picture 4' })).toBeInTheDocument();
  const urls = ['Picture 3', 'Picture 4'].map((name) =>
    screen.getByRole('img', { name }).getAttribute('src'),
  );
  expect(urls.sort()).toEqual(['/api/images/new-1.webp', '/api/images/new-2.webp']);
});

test("a new product is created and opened at its address; the API's refusal is shown on the field it names", async () => {
  answer('POST admin/products', {
    fail: 'sku must match the pattern',
    code: 'VALIDATION',
    field: 'sku',
    status: 400,
  });
  openEditor('/admin/products/new');
  expect(await screen.findByRole('heading', { name: 'New product' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Title'), 'Tea cups');
  await userEvent.type(screen.getByLabelText('SKU'), 'bad sku');
  await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
  expect(await screen.findByText('sku must match the pattern')).toBeInTheDocument();
  expect(screen.getByLabelText('SKU')).toHaveAttribute('aria-invalid', 'true');

  answer('POST admin/products', { data: anAdminProduct({ _id: 'p9', title: 'Tea cups' }) });
  answer('GET admin/products/:id', { data: anAdminProduct({ _id: 'p9', title: 'Tea cups' }) });
  await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
  expect(await screen.findByRole('heading', { name: 'Tea cups' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/admin/products/p9');
  expect(saved('POST')?.body).toMatchObject({ title: 'Tea cups', discount: false, discountPrice: null });
});

test('a refused gallery place is named on the gallery', async () => {
  answer('GET admin/products/:id', { data: kettle });
  answer('PATCH admin/products/:id', {
    fail: 'details.img2 must be a picture of the shop or an https URL',
    code: 'VALIDATION',
    field: 'details.img2',
    status: 400,
  });
  openEditor('/admin/products/p1');
  await userEvent.type(await screen.findByLabelText('Title'), ' pot');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('Picture 2: details.img2 must be a picture of the shop or an https URL'),
  ).toBeInTheDocument();
});

test('Retire asks first, then takes the product off sale', async () => {
  answer('GET admin/products/:id', { data: kettle });
  answer('PATCH admin/products/:id', { data: { ...kettle, retiredAt: '2026-11-27T00:00:00Z' } });
  openEditor('/admin/products/p1');
  await userEvent.click(await screen.findByRole('button', { name: 'Retire' }));
  await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Retire' }));
  await waitFor(() => expect(saved('PATCH')?.body).toEqual({ retired: true }));
  expect(await screen.findByRole('button', { name: 'Put back on sale' })).toBeInTheDocument();
});

describe('stock and variants', () => {
  const tee = anAdminProduct({
    _id: 'p3',
    title: 'Linen tee',
    sku: 'TEE',
    stock: 4,
    details: { ...kettle.details, size: 'S, M', color: 'Red,Blue' },
    variants: [{ sku: 'TEE-S-RED', size: 'S', color: 'Red', stock: 2, price: null }],
  });

  async function choose(label: string, option: string) {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
    const choices = await screen.findAllByTitle(option);
    fireEvent.click(choices.at(-1) as HTMLElement);
  }

  test('the form shows the stock, saying empty is unlimited, and each variant in a labelled row', async () => {
    answer('GET admin/products/:id', { data: tee });
    openEditor('/admin/products/p3');
    expect(await screen.findByLabelText('Stock')).toHaveValue('4');
    expect(screen.getByText(/Leave empty for unlimited stock/)).toBeInTheDocument();
    const row = screen.getByRole('group', { name: 'Variant 1' });
    expect(within(row).getByLabelText('Variant 1 SKU')).toHaveValue('TEE-S-RED');
    expect(within(row).getByLabelText('Variant 1 stock')).toHaveValue('2');
    expect(within(row).getByLabelText('Variant 1 price')).toHaveValue('');
    expect(row).toHaveTextContent('S');
    expect(row).toHaveTextContent('Red');
    expect(await seriousAxeProblems()).toEqual([]);
  });

  test('a variant is added with a size and colour of the product, one removed, and the stock emptied: all saved', async () => {
    const added = { sku: 'TEE-M-BLUE', size: 'M', color: 'Blue', stock: 0, price: 21.5 };
    answer('GET admin/products/:id', { data: tee });
    answer('PATCH admin/products/:id', { data: { ...tee, stock: null, variants: [...tee.variants, added] } });
    openEditor('/admin/products/p3');
    await userEvent.clear(await screen.findByLabelText('Stock'));
    await userEvent.click(screen.getByRole('button', { name: 'Add a variant' }));
    await userEvent.type(screen.getByLabelText('Variant 2 SKU'), 'TEE-M-BLUE');
    await choose('Variant 2 size', 'M');
    await choose('Variant 2 colour', 'Blue');
    await userEvent.type(screen.getByLabelText('Variant 2 stock'), '0');
    await userEvent.type(screen.getByLabelText('Variant 2 price'), '21.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved('PATCH')?.body).toBeDefined());
    expect(saved('PATCH')?.body).toMatchObject({ stock: null, variants: [tee.variants[0], added] });

    await userEvent.click(screen.getByRole('button', { name: 'Remove variant 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved('PATCH')?.body).toMatchObject({ variants: [added] }));
  });

  test("the API's refusal of a variant's field is shown on that variant's input", async () => {
    answer('GET admin/products/:id', { data: tee });
    answer('PATCH admin/products/:id', {
      fail: 'variants.0.sku TEE-S-RED belongs to a variant of product OTHER',
      code: 'CONFLICT',
      field: 'variants.0.sku',
      status: 409,
    });
    openEditor('/admin/products/p3');
    await userEvent.type(await screen.findByLabelText('Variant 1 stock'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('variants.0.sku TEE-S-RED belongs to a variant of product OTHER'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Variant 1 SKU')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a product without sizes or colours cannot have variants until it is given some', async () => {
    answer('GET admin/products/:id', { data: kettle });
    openEditor('/admin/products/p1');
    expect(await screen.findByRole('button', { name: 'Add a variant' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Sizes'), 'S,M');
    expect(screen.getByRole('button', { name: 'Add a variant' })).toBeEnabled();
  });
});

describe('a save based on the version read', () => {
  /** Answers each PATCH in turn, keeping the If-Match it was sent with. */
  function patches(...answers: Answer[]) {
    const versions: (string | null)[] = [];
    answer('PATCH admin/products/:id', (request) => {
      versions.push(request.headers.get('if-match'));
      return answers[Math.min(versions.length, answers.length) - 1] as Answer;
    });
    return versions;
  }

  test('sends only the fields changed, with the version it read in If-Match', async () => {
    answer('GET admin/products/:id', { data: kettle });
    const versions = patches({ data: { ...kettle, price: 35, version: 'v2' } });
    openEditor('/admin/products/p1');
    const price = await screen.findByLabelText('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '35');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContain('Product saved'));
    expect(saved('PATCH')?.body).toEqual({ price: 35 });
    expect(versions).toEqual(['"v1"']);
  });

  test('refused because it changed meanwhile: says what changed, keeps what was typed, shows the rest as it is now, and saves over it next', async () => {
    const now = { ...kettle, price: 40, stock: 0, version: 'v2' };
    answer('GET admin/products/:id', inTurn({ data: kettle }, { data: now }));
    const versions = patches(
      {
        status: 412,
        body: {
          status: 'fail',
          code: 'STALE_VERSION',
          message: 'This product was changed since it was read (price, stock)',
          changed: ['price', 'stock'],
        },
      },
      { data: { ...now, title: 'Copper kettle XL', version: 'v3' } },
    );
    openEditor('/admin/products/p1');
    await userEvent.type(await screen.findByLabelText('Title'), ' XL');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('changed by someone else');
    const changed = within(notice).getByRole('list', { name: 'Changed since you opened it' });
    expect(
      within(changed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Price: now 40', 'Stock: now 0']);
    expect(screen.getByLabelText('Title')).toHaveValue('Copper kettle XL');
    expect(screen.getByLabelText('Price')).toHaveValue('40.00');
    expect(screen.getByLabelText('Stock')).toHaveValue('0');
    expect(toasts).not.toContain('Product saved');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContain('Product saved'));
    expect(saved('PATCH')?.body).toEqual({ title: 'Copper kettle XL' });
    expect(versions).toEqual(['"v1"', '"v2"']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
