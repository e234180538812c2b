import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import formbody from '@fastify/formbody';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { sandboxPayments, sandboxRefunds } from '../../src/db/schema';
import type { PaymentGateway, PaymentSessionRequest, RefundRequest } from '../../src/payment/gateway';
import { createSandboxGateway, setSandboxRefundFailure } from '../../src/payment/sandbox';
import { sandboxGatewayRoutes } from '../../src/routes/payment-sandbox';
import { createTestDatabase } from '../support/database';

const publicUrl = 'http://shop.test';

let database: Database;
let app: FastifyInstance;
/** Where the test app listens: the customer's browser is played by fetch, over real HTTP. */
let appUrl: string;
let gateway: PaymentGateway;
let ipn: IpnReceiver;
let tranCounter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  ipn = await startIpnReceiver();
  app = Fastify();
  await app.register(formbody);
  await app.register(sandboxGatewayRoutes, { db: database.db, publicUrl });
  appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  gateway = createSandboxGateway({ db: database.db, publicUrl: appUrl });
});

afterAll(async () => {
  await app?.close();
  await ipn?.stop();
  await database?.close();
});

function sessionRequest(overrides: Partial<PaymentSessionRequest> = {}): PaymentSessionRequest {
  tranCounter += 1;
  const tranId = overrides.tranId ?? `tran-${tranCounter}`;
  const callback = (name: string) => `${publicUrl}/api/v1/${name}/${encodeURIComponent(tranId)}`;
  const place = { phone: '1', address: 'a', city: 'c', state: 's', postcode: 'p', country: 'Bangladesh' };
  return {
    tranId,
    amount: 1049.99,
    currency: 'USD',
    expiresAt: new Date(Date.now() + 30 * 60_000),
    customer: { name: 'Ada', email: 'ada@example.com', ...place },
    shipping: { name: 'Ada', ...place },
    productName: '1 item: Aurora X2 Phone',
    itemCount: 1,
    urls: {
      success: callback('PaymentSuccess'),
      fail: callback('PaymentFail'),
      cancel: callback('PaymentCancel'),
      ipn: `${ipn.url}/api/v1/PaymentIPN/${encodeURIComponent(tranId)}`,
    },
    ...overrides,
  };
}

async function openSession(overrides: Partial<PaymentSessionRequest> = {}) {
  const request = sessionRequest(overrides);
  const { gatewayPageUrl } = await gateway.createSession(request);
  return { request, gatewayPageUrl };
}

interface Page {
  status: number;
  headers: Headers;
  body: string;
}

async function load(url: string, init?: RequestInit): Promise<Page> {
  const response = await fetch(url, init);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** Presses one of the hosted page's buttons. */
const choose = (pageUrl: string, outcome: string) =>
  load(pageUrl, { method: 'POST', body: new URLSearchParams({ outcome }) });

/** The form the return page auto-submits: where it posts and what. */
function returnForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form id="return" method="post" action="([^"]*)">/.exec(html)?.[1];
  if (action === undefined) throw new Error(`no return form in:\n${html}`);
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[decodeEntities(name ?? '')] = decodeEntities(value ?? '');
  }
  return { action: decodeEntities(action), fields };
}

const decodeEntities = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

describe('sandbox gateway', () => {
  it('opens a session whose hosted page shows the amount, the transaction and a test card', async () => {
    const { request, gatewayPageUrl } = await openSession();

    expect(gatewayPageUrl).toMatch(new RegExp(`^${appUrl}/api/sandbox-gateway/pay/[\\w-]{43}$`));
    const page = await load(gatewayPageUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.body).toContain('<title>Sandbox payment</title>');
    expect(page.body).toMatch(/test gateway/i);
    expect(page.body).toContain('$1,049.99 USD');
    expect(page.body).toContain(request.tranId);
    expect(page.body).toContain('4111 1111 1111 1111');
    for (const outcome of ['pay', 'fail', 'cancel']) {
      expect(page.body).toContain(`name="outcome" value="${outcome}"`);
    }
  });

  it('pays: returns the browser to the success URL with a val_id, notifies the IPN and validates', async () => {
    const { request, gatewayPageUrl } = await openSession();

    const paid = await choose(gatewayPageUrl, 'pay');

    expect(paid.status).toBe(200);
    const form = returnForm(paid.body);
    expect(form.action).toBe(request.urls.success);
    expect(form.fields).toEqual({
      tran_id: request.tranId,
      val_id: expect.any(String),
      amount: '1049.99',
      currency: 'USD',
      status: 'VALID',
      verify_key: 'tran_id,amount,currency,val_id,status',
      verify_sign: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(paid.body).toMatch(
      /<script nonce="[^"]+">document\.getElementById\('return'\)\.submit\(\);<\/script>/,
    );
    const valId = form.fields.val_id ?? '';
    await expect(gateway.validate(valId)).resolves.toEqual({
      valId,
      tranId: request.tranId,
      amount: 1049.99,
      currency: 'USD',
      bankTranId: expect.stringMatching(/^SANDBOX-BANK-[0-9a-f]{18}$/),
    });
    await expect(ipn.next(request.tranId)).resolves.toEqual(form.fields);
  });

  it('completes a session only once, even on a double click', async () => {
    const { request, gatewayPageUrl } = await openSession();

    const clicks = await Promise.all([choose(gatewayPageUrl, 'pay'), choose(gatewayPageUrl, 'pay')]);
    expect(clicks.map((click) => click.status).sort()).toEqual([200, 409]);
    const winner = clicks.find((click) => click.status === 200);
    const { val_id: valId } = returnForm(winner?.body ?? '').fields;

    const lateCancel = await choose(gatewayPageUrl, 'cancel');
    expect(lateCancel.status).toBe(409);
    expect(lateCancel.body).toContain('Payment already completed');
    expect(lateCancel.body).toContain(`href="${publicUrl}/orders"`);
    await expect(gateway.validate(valId ?? '')).resolves.toMatchObject({ tranId: request.tranId });
    const rows = await database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.tranId, request.tranId));
    expect(rows).toEqual([expect.objectContaining({ status: 'valid', valId })]);

    const page = await load(gatewayPageUrl);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Payment already completed');
    expect(page.body).not.toContain('name="outcome"');
  });

  it.each([
    ['fail', 'fail', 'FAILED', 'failed'],
    ['cancel', 'cancel', 'CANCELLED', 'cancelled'],
  ] as const)(
    '%s: returns to the %s URL without a val_id, signed, and nothing validates',
    async (outcome, url, status, stored) => {
      const { request, gatewayPageUrl } = await openSession();

      const response = await choose(gatewayPageUrl, outcome);

      expect(response.status).toBe(200);
      const form = returnForm(response.body);
      expect(form.action).toBe(request.urls[url]);
      expect(form.fields).toEqual({
        tran_id: request.tranId,
        amount: '1049.99',
        currency: 'USD',
        status,
        verify_key: 'tran_id,amount,currency,status',
        verify_sign: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
      await expect(gateway.verifyNotification(form.fields)).resolves.toEqual({
        tranId: request.tranId,
        status,
      });
      await expect(gateway.verifyNotification({ ...form.fields, tran_id: 'other' })).resolves.toBeNull();
      await expect(ipn.next(request.tranId)).resolves.toEqual(form.fields);
      const [row] = await database.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.tranId, request.tranId));
      expect(row).toMatchObject({ status: stored, valId: null, bankTranId: null });
      await expect(gateway.validate('')).resolves.toBeNull();
      await expect(gateway.validate('not-a-val-id')).resolves.toBeNull();
    },
  );

  it('takes no payment once the session has expired, as a real gateway times out', async () => {
    const { request, gatewayPageUrl } = await openSession({ expiresAt: new Date(Date.now() - 1000) });

    const page = await load(gatewayPageUrl);
    expect(page.status).toBe(410);
    expect(page.body).toContain('Payment session expired');
    expect(page.body).not.toContain('name="outcome"');
    const paid = await choose(gatewayPageUrl, 'pay');
    expect(paid.status).toBe(410);
    const [row] = await database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.tranId, request.tranId));
    expect(row).toMatchObject({ status: 'open', valId: null });
  });

  it('answers the validation endpoint like SSLCommerz', async () => {
    const { request, gatewayPageUrl } = await openSession({ amount: 12.3 });
    const { val_id: valId = '' } = returnForm((await choose(gatewayPageUrl, 'pay')).body).fields;

    const valid = await fetch(
      `${appUrl}/api/sandbox-gateway/validate?${new URLSearchParams({ val_id: valId })}`,
    );
    expect(valid.status).toBe(200);
    await expect(valid.json()).resolves.toEqual({
      status: 'VALID',
      tran_id: request.tranId,
      val_id: valId,
      amount: '12.30',
      currency: 'USD',
      bank_tran_id: expect.stringMatching(/^SANDBOX-BANK-/),
    });

    const unknown = await fetch(`${appUrl}/api/sandbox-gateway/validate?val_id=nope`);
    await expect(unknown.json()).resolves.toEqual({ status: 'INVALID_TRANSACTION' });
  });

  it('answers an unknown session with a 404 page', async () => {
    const unknownUrl = `${appUrl}/api/sandbox-gateway/pay/no-such-session`;

    const page = await load(unknownUrl);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Payment not found');
    expect((await choose(unknownUrl, 'pay')).status).toBe(404);
  });

  it('rejects an outcome it does not know and leaves the session open', async () => {
    const { gatewayPageUrl } = await openSession();

    expect((await choose(gatewayPageUrl, 'refund')).status).toBe(400);
    expect((await load(gatewayPageUrl)).body).toContain('name="outcome"');
  });

  it('escapes everything it writes into HTML', async () => {
    const hostile = `<script>alert("x")</script>&'`;
    const { gatewayPageUrl } = await openSession({ tranId: hostile });

    const page = await load(gatewayPageUrl);
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');

    const paid = await choose(gatewayPageUrl, 'pay');
    expect(paid.body).not.toContain('<script>alert');
    expect(returnForm(paid.body).fields.tran_id).toBe(hostile);
    await ipn.next(hostile);
  });
});

describe('sandbox refunds', () => {
  let shopReferences = 0;
  /** A paid session's bank transaction id, as validation gives it. */
  async function paidSession(amount: number): Promise<string> {
    const { gatewayPageUrl } = await openSession({ amount });
    const { val_id: valId = '' } = returnForm((await choose(gatewayPageUrl, 'pay')).body).fields;
    const payment = await gateway.validate(valId);
    if (!payment?.bankTranId) throw new Error('a paid sandbox session has no bank transaction id');
    return payment.bankTranId;
  }
  const refundOf = (bankTranId: string, amount: number, shopReference = `ref-${++shopReferences}`) =>
    ({ bankTranId, amount, shopReference, remark: 'r' }) satisfies RefundRequest;
  const recorded = (bankTranId: string) =>
    database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.bankTranId, bankTranId));

  afterEach(() => setSandboxRefundFailure(database.db, false));

  it('refunds in parts up to what was paid, records each refund and knows it afterwards', async () => {
    const bankTranId = await paidSession(30);

    const first = await gateway.refund(refundOf(bankTranId, 12.5));
    const second = await gateway.refund(refundOf(bankTranId, 17.5));
    const beyond = await gateway.refund(refundOf(bankTranId, 0.01));

    expect(first).toEqual({ state: 'refunded', gatewayReference: expect.stringMatching(/^SANDBOX-REFUND-/) });
    expect(second).toMatchObject({ state: 'refunded' });
    expect(beyond).toEqual({
      state: 'failed',
      reason: 'The refund is more than is left of the payment ($0.00)',
    });
    expect((await recorded(bankTranId)).map((refund) => refund.amount).sort()).toEqual([12.5, 17.5]);
    await expect(gateway.refundStatus(first.gatewayReference ?? '')).resolves.toEqual(first);
    await expect(gateway.refundStatus('SANDBOX-REFUND-none')).resolves.toMatchObject({ state: 'failed' });
  });

  it('refunds once when asked twice with the same shop reference, even at once', async () => {
    const bankTranId = await paidSession(20);

    const answers = await Promise.all([
      gateway.refund(refundOf(bankTranId, 5, 'same-ref')),
      gateway.refund(refundOf(bankTranId, 5, 'same-ref')),
    ]);

    expect(answers[0]).toEqual(answers[1]);
    expect(await recorded(bankTranId)).toHaveLength(1);
  });

  it('refuses every refund, with its reason, while told to fail refunds', async () => {
    const bankTranId = await paidSession(20);
    await setSandboxRefundFailure(database.db, true);

    await expect(gateway.refund(refundOf(bankTranId, 5, 'told-to-fail'))).resolves.toEqual({
      state: 'failed',
      reason: 'The sandbox gateway is set to refuse refunds',
    });
    expect(await recorded(bankTranId)).toEqual([]);

    await setSandboxRefundFailure(database.db, false);
    await expect(gateway.refund(refundOf(bankTranId, 5, 'told-to-fail'))).resolves.toMatchObject({
      state: 'refunded',
    });
  });

  it('refuses a bank transaction id it never gave', async () => {
    await expect(gateway.refund(refundOf('SANDBOX-BANK-none', 1))).resolves.toEqual({
      state: 'failed',
      reason: 'No payment has bank transaction id SANDBOX-BANK-none',
    });
  });
});

interface IpnReceiver {
  url: string;
  /** Resolves with the fields of the IPN for this tran_id, when it arrives. */
  next(tranId: string): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

/** Stands in for the shop's PaymentIPN route: the sandbox posts there server to server. */
async function startIpnReceiver(): Promise<IpnReceiver> {
  const received = new Map<string, Record<string, string>>();
  const waiting = new Map<string, (fields: Record<string, string>) => void>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      const tranId = fields.tran_id ?? '';
      received.set(tranId, fields);
      waiting.get(tranId)?.(fields);
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    next: (tranId) =>
      new Promise((resolve) => {
        const fields = received.get(tranId);
        if (fields) resolve(fields);
        else waiting.set(tranId, resolve);
      }),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
