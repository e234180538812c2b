import type { ProductPrice } from '../contracts';

/** The shop's prices are in US dollars: what the gateway charges, and what search engines are told. */
export const CURRENCY = 'USD';
/** VAT on the subtotal (docs/behaviour.md#prices). */
export const VAT_RATE = 0.05;
/** How many of one product, colour and size a cart line holds: the API refuses more, and caps merged adds. */
export const MIN_LINE_QTY = 1;
export const MAX_LINE_QTY = 99;

/**
 * Money with a dollar sign: `$1,234.50`, as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })`
 * writes it. Written out here because a page's first Intl formatter loads the locale data: 30-120 ms of a phone's
 * CPU (4x slowed) while every page starts, for a format that never changes.
 */
export function formatMoney(amount: number): string {
  // Rounded as Intl rounds: half away from zero, on the number's shortest decimal form (0.015 is $0.02).
  const shifted = Number(`${Math.abs(amount)}e2`);
  const cents = Math.round(Number.isFinite(shifted) ? shifted : Math.abs(amount) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** What the customer pays for one unit: the discount price when discounted. */
export const unitPrice = ({ discount, discountPrice, price }: ProductPrice): number =>
  discount && discountPrice !== null ? discountPrice : price;

const toCents = (amount: number) => Math.round(amount * 100);

/** A unit price times a quantity (parsed as a whole number, as the API keeps it), counted in cents. */
export function lineTotal(price: number, quantity: number | string): number {
  const qty = Number.parseInt(String(quantity), 10);
  return Number.isNaN(qty) ? 0 : (toCents(price) * qty) / 100;
}

/** One line: unit price times quantity (quantity parsed as a whole number, as the API keeps it). */
export function linePrice(line: { product: ProductPrice; qty: number | string }): number {
  return lineTotal(unitPrice(line.product), line.qty);
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
