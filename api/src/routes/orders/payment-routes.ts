import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { done, failures, SuccessWithoutData } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { confirmPayment, endPaymentOnProof } from '../../orders/payment-results';
import { GatewayUnavailableError } from '../../payment/gateway';

const tags = ['payment callbacks'];
const Params = Type.Object({ tran_id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });
/**
 * What SSLCommerz (and the sandbox) post. A val_id counts only through validation; a failure or cancel only with
 * its signature (verify_sign over the fields verify_key names), so the other fields are kept for that check.
 */
const Notification = Type.Object(
  {
    val_id: Type.Optional(Type.String({ maxLength: 128 })),
    status: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: Type.String({ maxLength: 2000 }) },
);
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
        'The browser returns here after paying; the payment is validated, then it goes to /orders?paid={tran_id}, ' +
          'where the orders page says whether that payment was received.',
      ),
    },
    async (request, reply) => {
      const valId = request.body?.val_id;
      if (valId) {
        try {
          await confirmPayment(
            app.db,
            app.gateway,
            app.customerMail,
            request.log,
            app.invalidateCatalogue,
            request.params.tran_id,
            valId,
          );
        } catch (error) {
          // The IPN will confirm it later; the customer sees the invoice as pending meanwhile.
          if (!(error instanceof GatewayUnavailableError)) throw error;
          request.log.warn({ err: error }, 'payment validation unavailable');
        }
      }
      return reply.redirect(`${ordersPage}?paid=${encodeURIComponent(request.params.tran_id)}`, 303);
    },
  );

  // The orders page says how the payment ended, which the address carries: the invoice may not show it yet.
  const endings = [
    ['PaymentFail', 'failed', 'The payment failed; back to /orders?failed={tran_id}.'],
    ['PaymentCancel', 'cancelled', 'The customer cancelled; back to /orders?cancelled={tran_id}.'],
  ] as const;
  for (const [route, ending, description] of endings) {
    app.post(
      `/${route}/:tran_id`,
      {
        schema: schema(
          `${description} The invoice changes only when the gateway's signature proves the result; ` +
            'a confirmed payment is never undone.',
        ),
      },
      async (request, reply) => {
        const { tran_id } = request.params;
        await endPaymentOnProof(app.db, app.gateway, request.log, tran_id, request.body ?? {});
        return reply.redirect(`${ordersPage}?${ending}=${encodeURIComponent(tran_id)}`, 303);
      },
    );
  }

  app.post(
    '/PaymentIPN/:tran_id',
    {
      schema: {
        ...schema(
          'Server-to-server notification from the gateway: a payment (val_id, validated with the gateway) or a ' +
            'signed failure or cancel. Answers 503 when validation is unreachable, so the gateway retries.',
        ),
        response: { 200: SuccessWithoutData, ...failures(400, 503) },
      },
    },
    async (request) => {
      const { tran_id } = request.params;
      const fields = request.body ?? {};
      if (fields.val_id) {
        try {
          const outcome = await confirmPayment(
            app.db,
            app.gateway,
            app.customerMail,
            request.log,
            app.invalidateCatalogue,
            tran_id,
            fields.val_id,
          );
          return done(outcome);
        } catch (error) {
          if (!(error instanceof GatewayUnavailableError)) throw error;
          throw new HttpError(503, 'Validation is unavailable; retry later', 'GATEWAY_UNAVAILABLE');
        }
      }
      const proven = await endPaymentOnProof(app.db, app.gateway, request.log, tran_id, fields);
      return done(proven ? 'ended' : 'unverified');
    },
  );
};
