import { notify } from '@shop/shared/bus';
import { answer, requestsTo } from '@shop/shared/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeProblems } from '../../testing/axe';
import { anAdminProduct } from '../../testing/fixtures';
import { SlidersPage } from './page';

const toasts = jest.fn();
notify.watch(toasts);
beforeEach(() => toasts.mockReset());

const slide = (id: string, position: number) => ({
  _id: id,
  version: `v-${id}`,
  title: `Slide ${id.toUpperCase()}`,
  des: `Offer ${id}`,
  image: `/api/images/${id}.png`,
  productID: `p-${id}`,
  position,
});
const [a, b, c] = [slide('a', 0), slide('b', 1), slide('c', 2)];

const boots = anAdminProduct({ _id: 'p-n', title: 'Snow boots', sku: 'BOOT' });
const lamp = anAdminProduct({ _id: 'p-gone', title: 'Old lamp', sku: 'LAMP' });

/** Types into the product field and picks the product the search offers. */
async function chooseProduct(drawer: HTMLElement, typed: string, option: string) {
  const field = within(drawer).getByRole('combobox', { name: 'Product' });
  fireEvent.mouseDown(field);
  await userEvent.type(field, typed);
  fireEvent.click(await screen.findByTitle(option));
}

async function openSliders(rows = [c, a, b]) {
  answer('GET admin/sliders', { data: rows, page: 1, limit: 100, hasMore: false });
  render(<SlidersPage />);
  const list = await screen.findByRole('list', { name: 'Sliders, first shown first' });
  await within(list).findByText('Slide A');
  return list;
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Sliders, first shown first' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const item = (title: string) => screen.getByRole('article', { name: title });

test('the sliders show in their order, each with its picture, description, product and place', async () => {
  await openSliders();
  expect(titles()).toEqual(['Slide A', 'Slide B', 'Slide C']);
  const first = item('Slide A');
  expect(within(first).getByRole('img', { name: 'Slide A' })).toHaveAttribute('src', '/api/images/a.png');
  expect(first).toHaveTextContent('Offer a');
  expect(first).toHaveTextContent('Product: p-a');
  expect(first).toHaveTextContent('Position 1 of 3');
  expect(within(first).getByRole('button', { name: 'Move up Slide A' })).toBeDisabled();
  expect(within(item('Slide C')).getByRole('button', { name: 'Move down Slide C' })).toBeDisabled();
  expect(document.title).toBe('Home sliders | Back office | Shop');
});

test('Move down moves the slider at once, saves the whole order, says so and keeps the focus on it', async () => {
  await openSliders();
  answer('PUT admin/sliders/order', { data: [slide('b', 0), slide('a', 1), slide('c', 2)] });
  await userEvent.click(within(item('Slide A')).getByRole('button', { name: 'Move down Slide A' }));
  expect(titles()).toEqual(['Slide B', 'Slide A', 'Slide C']);
  expect(screen.getByText('Slide A moved down to position 2 of 3.')).toHaveAttribute('role', 'status');
  expect(within(item('Slide A')).getByRole('button', { name: 'Move down Slide A' })).toHaveFocus();
  await waitFor(() =>
    expect(requestsTo('PUT admin/sliders/order').map(({ body }) => body)).toEqual([{ ids: ['b', 'a', 'c'] }]),
  );

  // At the bottom Move down is disabled: Move up takes the focus.
  answer('PUT admin/sliders/order', { data: [slide('b', 0), slide('c', 1), slide('a', 2)] });
  await userEvent.click(within(item('Slide A')).getByRole('button', { name: 'Move down Slide A' }));
  expect(titles()).toEqual(['Slide B', 'Slide C', 'Slide A']);
  expect(within(item('Slide A')).getByRole('button', { name: 'Move up Slide A' })).toHaveFocus();
});

test('a refused order is rolled back with an error toast', async () => {
  await openSliders();
  answer('PUT admin/sliders/order', { fail: 'ids must name every slider once', status: 400 });
  await userEvent.click(within(item('Slide C')).getByRole('button', { name: 'Move up Slide C' }));
  await waitFor(() =>
    expect(toasts).toHaveBeenCalledWith({
      kind: 'error',
      message: 'The new order of the sliders was not saved',
      detail: 'ids must name every slider once',
    }),
  );
  expect(titles()).toEqual(['Slide A', 'Slide B', 'Slide C']);
});

test('a slider can be picked up and moved from the keyboard by its handle, with what happens announced', async () => {
  // jsdom lays nothing out: each slider is given a box, one under the other, for the keyboard sensor to move between.
  const boxes = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const items = [...document.querySelectorAll('.slider-item')];
    const index = items.indexOf(this.closest('.slider-item') as Element);
    const top = Math.max(index, 0) * 100;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 500,
      height: 90,
      bottom: top + 90,
      right: 500,
      toJSON: () => ({}),
    };
  });
  try {
    await openSliders();
    answer('PUT admin/sliders/order', { data: [slide('b', 0), slide('a', 1), slide('c', 2)] });
    const handle = within(item('Slide A')).getByRole('button', { name: 'Drag Slide A to another position' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAccessibleDescription(/press Space or Enter, then the up and down arrow keys/);
    handle.focus();
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    });
    // dnd-kit's own live region: picked up (then at once over its own place).
    const announced = () =>
      screen.getAllByRole('status').find((region) => region.id.startsWith('DndLiveRegion'));
    await waitFor(() => expect(announced()).toHaveTextContent('Slide A is over position 1 of 3.'));
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    });
    await waitFor(() => expect(announced()).toHaveTextContent('Slide A is over position 2 of 3.'));
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    });
    await waitFor(() => expect(announced()).toHaveTextContent('Slide A dropped at position 2 of 3.'));
    await waitFor(() =>
      expect(requestsTo('PUT admin/sliders/order').map(({ body }) => body)).toEqual([
        { ids: ['b', 'a', 'c'] },
      ]),
    );
    expect(titles()).toEqual(['Slide B', 'Slide A', 'Slide C']);
  } finally {
    boxes.mockRestore();
  }
});

test('New slider creates one after the last with every field', async () => {
  await openSliders([a, b]);
  answer('POST admin/sliders', { data: { ...slide('n', 2), title: 'Winter sale' } });
  await userEvent.click(screen.getByRole('button', { name: 'New slider' }));
  const drawer = await screen.findByRole('dialog', { name: 'New slider' });
  const fill = async (name: string, text: string) => {
    await userEvent.click(within(drawer).getByRole('textbox', { name }));
    await userEvent.paste(text);
  };
  await fill('Title', 'Winter sale');
  await fill('Description', 'Half price');
  await fill('Slider picture address', '/api/images/n.png');
  answer('GET admin/products', (request) => {
    const q = new URL(request.url).searchParams.get('q');
    return { data: q === 'boot' ? [boots] : [boots, lamp], page: 1, limit: 10, hasMore: false };
  });
  await chooseProduct(drawer, 'boot', 'Snow boots (BOOT)');
  expect(requestsTo('GET admin/products').at(-1)?.query).toMatchObject({ q: 'boot', retired: 'false' });
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save slider' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requestsTo('POST admin/sliders').map(({ body }) => body)).toEqual([
    { title: 'Winter sale', des: 'Half price', image: '/api/images/n.png', productID: 'p-n', position: 2 },
  ]);
  expect(titles()).toEqual(['Slide A', 'Slide B', 'Winter sale']);
});

test('Edit names the chosen product, sends the changed fields; a refused product shows on its field', async () => {
  await openSliders([a]);
  answer('GET admin/products/:id', { data: anAdminProduct({ _id: 'p-a', title: 'Sun hat', sku: 'HAT' }) });
  answer('GET admin/products', { data: [lamp], page: 1, limit: 10, hasMore: false });
  answer('PATCH admin/sliders/:id', {
    fail: 'productID names no product on sale',
    field: 'productID',
    status: 400,
  });
  await userEvent.click(within(item('Slide A')).getByRole('button', { name: 'Edit Slide A' }));
  const drawer = await screen.findByRole('dialog', { name: 'Edit slider Slide A' });
  expect(await within(drawer).findByText('Sun hat (HAT)')).toBeInTheDocument();
  await chooseProduct(drawer, 'lamp', 'Old lamp (LAMP)');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save slider' }));
  expect(await within(drawer).findByText('productID names no product on sale')).toBeInTheDocument();
  expect(requestsTo('PATCH admin/sliders/:id')[0]).toMatchObject({
    path: '/api/v1/admin/sliders/a',
    body: { productID: 'p-gone' },
  });
});

test('Delete asks first, then removes the slider', async () => {
  await openSliders([a, b]);
  answer('DELETE admin/sliders/:id', { data: null });
  await userEvent.click(within(item('Slide A')).getByRole('button', { name: 'Delete Slide A' }));
  const confirm = await screen.findByRole('tooltip');
  expect(confirm).toHaveTextContent('Delete slider Slide A?');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(titles()).toEqual(['Slide B']));
  expect(toasts).toHaveBeenCalledWith({ kind: 'success', message: 'Slider Slide A deleted' });
});

test('axe finds no serious problem', async () => {
  await openSliders();
  expect(await seriousAxeProblems()).toEqual([]);
});
