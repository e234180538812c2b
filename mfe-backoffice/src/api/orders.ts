/** Orders, payments needing a decision, and the audit log. */
import type { DeliveryStatus, PaymentStatus } from '@shop/shared/contracts';
import { ask, askPage } from './transport';

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
export type DeliveryTarget = 'processing' | 'shipped' | 'delivered' | 'returned';

export interface OrderSummary {
  id: string;
  tranId: string;
  email: string;
  paymentStatus: PaymentStatus;
  deliveryStatus: DeliveryStatus;
  total: number;
  vat: number;
  payable: number;
  currency: string;
  createdAt: string;
  trackingNumber: string | null;
  carrier: string | null;
}

export interface PaymentRecord {
  id: string;
  valId: string;
  amount: number;
  currency: string;
  needsDecision: boolean;
  reason: string | null;
  receivedAt: string;
  refundedAt: string | null;
  refundReference: string | null;
  resolution?: string | null;
}

export interface DeliveryEvent {
  from: DeliveryStatus;
  to: DeliveryStatus;
  at: string;
  actor: string;
  trackingNumber: string | null;
  carrier: string | null;
}

export interface OrderDetails extends OrderSummary {
  cusDetails: string;
  shipDetails: string;
  expiresAt: string;
  updatedAt: string;
  lines: {
    productId: string;
    sku: string;
    title: string;
    qty: number;
    price: number;
    color: string;
    size: string;
  }[];
  payments: PaymentRecord[];
  deliverySteps: DeliveryTarget[];
  deliveryHistory: DeliveryEvent[];
}

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
  askPage<OrderSummary>('orders', query);
export const readOrder = (invoiceId: string) => ask<OrderDetails>('GET', `orders/${segment(invoiceId)}`);
export const moveDelivery = (invoiceId: string, status: DeliveryTarget, shipment: Shipment = {}) =>
  ask<{ changed: boolean; to: DeliveryStatus }>('POST', `orders/${segment(invoiceId)}/delivery`, {
    body: { status, ...shipment },
  });

export interface BulkDeliveryResult {
  invoiceId: string;
  outcome: 'changed' | 'unchanged' | 'refused';
  error?: { status: number; message: string };
}
export const moveDeliveries = (invoiceIds: string[], status: DeliveryTarget) =>
  ask<BulkDeliveryResult[]>('POST', 'orders/delivery', { body: { invoiceIds, status } });

export interface FlaggedPayment {
  id: string;
  invoiceId: string;
  tranId: string;
  email: string;
  amount: number;
  currency: string;
  reason: string | null;
  receivedAt: string;
}
export const listFlaggedPayments = (query: { page: number; limit: number }) =>
  askPage<FlaggedPayment>('payments/flagged', query);
export const recordRefund = (paymentId: string, reference: string) =>
  ask<PaymentRecord>('POST', `payments/${segment(paymentId)}/refund`, { body: { reference } });
export const recordKept = (paymentId: string, note: string) =>
  ask<PaymentRecord>('POST', `payments/${segment(paymentId)}/keep`, { body: { note } });

export interface AuditEntry {
  id: string;
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  at: string;
}
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
