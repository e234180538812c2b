/**
 * The back office's data, as `/api/v1/admin` answers and takes it (api/test/contracts.type-test.ts holds these to
 * the API's schemas). Dates are ISO 8601 strings, amounts are in the order's currency.
 */
import type { DeliveryStatus, PaymentStatus, Remark } from './index';

export const GALLERY_SLOTS = ['img1', 'img2', 'img3', 'img4', 'img5', 'img6', 'img7', 'img8'] as const;
export type GallerySlot = (typeof GALLERY_SLOTS)[number];

/** A product's details: the gallery's eight places ('' for an empty one), its options and its HTML description. */
export interface AdminProductDetails extends Record<GallerySlot, string> {
  size: string;
  color: string;
  des: string;
}

/** A product as an operator writes it. */
export interface AdminProductFields {
  sku: string;
  title: string;
  shortDes: string;
  price: number;
  discount: boolean;
  discountPrice: number | null;
  image: string;
  star: number;
  remark: Remark;
  brandID: string;
  categoryID: string;
  details: AdminProductDetails;
}

export interface AdminProduct extends AdminProductFields {
  _id: string;
  createdAt: string;
  /** When it left the catalogue; null while it is on sale. */
  retiredAt: string | null;
}

export interface AdminBrandFields {
  brandName: string;
  brandImg: string;
}
export interface AdminCategoryFields {
  categoryName: string;
  categoryImg: string;
}
export interface AdminSliderFields {
  title: string;
  des: string;
  image: string;
  productID: string;
  position: number;
}

export interface AdminLegalPage {
  type: string;
  /** Sanitised HTML. */
  description: string;
}

/** One problem of an import file's row: `field` is '' when it is about the whole row. */
export interface ImportProblem {
  line: number;
  location: string;
  field: string;
  message: string;
}

/** What an import does (a check) or did. */
export interface ImportSummary {
  rows: number;
  create: number;
  update: number;
  unchanged: number;
  retired: number;
  newBrands: string[];
  newCategories: string[];
}

export interface ImportCheck {
  problems: ImportProblem[];
  summary: ImportSummary;
}

export type DeliveryTarget = 'processing' | 'shipped' | 'delivered' | 'returned';

export interface AdminOrderSummary {
  id: string;
  tranId: string;
  email: string;
  paymentStatus: PaymentStatus;
  deliveryStatus: DeliveryStatus;
  total: number;
  vat: number;
  payable: number;
  currency: string;
  trackingNumber: string | null;
  carrier: string | null;
  createdAt: string;
}

export interface AdminPaymentRecord {
  id: string;
  valId: string;
  amount: number;
  currency: string;
  /** Received but not applied to the order: to be refunded or kept. */
  needsDecision: boolean;
  reason: string | null;
  receivedAt: string;
  refundedAt: string | null;
  refundReference: string | null;
  resolution: 'refunded' | 'kept' | null;
  keptAt: string | null;
  keptBy: string | null;
  keptNote: string | null;
}

export interface DeliveryHistoryEntry {
  from: DeliveryStatus;
  to: DeliveryStatus;
  at: string;
  actor: string;
  trackingNumber: string | null;
  carrier: string | null;
}

export interface AdminOrderLine {
  productId: string;
  sku: string;
  title: string;
  qty: number;
  price: number;
  color: string;
  size: string;
}

export interface AdminOrderDetails extends AdminOrderSummary {
  cusDetails: string;
  shipDetails: string;
  expiresAt: string;
  updatedAt: string;
  lines: AdminOrderLine[];
  payments: AdminPaymentRecord[];
  /** Where its delivery may go now: none until it is paid. */
  deliverySteps: DeliveryTarget[];
  deliveryHistory: DeliveryHistoryEntry[];
}

export interface DeliveryChange {
  invoiceId: string;
  tranId: string;
  from: DeliveryStatus;
  to: DeliveryStatus;
  /** False when the order already had that status. */
  changed: boolean;
  trackingNumber: string | null;
  carrier: string | null;
}

/** One order of a change of several at once. */
export interface DeliveryOutcome {
  invoiceId: string;
  outcome: 'changed' | 'unchanged' | 'refused';
  from?: DeliveryStatus;
  to?: DeliveryStatus;
  error?: { status: number; message: string };
}

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
