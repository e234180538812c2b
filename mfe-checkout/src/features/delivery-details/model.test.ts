import type { Profile } from '@shop/shared/contracts';
import { EMPTY_PROFILE } from '@shop/shared/lib';
import { answer, networkError, requestsTo } from '@shop/shared/testing';
import { allSettled, createWatch, fork } from 'effector';
import {
  $errors,
  $form,
  $open,
  $presented,
  $sameAddress,
  $saveProblem,
  deliveryDetailsAsked,
  deliveryDetailsSaved,
  detailsSubmitted,
  fieldChanged,
  sameAddressToggled,
} from './model';

const SHIPPING = {
  ship_name: 'Grace Hopper',
  ship_phone: '+1 202 555 0100',
  ship_add: '1 Navy Yard',
  ship_city: 'Arlington',
  ship_state: 'VA',
  ship_postcode: '22202',
  ship_country: 'United States',
} satisfies Partial<Profile>;

/** The step opened for a customer whose profile holds `saved` (none at all when null). */
async function askedWith(saved: Partial<Profile> | null) {
  answer('GET ReadProfile', { data: saved ? [{ ...EMPTY_PROFILE, ...saved }] : [] });
  answer('POST UpdateProfile', { data: null });
  const scope = fork();
  const savedDetails = jest.fn();
  createWatch({ unit: deliveryDetailsSaved, fn: savedDetails, scope });
  await allSettled(deliveryDetailsAsked, { scope });
  return { scope, savedDetails };
}

async function type(scope: ReturnType<typeof fork>, values: Partial<Profile>) {
  for (const [name, value] of Object.entries(values))
    await allSettled(fieldChanged, { scope, params: { name: name as keyof Profile, value } });
}

const updates = () => requestsTo('POST UpdateProfile').map(({ body }) => body);

test('asked for, it reads the profile and opens with what is there, billing the same as shipping', async () => {
  const { scope } = await askedWith({ ship_name: 'Grace Hopper', cus_fax: '555 0199' });
  expect(scope.getState($open)).toBe(true);
  expect(scope.getState($form)).toMatchObject({
    ship_name: 'Grace Hopper',
    cus_fax: '555 0199',
    ship_city: '',
  });
  expect(scope.getState($sameAddress)).toBe(true);
  expect(scope.getState($presented)).toBe(1);
});

test('saved billing details unlike the shipping address keep "Same as shipping address" off', async () => {
  const { scope } = await askedWith({ ...SHIPPING, cus_name: 'US Navy' });
  expect(scope.getState($sameAddress)).toBe(false);
});

test('a profile that cannot be read opens the step empty', async () => {
  answer('GET ReadProfile', networkError);
  const scope = fork();
  await allSettled(deliveryDetailsAsked, { scope });
  expect(scope.getState($open)).toBe(true);
  expect(scope.getState($form)).toEqual(EMPTY_PROFILE);
});

test('asked again while open, it keeps what was typed and takes the shopper back to it', async () => {
  const { scope } = await askedWith(null);
  await type(scope, { ship_name: 'Grace Hopper' });
  await allSettled(deliveryDetailsAsked, { scope });
  expect(requestsTo('GET ReadProfile')).toHaveLength(1);
  expect(scope.getState($form).ship_name).toBe('Grace Hopper');
  expect(scope.getState($presented)).toBe(2);
});

test('continuing with required fields empty marks the shown ones only, and saves nothing', async () => {
  const { scope, savedDetails } = await askedWith(null);
  await type(scope, { ship_name: 'Grace Hopper', ship_phone: 'call me' });
  await allSettled(detailsSubmitted, { scope });
  expect(scope.getState($errors)).toEqual({
    ship_phone: 'Enter a phone number: digits, optionally starting with + (e.g. +8801712345678).',
    ship_add: 'Address is required.',
    ship_city: 'City is required.',
    ship_postcode: 'Post code is required.',
    ship_country: 'Country is required.',
  });
  expect(scope.getState($presented)).toBe(2);
  expect(updates()).toEqual([]);
  expect(savedDetails).not.toHaveBeenCalled();
});

test('billing the same as shipping saves the shipping address as both, keeping the rest of the profile', async () => {
  const { scope, savedDetails } = await askedWith({ cus_fax: '555 0199' });
  await type(scope, SHIPPING);
  await allSettled(detailsSubmitted, { scope });
  expect(updates()).toEqual([
    {
      ...SHIPPING,
      cus_name: 'Grace Hopper',
      cus_phone: '+1 202 555 0100',
      cus_add: '1 Navy Yard',
      cus_city: 'Arlington',
      cus_state: 'VA',
      cus_postcode: '22202',
      cus_country: 'United States',
      cus_fax: '555 0199',
    },
  ]);
  expect(savedDetails).toHaveBeenCalledTimes(1);
});

test('billing details of their own are asked for, checked and saved as typed', async () => {
  const { scope } = await askedWith(null);
  await type(scope, SHIPPING);
  await allSettled(sameAddressToggled, { scope, params: false });
  await allSettled(detailsSubmitted, { scope });
  expect(Object.keys(scope.getState($errors))).toEqual([
    'cus_name',
    'cus_phone',
    'cus_add',
    'cus_city',
    'cus_postcode',
    'cus_country',
  ]);
  await type(scope, {
    cus_name: 'US Navy',
    cus_phone: '+1 202 555 0111',
    cus_add: '2 Navy Yard',
    cus_city: 'Washington',
    cus_postcode: '20374',
    cus_country: 'United States',
  });
  await allSettled(detailsSubmitted, { scope });
  expect(updates()).toEqual([expect.objectContaining({ ...SHIPPING, cus_name: 'US Navy', cus_state: '' })]);
});

test.each([
  ['a shown field', 'ship_postcode', 'ship_postcode', 'post code'],
  ['a hidden billing field, on its shipping twin', 'cus_phone', 'ship_phone', 'phone'],
])('a refusal of %s marks it in the form', async (_, refused, marked, words) => {
  const { scope, savedDetails } = await askedWith(SHIPPING);
  answer('POST UpdateProfile', {
    fail: `${refused} is malformed`,
    code: 'VALIDATION',
    field: refused,
    status: 400,
  });
  await allSettled(detailsSubmitted, { scope });
  expect(scope.getState($errors)).toEqual({
    [marked]: `The shop did not accept this ${words}: please check it.`,
  });
  expect(scope.getState($saveProblem)).toBeNull();
  expect(scope.getState($presented)).toBe(2);
  expect(savedDetails).not.toHaveBeenCalled();
});

test.each([
  [
    'a refusal about no shown field',
    { fail: 'cus_fax must be a phone number', code: 'VALIDATION', field: 'cus_fax', status: 400 },
    'cus_fax must be a phone number',
  ],
  ['no answer', networkError, 'Your delivery details could not be saved. Please try again.'],
])('%s is said above the button', async (_, refusal, words) => {
  const { scope } = await askedWith(SHIPPING);
  answer('POST UpdateProfile', refusal);
  await allSettled(detailsSubmitted, { scope });
  expect(scope.getState($errors)).toEqual({});
  expect(scope.getState($saveProblem)).toBe(words);
});
