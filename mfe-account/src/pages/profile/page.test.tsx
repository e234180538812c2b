import { notify } from '@shop/shared/bus';
import { answer, requestsTo } from '@shop/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfilePage } from './page';
import { SAVED_PROFILE } from './saved-profile.test-support';

const toasts = jest.fn();
notify.watch(toasts);

const updates = () => requestsTo('POST UpdateProfile').map(({ body }) => body);

test('the saved profile fills the form, in Customer Details and Shipping Details', async () => {
  answer('GET ReadProfile', { data: [SAVED_PROFILE] });
  render(<ProfilePage />);
  const customer = screen.getByRole('group', { name: 'Customer Details' });
  expect(await within(customer).findByDisplayValue('Ada Lovelace')).toHaveAccessibleName('Name');
  const shipping = screen.getByRole('group', { name: 'Shipping Details' });
  expect(within(shipping).getByRole('textbox', { name: /Address/ })).toHaveValue('12 Byron Street');
  expect(within(customer).getByRole('textbox', { name: 'Fax (optional)' })).toHaveValue('');
});

test('an empty list means a new profile; missing fields and bad phones are explained next to them', async () => {
  answer('GET ReadProfile', { data: [] });
  render(<ProfilePage />);
  const customer = screen.getByRole('group', { name: 'Customer Details' });
  await userEvent.type(await within(customer).findByRole('textbox', { name: 'Phone' }), 'call me');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(within(customer).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
    'Name is required.',
  );
  expect(within(customer).getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getAllByText(/Enter a phone number/)).toHaveLength(1);
  expect(updates()).toEqual([]);
  // The first field in error takes the focus, to be corrected at once.
  expect(within(customer).getByRole('textbox', { name: 'Name' })).toHaveFocus();
});

test('Save sends the profile, toasts Profile Updated and loads it again', async () => {
  answer('GET ReadProfile', { data: [SAVED_PROFILE] });
  answer('POST UpdateProfile', { data: null });
  render(<ProfilePage />);
  const city = await within(screen.getByRole('group', { name: 'Customer Details' })).findByRole('textbox', {
    name: 'City',
  });
  await userEvent.clear(city);
  await userEvent.type(city, 'Bath');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
  await waitFor(() =>
    expect(toasts).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Profile Updated',
      about: 'profile-save',
    }),
  );
  expect(updates()).toEqual([{ ...SAVED_PROFILE, cus_city: 'Bath' }]);
  await waitFor(() => expect(requestsTo('GET ReadProfile')).toHaveLength(2));
});

test('both sections list their fields in the same order, the fax (customer only) last', async () => {
  answer('GET ReadProfile', { data: [SAVED_PROFILE] });
  render(<ProfilePage />);
  const labels = (legend: string) =>
    within(screen.getByRole('group', { name: legend }))
      .getAllByRole('textbox')
      .map((field) => field.getAttribute('id')?.replace(/^profile-(cus|ship)_/, ''));
  expect(labels('Customer Details')).toEqual([
    'name',
    'phone',
    'country',
    'city',
    'state',
    'postcode',
    'add',
    'fax',
  ]);
  expect(labels('Shipping Details')).toEqual(labels('Customer Details').slice(0, -1));
});

test('the switch copies the customer fields into the shipping fields, follows them while on, and saves the copies', async () => {
  answer('GET ReadProfile', {
    data: [{ ...SAVED_PROFILE, ship_city: 'Bath', ship_add: '1 Royal Crescent' }],
  });
  answer('POST UpdateProfile', { data: null });
  render(<ProfilePage />);
  const customer = screen.getByRole('group', { name: 'Customer Details' });
  const shipping = screen.getByRole('group', { name: 'Shipping Details' });
  const shippingCity = within(shipping).getByRole('textbox', { name: 'City' });
  await waitFor(() => expect(shippingCity).toHaveValue('Bath'));
  const same = within(shipping).getByRole('switch', { name: 'Shipping address same as customer' });
  expect(same).not.toBeChecked();

  await userEvent.click(same);
  expect(same).toBeChecked();
  expect(shippingCity).toHaveValue('London');
  expect(within(shipping).getByRole('textbox', { name: 'Address' })).toHaveValue('12 Byron Street');
  expect(shippingCity).toHaveAttribute('readonly');
  const customerCity = within(customer).getByRole('textbox', { name: 'City' });
  await userEvent.clear(customerCity);
  await userEvent.type(customerCity, 'York');
  expect(shippingCity).toHaveValue('York');

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(toasts).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Profile Updated',
      about: 'profile-save',
    }),
  );
  expect(updates()).toEqual([{ ...SAVED_PROFILE, cus_city: 'York', ship_city: 'York' }]);
});

test('turning the switch off leaves the copied shipping fields to edit', async () => {
  answer('GET ReadProfile', { data: [SAVED_PROFILE] });
  render(<ProfilePage />);
  const shipping = screen.getByRole('group', { name: 'Shipping Details' });
  const shippingName = within(shipping).getByRole('textbox', { name: 'Name' });
  await waitFor(() => expect(shippingName).toHaveValue('Ada Lovelace'));
  const same = within(shipping).getByRole('switch', { name: 'Shipping address same as customer' });
  await userEvent.click(same);
  await userEvent.click(same);
  expect(same).not.toBeChecked();
  expect(shippingName).not.toHaveAttribute('readonly');
  expect(shippingName).toHaveValue('Ada Lovelace');
  await userEvent.type(shippingName, ' (gift)');
  expect(shippingName).toHaveValue('Ada Lovelace (gift)');
  expect(
    within(screen.getByRole('group', { name: 'Customer Details' })).getByRole('textbox', { name: 'Name' }),
  ).toHaveValue('Ada Lovelace');
});
