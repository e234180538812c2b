import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_LINE_QTY, MIN_LINE_QTY, offeredOptions } from '@shop/shared/lib';
import { Type } from '@sinclair/typebox';
import { and, asc, eq, sql } from 'drizzle-orm';
import { onSale } from '../../catalogue/repository';
import { cartItems, productDetails, products, users } from '../../db/schema';
import { done, failures, ok, Success, SuccessWithoutData } from '../../http/envelope';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { customerOf } from '../../plugins/auth';

const tags = ['cart'];
const Id = Type.String({ format: 'uuid' });
/** Distinct lines one cart may hold. */
export const MAX_CART_LINES = 100;

const CartItem = Type.Object({
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
const LineQty = Type.Object({ _id: Id, qty: Type.Integer() });

const SaveCartBody = Type.Object(
  {
    productID: Id,
    color: Type.String({ maxLength: 60, default: '' }),
    size: Type.String({ maxLength: 60, default: '' }),
    qty: Type.Integer({ ...QTY_RANGE, default: 1 }),
  },
  { additionalProperties: false },
);

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
    );
  }
}

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
      const { productID, qty } = request.body;
      const color = request.body.color.trim();
      const size = request.body.size.trim();

      return app.db.transaction(async (tx) => {
        // Locking the customer's row serialises their adds, so the line limit holds under concurrent adds
        // (locking the existing lines would not stop a new line inserted meanwhile). The product is read in
        // the same statement: every round trip made here is one the customer's other adds wait behind.
        const [found] = await tx
          .select({ productId: products.id, colors: productDetails.color, sizes: productDetails.size })
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
        return ok({ _id: line._id, qty: line.qty });
      });
    },
  );

  app.get(
    '/CartList',
    { schema: { tags, response: { 200: Success(Type.Array(CartItem)), ...failures(401, 403) } } },
    async (request) => {
      const { userId } = customerOf(request);
      const lines = await app.db
        .select({
          _id: cartItems.id,
          productID: cartItems.productId,
          product: {
            title: products.title,
            image: products.image,
            price: products.price,
            discount: products.discount,
            discountPrice: products.discountPrice,
          },
          qty: cartItems.qty,
          size: cartItems.size,
          color: cartItems.color,
        })
        .from(cartItems)
        .innerJoin(products, and(eq(products.id, cartItems.productId), onSale))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
      return ok(lines);
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
      const [line] = await app.db
        .update(cartItems)
        .set({ qty: request.body.qty })
        .where(and(eq(cartItems.id, request.body._id), eq(cartItems.userId, userId)))
        .returning({ _id: cartItems.id, qty: cartItems.qty });
      if (!line) throw notFound('No such item in your cart');
      return ok(line);
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
      const removed = await app.db
        .delete(cartItems)
        .where(and(eq(cartItems.id, request.body._id), eq(cartItems.userId, userId)))
        .returning({ id: cartItems.id });
      if (removed.length === 0) throw notFound('No such item in your cart');
      return done('Removed from the cart');
    },
  );
};
