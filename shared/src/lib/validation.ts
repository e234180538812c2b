/** The shop's input checks (docs/behaviour.md#validators); some are unused by the shown screens. */

/** Text, @, text, dot, text: no spaces, control characters or second @, and nothing stricter. */
const EMAIL_SHAPE = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;
/** RFC 5321's limits, which mail servers count in octets: a path of 256 holds 254 between its angle brackets. */
const MAX_LOCAL_PART_OCTETS = 64;
export const MAX_EMAIL_OCTETS = 254;

const utf8 = new TextEncoder();
export const utf8Length = (text: string) => utf8.encode(text).length;

/**
 * Loose on purpose about the shape (text@text.text), strict about what mail cannot carry: control characters, and
 * more than 64 octets before the @ or 254 in all (so the domain's 255 holds too). The API takes the same addresses:
 * it imports this rule.
 */
export const isEmail = (value: string): boolean =>
  EMAIL_SHAPE.test(value) &&
  utf8Length(value) <= MAX_EMAIL_OCTETS &&
  utf8Length(value.slice(0, value.indexOf('@'))) <= MAX_LOCAL_PART_OCTETS;

/** Bangladeshi mobile number: optional +88 or 0088, then 01, a digit 3 to 9, then 8 digits. */
export const isMobile = (value: string): boolean => /^(?:\+88|0088)?01[3-9]\d{8}$/.test(value);

export const isLetters = (value: string): boolean => /^[A-Za-z\s]+$/.test(value);

export const isNumeric = (value: string): boolean => /^\d+(?:\.\d+)?$/.test(value);

export const isNull = (value: unknown): value is null | undefined => value === null || value === undefined;

export const isEmpty = (value: string | null | undefined): boolean =>
  isNull(value) || value.trim().length === 0;
