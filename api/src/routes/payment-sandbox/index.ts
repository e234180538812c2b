import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import {
  completeSandboxPayment,
  findSandboxPayment,
  findValidPayment,
  SANDBOX_PAGE_PATH,
  type SandboxPayment,
  sandboxStorePassword,
} from '../../payment/sandbox';
import {
  type Callback,
  completedPage,
  expiredPage,
  notFoundPage,
  paymentPage,
  returnPage,
} from '../../payment/sandbox-pages';
import { signNotification } from '../../payment/sslcommerz-signature';

const tags = ['sandbox gateway'];
const IPN_TIMEOUT_MS = 10_000;
const SessionParams = Type.Object({ sessionKey: Type.String({ minLength: 1, maxLength: 128 }) });

/**
 * The sandbox gateway's side of the journey: the hosted payment page, the return to the shop through the
 * same callback routes SSLCommerz uses, and a validation endpoint shaped like SSLCommerz's.
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncTypebox<{ db: Db; publicUrl: string }> = async (
  app,
  options,
) => {
  const { db } = options;
  const ordersUrl = `${options.publicUrl.replace(/\/+$/, '')}/orders`;

  app.get(
    `${SANDBOX_PAGE_PATH}/:sessionKey`,
    { schema: { tags, description: 'The hosted test payment page.', params: SessionParams } },
    async (request, reply) => {
      const payment = await findSandboxPayment(db, request.params.sessionKey);
      if (!payment) return sendHtml(reply, 404, notFoundPage());
      if (payment.status !== 'open') {
        return sendHtml(reply, 200, completedPage(payment.tranId, payment.status, ordersUrl));
      }
      if (isExpired(payment)) return sendHtml(reply, 410, expiredPage(payment.tranId, ordersUrl));
      return sendHtml(reply, 200, paymentPage(payment));
    },
  );

  app.post(
    `${SANDBOX_PAGE_PATH}/:sessionKey`,
    {
      schema: {
        tags,
        description:
          'Completes the test payment (pay, fail or cancel) and sends the browser back to the shop.',
        params: SessionParams,
        body: Type.Object({
          outcome: Type.Union([Type.Literal('pay'), Type.Literal('fail'), Type.Literal('cancel')]),
        }),
      },
    },
    async (request, reply) => {
      const { sessionKey } = request.params;
      const payment = await completeSandboxPayment(db, sessionKey, request.body.outcome);
      if (!payment) {
        const existing = await findSandboxPayment(db, sessionKey);
        if (!existing) return sendHtml(reply, 404, notFoundPage());
        return existing.status === 'open'
          ? sendHtml(reply, 410, expiredPage(existing.tranId, ordersUrl))
          : sendHtml(reply, 409, completedPage(existing.tranId, existing.status, ordersUrl));
      }
      const callback = callbackOf(payment, await sandboxStorePassword(db));
      sendIpn(payment.ipnUrl, callback.fields, request.log);
      const nonce = randomBytes(16).toString('base64');
      return sendHtml(reply, 200, returnPage(callback, nonce), nonce);
    },
  );

  app.get(
    '/api/sandbox-gateway/validate',
    {
      schema: {
        tags,
        description: 'Confirms a validation id, answering like the SSLCommerz validation API.',
        querystring: Type.Object({ val_id: Type.String({ maxLength: 128 }) }),
        response: {
          200: Type.Object({
            status: Type.Union([Type.Literal('VALID'), Type.Literal('INVALID_TRANSACTION')]),
            tran_id: Type.Optional(Type.String()),
            val_id: Type.Optional(Type.String()),
            amount: Type.Optional(Type.String()),
            currency: Type.Optional(Type.String()),
            bank_tran_id: Type.Optional(Type.String()),
          }),
        },
      },
    },
    async (request) => {
      const payment = await findValidPayment(db, request.query.val_id);
      if (!payment) return { status: 'INVALID_TRANSACTION' as const };
      return {
        status: 'VALID' as const,
        tran_id: payment.tranId,
        val_id: payment.valId,
        amount: payment.amount.toFixed(2),
        currency: payment.currency,
        bank_tran_id: payment.bankTranId,
      };
    },
  );
};

const isExpired = (payment: SandboxPayment) => payment.expiresAt.getTime() <= Date.now();

/** What SSLCommerz would POST back to the shop for this outcome, signed with the store password as it signs. */
function callbackOf(payment: SandboxPayment, storePassword: string): Callback {
  const common = { tran_id: payment.tranId, amount: payment.amount.toFixed(2), currency: payment.currency };
  const signed = (fields: Record<string, string>) => signNotification(fields, storePassword);
  if (payment.status === 'valid' && payment.valId) {
    return {
      url: payment.successUrl,
      fields: signed({ ...common, val_id: payment.valId, status: 'VALID' }),
      headline: 'Payment approved',
    };
  }
  if (payment.status === 'failed') {
    return {
      url: payment.failUrl,
      fields: signed({ ...common, status: 'FAILED' }),
      headline: 'Payment failed',
    };
  }
  return {
    url: payment.cancelUrl,
    fields: signed({ ...common, status: 'CANCELLED' }),
    headline: 'Payment cancelled',
  };
}

/** Server-to-server notification, as SSLCommerz sends it; the shop must not depend on the browser coming back. */
function sendIpn(url: string, fields: Record<string, string>, log: FastifyBaseLogger): void {
  fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    signal: AbortSignal.timeout(IPN_TIMEOUT_MS),
  })
    .then(async (response) => {
      await response.body?.cancel();
      if (!response.ok) log.warn({ status: response.status }, 'sandbox gateway: IPN was refused');
    })
    .catch((error: unknown) => log.warn({ err: error }, 'sandbox gateway: IPN could not be delivered'));
}

function sendHtml(reply: FastifyReply, statusCode: number, html: string, scriptNonce?: string): FastifyReply {
  const script = scriptNonce ? `'nonce-${scriptNonce}'` : "'none'";
  return reply
    .code(statusCode)
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; script-src ${script}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}
