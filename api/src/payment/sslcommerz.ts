import {
  type ConfirmedPayment,
  GatewayUnavailableError,
  type PaymentGateway,
  type PaymentSessionRequest,
  type RefundAnswer,
} from './gateway';
import { verifyNotification } from './sslcommerz-signature';

export interface SslcommerzOptions {
  storeId: string;
  storePassword: string;
  /** e.g. https://sandbox.sslcommerz.com or https://securepay.sslcommerz.com */
  apiUrl: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** SSLCommerz limits most text fields to 255 characters and rejects the session when one is longer. */
const MAX_FIELD = 255;

/** SSLCommerz v4: hosted session, then the order validation API for every notification. */
export function createSslcommerzGateway(options: SslcommerzOptions): PaymentGateway {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  // Errors carry neither the URL nor the underlying error (which may quote the URL): the validation URL holds
  // the store password, and these errors get logged.
  async function call(what: string, url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      text = await response.text();
    } catch (error) {
      throw new GatewayUnavailableError(`SSLCommerz ${what} ${networkFailure(error)}`);
    }
    if (!response.ok) {
      throw new GatewayUnavailableError(`SSLCommerz ${what} answered HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new GatewayUnavailableError(`SSLCommerz ${what} answered with something other than JSON`);
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new GatewayUnavailableError(`SSLCommerz ${what} answered with an unexpected body`);
    }
    return body as Record<string, unknown>;
  }

  /** One of the validator's GET APIs, with the store's credentials. */
  async function query(what: string, api: string, params: Record<string, string>) {
    const search = new URLSearchParams({
      ...params,
      store_id: options.storeId,
      store_passwd: options.storePassword,
      format: 'json',
    });
    const body = await call(what, `${apiUrl}/validator/api/${api}?${search}`);
    // A store problem says nothing about the payment: fail loudly so the caller tries again later.
    if (body.APIConnect === 'FAILED' || body.APIConnect === 'INACTIVE') {
      throw new GatewayUnavailableError(
        `SSLCommerz ${what} refused the store credentials (${body.APIConnect})`,
      );
    }
    return body;
  }

  return {
    name: 'sslcommerz',

    async createSession(request) {
      const body = await call('session', `${apiUrl}/gwprocess/v4/api.php`, {
        method: 'POST',
        body: new URLSearchParams(sessionFields(options, request)),
      });
      if (
        body.status === 'SUCCESS' &&
        typeof body.GatewayPageURL === 'string' &&
        body.GatewayPageURL !== ''
      ) {
        return { gatewayPageUrl: body.GatewayPageURL };
      }
      const reason =
        typeof body.failedreason === 'string' && body.failedreason !== ''
          ? body.failedreason
          : 'no reason given';
      throw new GatewayUnavailableError(`SSLCommerz refused the session: ${reason}`);
    },

    async validate(valId) {
      const body = await query('validation', 'validationserverAPI.php', { val_id: valId, v: '1' });
      if (!isValid(body)) return null;
      return confirmedPayment(valId, body);
    },

    verifyNotification: async (fields) => verifyNotification(fields, options.storePassword),

    async paymentsOf(tranId) {
      const body = await query('transaction query', 'merchantTransIDvalidationAPI.php', { tran_id: tranId });
      const found = Array.isArray(body.element) ? (body.element as unknown[]) : [];
      return found.flatMap((payment) => {
        const fields = (typeof payment === 'object' && payment) as Record<string, unknown>;
        const valId = fields && isValid(fields) ? nonEmptyString(fields.val_id) : undefined;
        return valId ? [valId] : [];
      });
    },

    // The refund API shares its address with the transaction query; the fields asked with tell them apart.
    async refund(request) {
      const body = await query('refund', 'merchantTransIDvalidationAPI.php', {
        bank_tran_id: request.bankTranId,
        refund_amount: request.amount.toFixed(2),
        refund_remarks: request.remark,
        refe_id: request.shopReference,
        v: '1',
      });
      return refundAnswer('refund', body, REFUND_STATES);
    },

    async refundStatus(gatewayReference) {
      const body = await query('refund status', 'merchantTransIDvalidationAPI.php', {
        refund_ref_id: gatewayReference,
      });
      return refundAnswer('refund status', body, REFUND_STATUS_STATES, gatewayReference);
    },
  };
}

/** The refund API's words for what became of a refund, and the status query's. */
const REFUND_STATES: Record<string, RefundAnswer['state']> = {
  success: 'refunded',
  processing: 'processing',
  failed: 'failed',
};
const REFUND_STATUS_STATES: Record<string, RefundAnswer['state']> = {
  refunded: 'refunded',
  processing: 'processing',
  cancelled: 'failed',
};

/**
 * A refund answer in the shop's words. A status it does not know, or a refund accepted without its reference (which
 * is all the shop could ask about it by), is no verdict: GatewayUnavailableError, so the refund is asked about again.
 */
function refundAnswer(
  what: string,
  body: Record<string, unknown>,
  states: Record<string, RefundAnswer['state']>,
  askedAbout?: string,
): RefundAnswer {
  const status = nonEmptyString(body.status);
  const state = status === undefined ? undefined : states[status.toLowerCase()];
  const gatewayReference = nonEmptyString(body.refund_ref_id) ?? askedAbout;
  if (state === 'failed') {
    const reason = nonEmptyString(body.errorReason) ?? `SSLCommerz answered ${status}`;
    return gatewayReference ? { state, reason, gatewayReference } : { state, reason };
  }
  if (state === undefined || gatewayReference === undefined) {
    throw new GatewayUnavailableError(
      `SSLCommerz ${what} answered without a known status and reference (status ${status ?? 'missing'})`,
    );
  }
  return { state, gatewayReference };
}

function sessionFields(options: SslcommerzOptions, request: PaymentSessionRequest): Record<string, string> {
  const { customer, shipping, urls } = request;
  return {
    store_id: options.storeId,
    store_passwd: options.storePassword,
    total_amount: request.amount.toFixed(2),
    currency: request.currency,
    tran_id: request.tranId,
    success_url: urls.success,
    fail_url: urls.fail,
    cancel_url: urls.cancel,
    ipn_url: urls.ipn,
    cus_name: customer.name,
    cus_email: customer.email,
    cus_add1: customer.address,
    cus_city: customer.city,
    cus_state: customer.state,
    cus_postcode: customer.postcode,
    cus_country: customer.country,
    cus_phone: customer.phone,
    ship_name: shipping.name,
    ship_add1: shipping.address,
    ship_city: shipping.city,
    ship_state: shipping.state,
    ship_postcode: shipping.postcode,
    ship_country: shipping.country,
    shipping_method: 'Courier',
    num_of_item: String(request.itemCount),
    product_name: request.productName.slice(0, MAX_FIELD),
    product_category: 'General',
    product_profile: 'general',
  };
}

/**
 * For a payment in a foreign currency, `amount` and `currency` are the settlement in BDT;
 * `currency_amount` and `currency_type` are what the session asked for, which is what the shop compares.
 */
function confirmedPayment(valId: string, body: Record<string, unknown>): ConfirmedPayment {
  const currency = nonEmptyString(body.currency_type) ?? nonEmptyString(body.currency);
  const amountText = nonEmptyString(body.currency_amount) ?? nonEmptyString(body.amount);
  const amount = amountText === undefined ? Number.NaN : Number(amountText);
  const tranId = nonEmptyString(body.tran_id);
  if (currency === undefined || !Number.isFinite(amount) || tranId === undefined) {
    throw new GatewayUnavailableError(
      'SSLCommerz validation confirmed a payment without its amount, currency or tran_id',
    );
  }
  const bankTranId = nonEmptyString(body.bank_tran_id);
  return {
    valId: nonEmptyString(body.val_id) ?? valId,
    tranId,
    amount,
    currency,
    ...(bankTranId && { bankTranId }),
  };
}

/** "timed out" or "could not be reached (ECONNREFUSED)". Read by name: under jest, instanceof misses Node's errors. */
function networkFailure(error: unknown): string {
  const failure = error as { name?: unknown; cause?: { code?: unknown } } | null;
  if (failure?.name === 'TimeoutError') return 'timed out';
  const code = failure?.cause?.code;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code)
    ? `could not be reached (${code})`
    : 'could not be reached';
}

const isValid = (fields: Record<string, unknown>) =>
  fields.status === 'VALID' || fields.status === 'VALIDATED';

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
