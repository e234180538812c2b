import { answer } from '@shop/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfilePage } from './page';
import { SAVED_PROFILE } from './saved-profile.test-support';

test('a field the API refuses is marked invalid, with why next to it', async () => {
  answer('GET ReadProfile', { data: [SAVED_PROFILE] });
  answer('POST UpdateProfile', {
    fail: 'cus_city must NOT have more than 60 characters',
    code: 'VALIDATION',
    field: 'cus_city',
    status: 400,
  });
  render(<ProfilePage />);
  const customer = screen.getByRole('group', { name: 'Customer Details' });
  const city = within(customer).getByRole('textbox', { name: 'City' });
  await waitFor(() => expect(city).toHaveValue('London'));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await within(customer).findByText('The shop did not accept this city: please check it.'),
  ).toBeVisible();
  expect(city).toHaveAttribute('aria-invalid', 'true');
  expect(city).toHaveFocus();
  expect(
    within(screen.getByRole('group', { name: 'Shipping Details' })).getByRole('textbox', { name: 'City' }),
  ).toHaveAttribute('aria-invalid', 'false');
});
