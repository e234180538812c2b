import type { Profile } from '@shop/shared/contracts';

/** A complete profile, shipped to the customer's own address, as the API answers it and the form's checks accept it. */
export const SAVED_PROFILE: Profile = {
  cus_name: 'Ada Lovelace',
  cus_phone: '+44 20 7946 0000',
  cus_fax: '',
  cus_country: 'United Kingdom',
  cus_city: 'London',
  cus_state: '',
  cus_postcode: 'W1 4AA',
  cus_add: '12 Byron Street',
  ship_name: 'Ada Lovelace',
  ship_phone: '+44 20 7946 0000',
  ship_country: 'United Kingdom',
  ship_city: 'London',
  ship_state: '',
  ship_postcode: 'W1 4AA',
  ship_add: '12 Byron Street',
};
