import { answer, held, inTurn, requestsTo } from '@shop/shared/testing';
import { waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { legalModel } from './model';

test('an older preview answered late is dropped; only the text in the editor is previewed', async () => {
  answer('GET admin/legal', {
    data: [{ type: 'terms', description: '<p>T</p>' }],
    page: 1,
    limit: 100,
    hasMore: false,
  });
  const first = held();
  let calls = 0;
  answer('POST admin/legal/preview', () => {
    calls += 1;
    return calls === 1 ? first.answer() : { data: { description: '<p>Second</p>' } };
  });
  const scope = fork();
  await allSettled(legalModel.typeChosen, { scope, params: 'terms' });
  const loading = allSettled(legalModel.opened, { scope });
  await waitFor(() => expect(calls).toBe(1));
  const typing = allSettled(legalModel.edited, { scope, params: '<p>Second</p>' });
  await waitFor(() => expect(calls).toBe(2));
  first.release({ data: { description: '<p>T</p>' } });
  await Promise.all([loading, typing]);
  expect(scope.getState(legalModel.$preview)).toEqual({ input: '<p>Second</p>', output: '<p>Second</p>' });
  expect(scope.getState(legalModel.$sanitised)).toBe(false);
  expect(scope.getState(legalModel.$changed)).toBe(true);
});

test('Save with nothing changed sends nothing', async () => {
  answer('GET admin/legal', {
    data: [{ type: 'about', description: '<p>A</p>' }],
    page: 1,
    limit: 100,
    hasMore: false,
  });
  answer('POST admin/legal/preview', { data: { description: '<p>A</p>' } });
  const scope = fork();
  await allSettled(legalModel.opened, { scope });
  await allSettled(legalModel.saved, { scope });
  expect(requestsTo('PATCH admin/legal/:type')).toEqual([]);
});

test('a save is based on the version read; refused as stale, the draft stays and the next save is based on the page as it is now', async () => {
  const pages = (description: string, version: string) => ({
    data: [{ type: 'about', description, version }],
    page: 1,
    limit: 100,
    hasMore: false,
  });
  answer('GET admin/legal', inTurn(pages('<p>A</p>', 'v1'), pages('<p>B</p>', 'v2')));
  answer('POST admin/legal/preview', { data: { description: '<p>Mine</p>' } });
  const versions: (string | null)[] = [];
  answer('PATCH admin/legal/:type', (request) => {
    versions.push(request.headers.get('if-match'));
    return versions.length === 1
      ? {
          status: 412,
          body: { status: 'fail', code: 'STALE_VERSION', message: 'changed', changed: ['description'] },
        }
      : { data: { type: 'about', description: '<p>Mine</p>', version: 'v3' } };
  });
  const scope = fork();
  await allSettled(legalModel.opened, { scope });
  await allSettled(legalModel.edited, { scope, params: '<p>Mine</p>' });
  await allSettled(legalModel.saved, { scope });

  expect(scope.getState(legalModel.$conflict)).toEqual({ type: 'about', changed: ['description'] });
  expect(scope.getState(legalModel.$stored)).toEqual({ about: '<p>B</p>' });
  expect(scope.getState(legalModel.$draft)).toBe('<p>Mine</p>');

  await allSettled(legalModel.saved, { scope });
  expect(versions).toEqual(['"v1"', '"v2"']);
  expect(scope.getState(legalModel.$conflict)).toBeNull();
});
