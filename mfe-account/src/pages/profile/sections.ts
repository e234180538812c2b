import { CUSTOMER_FIELDS, SHIPPING_FIELDS } from '@shop/shared/lib';

/** The form's two sections, by the legends the customer sees; a field is named to them by legend and label. */
export const PROFILE_SECTIONS = [
  { legend: 'Customer Details', fields: CUSTOMER_FIELDS },
  { legend: 'Shipping Details', fields: SHIPPING_FIELDS },
] as const;
