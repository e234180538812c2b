import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, desc, eq, sql } from 'drizzle-orm';
import { onSale } from '../../catalogue/repository';
import { productDetails, products, wishItems } from '../../db/schema';
import { done, failures, ok, Success, SuccessWithoutData } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { customerOf } from '../../plugins/auth';

const tags = ['wish list'];
const Id = Type.String({ format: 'uuid' });
const ProductBody = Type.Object({ productID: Id }, { additionalProperties: false });

const WishItem = Type.Object({
  productID: Id,
  product: Type.Object({
    title: Type.String(),
    image: Type.String(),
    price: Type.Number(),
    discount: Type.Boolean(),
    discountPrice: Type.Union([Type.Number(), Type.Null()]),
    star: Type.Number(),
  }),
  /** Whether the product comes in sizes or colours, which must be chosen before it goes in a cart. */
  offersOptions: Type.Boolean(),
});

export const wishRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.requireCustomer);

  app.post(
    '/SaveWishList',
    {
      schema: {
        tags,
        description: 'Adds the product to the wish list; adding it again changes nothing.',
        body: ProductBody,
        response: { 200: SuccessWithoutData, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { userId } = customerOf(request);
      const [product] = await app.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, request.body.productID), onSale));
      if (!product) throw notFound('No such product');
      await app.db.insert(wishItems).values({ userId, productId: product.id }).onConflictDoNothing();
      return done('Added to the wish list');
    },
  );

  app.get(
    '/WishList',
    { schema: { tags, response: { 200: Success(Type.Array(WishItem)), ...failures(401, 403) } } },
    async (request) => {
      const { userId } = customerOf(request);
      const items = await app.db
        .select({
          productID: wishItems.productId,
          product: {
            title: products.title,
            image: products.image,
            price: products.price,
            discount: products.discount,
            discountPrice: products.discountPrice,
            star: products.star,
          },
          offersOptions: sql<boolean>`coalesce(${productDetails.color}, '') <> '' OR coalesce(${productDetails.size}, '') <> ''`,
        })
        .from(wishItems)
        .innerJoin(products, and(eq(products.id, wishItems.productId), onSale))
        .leftJoin(productDetails, eq(productDetails.productId, products.id))
        .where(eq(wishItems.userId, userId))
        .orderBy(desc(wishItems.createdAt));
      return ok(items);
    },
  );

  app.post(
    '/RemoveWishList',
    {
      schema: {
        tags,
        body: ProductBody,
        response: { 200: SuccessWithoutData, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { userId } = customerOf(request);
      const removed = await app.db
        .delete(wishItems)
        .where(and(eq(wishItems.userId, userId), eq(wishItems.productId, request.body.productID)))
        .returning({ productId: wishItems.productId });
      if (removed.length === 0) throw notFound('That product is not on your wish list');
      return done('Removed from the wish list');
    },
  );
};
