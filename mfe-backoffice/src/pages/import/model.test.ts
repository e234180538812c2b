import { answer, held } from '@shop/shared/testing';
import { waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { formatOf, importModel, summaryOf } from './model';

test('a file’s format is its extension, or its type when it has none', () => {
  expect(formatOf('Products.CSV')).toBe('csv');
  expect(formatOf('export.json', 'text/plain')).toBe('json');
  expect(formatOf('export', 'text/csv')).toBe('csv');
  expect(formatOf('export', 'application/json')).toBe('json');
  expect(formatOf('products.xlsx', 'text/csv')).toBeNull();
  expect(formatOf('notes.txt')).toBeNull();
});

test('the summary counts rows, new and updated ones, and unchanged ones when there are some', () => {
  const summary = (rows: number, create: number, update: number) => ({
    rows,
    create,
    update,
    unchanged: rows - create - update,
    retired: 0,
    newBrands: [],
    newCategories: [],
  });
  expect(summaryOf(summary(12, 3, 9))).toBe('12 rows: 3 new, 9 updated');
  expect(summaryOf(summary(1, 1, 0))).toBe('1 row: 1 new, 0 updated');
  expect(summaryOf(summary(5, 0, 1))).toBe('5 rows: 0 new, 1 updated, 4 unchanged');
});

test('only the check of the file chosen last is kept; an earlier one answered late is dropped', async () => {
  const first = held();
  let checks = 0;
  answer('POST admin/products/import', () => {
    checks += 1;
    return checks === 1
      ? first.answer()
      : { data: { problems: [], summary: { rows: 1, create: 1, update: 0 } } };
  });
  const scope = fork();
  const old = allSettled(importModel.fileChosen, {
    scope,
    params: { name: 'old.csv', text: 'a', format: 'csv' },
  });
  await waitFor(() => expect(checks).toBe(1));
  const chosen = allSettled(importModel.fileChosen, {
    scope,
    params: { name: 'new.csv', text: 'b', format: 'csv' },
  });
  await waitFor(() => expect(checks).toBe(2));
  first.release({
    data: {
      problems: [{ line: 2, field: 'sku', message: 'missing' }],
      summary: { rows: 1, create: 0, update: 0 },
    },
  });
  await Promise.all([old, chosen]);
  expect(scope.getState(importModel.$file)?.name).toBe('new.csv');
  expect(scope.getState(importModel.$check)?.problems).toEqual([]);
});

test('Import writes nothing before a clean check', async () => {
  const writes: string[] = [];
  answer('POST admin/products/import', (request) => {
    writes.push(new URL(request.url).searchParams.get('dryRun') ?? '');
    return {
      data: {
        problems: [{ line: 2, field: 'sku', message: 'missing' }],
        summary: { rows: 1, create: 0, update: 0 },
      },
    };
  });
  const scope = fork();
  await allSettled(importModel.imported, { scope });
  await allSettled(importModel.fileChosen, { scope, params: { name: 'a.csv', text: 'a', format: 'csv' } });
  await allSettled(importModel.imported, { scope });
  expect(writes).toEqual(['true']);
});
