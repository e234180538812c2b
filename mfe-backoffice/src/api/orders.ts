/** Orders, payments needing a decision, and the audit log. */
import type {
  AdminDashboard,
  AdminOrderDetails,
  AdminOrderSummary,
  AdminPaymentRecord,
  AuditEntry,
  CancelRequest,
  DeliveryChange,
  DeliveryOutcome,
  DeliveryStatus,
  DeliveryTarget,
  FlaggedPayment,
  PaymentStatus,
  RefundRequest,
  RefundState,
} from '@shop/shared/contracts';
import { ask, askPage } from './transport';

export type {
  AdminDashboard as Dashboard,
  AdminOrderDetails as OrderDetails,
  AdminOrderSummary as OrderSummary,
  AdminPaymentRecord as PaymentRecord,
  AdminRefund as Refund,
  AuditEntry,
  CancelRequest,
  DeliveryHistoryEntry as DeliveryEvent,
  DeliveryOutcome,
  DeliveryTarget,
  FlaggedPayment,
  RefundRequest,
  RefundState,
} from '@shop/shared/contracts';

const segment = encodeURIComponent;

export const PAYMENT_STATUSES: PaymentStatus[] = [
  'pending',
  'success',
  'failed',
  'cancelled',
  'expired',
  'superseded',
];
export const DELIVERY_STATUSES: DeliveryStatus[] = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
];
export interface OrderFilters {
  paymentStatus?: PaymentStatus;
  deliveryStatus?: DeliveryStatus;
  from?: string;
  to?: string;
  email?: string;
  tranId?: string;
  refundState?: RefundState;
}

export interface Shipment {
  trackingNumber?: string;
  carrier?: string;
}

export const listOrders = (query: OrderFilters & { page: number; limit: number }) =>
  askPage<AdminOrderSummary>('orders', query);
export const readOrder = (invoiceId: string) => ask<AdminOrderDetails>('GET', `orders/${segment(invoiceId)}`);
export const moveDelivery = (invoiceId: string, status: DeliveryTarget, shipment: Shipment = {}) =>
  ask<DeliveryChange>('POST', `orders/${segment(invoiceId)}/delivery`, {
    body: { status, ...shipment },
  });

export const moveDeliveries = (invoiceIds: string[], status: DeliveryTarget) =>
  ask<DeliveryOutcome[]>('POST', 'orders/delivery', { body: { invoiceIds, status } });

/**
 * Refunds and cancelling ask the gateway and answer the order as it now is. A request sent again with the same
 * `requestKey` (a double click, a retry after a lost answer) refunds once.
 */
export const refundOrder = (invoiceId: string, request: RefundRequest) =>
  ask<AdminOrderDetails>('POST', `orders/${segment(invoiceId)}/refunds`, { body: request });
export const cancelOrder = (invoiceId: string, request: CancelRequest) =>
  ask<AdminOrderDetails>('POST', `orders/${segment(invoiceId)}/cancel`, { body: request });
/** Asks the gateway again for a refund that failed. */
export const retryRefund = (refundId: string) =>
  ask<AdminOrderDetails>('POST', `refunds/${segment(refundId)}/retry`);

export const listFlaggedPayments = (query: { page: number; limit: number }) =>
  askPage<FlaggedPayment>('payments/flagged', query);
/** Asks the gateway to give back a payment the shop did not apply (the same key rule as an order's refund). */
export const refundPayment = (paymentId: string, request: RefundRequest) =>
  ask<AdminPaymentRecord>('POST', `payments/${segment(paymentId)}/refund`, { body: request });
export const recordKept = (paymentId: string, note: string) =>
  ask<AdminPaymentRecord>('POST', `payments/${segment(paymentId)}/keep`, { body: { note } });

export interface AuditFilters {
  actor?: string;
  action?: string;
  entity?: string;
  entityId?: string;
  from?: string;
  to?: string;
}
export const listAudit = (query: AuditFilters & { page: number; limit: number }) =>
  askPage<AuditEntry>('audit', query);

export const readDashboard = () => ask<AdminDashboard>('GET', 'dashboard');
