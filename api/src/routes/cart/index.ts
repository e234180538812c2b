import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_LINE_QTY, MIN_LINE_QTY } from '@shop/shared/lib';
import { Type } from '@sinclair/typebox';
import { addToCart, cartLines, removeCartLine, setCartQuantity } from '../../customers/cart';
import { done, failures, ok, Success, SuccessWithoutData } from '../../http/envelope';
import { customerOf } from '../../plugins/auth';

const tags = ['cart'];
const Id = Type.String({ format: 'uuid' });

export const CartItem = Type.Object({
  _id: Id,
  productID: Id,
  product: Type.Object({
    title: Type.String(),
    image: Type.String(),
    price: Type.Number(),
    discount: Type.Boolean(),
    discountPrice: Type.Union([Type.Number(), Type.Null()]),
  }),
  qty: Type.Integer(),
  size: Type.String(),
  color: Type.String(),
});

const QTY_RANGE = { minimum: MIN_LINE_QTY, maximum: MAX_LINE_QTY };
export const LineQty = Type.Object({ _id: Id, qty: Type.Integer() });

export const SaveCartBody = Type.Object(
  {
    productID: Id,
    color: Type.String({ maxLength: 60, default: '' }),
    size: Type.String({ maxLength: 60, default: '' }),
    qty: Type.Integer({ ...QTY_RANGE, default: 1 }),
  },
  { additionalProperties: false },
);

export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.requireCustomer);

  app.post(
    '/SaveCartList',
    {
      schema: {
        tags,
        description:
          'Adds a line, or raises the quantity of the same product, colour and size (at most 99). A product offered in colours or sizes needs one of each chosen.',
        body: SaveCartBody,
        response: {
          200: Success(LineQty),
          ...failures(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { userId } = customerOf(request);
      return ok(await addToCart(app.db, userId, request.body));
    },
  );

  app.get(
    '/CartList',
    { schema: { tags, response: { 200: Success(Type.Array(CartItem)), ...failures(401, 403) } } },
    async (request) => {
      const { userId } = customerOf(request);
      const lines = await cartLines(app.db, userId);
      return ok(
        lines.map(({ id, productId, title, image, price, discount, discountPrice, qty, size, color }) => ({
          _id: id,
          productID: productId,
          product: { title, image, price, discount, discountPrice },
          qty,
          size,
          color,
        })),
      );
    },
  );

  app.post(
    '/UpdateCartList',
    {
      schema: {
        tags,
        description: "Sets the quantity of one of the caller's lines (1 to 99).",
        body: Type.Object({ _id: Id, qty: Type.Integer(QTY_RANGE) }, { additionalProperties: false }),
        response: { 200: Success(LineQty), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { userId } = customerOf(request);
      return ok(await setCartQuantity(app.db, userId, request.body._id, request.body.qty));
    },
  );

  app.post(
    '/RemoveCartList',
    {
      schema: {
        tags,
        body: Type.Object({ _id: Id }, { additionalProperties: false }),
        response: { 200: SuccessWithoutData, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { userId } = customerOf(request);
      await removeCartLine(app.db, userId, request.body._id);
      return done('Removed from the cart');
    },
  );
};
