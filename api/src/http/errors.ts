import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseOutageReason } from '../db/unavailable';
import { fail } from './envelope';
import { codeOfStatus, type FailureCode } from './failure-codes';

/**
 * An expected refusal: answered with its status code, message, code and, when known, field in the envelope (and,
 * for a stale write, the fields changed since).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: FailureCode = codeOfStatus(statusCode),
    readonly field?: string,
    readonly changed?: string[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 400 `VALIDATION`; `field` names the request field it is about, for clients to mark without reading words. */
export const badRequest = (message: string, field?: string) =>
  new HttpError(400, message, codeOfStatus(400), field);
export const notFound = (message: string) => new HttpError(404, message);

/** Seconds a client is asked to wait before trying again while the database cannot be reached. */
const DATABASE_RETRY_AFTER_SECONDS = 5;
/** An outage fails every request that needs the database: it is logged once a minute, not once per request. */
const OUTAGE_WARNING_INTERVAL_MS = 60_000;

/** One error handler: client errors keep their message, server faults never leak internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  let outageWarnedAt = Number.NEGATIVE_INFINITY;
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(fail(error.message, error.code, error.field, error.changed));
    }
    const outage = databaseOutageReason(error);
    if (outage) {
      if (Date.now() - outageWarnedAt >= OUTAGE_WARNING_INTERVAL_MS) {
        outageWarnedAt = Date.now();
        request.log.warn({ reason: outage }, 'database unreachable: answering 503 until it is back');
      }
      return reply
        .code(503)
        .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
        .send(
          fail(
            'The shop cannot reach its database just now. Please try again in a few seconds.',
            'DATABASE_UNAVAILABLE',
          ),
        );
    }
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(statusCode)
        .send(fail('Something went wrong on our side. Please try again.', codeOfStatus(statusCode)));
    }
    if ('validation' in error && error.validation) {
      const { message, field } = validationFailure(error);
      return reply.code(statusCode).send(fail(message, codeOfStatus(statusCode), field));
    }
    return reply.code(statusCode).send(fail(error.message, codeOfStatus(statusCode)));
  });

  app.setNotFoundHandler({ preHandler: app.rateLimit ? app.rateLimit() : undefined }, (request, reply) =>
    reply
      .code(404)
      .send(fail(`No such endpoint: ${request.method} ${request.url.split('?')[0]}`, 'NOT_FOUND')),
  );
}

/**
 * Errors the router raises before any route is chosen (Fastify's `frameworkErrors` option), in the same envelope
 * as every other answer. A malformed URL is the one a client can cause: percent-encoding that is not UTF-8.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply
      .code(400)
      .send(fail('url is malformed: its percent-encoding is not valid UTF-8', 'VALIDATION'));
  }
  const statusCode = error.statusCode ?? 500;
  return reply.code(statusCode).send(fail(error.message, codeOfStatus(statusCode)));
}

/**
 * "body/productID must match format "uuid"" reads better as "productID must match format "uuid"", and `field` is
 * "productID" (dotted inside lists and objects: "items.0.color"); no field when the whole part is refused.
 */
function validationFailure(error: FastifyError): { message: string; field?: string } {
  const first = error.validation?.[0];
  if (!first) return { message: error.message };
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  if (missing) return { message: `${missing} is required`, field: field ? `${field}.${missing}` : missing };
  // A PATCH body naming no field (minProperties: 1).
  if (first.keyword === 'minProperties') {
    return { message: `${field || 'body'} names nothing to change`, field: field || undefined };
  }
  return field
    ? { message: `${field} ${first.message}`, field }
    : { message: `${error.validationContext ?? 'request'} ${first.message}` };
}
