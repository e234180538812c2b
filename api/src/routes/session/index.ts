import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_EMAIL_OCTETS } from '@shop/shared/lib';
import { Type } from '@sinclair/typebox';
import { issueOtp, OTP_TTL_MINUTES, verifyOtp } from '../../auth/otp';
import { otpMessage } from '../../auth/otp-message';
import { createSession, revokeSession } from '../../auth/sessions';
import { done, failures, SuccessWithoutData } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { EMAIL_FORMAT } from '../../lib/email-address';

const tags = ['session'];
/** Loose on purpose, as the storefront's check: text@text.text within RFC 5321's lengths (lib/email-address.ts). */
const Email = Type.String({ maxLength: MAX_EMAIL_OCTETS, format: EMAIL_FORMAT });

/** Passwordless sign-in: a one-time code by e-mail, then a server-side session. */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/UserOTP/:email',
    {
      config: { changesState: true },
      preHandler: app.refuseCrossSite,
      schema: {
        tags,
        description:
          'E-mails a 6-digit sign-in code, valid once for 10 minutes. Creates the customer on first use.',
        params: Type.Object({ email: Email }),
        response: { 200: SuccessWithoutData, ...failures(400, 403, 429, 502) },
      },
    },
    async (request, reply) => {
      const email = request.params.email.toLowerCase();
      const issued = await issueOtp(app.db, email, request.ip);
      if (!issued.ok) {
        app.metrics.otpCodes.inc({ outcome: 'rate_limited' });
        reply.header('retry-after', issued.retryAfterSeconds);
        throw new HttpError(429, 'Too many code requests. Please wait a little and try again.');
      }
      try {
        await app.mailer.send(
          otpMessage({
            to: email,
            code: issued.code,
            minutes: OTP_TTL_MINUTES,
            shopUrl: app.config.publicUrl,
          }),
        );
      } catch (error) {
        app.metrics.otpCodes.inc({ outcome: 'mail_failed' });
        request.log.error({ err: error }, 'sign-in code could not be sent');
        throw new HttpError(502, 'The code could not be sent. Please try again later.', 'MAIL_UNAVAILABLE');
      }
      app.metrics.otpCodes.inc({ outcome: 'sent' });
      return done('A sign-in code was sent to your e-mail address');
    },
  );

  app.get(
    '/VerifyLogin/:email/:otp',
    {
      config: { changesState: true },
      preHandler: app.refuseCrossSite,
      schema: {
        tags,
        description:
          'Checks the code; on success sets the session cookies (HttpOnly credential and readable `token`).',
        params: Type.Object({ email: Email, otp: Type.String({ pattern: '^\\d{6}$' }) }),
        response: { 200: SuccessWithoutData, ...failures(400, 403) },
      },
    },
    async (request, reply) => {
      const check = await verifyOtp(app.db, request.params.email.toLowerCase(), request.params.otp);
      if (!check.ok) {
        throw check.reason === 'wrong'
          ? new HttpError(400, 'That code is not right', 'CODE_WRONG')
          : new HttpError(400, 'That code has expired or was used. Ask for a new one.', 'CODE_EXPIRED');
      }
      const session = await createSession(app.db, check.userId);
      app.setSessionCookies(request, reply, { ...session, email: request.params.email.toLowerCase() });
      return done('Signed in');
    },
  );

  app.get(
    '/UserLogout',
    {
      config: { changesState: true },
      preHandler: app.refuseCrossSite,
      schema: {
        tags,
        description: 'Revokes the session and clears both cookies.',
        response: { 200: SuccessWithoutData, ...failures(403) },
      },
    },
    async (request, reply) => {
      const token = app.sessionToken(request);
      if (token) await revokeSession(app.db, token);
      app.clearSessionCookies(request, reply);
      return done('Signed out');
    },
  );
};
