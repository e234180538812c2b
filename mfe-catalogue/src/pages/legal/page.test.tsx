import { answer, apiSettled, held, requestsTo } from '@shop/shared/testing';
import { render, screen } from '@testing-library/react';
import { LegalPage } from './page';

test('a skeleton shows until the content arrives, then the HTML, under the page title', async () => {
  const content = held();
  answer('GET LegalDetails/refund', content.answer);
  render(<LegalPage contentKey="refund" />);
  expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading Refund Policy' })).toBeInTheDocument();

  content.release({ data: [{ type: 'refund', description: '<h2>Returns</h2><p>Within 30 days.</p>' }] });
  expect(await screen.findByRole('heading', { level: 2, name: 'Returns' })).toBeInTheDocument();
  expect(screen.getByText('Within 30 days.')).toBeInTheDocument();
  expect(document.title).toBe('Refund Policy | Shop');
  expect(requestsTo('GET LegalDetails/refund')).toHaveLength(1);
});

test('a non-success answer is ignored: the skeleton stays, with no message', async () => {
  answer('GET LegalDetails/terms', { fail: 'nope' });
  render(<LegalPage contentKey="terms" />);
  await apiSettled();
  expect(requestsTo('GET LegalDetails/terms')).toHaveLength(1);
  expect(screen.getByRole('status', { name: 'Loading Terms' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
