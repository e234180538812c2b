export const OUT_OF_STOCK_TEXT = 'Out of stock';
export const onlyLeftText = (left: number) => `Only ${left} left`;

/**
 * What to tell shoppers about a `stockLeft` from the API: "Out of stock" at 0, "Only N left" when few are, and
 * nothing (null) when plenty are or the stock is not counted.
 */
export function stockText(stockLeft: number | null | undefined): string | null {
  if (stockLeft === null || stockLeft === undefined) return null;
  return stockLeft <= 0 ? OUT_OF_STOCK_TEXT : onlyLeftText(stockLeft);
}

/** Whether a line of `qty` asks for more than is known to be left. */
export const exceedsStock = (qty: number, stockLeft: number | null | undefined) =>
  stockLeft !== null && stockLeft !== undefined && qty > stockLeft;

interface StockNoteProps {
  stockLeft: number | null | undefined;
  id?: string;
  className?: string;
  /**
   * The note changes while the shopper stays (a size or colour chosen): it is then a status, always in the page,
   * so screen readers announce the new words.
   */
  live?: boolean;
}

/** "Out of stock" or "Only N left", in the warning's colours; nothing when plenty are left, unless `live`. */
export function StockNote({ stockLeft, id, className, live = false }: StockNoteProps) {
  const text = stockText(stockLeft);
  if (!text && !live) return null;
  const classes = ['shop-stock', stockLeft === 0 && 'shop-stock-out', className].filter(Boolean).join(' ');
  return (
    <span id={id} className={classes} role={live ? 'status' : undefined}>
      {text}
    </span>
  );
}
