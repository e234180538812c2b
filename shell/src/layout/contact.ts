/** The shop's contact details, shown in the top bar. */
const phone = '+1 (555) 010-2030';

export const CONTACT = {
  email: 'support@shop.example',
  phone,
  /** The number as a phone dials it: the written one without its spaces, brackets and dashes. */
  phoneHref: `tel:${phone.replace(/[^+\d]/g, '')}`,
};
