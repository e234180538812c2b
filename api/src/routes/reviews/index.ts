import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, avg, eq, sql } from 'drizzle-orm';
import { onSale } from '../../catalogue/repository';
import { invoiceLines, invoices, products, reviews } from '../../db/schema';
import { done, failures, SuccessWithoutData } from '../../http/envelope';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { customerOf } from '../../plugins/auth';

const ReviewBody = Type.Object(
  {
    des: Type.String({ maxLength: 2000 }),
    // The storefront sends the rating as a string ("5"); numbers are accepted too.
    rating: Type.Union([Type.String({ pattern: '^[1-5]$' }), Type.Integer({ minimum: 1, maximum: 5 })]),
    productID: Type.String({ format: 'uuid' }),
  },
  { additionalProperties: false },
);

export const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/CreateReview',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['reviews'],
        description:
          'Only a customer with a paid order of the product may review it; a second review replaces the first. ' +
          "The product's star becomes the mean rating.",
        body: ReviewBody,
        response: { 200: SuccessWithoutData, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { userId } = customerOf(request);
      const { productID } = request.body;
      const des = request.body.des.trim();
      if (des === '') throw badRequest('des is required');
      const rating = Number(request.body.rating);

      await app.db.transaction(async (tx) => {
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
      // Told before the answer: the customer's next request, whichever replica takes it, lists the review.
      await app.invalidateCatalogue();
      return done('Review saved');
    },
  );
};
