/** The shop's contact details, shown in the top bar. */
export const CONTACT = {
  email: 'support@shop.example',
  phone: '+1 (555) 010-2030',
  phoneHref: 'tel:+15550102030',
};
