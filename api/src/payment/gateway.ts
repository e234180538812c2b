import type { NotificationFields, SignedNotification } from './sslcommerz-signature';

/**
 * What a payment gateway does for the shop: open a hosted payment session, confirm a payment, and prove what it
 * posted back.
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'sslcommerz';
  /** Opens a hosted payment page for one invoice. Throws GatewayUnavailableError when the gateway cannot be used. */
  createSession(request: PaymentSessionRequest): Promise<{ gatewayPageUrl: string }>;
  /**
   * Asks the gateway what a validation id stands for. Returns null when the gateway does not know it or
   * does not confirm it as a valid payment; the caller still compares tranId, amount and currency.
   */
  validate(valId: string): Promise<ConfirmedPayment | null>;
  /**
   * Checks the gateway's signature on posted fields (a failed or cancelled payment has no validation id to ask
   * about). Returns null when they carry no valid proof.
   */
  verifyNotification(fields: NotificationFields): Promise<SignedNotification | null>;
  /**
   * Asks the gateway which payments it took for a tran_id (its transaction query): their validation ids, each
   * still to be validated. For notifications that never arrived. Throws GatewayUnavailableError when it cannot ask.
   */
  paymentsOf(tranId: string): Promise<string[]>;
  /**
   * Asks the gateway to give back part or all of a payment (SSLCommerz's refund API, by the bank transaction id).
   * `shopReference` is the shop's id for the refund: asking twice with it refunds once. Throws
   * GatewayUnavailableError when the gateway cannot be asked; a refusal is an answer (`failed`).
   */
  refund(request: RefundRequest): Promise<RefundAnswer>;
  /** Asks how a refund the gateway is still processing ended. Throws GatewayUnavailableError as `refund`. */
  refundStatus(gatewayReference: string): Promise<RefundAnswer>;
}

export interface RefundRequest {
  bankTranId: string;
  /** Dollars, at most two decimals. */
  amount: number;
  shopReference: string;
  remark: string;
}

/** refunded: done; processing: accepted, not done yet (ask again with refundStatus); failed: refused, with why. */
export type RefundAnswer =
  | { state: 'refunded' | 'processing'; gatewayReference: string }
  | { state: 'failed'; reason: string; gatewayReference?: string };

export interface PaymentSessionRequest {
  tranId: string;
  /** Dollars, at most two decimals. */
  amount: number;
  currency: 'USD';
  /** When the session should stop taking payment, where the gateway lets the shop say. */
  expiresAt: Date;
  customer: {
    name: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    state: string;
    postcode: string;
    country: string;
  };
  shipping: {
    name: string;
    phone: string;
    address: string;
    city: string;
    state: string;
    postcode: string;
    country: string;
  };
  /** A short description of what is bought, e.g. "2 items: Aurora X2 Phone, ...". */
  productName: string;
  itemCount: number;
  /** Where the gateway sends the customer's browser (POST) and its server-to-server notification. */
  urls: { success: string; fail: string; cancel: string; ipn: string };
}

export interface ConfirmedPayment {
  valId: string;
  tranId: string;
  amount: number;
  currency: string;
  /** The bank's transaction id, which a refund is asked for by; absent when the gateway gave none. */
  bankTranId?: string;
}

export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayUnavailableError';
  }
}
