import type { Profile } from '../contracts';
import { Refused } from './refused';

export type ProfileField = keyof Profile;

/** One profile field as a form shows it, with the API's rules. */
export interface ProfileFieldSpec {
  name: ProfileField;
  label: string;
  required: boolean;
  maxLength: number;
  phone?: boolean;
  autoComplete?: string;
}

/** The fields both sections have, by their name after the section's `cus_` or `ship_`. */
type SectionField = 'name' | 'phone' | 'country' | 'city' | 'state' | 'postcode' | 'add';
type Section = 'cus' | 'ship';

const section = (prefix: Section, autoCompletePrefix: string): ProfileFieldSpec[] => {
  const field = (
    name: SectionField,
    label: string,
    maxLength: number,
    autoComplete: string,
    { required = true, phone = false } = {},
  ): ProfileFieldSpec => ({
    name: `${prefix}_${name}`,
    label,
    required,
    maxLength,
    ...(phone && { phone }),
    autoComplete: `${autoCompletePrefix} ${autoComplete}`,
  });
  return [
    field('name', 'Name', 100, 'name'),
    field('phone', 'Phone', 30, 'tel', { phone: true }),
    field('country', 'Country', 60, 'country-name'),
    field('city', 'City', 60, 'address-level2'),
    field('state', 'State', 60, 'address-level1', { required: false }),
    field('postcode', 'Post code', 20, 'postal-code'),
    field('add', 'Address', 300, 'street-address'),
    // Last, after the fields both sections have, so the sections' rows line up side by side.
    ...(prefix === 'cus'
      ? [{ name: 'cus_fax' as const, label: 'Fax', required: false, maxLength: 30, phone: true }]
      : []),
  ];
};

/** Every profile field (docs/behaviour.md#profile), in the profile form's two sections, with the API's rules. */
export const CUSTOMER_FIELDS = section('cus', 'billing');
export const SHIPPING_FIELDS = section('ship', 'shipping');
const PROFILE_FIELDS = [...CUSTOMER_FIELDS, ...SHIPPING_FIELDS];

/**
 * The profile with one section's fields set to the other's values: `from` 'cus' `to` 'ship' copies the customer
 * details into the shipping ones. The customer's fax, which shipping has not, is left as it is.
 */
export function addressCopied(profile: Profile, { from, to }: { from: Section; to: Section }): Profile {
  const copied = { ...profile };
  for (const { name } of SHIPPING_FIELDS) {
    const field = name.slice('ship_'.length);
    copied[`${to}_${field}` as ProfileField] = profile[`${from}_${field}` as ProfileField];
  }
  return copied;
}

export const EMPTY_PROFILE = Object.fromEntries(
  PROFILE_FIELDS.map(({ name }) => [name, '']),
) as unknown as Profile;

/** The API's phone rule: digits with an optional leading +, spaces, dots, dashes and brackets. */
const PHONE = /^\+?[\d\s().-]{6,30}$/;

/** What is wrong with each field, in words shown next to it; empty when the form can be saved. */
export function profileErrors(profile: Profile): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const value = profile[field.name].trim();
    if (field.required && value === '') errors[field.name] = `${field.label} is required.`;
    else if (field.phone && value !== '' && !PHONE.test(value))
      errors[field.name] = 'Enter a phone number: digits, optionally starting with + (e.g. +8801712345678).';
  }
  return errors;
}

/** The field a refused profile save is about: a VALIDATION refusal's `field`, never the message's words. */
export function refusedProfileField(error: unknown): ProfileFieldSpec | undefined {
  if (!(error instanceof Refused) || error.failure.code !== 'VALIDATION') return undefined;
  return PROFILE_FIELDS.find(({ name }) => name === error.failure.field);
}

/** Shown next to a field the API refused. */
export const refusedFieldText = ({ label }: ProfileFieldSpec) =>
  `The shop did not accept this ${label.toLowerCase()}: please check it.`;
