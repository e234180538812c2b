import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * SQLSTATEs of a server that cannot serve this connection now, whatever the query: shutting down, or the connection
 * terminated by an administrator (57P01, 57P02), starting up or recovering (57P03), out of connection slots (53300).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/**
 * Socket errors of a connection to the server that could not be made or was cut: Node's own, which name their
 * system call (a mail library's error may borrow `ETIMEDOUT` as its code, without one).
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres' own words (never translated) for a connection that broke, or that could not be had in time. */
const DRIVER_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
]);
/**
 * 55000 is any "object not in prerequisite state"; with these words it is a database closed to connections
 * (`ALLOW_CONNECTIONS false`, as during maintenance).
 */
const CLOSED_DATABASE_STATE = '55000';
const CLOSED_DATABASE = /is not currently accepting connections/;

/**
 * Why `error` says the database cannot be reached just now (a SQLSTATE, a socket error code or the driver's words,
 * all safe to log), or undefined when it is about anything else. Only the error itself is looked at, or the
 * driver's error a failed drizzle query carries: a socket error deeper in another error's causes (a payment
 * gateway's, a mail server's) is not the database's.
 */
export function databaseOutageReason(error: unknown): string | undefined {
  const driverError = error instanceof DrizzleQueryError ? error.cause : error;
  if (!(driverError instanceof Error)) return undefined;
  const { code, syscall } = driverError as { code?: unknown; syscall?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_STATES.has(code)) return code;
    if (SOCKET_CODES.has(code) && typeof syscall === 'string') return code;
    if (code === CLOSED_DATABASE_STATE && CLOSED_DATABASE.test(driverError.message)) return code;
    return undefined;
  }
  return DRIVER_MESSAGES.has(driverError.message) ? driverError.message : undefined;
}
