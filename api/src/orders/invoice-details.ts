/** The profile fields an invoice summarises. */
export interface ProfileAddresses {
  cus_name: string;
  cus_add: string;
  cus_city: string;
  cus_state: string;
  cus_postcode: string;
  cus_country: string;
  cus_phone: string;
  ship_name: string;
  ship_add: string;
  ship_city: string;
  ship_state: string;
  ship_postcode: string;
  ship_country: string;
  ship_phone: string;
}

const summary = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(', ');

/** An invoice's `cus_details`: the customer's details as one readable line. */
export const customerDetails = (p: ProfileAddresses) =>
  summary(p.cus_name, p.cus_add, p.cus_city, p.cus_state, p.cus_postcode, p.cus_country, p.cus_phone);

/** An invoice's `ship_details`: where it goes, as one readable line. */
export const shippingDetails = (p: ProfileAddresses) =>
  summary(p.ship_name, p.ship_add, p.ship_city, p.ship_state, p.ship_postcode, p.ship_country, p.ship_phone);
