/**
 * HTTP clients of a fleet (deploy/fleet.ts): each customer comes from a client address of its
 * own, given to the API in X-Forwarded-For, which the replicas believe from loopback (TRUST_PROXY=loopback).
 */
import { randomInt } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { Fleet } from '../../deploy/fleet';

/** A client address of its own: Redis keeps the general rate limit's counts for a minute, across runs too. */
export const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let customers = 0;
export const newEmail = () => `fleet-${process.pid}-${Date.now()}-${++customers}@example.com`;

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { status?: string; data?: unknown; message?: string } & Record<string, unknown>;
}

export class Customer {
  /** The cookies the fleet gave this customer, as a browser keeps them: by name, until one is taken back. */
  private readonly cookies = new Map<string, string>();
  constructor(
    readonly email: string,
    readonly address = clientAddress(),
  ) {}

  /** The Cookie header this customer sends. */
  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Keeps a cookie the customer was given, or drops it when it was taken back (empty, or expired). */
  keep(setCookie: string) {
    const [pair = '', ...attributes] = setCookie.split(';');
    const name = pair.slice(0, pair.indexOf('=')).trim();
    const value = pair.slice(pair.indexOf('=') + 1).trim();
    const expires = attributes.find((attribute) => /^\s*expires=/i.test(attribute));
    const expired = expires !== undefined && Date.parse(expires.split('=')[1] ?? '') < Date.now();
    if (value === '' || expired) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  /**
   * Calls `path` on `base` (nginx or one replica) as this customer, from its address unless `from` names another.
   * A connection of its own each time: nginx closes idle client connections when it reloads, and a client that
   * reused one at that moment would fail where a browser retries.
   */
  call(
    base: string,
    path: string,
    init: {
      method?: 'GET' | 'POST' | 'PATCH';
      body?: object | string;
      from?: string;
      accept?: string;
      headers?: http.OutgoingHttpHeaders;
    } = {},
  ): Promise<Answer> {
    const form = typeof init.body === 'string';
    const payload =
      init.body === undefined ? undefined : form ? String(init.body) : JSON.stringify(init.body);
    const headers: http.OutgoingHttpHeaders = {
      'x-forwarded-for': init.from ?? this.address,
      // As nginx passes every request on: customers reach the fleet over https, so a replica asked directly sees
      // the same session cookie (`__Host-shop_session`) as one asked through nginx.
      'x-forwarded-proto': 'https',
      ...(init.accept ? { accept: init.accept } : {}),
      ...init.headers,
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...(payload === undefined
        ? {}
        : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
    };
    const method = init.method ?? (payload === undefined ? 'GET' : 'POST');
    return new Promise((resolve, reject) => {
      const url = base + path;
      // The fleet's certificate is its own, made for the run on this machine: not checked by the test's client.
      const transport = url.startsWith('https:') ? https : http;
      const request = transport.request(
        url,
        { method, headers, agent: false, rejectUnauthorized: false },
        (response) => {
          for (const cookie of response.headers['set-cookie'] ?? []) this.keep(cookie);
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            const json = response.headers['content-type']?.includes('json');
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: json ? JSON.parse(text) : { text },
            });
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }
}

/**
 * The newest code sent to `email`. Each replica keeps the development mailbox of the mail it sent itself, so every
 * replica's is asked; the mailbox answers loopback clients, which the test is.
 */
export async function latestCode(fleet: Fleet, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    for (const replica of fleet.api.replicas) {
      const answer = await fetch(`${replica.url}/api/dev/mailbox.json?to=${encodeURIComponent(email)}`).catch(
        () => undefined,
      );
      if (!answer?.ok) continue;
      const [message] = (await answer.json()).data as { text: string }[];
      const code = message?.text.match(/\b\d{6}\b/)?.[0];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-in code reached ${email}`);
}

/** Signs a new customer in through `base`: the code is asked for and given there. */
export async function signIn(fleet: Fleet, base: string, customer = new Customer(newEmail())) {
  const email = encodeURIComponent(customer.email);
  const asked = await customer.call(base, `/api/v1/UserOTP/${email}`);
  if (asked.status !== 200)
    throw new Error(`UserOTP answered ${asked.status}: ${JSON.stringify(asked.body)}`);
  const code = await latestCode(fleet, customer.email);
  const verified = await customer.call(base, `/api/v1/VerifyLogin/${email}/${code}`);
  if (verified.body.status !== 'success') throw new Error(`VerifyLogin: ${JSON.stringify(verified.body)}`);
  return customer;
}
