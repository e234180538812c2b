import { addressCopied, EMPTY_PROFILE, refusedFieldText, refusedProfileField } from './profile-fields';
import { Refused } from './refused';

const profile = {
  ...EMPTY_PROFILE,
  cus_name: 'US Navy',
  cus_fax: '555 0199',
  cus_state: 'DC',
  ship_name: 'Grace Hopper',
  ship_city: 'Arlington',
};

test('the customer details copied into the shipping ones', () => {
  expect(addressCopied(profile, { from: 'cus', to: 'ship' })).toEqual({
    ...profile,
    ship_name: 'US Navy',
    ship_city: '',
    ship_state: 'DC',
  });
});

test('the shipping address copied into the customer details, the fax kept', () => {
  expect(addressCopied(profile, { from: 'ship', to: 'cus' })).toEqual({
    ...profile,
    cus_name: 'Grace Hopper',
    cus_city: 'Arlington',
    cus_state: '',
  });
});

test('a VALIDATION refusal names its profile field; any other refusal, or an unknown field, none', () => {
  const refusal = (code: string, field?: string) =>
    new Refused({ status: 'fail', message: 'No', code, ...(field && { field }) });
  const field = refusedProfileField(refusal('VALIDATION', 'ship_postcode'));
  expect(field).toMatchObject({ name: 'ship_postcode', label: 'Post code' });
  expect(field && refusedFieldText(field)).toBe('The shop did not accept this post code: please check it.');
  expect(refusedProfileField(refusal('VALIDATION', 'qty'))).toBeUndefined();
  expect(refusedProfileField(refusal('CONFLICT', 'cus_phone'))).toBeUndefined();
  expect(refusedProfileField(new Error('cus_phone'))).toBeUndefined();
});
