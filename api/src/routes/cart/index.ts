import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_LINE_QTY, MIN_LINE_QTY } from '@shop/shared/lib';
import { Type } from '@sinclair/typebox';
import { addToCart, cartLines, removeCartLine, setCartQuantity } from '../../customers/cart';
import { done, failures, ok, Success, SuccessWithoutData } from '../../http/envelope';
import { customerOf } from '../../plugins/auth';
import { lineStockLeft } from '../../stock/line-stock';

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
  stockLeft: Type.Optional(
    Type.Union([Type.Integer(), Type.Null()], {
      description:
        'How many are left when few are (0: out of stock), or when the line (with lines sharing its stock) wants more than are left; null when plenty are or stock is not counted. A line wanting more cannot be checked out.',
    }),
  ),
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
          'Adds a line, or raises the quantity of the same product, colour and size (at most 99). A product offered in colours or sizes needs one of each chosen. More than is left is refused with 409 OUT_OF_STOCK.',
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
        lines.map((line) => ({
          _id: line.id,
          productID: line.productId,
          product: {
            title: line.title,
            image: line.image,
            price: line.price,
            discount: line.discount,
            discountPrice: line.discountPrice,
          },
          qty: line.qty,
          size: line.size,
          color: line.color,
          stockLeft: lineStockLeft(lines, line),
        })),
      );
    },
  );

  app.post(
    '/UpdateCartList',
    {
      schema: {
        tags,
        description:
          "Sets the quantity of one of the caller's lines (1 to 99). Raising it beyond what is left is refused with 409 OUT_OF_STOCK.",
        body: Type.Object({ _id: Id, qty: Type.Integer(QTY_RANGE) }, { additionalProperties: false }),
        response: { 200: Success(LineQty), ...failures(400, 401, 403, 404, 409) },
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
