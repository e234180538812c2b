import { and, avg, eq, sql } from 'drizzle-orm';
import { onSale } from '../catalogue/repository';
import type { Db } from '../db/client';
import { invoiceLines, invoices, products, reviews } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

export interface NewReview {
  productId: string;
  /** 1 to 5. */
  rating: number;
  des: string;
}

/**
 * Saves a customer's review of a product on sale they bought (a paid order of it), replacing their earlier one, and
 * makes the product's star the mean rating of its reviews.
 */
export async function saveReview(db: Db, userId: string, { productId: productID, rating, des }: NewReview) {
  await db.transaction(async (tx) => {
    // Locking the product serialises reviews of it, so the mean below counts concurrent reviews too.
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productID), onSale))
      .for('update');
    if (!product) throw notFound('No such product');
    const [bought] = await tx
      .select({ found: sql`1` })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(
        and(
          eq(invoices.userId, userId),
          eq(invoices.paymentStatus, 'success'),
          eq(invoiceLines.productId, productID),
        ),
      )
      .limit(1);
    if (!bought)
      throw new HttpError(403, 'Only customers who bought this product can review it', 'NOT_PURCHASED');

    await tx
      .insert(reviews)
      .values({ userId, productId: productID, rating, des })
      .onConflictDoUpdate({
        target: [reviews.productId, reviews.userId],
        set: { rating, des, createdAt: new Date() },
      });
    await tx
      .update(products)
      .set({
        star: sql`(${tx
          .select({ mean: sql`round(${avg(reviews.rating)}, 2)` })
          .from(reviews)
          .where(eq(reviews.productId, productID))})`,
      })
      .where(eq(products.id, productID));
  });
}
