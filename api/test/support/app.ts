import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type App, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import type { Mailer, MailMessage } from '../../src/mail/mailer';
import type { PaymentGateway } from '../../src/payment/gateway';
import { createTestDatabase } from './database';

export const PUBLIC_URL = 'http://shop.test';

/** Captures mail in memory, for tests that do not exercise SMTP itself. */
export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
  close() {}
  /** The newest sign-in code sent to an address. */
  codeFor(email: string): string {
    const message = this.sent.filter((m) => m.to === email.toLowerCase()).at(-1);
    const code = message?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code was mailed to ${email}`);
    return code;
  }
}

export interface TestApp {
  app: App;
  database: Database;
  mailer: CapturingMailer;
  close(): Promise<void>;
}

/** The API on a fresh database of the engine under test, with test configuration. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    gateway?: PaymentGateway;
    /** Send mail the way the configuration says (SMTP_URL) instead of capturing it. */
    configuredMail?: boolean;
  } = {},
): Promise<TestApp> {
  // Configuration first: a bad setting must not leave a database open, which keeps jest from ever exiting.
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL, RATE_LIMIT_PER_MINUTE: '0', ...options.env });
  const database = await createTestDatabase();
  const mailer = new CapturingMailer();
  const app = await buildApp({
    config,
    database,
    mailer: options.configuredMail ? undefined : mailer,
    gateway: options.gateway,
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    mailer,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let signIns = 0;

/**
 * Signs in through the real OTP routes and returns the Cookie header of the session. Each sign-in comes from its
 * own client address, so the per-client limit on code requests never bites a test that signs in many customers.
 */
export async function signIn(
  testApp: { app: Pick<FastifyInstance, 'inject'>; mailer: CapturingMailer },
  email: string,
): Promise<string> {
  signIns += 1;
  const remoteAddress = `10.${(signIns >> 16) & 255}.${(signIns >> 8) & 255}.${signIns & 255}`;
  const asked = await testApp.app.inject({ method: 'GET', url: `/api/v1/UserOTP/${email}`, remoteAddress });
  if (asked.statusCode !== 200) throw new Error(`UserOTP failed: ${asked.body}`);
  const verified = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/VerifyLogin/${email}/${testApp.mailer.codeFor(email)}`,
  });
  if (verified.statusCode !== 200) throw new Error(`VerifyLogin failed: ${verified.body}`);
  return cookieHeader(verified);
}

export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
