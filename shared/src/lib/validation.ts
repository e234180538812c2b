/** The shop's input checks (docs/behaviour.md#validators); some are unused by the shown screens. */

/** Loose on purpose: text, @, text, dot, text. */
export const isEmail = (value: string): boolean => /^\S+@\S+\.\S+$/.test(value);

/** Bangladeshi mobile number: optional +88 or 0088, then 01, a digit 3 to 9, then 8 digits. */
export const isMobile = (value: string): boolean => /^(?:\+88|0088)?01[3-9]\d{8}$/.test(value);

export const isLetters = (value: string): boolean => /^[A-Za-z\s]+$/.test(value);

export const isNumeric = (value: string): boolean => /^\d+(?:\.\d+)?$/.test(value);

export const isNull = (value: unknown): value is null | undefined => value === null || value === undefined;

export const isEmpty = (value: string | null | undefined): boolean =>
  isNull(value) || value.trim().length === 0;
