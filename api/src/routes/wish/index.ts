import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { addToWishList, removeFromWishList, wishList } from '../../customers/wish-list';
import { done, failures, ok, Success, SuccessWithoutData } from '../../http/envelope';
import { customerOf } from '../../plugins/auth';

const tags = ['wish list'];
const Id = Type.String({ format: 'uuid' });
const ProductBody = Type.Object({ productID: Id }, { additionalProperties: false });

export const WishItem = Type.Object({
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
      await addToWishList(app.db, userId, request.body.productID);
      return done('Added to the wish list');
    },
  );

  app.get(
    '/WishList',
    { schema: { tags, response: { 200: Success(Type.Array(WishItem)), ...failures(401, 403) } } },
    async (request) => {
      const { userId } = customerOf(request);
      return ok(await wishList(app.db, userId));
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
      await removeFromWishList(app.db, userId, request.body.productID);
      return done('Removed from the wish list');
    },
  );
};
