import { MAX_LINE_QTY, offeredOptions } from '@shop/shared/lib';
import { and, asc, eq, sql } from 'drizzle-orm';
import { onSale, variantFace } from '../catalogue/repository';
import type { Db, DbOrTx } from '../db/client';
import { cartItems, productDetails, products, productVariants, users } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';
import { outOfStock, wantedWith } from '../stock/line-stock';

/** Distinct lines one cart may hold. */
export const MAX_CART_LINES = 100;

export interface NewCartLine {
  productID: string;
  color: string;
  size: string;
  qty: number;
}

/**
 * A product offered in colours or sizes is added in one of them (none chosen is refused too: a line the shop could
 * not ship); a product without any takes an empty value.
 */
function checkOption(field: 'color' | 'size', chosen: string, offered: string): void {
  const available = offeredOptions(offered);
  if (available.length ? !available.includes(chosen) : chosen !== '') {
    throw badRequest(
      available.length
        ? `${field} must be one of: ${available.join(', ')}`
        : `${field} must be empty: this product has no ${field} options`,
      field,
    );
  }
}

/**
 * Refuses (409 OUT_OF_STOCK, about `field`) a line that, with the cart's other lines taking from the same count,
 * wants more than is left. Run in the transaction that changed the line, so the refusal undoes the change.
 */
async function checkStockOf(tx: DbOrTx, userId: string, lineId: string, field: string): Promise<void> {
  const lines = await cartLines(tx, userId);
  const line = lines.find((candidate) => candidate.id === lineId);
  if (line && line.stock !== null && wantedWith(lines, line) > line.stock) throw outOfStock(line, field);
}

/**
 * Adds a line, or raises the quantity of the same product, colour and size (at most MAX_LINE_QTY); a cart holds at most
 * MAX_CART_LINES different lines, and no more of a product (or of its variant) than is left. Answers the line and
 * its quantity.
 */
export function addToCart(db: Db, userId: string, { productID, qty, ...chosen }: NewCartLine) {
  const color = chosen.color.trim();
  const size = chosen.size.trim();
  return db.transaction(async (tx) => {
    // Locking the customer's row serialises their adds, so the line limit holds under concurrent adds
    // (locking the existing lines would not stop a new line inserted meanwhile). The product is read in
    // the same statement: every round trip made here is one the customer's other adds wait behind.
    const [found] = await tx
      .select({
        productId: products.id,
        colors: productDetails.color,
        sizes: productDetails.size,
        // Whether any of its units are counted: an unlimited product needs no look at the rest of the cart.
        countsStock: sql<boolean>`(${products.stock} IS NOT NULL OR EXISTS (SELECT 1 FROM ${productVariants} variant
          WHERE variant.product_id = ${products.id} AND variant.stock IS NOT NULL))`,
      })
      .from(users)
      .leftJoin(products, and(eq(products.id, productID), onSale))
      .leftJoin(productDetails, eq(productDetails.productId, products.id))
      .where(eq(users.id, userId))
      .for('no key update', { of: users });
    if (!found?.productId) throw notFound('No such product');
    checkOption('color', color, found.colors ?? '');
    checkOption('size', size, found.sizes ?? '');

    const [line] = await tx
      .insert(cartItems)
      .values({ userId, productId: productID, color, size, qty })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId, cartItems.color, cartItems.size],
        set: { qty: sql`least(${cartItems.qty} + excluded.qty, ${MAX_LINE_QTY})` },
      })
      .returning({
        _id: cartItems.id,
        qty: cartItems.qty,
        // Read as of the statement's start, and this line, new or raised, is never among them. (The column
        // is spelt out: drizzle writes returned columns unqualified, which would name `other`'s own id.)
        otherLines: sql<number>`(select count(*)::int from ${cartItems} other
          where other.user_id = ${userId} and other.id <> ${cartItems}.id)`,
      });
    if (!line) throw new Error('cart upsert returned nothing');
    if (line.otherLines >= MAX_CART_LINES) {
      throw new HttpError(409, `A cart holds at most ${MAX_CART_LINES} different items`, 'CART_FULL');
    }
    if (found.countsStock) await checkStockOf(tx, userId, line._id, 'qty');
    return { _id: line._id, qty: line.qty };
  });
}

/**
 * The cart's lines, oldest first, at today's prices (a variant's own, when the line's size and colour have one),
 * with the stock each takes from, leaving out any of a product retired since it was added: what the cart shows and
 * what a checkout buys.
 */
export function cartLines(db: DbOrTx, userId: string) {
  return db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      ...variantFace,
      qty: cartItems.qty,
      size: cartItems.size,
      color: cartItems.color,
    })
    .from(cartItems)
    .innerJoin(products, and(eq(products.id, cartItems.productId), onSale))
    .leftJoin(
      productVariants,
      and(
        eq(productVariants.productId, cartItems.productId),
        eq(productVariants.size, cartItems.size),
        eq(productVariants.color, cartItems.color),
      ),
    )
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

/**
 * Sets the quantity of one of the customer's lines; answers the line, or throws 404 when it is not theirs. Raising
 * it beyond what is left is refused; lowering it never is (stock may have run low since it was added).
 */
export function setCartQuantity(db: Db, userId: string, lineId: string, qty: number) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ qty: cartItems.qty })
      .from(cartItems)
      .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
      .for('update');
    if (!before) throw notFound('No such item in your cart');
    const [line] = await tx
      .update(cartItems)
      .set({ qty })
      .where(eq(cartItems.id, lineId))
      .returning({ _id: cartItems.id, qty: cartItems.qty });
    if (!line) throw new Error('cart update returned nothing');
    if (qty > before.qty) await checkStockOf(tx, userId, lineId, 'qty');
    return line;
  });
}

/** Removes one of the customer's lines, or throws 404 when it is not theirs. */
export async function removeCartLine(db: Db, userId: string, lineId: string): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound('No such item in your cart');
}
