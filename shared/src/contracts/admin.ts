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

/**
 * One size and colour pair of a product with its own SKU and stock, and optionally its own price. `size` and
 * `color` are one of the product's options each ('' for a kind it does not offer); one variant per pair.
 */
export interface AdminVariant {
  /** Unique among products and variants together. */
  sku: string;
  size: string;
  color: string;
  /** How many can still be sold; null: unlimited. */
  stock: number | null;
  /** Its own price, which replaces the product's (discount included); null: the product's. */
  price: number | null;
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
  /** How many can still be sold (for a product with variants, in a size and colour none names); null: unlimited. */
  stock: number | null;
  brandID: string;
  categoryID: string;
  details: AdminProductDetails;
  /** The whole list: an update given one replaces the product's variants, matched on their SKU. */
  variants: AdminVariant[];
}

/**
 * Every product, brand, category, slider and legal page the admin API answers carries what it is now (its ETag
 * says the same): a change or removal sends it back in If-Match, and is refused (412 `STALE_VERSION`, naming the
 * fields in `changed`) when the row changed since.
 */
export interface Versioned {
  version: string;
}

export interface AdminProduct extends AdminProductFields, Versioned {
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

export interface AdminLegalPage extends Versioned {
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
  /** What the gateway has given back of the payment applied to it, in all (0: nothing). */
  refunded: number;
  /** Where its delivery may go now: none until it is paid. */
  deliverySteps: DeliveryTarget[];
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
  deliveryHistory: DeliveryHistoryEntry[];
  /** Every refund asked for from its payments, oldest first, failed ones included. */
  refunds: AdminRefund[];
  /** How much of its applied payment can still be refunded (paid or returned orders; 0 otherwise). */
  refundable: number;
  /** Whether it can be cancelled now: paid and not shipped yet. */
  cancellable: boolean;
}

/** requested: the gateway has not said it is done; refunded: done; failed: refused or unreachable (retry it). */
export type RefundState = 'requested' | 'refunded' | 'failed';

export interface AdminRefund {
  id: string;
  paymentId: string;
  amount: number;
  currency: string;
  state: RefundState;
  remark: string;
  gatewayReference: string | null;
  /** Why it failed. */
  failure: string | null;
  actor: string;
  createdAt: string;
  refundedAt: string | null;
}

/**
 * A refund an operator asks for (`POST /admin/orders/:id/refunds`, `POST /admin/payments/:id/refund`): `amount`
 * defaults to all that is left; asking twice with the same `requestKey` (made once per form) refunds once.
 */
export interface RefundRequest {
  amount?: number;
  remark?: string;
  requestKey: string;
}

/** `POST /admin/orders/:id/cancel`: cancels a paid, unshipped order, refunds what is left and restocks it. */
export interface CancelRequest {
  remark?: string;
  requestKey: string;
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

/** Paid orders placed since `from` (a UTC day), and what they came to, by currency. */
export interface AdminSales {
  from: string;
  orders: number;
  amounts: { currency: string; amount: number }[];
}

/** The back office's first screen: sales, what waits for an operator, and what is about to run out. */
export interface AdminDashboard {
  /** Today's, and this week's from Monday (UTC). */
  sales: { today: AdminSales; week: AdminSales };
  /** Paid orders nobody has started on, and those being prepared. */
  toShip: { notStarted: number; processing: number };
  paymentsToDecide: number;
  failedRefunds: number;
  lowStock: {
    /** At or below this many left (LOW_STOCK_AT), a product or one of its variants is low. */
    threshold: number;
    products: number;
    /** Up to five, fewest left first. */
    fewest: { _id: string; title: string; sku: string; stockLeft: number }[];
  };
}
