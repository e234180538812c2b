import { DrizzleQueryError } from 'drizzle-orm/errors';
import { DatabaseError } from 'pg';
import { databaseOutageReason } from '../../src/db/unavailable';

// Which failures mean "the database cannot be reached just now" (a 503 the client may retry) rather than a fault
// of the query or of something else, as node-postgres raises them and as drizzle wraps them.

const serverError = (code: string, message: string) =>
  Object.assign(new DatabaseError(message, message.length, 'error'), { code });
const socketError = (code: string) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });
const failedQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe.each([
  ['raised by the driver', (error: Error) => error],
  ['wrapped by a failed drizzle query', failedQuery],
])('an outage error %s', (_how, as) => {
  it.each([
    ['57P01', serverError('57P01', 'terminating connection due to administrator command')],
    ['57P02', serverError('57P02', 'terminating connection due to crash of another server process')],
    ['57P03', serverError('57P03', 'the database system is starting up')],
    ['53300', serverError('53300', 'sorry, too many clients already')],
    ['55000', serverError('55000', 'database "shop" is not currently accepting connections')],
    ['ECONNREFUSED', socketError('ECONNREFUSED')],
    ['ECONNRESET', socketError('ECONNRESET')],
    ['ETIMEDOUT', socketError('ETIMEDOUT')],
    ['Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    [
      'Connection terminated due to connection timeout',
      new Error('Connection terminated due to connection timeout', {
        cause: new Error('Connection terminated unexpectedly'),
      }),
    ],
    ['timeout exceeded when trying to connect', new Error('timeout exceeded when trying to connect')],
    [
      'Client has encountered a connection error and is not queryable',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
  ])('is recognised by %s', (reason, error) => {
    expect(databaseOutageReason(as(error))).toBe(reason);
  });
});

it.each([
  ['a unique violation', failedQuery(serverError('23505', 'duplicate key value violates unique constraint'))],
  ['another 55000', failedQuery(serverError('55000', 'lastval is not yet defined in this session'))],
  ['a database that does not exist', serverError('3D000', 'database "shop" does not exist')],
  ['a wrong password', serverError('28P01', 'password authentication failed for user "shop"')],
  ['a query cancelled by statement_timeout', failedQuery(serverError('57014', 'canceling statement'))],
  ['the pool closed by the shop itself', new Error('Connection terminated')],
  ['a payment gateway out of reach', new TypeError('fetch failed', { cause: socketError('ECONNREFUSED') })],
  [
    'a mail server out of reach',
    Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT', command: 'CONN' }),
  ],
  ['something thrown that is not an error', 'Connection terminated unexpectedly'],
  ['nothing', undefined],
])('is not mistaken for an outage: %s', (_what, error) => {
  expect(databaseOutageReason(error)).toBeUndefined();
});
