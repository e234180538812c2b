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

/** The fields both sections have, by their name after the section's `cus_` or `ship_`. */
type SectionField = 'name' | 'phone' | 'country' | 'city' | 'state' | 'postcode' | 'add';

const section = (prefix: 'cus' | 'ship', autoCompletePrefix: string): FieldSpec[] => {
  const field = (
    name: SectionField,
    label: string,
    maxLength: number,
    autoComplete: string,
    { required = true, phone = false } = {},
  ): FieldSpec => ({
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
