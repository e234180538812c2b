import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { done, failures, SuccessWithoutData } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { GatewayUnavailableError } from '../../payment/gateway';
import { confirmPayment, endPayment } from './payment-results';

const tags = ['payment callbacks'];
const Params = Type.Object({ tran_id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });
/** What SSLCommerz (and the sandbox) post; only val_id matters, and only through validation. */
const Notification = Type.Object({
  val_id: Type.Optional(Type.String({ maxLength: 128 })),
  status: Type.Optional(Type.String({ maxLength: 40 })),
});
const schema = (description: string) => ({
  tags,
  description,
  params: Params,
  body: Type.Optional(Notification),
});

/**
 * Where the gateway sends the customer's browser, and its server-to-server notification (IPN).
 * None of them is trusted as it stands: a payment counts only once the gateway's validation confirms it.
 */
export const paymentCallbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ordersPage = `${app.config.publicUrl}/orders`;

  app.post(
    '/PaymentSuccess/:tran_id',
    {
      schema: schema(
        'The browser returns here after paying; the payment is validated, then it goes to /orders.',
      ),
    },
    async (request, reply) => {
      const valId = request.body?.val_id;
      if (valId) {
        try {
          await confirmPayment(app.db, app.gateway, request.log, request.params.tran_id, valId);
        } catch (error) {
          // The IPN will confirm it later; the customer sees the invoice as pending meanwhile.
          if (!(error instanceof GatewayUnavailableError)) throw error;
          request.log.warn({ err: error }, 'payment validation unavailable');
        }
      }
      return reply.redirect(ordersPage, 303);
    },
  );

  const endings = [
    ['PaymentFail', 'failed', 'The payment failed; back to /orders.'],
    [
      'PaymentCancel',
      'cancelled',
      'The customer cancelled; back to /orders. A confirmed payment is never undone.',
    ],
  ] as const;
  for (const [route, status, description] of endings) {
    app.post(`/${route}/:tran_id`, { schema: schema(description) }, async (request, reply) => {
      await endPayment(app.db, request.params.tran_id, status);
      return reply.redirect(ordersPage, 303);
    });
  }

  app.post(
    '/PaymentIPN/:tran_id',
    {
      schema: {
        ...schema(
          'Server-to-server notification from the gateway. Answers 503 when validation is unreachable, so the gateway retries.',
        ),
        response: { 200: SuccessWithoutData, ...failures(400, 503) },
      },
    },
    async (request) => {
      const { tran_id } = request.params;
      const valId = request.body?.val_id;
      const status = request.body?.status?.toUpperCase();
      if (valId) {
        try {
          const outcome = await confirmPayment(app.db, app.gateway, request.log, tran_id, valId);
          return done(outcome);
        } catch (error) {
          if (!(error instanceof GatewayUnavailableError)) throw error;
          throw new HttpError(503, 'Validation is unavailable; retry later');
        }
      }
      if (status === 'FAILED') await endPayment(app.db, tran_id, 'failed');
      if (status === 'CANCELLED') await endPayment(app.db, tran_id, 'cancelled');
      return done();
    },
  );
};
