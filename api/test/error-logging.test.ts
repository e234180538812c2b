import { loggerOptions } from '@shop/shared/server';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema';
import type { Mailer } from '../src/mail/mailer';
import { PUBLIC_URL } from './support/app';
import { createTestDatabase } from './support/database';

const EMAIL = 'ada.buyer@example.com';
const personalData = [EMAIL, 'ada.buyer%40example.com', 'Ada Lovelace', '12 Elm Street'];

let database: Database;
let lines: string[];

/** A logger configured like the API's, writing its JSON lines to `lines`. */
const capturingLogger = () => ({
  ...loggerOptions('info'),
  stream: { write: (line: string) => lines.push(line) },
});

function expectNoPersonalData() {
  const log = lines.join('');
  for (const value of personalData) expect(log).not.toContain(value);
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());
beforeEach(() => {
  lines = [];
});

describe("a database error's log line carries no values from the request", () => {
  /** What a failed query would log, through a logger set up like the API's. */
  async function logFailure(query: () => Promise<unknown>) {
    const logger = Fastify({ logger: capturingLogger() }).log;
    const error = await query().then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(Error);
    logger.error({ err: error }, 'request failed');
    const [line] = lines;
    if (!line) throw new Error('nothing was logged');
    return JSON.parse(line).err;
  }

  it('drops the bound parameters and the detail that quotes the duplicate key', async () => {
    await database.db.insert(users).values({ email: EMAIL });
    const err = await logFailure(() => database.db.insert(users).values({ email: EMAIL }));
    expectNoPersonalData();
    expect(err.message).toMatch(/^Failed query: insert into "users"/);
    expect(err.cause).toMatchObject({ code: '23505', constraint: 'users_email_unique', table: 'users' });
  });

  it('hides the value PostgreSQL quotes in its message', async () => {
    const err = await logFailure(() => database.db.execute(sql`select ${'Ada Lovelace'}::uuid`));
    expectNoPersonalData();
    expect(err.cause.message).toBe('invalid input syntax for type uuid: "[redacted]"');
    expect(err.cause.stack).toMatch(/^\w+: invalid input syntax for type uuid: "\[redacted\]"\n\s+at /);
  });
});

describe('request log lines', () => {
  let app: App;
  const failingMailer: Mailer = {
    send: async (message) => {
      // What nodemailer throws when the server refuses a recipient: the address in the message and properties.
      throw Object.assign(new Error(`Can't send mail - all recipients were rejected: 550 <${message.to}>`), {
        code: 'EENVELOPE',
        rejected: [message.to],
      });
    },
    close: () => {},
  };

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL, RATE_LIMIT_PER_MINUTE: '0' });
    app = await buildApp({ config, database, mailer: failingMailer, logger: capturingLogger() });
    await app.ready();
  });
  afterAll(async () => app.close());

  it('hide e-mail addresses in paths and query strings, and the sign-in code', async () => {
    await app.inject({ url: `/api/v1/VerifyLogin/${EMAIL}/123456` });
    await app.inject({ url: '/api/v1/VerifyLogin/ada.buyer%40example.com/654321' });
    await app.inject({ url: `/api/dev/mailbox?to=${EMAIL}` });
    expectNoPersonalData();
    expect(lines.join('')).not.toMatch(/123456|654321/);
    expect(lines.join('')).toContain('"url":"/api/v1/VerifyLogin/[email]/******"');
  });

  it("keep a failed mail's error without the recipient's address", async () => {
    const response = await app.inject({ url: `/api/v1/UserOTP/${EMAIL}` });
    expect(response.statusCode).toBe(502);
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.err);
    expect(failure.err).toMatchObject({ code: 'EENVELOPE', message: expect.stringContaining('<[email]>') });
    expectNoPersonalData();
  });
});
