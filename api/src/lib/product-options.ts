/**
 * A product's colours and sizes are stored and sent as one comma-separated string (`"Red, Blue"`, or empty when it
 * has none): the options it offers, in order. The storefront reads the same format (the product-details page).
 */
export const offeredOptions = (list: string): string[] =>
  list
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
