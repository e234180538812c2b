import { answer, requestsTo } from '@shop/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '../../api/orders';
import { seriousAxeProblems } from '../../testing/axe';
import { aPage, renderScreen } from '../orders/fixtures';
import { AuditLog } from './page';

jest.setTimeout(30_000);

const change: AuditEntry = {
  id: 'd1b2c3d4-0000-4000-8000-000000000001',
  actor: 'ops@example.com',
  action: 'product.update',
  entity: 'product',
  entityId: 'b1b2c3d4-0000-4000-8000-000000000001',
  before: { price: 40 },
  after: { price: 35 },
  at: '2026-11-24T09:15:00.000Z',
};
const openLog = () => renderScreen(<AuditLog />, { address: '/admin/audit', route: '/admin/audit' });
const lastQuery = () => requestsTo('GET admin/audit').at(-1)?.query;

test('each change shows when, who, action and entity; expanding it shows before and after as JSON', async () => {
  answer('GET admin/audit', aPage([change]));
  openLog();
  const table = await screen.findByRole('table', { name: 'Changes' });
  const row = (await within(table).findByText('product.update')).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent(
    'Show2026-11-24 09:15 UTCops@example.comproduct.updateproduct b1b2c3d4-0000-4000-8000-000000000001',
  );
  expect(screen.queryByText('Before')).toBeNull();
  const toggle = within(row).getByRole('button', {
    name: 'Show the change product.update of 2026-11-24 09:15 UTC',
  });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAccessibleName('Hide the change product.update of 2026-11-24 09:15 UTC');
  const before = (await screen.findByText('Before')).closest('figure') as HTMLElement;
  expect(before.querySelector('pre')?.textContent).toBe('{\n  "price": 40\n}');
  const after = screen.getByText('After').closest('figure') as HTMLElement;
  expect(after.querySelector('pre')?.textContent).toBe('{\n  "price": 35\n}');
  expect(document.title).toBe('Audit log | Back office | Shop');
  expect(await seriousAxeProblems()).toEqual([]);
});

test('the filters apply on Apply or Enter, days at once, with a hint for a family of actions; Clear takes them off', async () => {
  answer('GET admin/audit', aPage([change]));
  openLog();
  await screen.findByText('product.update');
  expect(screen.getByText(/matches all product changes/)).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Who (part of the e-mail)'), 'ops@example.com');
  await userEvent.type(screen.getByLabelText('What (action)'), 'product.');
  await userEvent.type(screen.getByLabelText('Entity'), 'product');
  await userEvent.type(screen.getByLabelText('Entity id'), 'b1{Enter}');
  await waitFor(() =>
    expect(lastQuery()).toEqual({
      page: '1',
      limit: '20',
      actor: 'ops@example.com',
      action: 'product.',
      entity: 'product',
      entityId: 'b1',
    }),
  );
  fireEvent.change(screen.getByLabelText('From (day)'), { target: { value: '2026-11-01' } });
  await waitFor(() => expect(lastQuery()).toMatchObject({ from: '2026-11-01' }));
  fireEvent.change(screen.getByLabelText('To (day)'), { target: { value: '2026-11-30' } });
  await waitFor(() => expect(lastQuery()).toMatchObject({ to: '2026-11-30' }));

  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '20' }));
  expect(screen.getByLabelText('What (action)')).toHaveValue('');
});

test('a refused filter says why, with Retry', async () => {
  answer('GET admin/audit', { fail: 'from must not be after to', field: 'from', status: 400 });
  openLog();
  expect(await screen.findByRole('alert')).toHaveTextContent('from must not be after to');
});
