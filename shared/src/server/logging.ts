import type { FastifyRequest } from 'fastify';

/**
 * Hides every piece of text between separators that holds an @, plain or percent-encoded: customers' e-mail
 * addresses are in the UserOTP and VerifyLogin paths, in query strings and in mail errors. One pass, no
 * backtracking, whatever the length of the URL.
 */
export const redactEmails = (text: string) =>
  text.replace(/[^\s/?#&=;,<>()"']+/g, (piece) => (/@|%40/i.test(piece) ? '[email]' : piece));

/** E-mail addresses and the sign-in code of the VerifyLogin path never reach a log line. */
export const redactUrl = (url: string) =>
  redactEmails(url.replace(/(\/VerifyLogin\/[^/]+\/)[^/?#]+/i, '$1******'));

/** What a request log line says about the request: no headers, so no cookies. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
});

/** Fields of a PostgreSQL error that name things, never values (`detail`, `where` and `hint` quote row values). */
const DATABASE_ERROR_FIELDS = ['severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'];
const MAX_CAUSES = 5;

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  query?: string;
  cause?: SerializedError;
  [databaseField: string]: unknown;
}

const isDatabaseError = (error: Error) => 'severity' in error && 'code' in error;

/** drizzle's query error puts the bound values in its message ("Failed query: ...\nparams: ..."): keep the SQL. */
const failedQuery = (error: Error) =>
  'query' in error && typeof error.query === 'string' && 'params' in error ? error.query : undefined;

function safeMessage(error: Error): string {
  // PostgreSQL quotes the offending value ('invalid input syntax for type uuid: "..."'); identifiers it quotes
  // are in the fields kept below.
  if (isDatabaseError(error)) return error.message.replace(/"[^"]*"/g, '"[redacted]"');
  const query = failedQuery(error);
  return query === undefined ? redactEmails(error.message) : `Failed query: ${query}`;
}

/**
 * Errors as log lines, built from what is known to carry no customer data: the type, the message without bound
 * values, the stack frames, the code, the names a database error gives, and the same for each cause. Every other
 * property is left out, since errors of drivers and mail transports copy request values into theirs.
 */
export function errorSerializer(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: redactEmails(String(error)), stack: '' };
  const type = error.constructor?.name ?? error.name;
  const message = safeMessage(error);
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line)) ?? [];
  const serialized: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (code !== undefined) serialized.code = code;
  if (statusCode !== undefined) serialized.statusCode = statusCode;
  const query = failedQuery(error);
  if (query !== undefined) serialized.query = query;
  if (isDatabaseError(error)) {
    for (const field of DATABASE_ERROR_FIELDS) {
      const value = (error as unknown as Record<string, unknown>)[field];
      if (value !== undefined) serialized[field] = value;
    }
  }
  if (error.cause !== undefined && depth < MAX_CAUSES)
    serialized.cause = errorSerializer(error.cause, depth + 1);
  return serialized;
}

/**
 * A server's logger at the configured level, with the serializers above: JSON lines for log collectors, or lines
 * for a person (pino-pretty, in a worker thread) when the format is `pretty`.
 */
export const loggerOptions = (level: string, format: 'json' | 'pretty' = 'json') => ({
  level,
  serializers: { req: requestSerializer, err: (error: unknown) => errorSerializer(error) },
  ...(format === 'pretty' && {
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
    },
  }),
});
