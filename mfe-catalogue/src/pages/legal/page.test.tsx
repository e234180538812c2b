import { getLegalDetails } from '@shop/shared/api';
import { render, screen } from '@testing-library/react';
import { LegalPage } from './page';

jest.mock('@shop/shared/api', () => ({
  ...jest.requireActual('@shop/shared/api'),
  getLegalDetails: jest.fn(),
}));
const legalDetails = jest.mocked(getLegalDetails);

test('a skeleton shows until the content arrives, then the HTML, under the page title', async () => {
  let answer = (_: Awaited<ReturnType<typeof getLegalDetails>>) => {};
  legalDetails.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  render(<LegalPage contentKey="refund" />);
  expect(legalDetails).toHaveBeenCalledWith('refund');
  expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading Refund Policy' })).toBeInTheDocument();

  answer({
    status: 'success',
    data: [{ type: 'refund', description: '<h2>Returns</h2><p>Within 30 days.</p>' }],
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'Returns' })).toBeInTheDocument();
  expect(screen.getByText('Within 30 days.')).toBeInTheDocument();
  expect(document.title).toBe('Refund Policy | Shop');
});

test('a non-success answer is ignored: the skeleton stays, with no message', async () => {
  legalDetails.mockResolvedValue({ status: 'fail', data: [], message: 'nope' });
  render(<LegalPage contentKey="terms" />);
  await Promise.resolve();
  expect(screen.getByRole('status', { name: 'Loading Terms' })).toBeInTheDocument();
});
