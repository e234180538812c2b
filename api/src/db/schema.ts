import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
/** PostgreSQL's full-text document type, which drizzle has no column for. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** A row that belongs to a customer, and goes when the customer goes. */
const customerRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** A row about a product, and goes when the product goes. */
const productRef = () =>
  uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });
/** Money in dollars, exact to the cent. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const REMARKS = ['new', 'trending', 'popular', 'top', 'special'] as const;
export type Remark = (typeof REMARKS)[number];

export const brands = pgTable('brands', {
  id: id(),
  brandName: text('brand_name').notNull(),
  brandImg: text('brand_img').notNull(),
  createdAt: createdAt(),
});

export const categories = pgTable('categories', {
  id: id(),
  categoryName: text('category_name').notNull(),
  categoryImg: text('category_img').notNull(),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    /** The operator's key for the product (a SKU or slug): imports match on it, so importing twice changes nothing. */
    sku: text('sku').notNull().unique(),
    title: text('title').notNull(),
    shortDes: text('short_des').notNull(),
    price: money('price').notNull(),
    discount: boolean('discount').notNull().default(false),
    discountPrice: money('discount_price'),
    image: text('image').notNull(),
    star: numeric('star', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    remark: text('remark').$type<Remark>().notNull(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    createdAt: createdAt(),
    /**
     * When an operator took it out of the catalogue. A product some invoice names is retired rather than deleted,
     * so old invoices still show it; a retired product is not listed, found, sold or reviewed.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** What the customer pays: the discount price when discounted. Filters compare this. */
    /**
     * How many can still be sold; null means unlimited (not counted). A product with variants counts each variant's
     * stock instead, and this only for a size and colour no variant names.
     */
    stock: integer('stock'),
    effectivePrice: money('effective_price')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`CASE WHEN ${products.discount} THEN coalesce(${products.discountPrice}, ${products.price}) ELSE ${products.price} END`,
      ),
    /**
     * Its brand's and category's names, which search finds too. Kept by triggers (migration 0008): set when the
     * product's brand or category is, and again when either is renamed.
     */
    searchNames: text('search_names').notNull().default(''),
    /** Lower-cased title, names and short description: search finds parts of words here via a trigram index. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${products.title} || ' ' || ${products.searchNames} || ' ' || ${products.shortDes})`,
      ),
    /** The words of the title and the names, in English word forms: a match here ranks first. */
    searchTitle: tsvector('search_title')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`to_tsvector('english', ${products.title} || ' ' || ${products.searchNames})`,
      ),
    /** Every searched word, in English word forms ("watches" finds "watch"). */
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('english', ${products.title} || ' ' || ${products.searchNames} || ' ' || ${products.shortDes})`,
      ),
  },
  (t) => [
    check('products_remark_known', sql`${t.remark} IN ('new', 'trending', 'popular', 'top', 'special')`),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check(
      'products_discount_price_set',
      sql`NOT ${t.discount} OR (${t.discountPrice} IS NOT NULL AND ${t.discountPrice} <= ${t.price})`,
    ),
    index('products_newest').on(t.createdAt.desc(), t.id),
    index('products_by_remark').on(t.remark, t.createdAt.desc(), t.id),
    index('products_by_brand').on(t.brandId, t.createdAt.desc(), t.id),
    index('products_by_category').on(t.categoryId, t.createdAt.desc(), t.id),
    index('products_by_price').on(t.effectivePrice),
    index('products_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_search_document').using('gin', t.searchDocument),
    index('products_search_title').using('gin', t.searchTitle),
    index('products_by_rating').on(t.star.desc(), t.createdAt.desc(), t.id),
  ],
);

/**
 * Every word the catalogue's products are searched by (their titles, names and short descriptions, lower-cased),
 * which a misspelt keyword is corrected to and a word being typed is completed to. Triggers add the words of every
 * product written (migration 0008); a word whose products are gone stays, harmless: a correction is kept only when
 * it finds something, and a completion only suggests products that have it.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** In some product's title or brand or category name: what the search box's suggestions complete to. */
    inTitle: boolean('in_title').notNull().default(false),
  },
  (t) => [index('search_words_trgm').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * One size and colour pair of a product, with its own SKU and stock and optionally its own price (which then
 * replaces the product's, discount included). Size or colour is '' when the product offers only the other.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: productRef(),
    sku: text('sku').notNull().unique(),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    /** Null: unlimited, as for a product. */
    stock: integer('stock'),
    price: money('price'),
  },
  (t) => [
    uniqueIndex('product_variants_one_per_choice').on(t.productId, t.size, t.color),
    check('product_variants_stock_not_negative', sql`${t.stock} >= 0`),
    check('product_variants_price_positive', sql`${t.price} > 0`),
  ],
);

export const productDetails = pgTable('product_details', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  img1: text('img1').notNull().default(''),
  img2: text('img2').notNull().default(''),
  img3: text('img3').notNull().default(''),
  img4: text('img4').notNull().default(''),
  img5: text('img5').notNull().default(''),
  img6: text('img6').notNull().default(''),
  img7: text('img7').notNull().default(''),
  img8: text('img8').notNull().default(''),
  /** Comma-separated options, as a product's `details.size` and `details.color` carry them. */
  size: text('size').notNull().default(''),
  color: text('color').notNull().default(''),
  /** HTML, sanitised when stored. */
  des: text('des').notNull().default(''),
});

export const sliders = pgTable('sliders', {
  id: id(),
  title: text('title').notNull(),
  des: text('des').notNull(),
  image: text('image').notNull(),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
});

export const features = pgTable('features', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  img: text('img').notNull(),
  position: integer('position').notNull().default(0),
});

export const LEGAL_TYPES = [
  'about',
  'refund',
  'privacy',
  'terms',
  'howtobuy',
  'contact',
  'complain',
] as const;
export type LegalType = (typeof LEGAL_TYPES)[number];

export const legalPages = pgTable('legal_pages', {
  type: text('type').$type<LegalType>().primaryKey(),
  /** HTML, sanitised when stored. */
  description: text('description').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased. */
    email: text('email').notNull().unique(),
    createdAt: createdAt(),
  },
  // The back office finds orders by any part of the customer's address: a trigram index finds the customers first.
  (t) => [index('users_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`)],
);

/** The one live sign-in code of a user; asking again replaces it. */
export const otpCodes = pgTable('otp_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
});

/** One row per code request, for the per-address and per-client limits. */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: id(),
    email: text('email').notNull(),
    clientIp: text('client_ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_requests_by_email').on(t.email, t.createdAt),
    index('otp_requests_by_client').on(t.clientIp, t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: customerRef(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_by_user').on(t.userId)],
);

/** Profile fields keep the API's names (`cus_name`, `ship_add`, ...) in code too. */
export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  cus_name: text('cus_name').notNull(),
  cus_phone: text('cus_phone').notNull(),
  cus_fax: text('cus_fax').notNull(),
  cus_country: text('cus_country').notNull(),
  cus_city: text('cus_city').notNull(),
  cus_state: text('cus_state').notNull(),
  cus_postcode: text('cus_postcode').notNull(),
  cus_add: text('cus_add').notNull(),
  ship_name: text('ship_name').notNull(),
  ship_phone: text('ship_phone').notNull(),
  ship_country: text('ship_country').notNull(),
  ship_city: text('ship_city').notNull(),
  ship_state: text('ship_state').notNull(),
  ship_postcode: text('ship_postcode').notNull(),
  ship_add: text('ship_add').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: customerRef(),
    productId: productRef(),
    color: text('color').notNull().default(''),
    size: text('size').notNull().default(''),
    qty: integer('qty').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('cart_items_qty_range', sql`${t.qty} BETWEEN 1 AND 99`),
    uniqueIndex('cart_items_one_line').on(t.userId, t.productId, t.color, t.size),
  ],
);

export const wishItems = pgTable(
  'wish_items',
  {
    userId: customerRef(),
    productId: productRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/**
 * pending: payable through the shop until `expires_at`; expired: its payment session ended before a newer checkout;
 * superseded: the cart changed and a newer invoice replaced it.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'success',
  'failed',
  'cancelled',
  'expired',
  'superseded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const DELIVERY_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    userId: customerRef(),
    tranId: text('tran_id').notNull().unique(),
    total: money('total').notNull(),
    vat: money('vat').notNull(),
    payable: money('payable').notNull(),
    currency: text('currency').notNull(),
    cusDetails: text('cus_details').notNull(),
    shipDetails: text('ship_details').notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    deliveryStatus: text('delivery_status').$type<DeliveryStatus>().notNull().default('pending'),
    /** The gateway's validation id of the confirmed payment. */
    valId: text('val_id'),
    /**
     * What was bought and where it goes: a checkout of the same cart reuses this invoice while it is payable.
     * Null on invoices not made by a checkout (the demo's, and those from before checkouts were reused).
     */
    cartFingerprint: text('cart_fingerprint'),
    /** The payment page of this invoice's gateway session; null while the session is being opened. */
    gatewayPageUrl: text('gateway_page_url'),
    /** When the gateway session ends: after that the shop no longer offers this invoice for payment. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the shop last asked the gateway, after the session ended, which payments it took for this invoice. */
    paymentsCheckedAt: timestamp('payments_checked_at', { withTimezone: true }),
    /** The parcel's tracking number and carrier, as the operator gave them when shipping; null when not given. */
    trackingNumber: text('tracking_number'),
    carrier: text('carrier'),
    /**
     * When applying its payment took its lines from stock; a cancellation gives back only what was taken (orders
     * paid before stock was counted took nothing).
     */
    stockTakenAt: timestamp('stock_taken_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'invoices_payment_status_known',
      sql`${t.paymentStatus} IN ('pending', 'success', 'failed', 'cancelled', 'expired', 'superseded')`,
    ),
    // One cart, one charge: a customer has at most one invoice open for payment.
    uniqueIndex('invoices_one_pending_per_customer').on(t.userId).where(sql`${t.paymentStatus} = 'pending'`),
    check(
      'invoices_delivery_status_known',
      sql`${t.deliveryStatus} IN ('pending', 'processing', 'shipped', 'delivered', 'returned', 'cancelled')`,
    ),
    index('invoices_by_user').on(t.userId, t.createdAt.desc()),
    // The back office's order list, newest first: whole, and narrowed by either status, read in index order.
    // Ascending, read backwards: exactly `created_at DESC, id DESC` (a DESC index is NULLS LAST, which that is not).
    index('invoices_by_time').on(t.createdAt, t.id),
    index('invoices_by_payment_status').on(t.paymentStatus, t.createdAt, t.id),
    index('invoices_by_delivery_status').on(t.deliveryStatus, t.createdAt, t.id),
    // The dashboard's orders to ship, counted from the few entries of this index alone.
    index('invoices_to_ship')
      .on(t.deliveryStatus)
      .where(sql`${t.paymentStatus} = 'success' AND ${t.deliveryStatus} IN ('pending', 'processing')`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** The line's place in the invoice, as it was in the cart. */
    position: integer('position').notNull().default(0),
    qty: integer('qty').notNull(),
    /** Unit price at the time of purchase. */
    price: money('price').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    /** The variant bought, when the product has one for this size and colour. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('invoice_lines_by_invoice').on(t.invoiceId),
    index('invoice_lines_by_product').on(t.productId),
  ],
);

/**
 * Every payment the gateway confirmed, applied or not. A payment that arrives for an invoice no longer open for
 * payment (superseded, expired, failed, cancelled, already paid) or for a different amount is kept here with
 * `needs_decision`, so an operator refunds it or fulfils the order: money is never lost track of.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    valId: text('val_id').notNull().unique(),
    /** The gateway's bank transaction id: refunds are asked for by it. Null on payments recorded before refunds. */
    bankTranId: text('bank_tran_id'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    needsDecision: boolean('needs_decision').notNull(),
    /** Why it was not applied to its invoice; null when it was. */
    reason: text('reason'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an operator recorded giving a flagged payment back, and the gateway's or bank's reference for it. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReference: text('refund_reference'),
    /**
     * When an operator recorded keeping a flagged payment instead (the order was fulfilled another way), who, and
     * why.
     */
    keptAt: timestamp('kept_at', { withTimezone: true }),
    keptBy: text('kept_by'),
    keptNote: text('kept_note'),
  },
  (t) => [
    index('payments_by_invoice').on(t.invoiceId),
    index('payments_needing_decision').on(t.receivedAt).where(sql`${t.needsDecision}`),
  ],
);

export const REFUND_STATES = ['requested', 'refunded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/**
 * Money given back through the gateway, whole or in part, from one payment. requested: asked for, the gateway has
 * not said it is done; refunded: done; failed: the gateway refused or could not be reached (it can be retried).
 * The refunds of a payment that are not failed never add up to more than the payment.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    state: text('state').$type<RefundState>().notNull().default('requested'),
    /** Chosen by whoever asks: asking again with the same key answers the first refund instead of a second. */
    requestKey: text('request_key').notNull().unique(),
    /** The operator's words for the customer and the gateway. */
    remark: text('remark').notNull().default(''),
    /** The gateway's reference for the refund, once it has one. */
    gatewayReference: text('gateway_reference'),
    /** Why it failed, in the gateway's or the network's words. */
    failure: text('failure'),
    actor: text('actor').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    check('refunds_state_known', sql`${t.state} IN ('requested', 'refunded', 'failed')`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    index('refunds_by_payment').on(t.paymentId),
    index('refunds_requested').on(t.createdAt).where(sql`${t.state} = 'requested'`),
  ],
);

/**
 * Every change an operator makes, with the state before and after (null for a creation or a deletion): who changed
 * what, and when, can always be answered.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** The operator's e-mail address, or `cli:<os user>` for the command line. */
    actor: text('actor').notNull(),
    /** What was done, e.g. `product.update`, `order.delivery`, `payment.refund`. */
    action: text('action').notNull(),
    /** The kind of thing changed and its id. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_by_entity').on(t.entity, t.entityId, t.at),
    index('audit_log_by_time').on(t.at),
    index('audit_log_by_actor').on(t.actor, t.at),
    // text_pattern_ops: an action prefix (`product.`) is a LIKE 'product.%' this index answers, whatever the collation.
    index('audit_log_by_action').on(t.action.op('text_pattern_ops'), t.at),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: customerRef(),
    productId: productRef(),
    rating: integer('rating').notNull(),
    des: text('des').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    uniqueIndex('reviews_one_per_customer').on(t.productId, t.userId),
  ],
);

/** Payment sessions of the built-in sandbox gateway: what its hosted page and validation endpoint know. */
export const sandboxPayments = pgTable('sandbox_payments', {
  sessionKey: text('session_key').primaryKey(),
  tranId: text('tran_id').notNull(),
  amount: money('amount').notNull(),
  currency: text('currency').notNull(),
  successUrl: text('success_url').notNull(),
  failUrl: text('fail_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  ipnUrl: text('ipn_url').notNull(),
  /** open until the customer pays, fails or cancels on the hosted page. */
  status: text('status').$type<'open' | 'valid' | 'failed' | 'cancelled'>().notNull().default('open'),
  valId: text('val_id').unique(),
  /** The made-up bank transaction id of a paid session, as SSLCommerz gives one. */
  bankTranId: text('bank_tran_id'),
  /** After this the hosted page takes no payment, as a real gateway's session times out. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * The sandbox gateway's store password: it signs its callbacks with it as SSLCommerz does (verify_sign), and the
 * shop checks them with it. One row, made on first use, shared by every process on the database.
 */
export const sandboxStore = pgTable(
  'sandbox_store',
  {
    id: integer('id').primaryKey().default(1),
    password: text('password').notNull(),
    /** While true, the sandbox refuses every refund (to try the shop's handling of a failed refund). */
    failRefunds: boolean('fail_refunds').notNull().default(false),
  },
  (t) => [check('sandbox_store_one_row', sql`${t.id} = 1`)],
);

/** Refunds the sandbox gateway was asked for, as SSLCommerz's refund API records them. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  refundRefId: text('refund_ref_id').primaryKey(),
  bankTranId: text('bank_tran_id').notNull(),
  amount: money('amount').notNull(),
  /** The shop's own id for the refund (SSLCommerz's refe_id): asking twice with it refunds once. */
  shopReference: text('shop_reference').notNull().unique(),
  createdAt: createdAt(),
});
