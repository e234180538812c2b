import { and, desc, eq, sql } from 'drizzle-orm';
import { onSale, productFace } from '../catalogue/repository';
import type { Db } from '../db/client';
import { productDetails, products, wishItems } from '../db/schema';
import { notFound } from '../http/errors';

/** Adds a product on sale to the customer's wish list; adding it again changes nothing. */
export async function addToWishList(db: Db, userId: string, productId: string): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), onSale));
  if (!product) throw notFound('No such product');
  await db.insert(wishItems).values({ userId, productId: product.id }).onConflictDoNothing();
}

/**
 * The customer's wished products still on sale, newest first, with whether each comes in sizes or colours (which
 * must be chosen before it goes in a cart).
 */
export function wishList(db: Db, userId: string) {
  return db
    .select({
      productID: wishItems.productId,
      product: { ...productFace, star: products.star },
      offersOptions: sql<boolean>`coalesce(${productDetails.color}, '') <> '' OR coalesce(${productDetails.size}, '') <> ''`,
    })
    .from(wishItems)
    .innerJoin(products, and(eq(products.id, wishItems.productId), onSale))
    .leftJoin(productDetails, eq(productDetails.productId, products.id))
    .where(eq(wishItems.userId, userId))
    .orderBy(desc(wishItems.createdAt));
}

/** Takes a product off the customer's wish list, or throws 404 when it is not on it. */
export async function removeFromWishList(db: Db, userId: string, productId: string): Promise<void> {
  const removed = await db
    .delete(wishItems)
    .where(and(eq(wishItems.userId, userId), eq(wishItems.productId, productId)))
    .returning({ productId: wishItems.productId });
  if (removed.length === 0) throw notFound('That product is not on your wish list');
}
