import type { Profile } from '@shop/shared/contracts';
import {
  addressCopied,
  CUSTOMER_FIELDS,
  dataOf,
  EMPTY_PROFILE,
  type ProfileField,
  type ProfileFieldSpec,
  profileErrors,
  refusedFieldText,
  refusedProfileField,
  SHIPPING_FIELDS,
} from '@shop/shared/lib';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { readProfile, updateProfile } from '../../api';

const NOT_SAVED = 'Your delivery details could not be saved. Please try again.';

/** The fields the gateway and the delivery need, in the order an address is written; the fax is the profile's. */
const inAddressOrder = (fields: ProfileFieldSpec[]) =>
  ['name', 'phone', 'add', 'city', 'state', 'postcode', 'country'].flatMap((part) =>
    fields.filter(({ name }) => name.endsWith(`_${part}`)),
  );
export const SHIPPING_ADDRESS_FIELDS = inAddressOrder(SHIPPING_FIELDS);
export const BILLING_FIELDS = inAddressOrder(CUSTOMER_FIELDS);

const billingFromShipping = (profile: Profile) => addressCopied(profile, { from: 'ship', to: 'cus' });
/** Saved billing details that differ from the shipping address would be lost unseen by copying over them. */
const billingIsShipping = (profile: Profile) => {
  const copied = billingFromShipping(profile);
  return BILLING_FIELDS.every(({ name }) => profile[name] === '' || profile[name] === copied[name]);
};

/** Checkout was refused for want of the profile's details: the step asks for them. */
export const deliveryDetailsAsked = createEvent();
/** The cart opened again: the step closes and forgets what was typed. */
export const deliveryDetailsReset = createEvent();
export const fieldChanged = createEvent<{ name: ProfileField; value: string }>();
export const sameAddressToggled = createEvent<boolean>();
export const detailsSubmitted = createEvent();

/** The profile saved so far, to start from; null before its first save. */
export const readProfileFx = createEffect(async () => dataOf(await readProfile())[0] ?? null);
export const saveProfileFx = createEffect(async (profile: Profile) => {
  // A network failure or a 5xx rejects; the shopper gets the same plain words for it as for a wordless refusal.
  const answer = await updateProfile(profile).catch(() => null);
  if (!answer || (answer.status !== 'success' && !answer.message)) throw new Error(NOT_SAVED);
  dataOf(answer);
});
/** The details are in the profile: payment is next. */
export const deliveryDetailsSaved = saveProfileFx.done.map(() => undefined);

/** Shown once the profile is read (or could not be: the form then starts empty) until the cart opens again. */
export const $open = createStore(false)
  .on(readProfileFx.finally, () => true)
  .reset(deliveryDetailsReset);
/** The whole profile: the step shows some of its fields, and a save replaces all of them. */
export const $form = createStore<Profile>(EMPTY_PROFILE)
  .on(readProfileFx.doneData, (_, saved) => ({ ...EMPTY_PROFILE, ...saved }))
  .on(fieldChanged, (form, { name, value }) => ({ ...form, [name]: value }))
  .reset(deliveryDetailsReset);
/** On: the billing fields are hidden and take the shipping address's values when saved. */
export const $sameAddress = createStore(true)
  .on(readProfileFx.doneData, (_, saved) => !saved || billingIsShipping({ ...EMPTY_PROFILE, ...saved }))
  .on(sameAddressToggled, (_, on) => on)
  .reset(deliveryDetailsReset);
/** Whether the step's details were saved: checkout refused for want of them again is then not the step's to ask. */
export const $detailsSaved = createStore(false)
  .on(saveProfileFx.done, () => true)
  .reset(deliveryDetailsReset);
export const $saving = saveProfileFx.pending;

const $shownFields = $sameAddress.map((same) =>
  same ? SHIPPING_ADDRESS_FIELDS : [...SHIPPING_ADDRESS_FIELDS, ...BILLING_FIELDS],
);
const $toSave = combine($form, $sameAddress, (form, same) => (same ? billingFromShipping(form) : form));

/** The field a refused save is about, as the shopper sees it: a hidden billing field is its shipping twin. */
const shownField = (error: Error, same: boolean) => {
  const field = refusedProfileField(error);
  const twin = same && field?.name.startsWith('cus_') ? field.name.replace(/^cus_/, 'ship_') : field?.name;
  return [...SHIPPING_ADDRESS_FIELDS, ...(same ? [] : BILLING_FIELDS)].find(({ name }) => name === twin);
};
const refusedForField = sample({
  clock: saveProfileFx.failData,
  source: $sameAddress,
  fn: (same, error) => ({ error, field: shownField(error, same) }),
});

/** What is wrong with the shown fields, next to them, once the shopper has tried to continue. */
export const $errors = createStore<Partial<Record<ProfileField, string>>>({})
  .on(detailsSubmitted, () => ({}))
  .on(refusedForField, (errors, { field }) =>
    field ? { ...errors, [field.name]: refusedFieldText(field) } : errors,
  )
  .reset(deliveryDetailsReset);
/** Why a save failed when no shown field is to blame: the API's words, or the plain ones without an answer. */
export const $saveProblem = createStore<string | null>(null)
  .on(refusedForField, (_, { error, field }) => (field ? null : error.message))
  .reset(detailsSubmitted, deliveryDetailsReset);

const checked = sample({
  clock: detailsSubmitted,
  source: { profile: $toSave, shown: $shownFields },
  fn: ({ profile, shown }) => {
    const all = profileErrors(profile);
    const errors = Object.fromEntries(shown.flatMap(({ name }) => (all[name] ? [[name, all[name]]] : [])));
    return { profile, errors };
  },
});
sample({ clock: checked, fn: ({ errors }) => errors, target: $errors });
sample({
  clock: checked,
  filter: ({ errors }) => Object.keys(errors).length === 0,
  fn: ({ profile }) => profile,
  target: saveProfileFx,
});

/**
 * How many times the step was put before the shopper (opened, asked for again, or turned back over its fields):
 * each time, the page takes them to the field to fill or correct.
 */
export const $presented = createStore(0)
  .on(readProfileFx.finally, (count) => count + 1)
  .on(sample({ clock: deliveryDetailsAsked, filter: $open }), (count) => count + 1)
  .on(
    sample({ clock: checked, filter: ({ errors }) => Object.keys(errors).length > 0 }),
    (count) => count + 1,
  )
  .on(sample({ clock: refusedForField, filter: ({ field }) => field !== undefined }), (count) => count + 1);

sample({
  clock: deliveryDetailsAsked,
  source: { open: $open, reading: readProfileFx.pending },
  filter: ({ open, reading }) => !open && !reading,
  fn: () => undefined,
  target: readProfileFx,
});
