/** Orders, payments needing a decision, and the audit log. */
import type {
  AdminOrderDetails,
  AdminOrderSummary,
  AdminPaymentRecord,
  AuditEntry,
  DeliveryChange,
  DeliveryOutcome,
  DeliveryStatus,
  DeliveryTarget,
  FlaggedPayment,
  PaymentStatus,
} from '@shop/shared/contracts';
import { ask, askPage } from './transport';

export type {
  AdminOrderDetails as OrderDetails,
  AdminOrderSummary as OrderSummary,
  AdminPaymentRecord as PaymentRecord,
  AuditEntry,
  DeliveryHistoryEntry as DeliveryEvent,
  DeliveryOutcome,
  DeliveryTarget,
  FlaggedPayment,
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

export const listFlaggedPayments = (query: { page: number; limit: number }) =>
  askPage<FlaggedPayment>('payments/flagged', query);
export const recordRefund = (paymentId: string, reference: string) =>
  ask<AdminPaymentRecord>('POST', `payments/${segment(paymentId)}/refund`, { body: { reference } });
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
