/** Money is computed in whole cents, so sums and VAT are exact. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => cents / 100;

export const VAT_RATE_PERCENT = 5;

export interface PricedLine {
  price: number;
  discount: boolean;
  discountPrice: number | null;
  qty: number;
}

/** What one unit costs the customer: the discount price when discounted. */
export const unitPrice = (line: Omit<PricedLine, 'qty'>) =>
  line.discount && line.discountPrice !== null ? line.discountPrice : line.price;

/** Subtotal of the lines, VAT at 5% rounded to the cent (half up), and payable = subtotal + VAT. */
export function invoiceTotals(lines: PricedLine[]): { total: number; vat: number; payable: number } {
  const subtotalCents = lines.reduce((sum, line) => sum + toCents(unitPrice(line)) * line.qty, 0);
  const vatCents = Math.round((subtotalCents * VAT_RATE_PERCENT) / 100);
  return {
    total: toDollars(subtotalCents),
    vat: toDollars(vatCents),
    payable: toDollars(subtotalCents + vatCents),
  };
}

/** An amount as customers read it in the shop's e-mail: `$1,234.50`. */
export const formatMoney = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
