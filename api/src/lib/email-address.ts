import { MAX_EMAIL_OCTETS, utf8Length } from '@shop/shared/lib';

/**
 * The schema format of an e-mail address: the storefront's `isEmail` of @shop/shared/lib, registered with the API's
 * ajv in app.ts, so both take exactly the same addresses.
 */
export const EMAIL_FORMAT = 'email';

/** Whether `value` could be part of an address (a search for customers): no spaces or control characters. */
export const isEmailFragment = (value: string): boolean =>
  value.length > 0 && !/[\s\p{Cc}]/u.test(value) && utf8Length(value) <= MAX_EMAIL_OCTETS;
