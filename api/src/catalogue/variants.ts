import { randomUUID } from 'node:crypto';
import { offeredOptions } from '@shop/shared/lib';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { insertRows } from '../db/bulk-insert';
import type { DbOrTx } from '../db/client';
import { products, productVariants } from '../db/schema';
import type { Variant } from './product-fields';

/**
 * A product's variants as the back office and the product file carry them, and their replacement: a product's list
 * is always written whole, and variants are matched on their SKU so that a kept variant keeps its id (invoice lines
 * name it).
 */

/** A key for the one advisory lock every write of SKUs takes (the bytes of "skus"). */
const SKU_WRITES_LOCK = 0x736b7573;

/**
 * Serialises the writes of SKUs until the transaction ends. A SKU is unique across products and variants together,
 * which no constraint of either table can say: a write checks the other table and then writes, and two writes doing
 * so at once could each miss the other's.
 */
export async function lockSkuWrites(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SKU_WRITES_LOCK})`);
}

/**
 * Locks the variants of the products `where` keeps and then those products, each in id order, until the transaction
 * ends: the order in which paying takes stock, so that a write of stock and a payment wait for each other instead of
 * deadlocking.
 */
export async function lockStockHolders(tx: DbOrTx, where: SQL): Promise<void> {
  await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where)
    .orderBy(asc(productVariants.id))
    .for('update', { of: productVariants });
  await tx.select({ id: products.id }).from(products).where(where).orderBy(asc(products.id)).for('update');
}

const variantColumns = {
  productId: productVariants.productId,
  id: productVariants.id,
  sku: productVariants.sku,
  size: productVariants.size,
  color: productVariants.color,
  stock: productVariants.stock,
  price: productVariants.price,
};

/** The variants of the products `where` keeps (over products joined to their variants), by product id. */
export async function variantsWhere(
  tx: DbOrTx,
  where: SQL | undefined,
): Promise<Map<string, (Variant & { id: string })[]>> {
  const rows = await tx
    .select(variantColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where)
    .orderBy(asc(productVariants.sku));
  const byProduct = new Map<string, (Variant & { id: string })[]>();
  for (const { productId, ...variant } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push(variant);
    byProduct.set(productId, list);
  }
  return byProduct;
}

/** The variants of these products, by product id. */
export const variantsOf = (tx: DbOrTx, productIds: string[]) =>
  productIds.length === 0
    ? Promise.resolve(new Map<string, (Variant & { id: string })[]>())
    : variantsWhere(tx, inArray(productVariants.productId, productIds));

/**
 * A list in the order a shopper meets the choices: the product's sizes, then its colours (a choice no longer
 * offered goes last), then by SKU. The admin API, the export and the storefront all list variants so.
 */
export function inOptionOrder<T extends Pick<Variant, 'sku' | 'size' | 'color'>>(
  variants: T[],
  details: { size: string; color: string },
): T[] {
  const rank = (options: string[], choice: string) => {
    const at = options.indexOf(choice);
    return at === -1 ? options.length : at;
  };
  const sizes = offeredOptions(details.size);
  const colors = offeredOptions(details.color);
  return [...variants].sort(
    (a, b) =>
      rank(sizes, a.size) - rank(sizes, b.size) ||
      rank(colors, a.color) - rank(colors, b.color) ||
      (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0),
  );
}

/** A variant as answered and audited: without its id, which is the database's business. */
export const publicVariant = ({ sku, size, color, stock, price }: Variant): Variant => ({
  sku,
  size,
  color,
  stock,
  price,
});

/** Whether two lists hold the same variants, whatever their order. */
export function sameVariants(a: Variant[], b: Variant[]): boolean {
  if (a.length !== b.length) return false;
  const bySku = new Map(b.map((variant) => [variant.sku, variant]));
  return a.every((variant) => {
    const other = bySku.get(variant.sku);
    return (
      other !== undefined &&
      other.size === variant.size &&
      other.color === variant.color &&
      other.stock === variant.stock &&
      other.price === variant.price
    );
  });
}

/**
 * Gives each product the list of variants wanted for it, replacing what it had: a variant whose SKU the product
 * already has is updated in place (its id, which invoice lines name, is kept); the others are deleted (an invoice
 * line naming one keeps its product and loses its variant) or inserted. Run under `lockSkuWrites`, after checking
 * that no SKU is another product's.
 */
export async function replaceVariants(tx: DbOrTx, wanted: Map<string, Variant[]>): Promise<void> {
  const productIds = [...wanted.keys()];
  if (productIds.length === 0) return;
  const stored = await variantsOf(tx, productIds);
  const dropped: string[] = [];
  const kept: string[] = [];
  const rows: (typeof productVariants.$inferInsert)[] = [];
  for (const [productId, variants] of wanted) {
    const idOfSku = new Map((stored.get(productId) ?? []).map((variant) => [variant.sku, variant.id]));
    const wantedSkus = new Set(variants.map((variant) => variant.sku));
    for (const [sku, id] of idOfSku) (wantedSkus.has(sku) ? kept : dropped).push(id);
    for (const variant of variants) {
      rows.push({ id: idOfSku.get(variant.sku) ?? randomUUID(), productId, ...publicVariant(variant) });
    }
  }
  // Deleted first, so another product of the same write may take a SKU this one gives up.
  if (dropped.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, dropped));
  // Two kept variants may swap their size and colour, and the one-per-pair index is checked row by row: each kept
  // variant is parked on a pair of its own (its id as its size) before all take their new ones.
  if (kept.length > 0) {
    await tx
      .update(productVariants)
      .set({ size: sql`${productVariants.id}::text` })
      .where(inArray(productVariants.id, kept));
  }
  await insertRows(tx, productVariants, rows, {
    upsert: { target: productVariants.id, update: ['size', 'color', 'stock', 'price'] },
  });
}

/** Where a SKU is stored: on a product, or on a variant of the product with `productSku`. */
export type SkuOwner =
  | { kind: 'product'; productId: string }
  | { kind: 'variant'; productId: string; productSku: string };

/** Who holds each of these SKUs now, products and variants alike. */
export async function ownersOfSkus(tx: DbOrTx, skus: string[]): Promise<Map<string, SkuOwner>> {
  const owners = new Map<string, SkuOwner>();
  if (skus.length === 0) return owners;
  // One JSON parameter rather than an IN list of up to 100,000.
  const listed = (column: PgColumn) =>
    sql`${column} IN (SELECT jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))`;
  const productRows = await tx
    .select({ sku: products.sku, productId: products.id })
    .from(products)
    .where(listed(products.sku));
  for (const { sku, productId } of productRows) owners.set(sku, { kind: 'product', productId });
  const variantRows = await tx
    .select({ sku: productVariants.sku, productId: products.id, productSku: products.sku })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(listed(productVariants.sku));
  for (const { sku, ...owner } of variantRows) owners.set(sku, { kind: 'variant', ...owner });
  return owners;
}

/** How an owner is named in a refusal. */
export const ownerName = (owner: SkuOwner) =>
  owner.kind === 'product' ? 'a product' : `a variant of product ${owner.productSku}`;
