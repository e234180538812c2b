/**
 * A product's colours and sizes are stored and sent as one comma-separated text each (`"Red, Blue"`, or empty when
 * it has none): the options it offers, in order. The API checks a cart line's choices against the same list.
 */
export const offeredOptions = (list: string): string[] =>
  list
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
