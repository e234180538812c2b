import { notify } from '@shop/shared/bus';
import { answer, requestsTo } from '@shop/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeProblems } from '../../testing/axe';
import { ImportExport } from './page';

const toasts = jest.fn();
notify.watch(toasts);
beforeEach(() => toasts.mockReset());

const CSV = 'sku,title\nK-1,Kettle\n';
const clean = { problems: [], summary: { rows: 12, create: 3, update: 9 } };
const faulty = {
  problems: [
    { line: 3, field: 'price', message: 'must be above zero' },
    { line: 7, field: 'image', message: 'must be a picture under /api/images/ or https://' },
  ],
  summary: { rows: 12, create: 3, update: 7 },
};

function chooseFile(name: string, text = CSV, type = 'text/csv') {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  return userEvent.upload(input, new File([text], name, { type }), { applyAccept: false });
}
const importButton = () => screen.getByRole('button', { name: 'Import' });
const imports = (dryRun: 'true' | 'false') =>
  requestsTo('POST admin/products/import').filter(({ query }) => query.dryRun === dryRun);

test('a file is checked at once; with no problem its summary shows and Import writes it and toasts', async () => {
  answer('POST admin/products/import', (request) =>
    new URL(request.url).searchParams.get('dryRun') === 'true'
      ? { data: clean }
      : { data: { problems: [], summary: { rows: 12, create: 3, update: 9 } } },
  );
  render(<ImportExport />);
  expect(importButton()).toBeDisabled();
  await chooseFile('products.csv');
  expect(await screen.findByText('12 rows: 3 new, 9 updated')).toBeInTheDocument();
  expect(screen.getByText(/No problems found/)).toBeInTheDocument();
  expect(imports('true')).toEqual([expect.objectContaining({ body: CSV })]);

  await waitFor(() => expect(importButton()).toBeEnabled());
  await userEvent.click(importButton());
  await waitFor(() =>
    expect(toasts).toHaveBeenCalledWith({
      kind: 'success',
      message: 'products.csv imported',
      detail: '12 rows: 3 new, 9 updated',
    }),
  );
  expect(imports('false')).toEqual([expect.objectContaining({ body: CSV })]);
  expect(importButton()).toBeDisabled();
});

test('every problem is listed with its line and field, and Import stays disabled', async () => {
  answer('POST admin/products/import', { data: faulty });
  render(<ImportExport />);
  await chooseFile('products.json', '[{"sku":"K-1"}]', 'application/json');
  const table = await screen.findByRole('table', { name: 'Problems in the file' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  expect(rows).toEqual([
    ['3', 'price', 'must be above zero'],
    ['7', 'image', 'must be a picture under /api/images/ or https://'],
  ]);
  expect(screen.getByText('12 rows: 3 new, 7 updated, 2 unchanged')).toBeInTheDocument();
  expect(importButton()).toBeDisabled();
  expect(requestsTo('POST admin/products/import')[0]?.query).toEqual({ dryRun: 'true' });
});

test('a write refused for problems shows them; another refusal says why', async () => {
  let writes = 0;
  answer('POST admin/products/import', (request) => {
    if (new URL(request.url).searchParams.get('dryRun') === 'true') return { data: clean };
    writes += 1;
    return writes === 1
      ? {
          status: 400,
          body: {
            status: 'fail',
            message: '2 problem(s); nothing was imported',
            code: 'VALIDATION',
            data: faulty,
          },
        }
      : { status: 413, body: { status: 'fail', message: 'The file is too large', code: 'TOO_LARGE' } };
  });
  render(<ImportExport />);
  await chooseFile('products.csv');
  await waitFor(() => expect(importButton()).toBeEnabled());
  await userEvent.click(importButton());
  const table = await screen.findByRole('table', { name: 'Problems in the file' });
  expect(table).toHaveTextContent('must be above zero');
  expect(toasts).toHaveBeenCalledWith({
    kind: 'error',
    message: 'Nothing was imported',
    detail: '2 problem(s); nothing was imported',
  });
  expect(importButton()).toBeDisabled();

  await chooseFile('again.csv');
  await waitFor(() => expect(importButton()).toBeEnabled());
  await userEvent.click(importButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('The file is too large');
});

test('a file that is neither CSV nor JSON is refused without a call', async () => {
  render(<ImportExport />);
  await chooseFile('products.xlsx', 'x', 'application/vnd.ms-excel');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'products.xlsx is neither a .csv nor a .json file.',
  );
  expect(requestsTo('POST admin/products/import')).toEqual([]);
});

test('the export link carries the format and filters chosen', async () => {
  render(<ImportExport />);
  const link = () => screen.getByRole('link', { name: /Download/ });
  expect(link()).toHaveAttribute('href', '/api/v1/admin/products/export?format=csv');
  await userEvent.click(screen.getByRole('combobox', { name: 'Format' }));
  await userEvent.click(within(await openDropdown()).getByTitle('JSON'));
  await userEvent.type(screen.getByRole('textbox', { name: 'Title or SKU contains' }), 'kettle');
  await userEvent.click(screen.getByRole('combobox', { name: 'Products' }));
  await userEvent.click(within(await openDropdown()).getByTitle('Retired'));
  await userEvent.click(screen.getByRole('combobox', { name: 'Remark' }));
  await userEvent.click(within(await openDropdown()).getByTitle('top'));
  expect(link()).toHaveAccessibleName('Download JSON');
  const url = new URL(link().getAttribute('href') ?? '', 'http://shop');
  expect(url.pathname).toBe('/api/v1/admin/products/export');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    format: 'json',
    q: 'kettle',
    retired: 'true',
    remark: 'top',
  });
  expect(link()).toHaveAttribute('download');
});

/** The drop-down antd's Select opened last (its listbox holds only the active option). */
async function openDropdown() {
  return waitFor(() => {
    const open = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')];
    expect(open.length).toBeGreaterThan(0);
    return open.at(-1) as HTMLElement;
  });
}

test('axe finds no serious problem', async () => {
  answer('POST admin/products/import', { data: faulty });
  render(<ImportExport />);
  await chooseFile('products.csv');
  await screen.findByRole('table', { name: 'Problems in the file' });
  expect(await seriousAxeProblems()).toEqual([]);
});
