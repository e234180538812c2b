import { answer, requestsTo } from '@shop/shared/testing';
import { allSettled, fork } from 'effector';
import { filtersOf } from '../../lib/filter-form';
import { aPage } from '../orders/fixtures';
import { auditList, pretty } from './model';

test('the filters go to the server trimmed, without empty ones, from page one', async () => {
  answer('GET admin/audit', aPage([]));
  const scope = fork();
  await allSettled(auditList.pageChanged, { scope, params: 2 });
  await allSettled(auditList.filtersChanged, {
    scope,
    params: filtersOf({
      actor: ' ops@example.com ',
      action: 'product.',
      entity: '',
      to: '2026-11-30',
    }),
  });
  expect(requestsTo('GET admin/audit').map(({ query }) => query)).toEqual([
    { page: '2', limit: '20' },
    { page: '1', limit: '20', actor: 'ops@example.com', action: 'product.', to: '2026-11-30' },
  ]);
});

test('a state shows as indented JSON, no state as none', () => {
  expect(pretty({ title: 'Kettle', price: 40 })).toBe('{\n  "title": "Kettle",\n  "price": 40\n}');
  expect(pretty(null)).toBe('none');
});
