import { notify } from '@shop/shared/bus';
import type { Profile } from '@shop/shared/contracts';
import { answer } from '@shop/shared/testing';
import { allSettled, fork } from 'effector';
import {
  $errors,
  $form,
  $sameAddress,
  fieldChanged,
  formSubmitted,
  pageOpened,
  sameAddressToggled,
} from './model';
import { SAVED_PROFILE } from './saved-profile.test-support';

const toasts = jest.fn();
notify.watch(toasts);
beforeEach(() => toasts.mockReset());

async function saveRefusedWith(refusal: { fail: string; code: string; field?: string }) {
  answer('POST UpdateProfile', { ...refusal, status: 400 });
  answer('GET ReadProfile', { data: [] });
  const scope = fork({ values: [[$form, SAVED_PROFILE]] });
  await allSettled(formSubmitted, { scope });
  return scope;
}

test("a save refused for a field names it in the form's words under Something Went Wrong!, and marks it", async () => {
  const scope = await saveRefusedWith({
    code: 'VALIDATION',
    field: 'ship_phone',
    fail: 'The shop could not read this number',
  });
  expect(toasts).toHaveBeenCalledWith({
    kind: 'error',
    message: 'Something Went Wrong!',
    detail: 'Check Phone under Shipping Details.',
    about: 'profile-save',
  });
  expect(scope.getState($errors)).toEqual({
    ship_phone: 'The shop did not accept this phone: please check it.',
  });
});

test('any other refusal keeps Something Went Wrong! alone, even when its message starts with a field name', async () => {
  const scope = await saveRefusedWith({ code: 'CONFLICT', fail: 'cus_phone is taken' });
  expect(toasts).toHaveBeenCalledWith({
    kind: 'error',
    message: 'Something Went Wrong!',
    detail: undefined,
    about: 'profile-save',
  });
  expect(scope.getState($errors)).toEqual({});
});

test('a VALIDATION refusal naming no field, or one the form does not have, marks nothing', async () => {
  for (const field of [undefined, 'qty']) {
    toasts.mockReset();
    const scope = await saveRefusedWith({
      code: 'VALIDATION',
      fail: 'cus_phone must be a phone number',
      field,
    });
    expect(toasts).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Something Went Wrong!',
      detail: undefined,
      about: 'profile-save',
    });
    expect(scope.getState($errors)).toEqual({});
  }
});

const CUSTOMER_ONLY: Profile = {
  ...SAVED_PROFILE,
  ship_name: '',
  ship_phone: '',
  ship_country: '',
  ship_city: '',
  ship_state: '',
  ship_postcode: '',
  ship_add: '',
};

test('the same-address switch copies the customer fields into the shipping fields and keeps them in step', async () => {
  const scope = fork({
    values: [[$form, { ...CUSTOMER_ONLY, cus_state: 'Somerset', cus_fax: '+44 20 7946 0001' }]],
  });
  await allSettled(sameAddressToggled, { scope, params: true });
  expect(scope.getState($sameAddress)).toBe(true);
  expect(scope.getState($form)).toMatchObject({
    ship_name: 'Ada Lovelace',
    ship_phone: '+44 20 7946 0000',
    ship_country: 'United Kingdom',
    ship_city: 'London',
    ship_state: 'Somerset',
    ship_postcode: 'W1 4AA',
    ship_add: '12 Byron Street',
  });
  // Shipping has no fax: the customer's stays the customer's alone.
  expect(scope.getState($form)).not.toHaveProperty('ship_fax');
  await allSettled(fieldChanged, { scope, params: { name: 'cus_city', value: 'Bath' } });
  expect(scope.getState($form)).toMatchObject({ cus_city: 'Bath', ship_city: 'Bath' });
});

test('turning the switch off keeps the copied values, to be edited on their own', async () => {
  const scope = fork({ values: [[$form, CUSTOMER_ONLY]] });
  await allSettled(sameAddressToggled, { scope, params: true });
  await allSettled(sameAddressToggled, { scope, params: false });
  expect(scope.getState($form).ship_add).toBe('12 Byron Street');
  await allSettled(fieldChanged, { scope, params: { name: 'ship_add', value: '1 Royal Crescent' } });
  await allSettled(fieldChanged, { scope, params: { name: 'cus_add', value: '3 Pulteney Bridge' } });
  expect(scope.getState($form)).toMatchObject({ cus_add: '3 Pulteney Bridge', ship_add: '1 Royal Crescent' });
});

test('the switch starts off on every visit', async () => {
  answer('GET ReadProfile', { data: [SAVED_PROFILE] });
  const scope = fork({ values: [[$sameAddress, true]] });
  await allSettled(pageOpened, { scope });
  expect(scope.getState($sameAddress)).toBe(false);
  expect(scope.getState($form)).toEqual(SAVED_PROFILE);
});
