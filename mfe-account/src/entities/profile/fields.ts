import type { Profile } from '@shop/shared/contracts';

export type ProfileField = keyof Profile;

interface FieldSpec {
  name: ProfileField;
  label: string;
  required: boolean;
  maxLength: number;
  phone?: boolean;
  autoComplete?: string;
}

const section = (prefix: 'cus' | 'ship', autoCompletePrefix: string): FieldSpec[] => [
  {
    name: `${prefix}_name`,
    label: 'Name',
    required: true,
    maxLength: 100,
    autoComplete: `${autoCompletePrefix} name`,
  },
  {
    name: `${prefix}_phone`,
    label: 'Phone',
    required: true,
    maxLength: 30,
    phone: true,
    autoComplete: `${autoCompletePrefix} tel`,
  },
  {
    name: `${prefix}_country`,
    label: 'Country',
    required: true,
    maxLength: 60,
    autoComplete: `${autoCompletePrefix} country-name`,
  },
  {
    name: `${prefix}_city`,
    label: 'City',
    required: true,
    maxLength: 60,
    autoComplete: `${autoCompletePrefix} address-level2`,
  },
  {
    name: `${prefix}_state`,
    label: 'State',
    required: false,
    maxLength: 60,
    autoComplete: `${autoCompletePrefix} address-level1`,
  },
  {
    name: `${prefix}_postcode`,
    label: 'Post code',
    required: true,
    maxLength: 20,
    autoComplete: `${autoCompletePrefix} postal-code`,
  },
  {
    name: `${prefix}_add`,
    label: 'Address',
    required: true,
    maxLength: 300,
    autoComplete: `${autoCompletePrefix} street-address`,
  },
  // Last, after the fields both sections have, so the sections' rows line up side by side.
  ...(prefix === 'cus'
    ? [{ name: 'cus_fax' as const, label: 'Fax', required: false, maxLength: 30, phone: true }]
    : []),
];

/** Every profile field (docs/behaviour.md#profile), in the form's two sections, with the API's rules. */
export const CUSTOMER_FIELDS = section('cus', 'billing');
export const SHIPPING_FIELDS = section('ship', 'shipping');

/** The profile with each shipping field set to its customer field's value (the customer's fax has none). */
export function shippingFromCustomer(profile: Profile): Profile {
  const copied = { ...profile };
  for (const { name } of SHIPPING_FIELDS)
    copied[name] = profile[name.replace(/^ship_/, 'cus_') as ProfileField];
  return copied;
}

export const EMPTY_PROFILE = Object.fromEntries(
  [...CUSTOMER_FIELDS, ...SHIPPING_FIELDS].map(({ name }) => [name, '']),
) as unknown as Profile;

/** The API's phone rule: digits with an optional leading +, spaces, dots, dashes and brackets. */
const PHONE = /^\+?[\d\s().-]{6,30}$/;

/** What is wrong with each field, in words shown next to it; empty when the form can be saved. */
export function profileErrors(profile: Profile): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const field of [...CUSTOMER_FIELDS, ...SHIPPING_FIELDS]) {
    const value = profile[field.name].trim();
    if (field.required && value === '') errors[field.name] = `${field.label} is required.`;
    else if (field.phone && value !== '' && !PHONE.test(value))
      errors[field.name] = 'Enter a phone number: digits, optionally starting with + (e.g. +8801712345678).';
  }
  return errors;
}
