import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { saveReview } from '../../customers/reviews';
import { done, failures, SuccessWithoutData } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { customerOf } from '../../plugins/auth';

export const ReviewBody = Type.Object(
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
      if (des === '') throw badRequest('des is required', 'des');
      const rating = Number(request.body.rating);

      await saveReview(app.db, userId, { productId: productID, rating, des });
      // Told before the answer: the customer's next request, whichever replica takes it, lists the review.
      await app.invalidateCatalogue();
      return done('Review saved');
    },
  );
};
