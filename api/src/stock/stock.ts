import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { invoiceLines, products, productVariants } from '../db/schema';

/**
 * Stock: how many of a product, or of one of its variants, can still be sold. A null count is unlimited (not
 * counted), as every product is until an operator sets one. Paying takes an invoice's lines from stock in the
 * transaction that applies the payment; cancelling gives them back.
 */

/** At or under this many left, shoppers are told how many ("Only 3 left"); above it, only that it is in stock. */
export const LOW_STOCK_THRESHOLD = 5;

/**
 * What shoppers are told of a count: null when it is unlimited or above the threshold, else how many are left
 * (0: out of stock). The exact count of a well-stocked product stays the shop's business.
 */
export const stockLeft = (count: number | null): number | null =>
  count === null || count > LOW_STOCK_THRESHOLD ? null : count;

/** Where a line's units are counted: its variant, or the product itself. */
interface StockHolder {
  table: 'variant' | 'product';
  id: string;
  /** How many the lines holding from it need together. */
  qty: number;
  /** The SKU to name it by: the variant's, else the product's. */
  sku: string;
  title: string;
}

/** One unit the invoice could not take from stock. */
export interface StockShortage {
  sku: string;
  title: string;
  wanted: number;
  left: number;
}

/** The invoice's lines grouped by where their stock is counted (two lines of one product share its count). */
async function holdersOf(tx: DbOrTx, invoiceId: string): Promise<StockHolder[]> {
  const lines = await tx
    .select({
      productId: invoiceLines.productId,
      variantId: invoiceLines.variantId,
      qty: invoiceLines.qty,
      productSku: products.sku,
      variantSku: productVariants.sku,
      title: products.title,
    })
    .from(invoiceLines)
    .innerJoin(products, eq(products.id, invoiceLines.productId))
    .leftJoin(productVariants, eq(productVariants.id, invoiceLines.variantId))
    .where(eq(invoiceLines.invoiceId, invoiceId));
  const holders = new Map<string, StockHolder>();
  for (const line of lines) {
    const holder: StockHolder = line.variantId
      ? {
          table: 'variant',
          id: line.variantId,
          qty: 0,
          sku: line.variantSku ?? line.productSku,
          title: line.title,
        }
      : { table: 'product', id: line.productId, qty: 0, sku: line.productSku, title: line.title };
    const key = `${holder.table}:${holder.id}`;
    const known = holders.get(key) ?? holder;
    known.qty += line.qty;
    holders.set(key, known);
  }
  return [...holders.values()];
}

/**
 * The current counts of these holders, locked until the transaction ends. Every caller locks variants before
 * products, each in id order, so two payments racing for the same units wait for each other instead of
 * deadlocking; the second then sees what the first left.
 */
async function lockCounts(tx: DbOrTx, holders: StockHolder[]): Promise<Map<string, number | null>> {
  const counts = new Map<string, number | null>();
  const variantIds = holders.filter((h) => h.table === 'variant').map((h) => h.id);
  const productIds = holders.filter((h) => h.table === 'product').map((h) => h.id);
  if (variantIds.length > 0) {
    const rows = await tx
      .select({ id: productVariants.id, stock: productVariants.stock })
      .from(productVariants)
      .where(inArray(productVariants.id, variantIds))
      .orderBy(asc(productVariants.id))
      .for('update');
    for (const row of rows) counts.set(`variant:${row.id}`, row.stock);
  }
  if (productIds.length > 0) {
    const rows = await tx
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(inArray(products.id, productIds))
      .orderBy(asc(products.id))
      .for('update');
    for (const row of rows) counts.set(`product:${row.id}`, row.stock);
  }
  return counts;
}

/** Adds `change` (negative to take) to a holder's count; an unlimited count stays unlimited. */
async function adjust(tx: DbOrTx, holder: StockHolder, change: number) {
  const table = holder.table === 'variant' ? productVariants : products;
  await tx
    .update(table)
    .set({ stock: sql`${table.stock} + ${change}` })
    .where(sql`${table.id} = ${holder.id} AND ${table.stock} IS NOT NULL`);
}

/**
 * Takes every line of the invoice from stock, or nothing: when a counted line needs more than is left, nothing is
 * taken and the shortages are returned (the payment is then kept for an operator's decision). Run inside the
 * transaction that applies the payment.
 */
export async function takeStock(tx: DbOrTx, invoiceId: string): Promise<StockShortage[]> {
  const holders = await holdersOf(tx, invoiceId);
  const counts = await lockCounts(tx, holders);
  const shortages: StockShortage[] = [];
  for (const holder of holders) {
    const left = counts.get(`${holder.table}:${holder.id}`) ?? null;
    if (left !== null && left < holder.qty) {
      shortages.push({ sku: holder.sku, title: holder.title, wanted: holder.qty, left });
    }
  }
  if (shortages.length > 0) return shortages;
  for (const holder of holders) await adjust(tx, holder, -holder.qty);
  return [];
}

/** Gives the invoice's lines back to stock (a cancelled order): counted holders only, in the same locking order. */
export async function giveBackStock(tx: DbOrTx, invoiceId: string): Promise<void> {
  const holders = await holdersOf(tx, invoiceId);
  await lockCounts(tx, holders);
  for (const holder of holders) await adjust(tx, holder, holder.qty);
}

/**
 * Whether any of the invoice's lines is counted (its variant's count, else its product's, is not unlimited): taking
 * or giving back such an invoice changes what shoppers are told is left, so cached catalogue answers must go.
 */
export async function countsStock(tx: DbOrTx, invoiceId: string): Promise<boolean> {
  const [counted] = await tx
    .select({ found: sql`1` })
    .from(invoiceLines)
    .innerJoin(products, eq(products.id, invoiceLines.productId))
    .leftJoin(productVariants, eq(productVariants.id, invoiceLines.variantId))
    .where(
      sql`${invoiceLines.invoiceId} = ${invoiceId} AND CASE WHEN ${productVariants.id} IS NULL THEN ${products.stock} ELSE ${productVariants.stock} END IS NOT NULL`,
    )
    .limit(1);
  return counted !== undefined;
}
