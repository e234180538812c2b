import { HttpError } from '../http/errors';
import { stockLeft } from './stock';

/** A cart line as stock sees it: where its units are counted, and how many are left there. */
export interface StockedLine {
  productId: string;
  /** The product's variant for the line's size and colour, if it has one: its count is the line's. */
  variantId: string | null;
  /** The count the line takes from: its variant's, else its product's; null when unlimited. */
  stock: number | null;
  qty: number;
  title: string;
  size: string;
  color: string;
}

/** Lines of one product without a variant of their own share the product's count; a variant counts for itself. */
const holderOf = (line: StockedLine) =>
  line.variantId ? `variant:${line.variantId}` : `product:${line.productId}`;

/** How many the lines taking from the same count as `line` want together, `line` included. */
export function wantedWith(lines: readonly StockedLine[], line: StockedLine): number {
  const holder = holderOf(line);
  return lines.filter((other) => holderOf(other) === holder).reduce((sum, other) => sum + other.qty, 0);
}

/**
 * The position of the first line whose count cannot cover it (together with the lines before it that share the
 * count), or -1 when every line can be had.
 */
export function firstShortLine(lines: readonly StockedLine[]): number {
  const wanted = new Map<string, number>();
  return lines.findIndex((line) => {
    const holder = holderOf(line);
    const total = (wanted.get(holder) ?? 0) + line.qty;
    wanted.set(holder, total);
    return line.stock !== null && total > line.stock;
  });
}

/** "Aurora X2 Phone (M, Red)": the title, with the size and colour chosen when there are any. */
function lineName({ title, size, color }: StockedLine): string {
  const options = [size, color].filter((option) => option !== '');
  return options.length > 0 ? `${title} (${options.join(', ')})` : title;
}

/** A 409 OUT_OF_STOCK naming the line and how many are left, about the request field given. */
export function outOfStock(line: StockedLine, field: string): HttpError {
  const left = line.stock ?? 0;
  const message = left === 0 ? `${lineName(line)} is out of stock` : `Only ${left} of ${lineName(line)} left`;
  return new HttpError(409, message, 'OUT_OF_STOCK', field);
}

/**
 * What a cart tells of a line's stock: as a card tells it (stockLeft), except that a line wanting more than is
 * left, together with the lines sharing its count, is always told how many are left, so the cart can mark it.
 */
export function lineStockLeft(lines: readonly StockedLine[], line: StockedLine): number | null {
  if (line.stock !== null && wantedWith(lines, line) > line.stock) return line.stock;
  return stockLeft(line.stock);
}
