import type { ProductPrice } from '../contracts';

/** VAT on the subtotal (docs/behaviour.md#prices). */
export const VAT_RATE = 0.05;
/** How many of one product, colour and size a cart line holds: the API refuses more, and caps merged adds. */
export const MIN_LINE_QTY = 1;
export const MAX_LINE_QTY = 99;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money with a dollar sign: `$1,234.50`. */
export const formatMoney = (amount: number): string => dollars.format(amount);

/** What the customer pays for one unit: the discount price when discounted. */
export const unitPrice = ({ discount, discountPrice, price }: ProductPrice): number =>
  discount && discountPrice !== null ? discountPrice : price;

const toCents = (amount: number) => Math.round(amount * 100);

/** One line: unit price times quantity (quantity parsed as a whole number, as the API keeps it). */
export function linePrice(line: { product: ProductPrice; qty: number | string }): number {
  const qty = Number.parseInt(String(line.qty), 10);
  return Number.isNaN(qty) ? 0 : (toCents(unitPrice(line.product)) * qty) / 100;
}

export interface CartTotals {
  total: number;
  vat: number;
  payable: number;
}

/** Total, VAT (5% of the total, rounded to the cent) and payable, counted in whole cents so nothing drifts. */
export function cartTotals(
  lines: ReadonlyArray<{ product: ProductPrice; qty: number | string }>,
): CartTotals {
  const total = lines.reduce((sum, line) => sum + toCents(linePrice(line)), 0);
  const vat = Math.round(total * VAT_RATE);
  return { total: total / 100, vat: vat / 100, payable: (total + vat) / 100 };
}
