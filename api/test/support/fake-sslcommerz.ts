import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake misbehaves: answer 503, drop the connection, or never answer (a timeout). */
export type Outage = 'none' | 'unavailable' | 'reset' | 'hang';

export interface FakeApproval {
  valId: string;
  tranId: string;
  amount: number;
  currency: string;
}

/** A refund the fake made: `processing` until settled when refunds are set to settle later. */
export interface FakeRefund {
  refundRefId: string;
  bankTranId: string;
  amount: number;
  /** The shop's refe_id. */
  shopReference: string;
  status: 'refunded' | 'processing';
}

export interface FakeSslcommerz {
  /** Base URL to pass as the adapter's apiUrl. */
  readonly url: string;
  /** Every session request's form fields, in order. */
  readonly sessionRequests: Record<string, string>[];
  /** Every validation request's query, in order. */
  readonly validationRequests: Record<string, string>[];
  /** Every refund request's query (initiating, not status queries), in order. */
  readonly refundRequests: Record<string, string>[];
  /** The refunds it made, by refund_ref_id. */
  readonly refunds: Map<string, FakeRefund>;
  /** Makes the validation API confirm this payment (VALID the first time, VALIDATED after, as SSLCommerz does). */
  approve(payment: FakeApproval): void;
  /** Makes the next session requests fail with this reason; null to succeed again. */
  failSessions(reason: string | null): void;
  /** Makes the next refund requests fail with this reason (status `failed`, errorReason); null to succeed again. */
  failRefunds(reason: string | null): void;
  /** Whether refunds are accepted as `processing` (done when settleRefunds is called) rather than done at once. */
  refundLater(later: boolean): void;
  /** Finishes every refund still processing. */
  settleRefunds(): void;
  simulateOutage(outage: Outage): void;
  stop(): Promise<void>;
}

/** What the fake says a US dollar is worth, to mimic the BDT settlement fields of a foreign-currency payment. */
const BDT_PER_USD = 122.5;

/** A local stand-in for the SSLCommerz v4 session and validation APIs, on 127.0.0.1 and a free port. */
export async function startFakeSslcommerz(credentials: {
  storeId: string;
  storePassword: string;
}): Promise<FakeSslcommerz> {
  const sessionRequests: Record<string, string>[] = [];
  const validationRequests: Record<string, string>[] = [];
  const approvals = new Map<string, FakeApproval & { validations: number }>();
  const refundRequests: Record<string, string>[] = [];
  const refunds = new Map<string, FakeRefund>();
  let refundFailure: string | null = null;
  let refundsLater = false;
  let sessionFailure: string | null = null;
  let outage: Outage = 'none';

  const server = createServer(async (request, response) => {
    if (outage === 'hang') return;
    if (outage === 'reset') {
      request.socket.destroy();
      return;
    }
    if (outage === 'unavailable') {
      response.writeHead(503, { 'content-type': 'text/html' }).end('<h1>503 Service Unavailable</h1>');
      return;
    }
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    if (request.method === 'POST' && url.pathname === '/gwprocess/v4/api.php') {
      const fields = Object.fromEntries(new URLSearchParams(await readBody(request)));
      sessionRequests.push(fields);
      return session(fields, response);
    }
    if (request.method === 'GET' && url.pathname === '/validator/api/validationserverAPI.php') {
      const query = Object.fromEntries(url.searchParams);
      validationRequests.push(query);
      return validation(query, response);
    }
    if (request.method === 'GET' && url.pathname === '/validator/api/merchantTransIDvalidationAPI.php') {
      // One address, three APIs, told apart by what is asked: a refund, a refund's status, or a transaction.
      const query = Object.fromEntries(url.searchParams);
      if (query.bank_tran_id !== undefined) {
        refundRequests.push(query);
        return refund(query, response);
      }
      if (query.refund_ref_id !== undefined) return refundStatus(query, response);
      return transactionQuery(query, response);
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
  });

  const credentialsMatch = (fields: Record<string, string>) =>
    fields.store_id === credentials.storeId && fields.store_passwd === credentials.storePassword;

  function session(fields: Record<string, string>, response: ServerResponse): void {
    const failedreason = !credentialsMatch(fields)
      ? 'Store Credential Error Or Store is De-active'
      : sessionFailure;
    if (failedreason) {
      sendJson(response, { status: 'FAILED', failedreason, sessionkey: '', GatewayPageURL: '' });
      return;
    }
    const sessionkey = `FAKE${sessionRequests.length}${Date.now()}`;
    sendJson(response, {
      status: 'SUCCESS',
      failedreason: '',
      sessionkey,
      GatewayPageURL: `${fake.url}/EasyCheckOut/${sessionkey}`,
      redirectGatewayURL: `${fake.url}/gwprocess/v4/bankgw/indexhtml.php?mamount=${fields.total_amount}&ssl_id=${sessionkey}`,
    });
  }

  function validation(query: Record<string, string>, response: ServerResponse): void {
    if (!credentialsMatch(query)) {
      sendJson(response, { APIConnect: 'FAILED' });
      return;
    }
    const payment = approvals.get(query.val_id ?? '');
    if (!payment) {
      sendJson(response, { status: 'INVALID_TRANSACTION', APIConnect: 'DONE' });
      return;
    }
    payment.validations += 1;
    // Foreign-currency payments settle in BDT: amount/currency are BDT, currency_amount/currency_type the original.
    const bdt = payment.currency === 'BDT' ? payment.amount : payment.amount * BDT_PER_USD;
    sendJson(response, {
      status: payment.validations === 1 ? 'VALID' : 'VALIDATED',
      tran_date: new Date().toISOString().replace('T', ' ').slice(0, 19),
      tran_id: payment.tranId,
      val_id: payment.valId,
      amount: bdt.toFixed(2),
      store_amount: (bdt * 0.975).toFixed(2),
      currency: 'BDT',
      bank_tran_id: `BANK${payment.valId}`,
      card_type: 'VISA-Dutch Bangla',
      currency_type: payment.currency,
      currency_amount: payment.amount.toFixed(2),
      currency_rate: payment.currency === 'BDT' ? '1.0000' : BDT_PER_USD.toFixed(4),
      risk_level: '0',
      risk_title: 'Safe',
      APIConnect: 'DONE',
      validated_on: new Date().toISOString(),
      gw_version: '',
    });
  }

  /** The transaction query by tran_id: every approved payment of it, as SSLCommerz lists them. */
  function transactionQuery(query: Record<string, string>, response: ServerResponse): void {
    if (!credentialsMatch(query)) {
      sendJson(response, { APIConnect: 'FAILED' });
      return;
    }
    const element = [...approvals.values()]
      .filter((payment) => payment.tranId === query.tran_id)
      .map((payment) => ({
        val_id: payment.valId,
        tran_id: payment.tranId,
        status: 'VALID',
        currency_type: payment.currency,
        currency_amount: payment.amount.toFixed(2),
      }));
    sendJson(response, { APIConnect: 'DONE', no_of_trans_found: element.length, element });
  }

  /** The refund API: once per refe_id, never more than was paid less what was given back. */
  function refund(query: Record<string, string>, response: ServerResponse): void {
    sendJson(response, credentialsMatch(query) ? refundAnswer(query) : { APIConnect: 'FAILED' });
  }

  function refundAnswer(query: Record<string, string>): Record<string, unknown> {
    const bankTranId = query.bank_tran_id ?? '';
    const answer = (status: string, made?: FakeRefund, errorReason = '') => ({
      APIConnect: 'DONE',
      bank_tran_id: bankTranId,
      trans_id: made ? `TRANS-${made.refundRefId}` : '',
      refund_ref_id: made?.refundRefId ?? '',
      status,
      errorReason,
    });
    const known = [...refunds.values()].find((made) => made.shopReference === query.refe_id);
    if (known) return answer(known.status === 'refunded' ? 'success' : 'processing', known);
    if (refundFailure) return answer('failed', undefined, refundFailure);
    const payment = [...approvals.values()].find((paid) => `BANK${paid.valId}` === bankTranId);
    if (!payment) return answer('failed', undefined, 'Invalid bank transaction ID');
    const amount = Number(query.refund_amount);
    const given = [...refunds.values()]
      .filter((made) => made.bankTranId === bankTranId)
      .reduce((sum, made) => sum + Math.round(made.amount * 100), 0);
    if (!(amount > 0) || Math.round(amount * 100) > Math.round(payment.amount * 100) - given) {
      return answer('failed', undefined, 'Refund amount exceeds the transaction amount');
    }
    const made: FakeRefund = {
      refundRefId: `REF${refunds.size + 1}${Date.now()}`,
      bankTranId,
      amount,
      shopReference: query.refe_id ?? '',
      status: refundsLater ? 'processing' : 'refunded',
    };
    refunds.set(made.refundRefId, made);
    return answer(refundsLater ? 'processing' : 'success', made);
  }

  function refundStatus(query: Record<string, string>, response: ServerResponse): void {
    if (!credentialsMatch(query)) {
      sendJson(response, { APIConnect: 'FAILED' });
      return;
    }
    const made = refunds.get(query.refund_ref_id ?? '');
    sendJson(response, {
      APIConnect: 'DONE',
      bank_tran_id: made?.bankTranId ?? '',
      tran_id: '',
      refund_ref_id: query.refund_ref_id,
      initiated_on: new Date().toISOString(),
      refunded_on: made?.status === 'refunded' ? new Date().toISOString() : '',
      status: made?.status ?? 'cancelled',
      errorReason: made ? '' : 'Invalid refund reference',
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeSslcommerz = {
    url: `http://127.0.0.1:${port}`,
    sessionRequests,
    validationRequests,
    approve: (payment) => approvals.set(payment.valId, { ...payment, validations: 0 }),
    refundRequests,
    refunds,
    failSessions: (reason) => {
      sessionFailure = reason;
    },
    failRefunds: (reason) => {
      refundFailure = reason;
    },
    refundLater: (later) => {
      refundsLater = later;
    },
    settleRefunds: () => {
      for (const made of refunds.values()) made.status = 'refunded';
    },
    simulateOutage: (next) => {
      outage = next;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
  return fake;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
