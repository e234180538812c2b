/**
 * The e-mail addresses the shop takes (sign-in): loose about the shape, text@text.text, and strict about what mail
 * cannot carry. The storefront checks the same before it asks (`isEmail` of @shop/shared/lib, which the API's build
 * cannot import; a test holds the two to the same answers).
 */

/** The schema format of an e-mail address: registered with the API's ajv in app.ts. */
export const EMAIL_FORMAT = 'email';

/** No spaces, control characters or second @. */
const EMAIL_SHAPE = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;
/** RFC 5321's limits, which mail servers count in octets: a path of 256 holds 254 between its angle brackets. */
const MAX_LOCAL_PART_OCTETS = 64;
export const MAX_ADDRESS_OCTETS = 254;

const utf8 = new TextEncoder();
const utf8Length = (text: string) => utf8.encode(text).length;

/** Whether `value` is an address the shop can send a code to: 64 octets before the @ at most, 254 in all. */
export const isEmailAddress = (value: string): boolean =>
  EMAIL_SHAPE.test(value) &&
  utf8Length(value) <= MAX_ADDRESS_OCTETS &&
  utf8Length(value.slice(0, value.indexOf('@'))) <= MAX_LOCAL_PART_OCTETS;

/** Whether `value` could be part of an address (a search for customers): no spaces or control characters. */
export const isEmailFragment = (value: string): boolean =>
  value.length > 0 && !/[\s\p{Cc}]/u.test(value) && utf8Length(value) <= MAX_ADDRESS_OCTETS;
