import type { Invoice, ServerLoad } from '@shop/shared/contracts';
import { createLoadFailure } from '@shop/shared/ui';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { getInvoiceList } from '../../api';

/** How a payment the gateway sent the shopper back from ended, by the address's parameter. */
export type PaymentReturn = 'paid' | 'failed' | 'cancelled';
const RETURNS: readonly PaymentReturn[] = ['paid', 'failed', 'cancelled'];

/** The order the shopper comes back from the gateway with (`/orders?paid={tran_id}`, `?failed=`, `?cancelled=`). */
export interface GatewayReturn {
  tranId: string;
  ending: PaymentReturn;
}

/** The gateway's return an address's query names, or null. */
export function gatewayReturnOf(search: URLSearchParams): GatewayReturn | null {
  for (const ending of RETURNS) {
    const tranId = search.get(ending);
    if (tranId) return { tranId, ending };
  }
  return null;
}

export const pageOpened = createEvent<{ returned: GatewayReturn | null }>();

export const fetchInvoicesFx = createEffect(getInvoiceList);

/**
 * Null until answered (skeleton), then the customer's invoices, newest first. A call that got no answer (the API
 * unreachable) stays null: "no orders" would be untrue; the failed-load message shows instead.
 */
export const $invoices = createStore<Invoice[] | null>(null, { sid: 'account/orders/invoices' })
  .on(fetchInvoicesFx.doneData, (_, answer) => (answer.status === 'success' ? answer.data : []))
  .reset(pageOpened);

/**
 * The order the payment gateway sent the shopper back with. It comes from the address, not the API, but the browser
 * does not open the page it hydrates, so the server's value travels with the page too.
 */
const $gatewayReturn = createStore<GatewayReturn | null>(null, { sid: 'account/orders/gateway-return' }).on(
  pageOpened,
  (_, { returned }) => returned,
);

export interface PaymentNotice {
  tranId: string;
  /**
   * `received`: the payment is confirmed; `confirming`: the gateway has not confirmed it yet; `failed`,
   * `cancelled`: it did not happen, and the cart is kept.
   */
  state: 'received' | 'confirming' | 'failed' | 'cancelled';
}

/**
 * What the page says about the order the shopper comes back from the gateway with (docs/behaviour.md#orders):
 * received once the invoice is paid, still being confirmed while it is pending, failed or cancelled as the gateway
 * said (a payment it confirmed notwithstanding); nothing for an order that is not theirs, or one they came back
 * from paying that was not paid after all (its card says what happened).
 */
export const $paymentNotice = combine(
  $invoices,
  $gatewayReturn,
  (invoices, returned): PaymentNotice | null => {
    const invoice = returned && invoices?.find((candidate) => candidate.tran_id === returned.tranId);
    if (!returned || !invoice) return null;
    const { tranId } = returned;
    if (invoice.payment_status === 'success') return { tranId, state: 'received' };
    if (returned.ending !== 'paid') return { tranId, state: returned.ending };
    return invoice.payment_status === 'pending' ? { tranId, state: 'confirming' } : null;
  },
);

/**
 * The parcel's tracking as the orders page shows it under a card: "UPS 1Z999", the carrier or the number alone, or
 * null when the shop gave neither (or the API is older than tracking).
 */
export function trackingWords(invoice: Pick<Invoice, 'trackingNumber' | 'carrier'>): string | null {
  const words = [invoice.carrier, invoice.trackingNumber].filter(Boolean).join(' ');
  return words === '' ? null : words;
}

export const invoicesLoad = createLoadFailure(fetchInvoicesFx);

sample({ clock: pageOpened, target: fetchInvoicesFx });

/** On the shop's server, for a live session: the customer's orders and the notice about one just back from paying. */
export const serverLoad: ServerLoad = {
  opened: pageOpened.prepend(({ search }) => ({ returned: gatewayReturnOf(new URLSearchParams(search)) })),
  $ready: $invoices.map((invoices) => invoices !== null),
};
