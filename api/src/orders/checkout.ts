import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { CURRENCY } from '@shop/shared/lib';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type CartLine, cartLines } from '../customers/cart';
import type { Db, DbOrTx } from '../db/client';
import { invoiceLines, invoices, profiles, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { invoiceTotals, toCents, unitPrice } from '../lib/money';
import type { CustomerMail } from '../mail/mailer';
import { GatewayUnavailableError, type PaymentGateway, type PaymentSessionRequest } from '../payment/gateway';
import { firstShortLine, outOfStock } from '../stock/line-stock';
import { customerDetails, type ProfileAddresses, shippingDetails } from './invoice-details';
import { catchUpPayments } from './payment-results';

/**
 * A session being opened by another checkout is waited for this long (longer than a gateway call may take); past
 * it, whoever was opening it is taken for dead (a crash between writing the invoice and opening its session).
 */
const SESSION_OPENING_TIMEOUT_MS = 20_000;
const SESSION_POLL_MS = 50;

/** Unguessable, so a payment callback cannot be aimed at somebody else's invoice by guessing. */
const newTranId = () => `T${randomBytes(12).toString('hex').toUpperCase()}`;

const gatewayUnavailable = () =>
  new HttpError(
    503,
    'The payment service is not available right now. Your cart is unchanged; please try again shortly.',
    'GATEWAY_UNAVAILABLE',
  );

type Invoice = typeof invoices.$inferSelect;

export interface CheckoutOptions {
  /** Where the gateway sends the browser and its notifications: `{PUBLIC_URL}/api/v1`. */
  callbackBase: string;
  /** How long a payment session lasts. */
  sessionMinutes: number;
  /** Where the receipt of a payment found on the way goes out. */
  mail: CustomerMail;
  log: FastifyBaseLogger;
  /** Tells the catalogue's caches that a payment found on the way took counted stock. */
  stockChanged: () => Promise<void>;
}

export interface CheckoutResult {
  invoiceId: string;
  tranId: string;
  gatewayPageUrl: string;
}

/**
 * Turns the customer's cart into an invoice (prices from the database, a variant's own when it has one, one
 * transaction) and opens a payment session for it; a line wanting more than is left is refused (OUT_OF_STOCK). One cart, one charge: checkouts of one customer are serialised, and while the customer's open
 * invoice is for the same cart and details and its session has time left, every checkout answers with that invoice
 * and its payment page. A changed cart supersedes it. The cart stays as it is until a payment is confirmed; if the
 * gateway cannot be reached, the new invoice is marked failed and nothing else changes.
 */
export async function checkout(
  db: Db,
  gateway: PaymentGateway,
  userId: string,
  options: CheckoutOptions,
): Promise<CheckoutResult> {
  const lifetimeMs = options.sessionMinutes * 60_000;
  const decision = await db.transaction(async (tx) => {
    // The customer's row is the lock: it serialises checkouts on PGlite and PostgreSQL, across replicas too.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const order = await readOrder(tx, userId);
    const fingerprint = fingerprintOf(order);
    const now = new Date();

    const [open] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.userId, userId), eq(invoices.paymentStatus, 'pending')));
    if (open) {
      const reuse = reusability(open, fingerprint, now, lifetimeMs);
      if (reuse === 'reuse') return { reused: true as const, invoice: open };
      await tx.update(invoices).set({ paymentStatus: reuse, updatedAt: now }).where(eq(invoices.id, open.id));
    }

    const totals = invoiceTotals(order.lines);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        userId,
        tranId: newTranId(),
        ...totals,
        currency: CURRENCY,
        cusDetails: customerDetails(order.profile),
        shipDetails: shippingDetails(order.profile),
        cartFingerprint: fingerprint,
        // Written from this clock, which also judges the session's opening below.
        createdAt: now,
        expiresAt: new Date(now.getTime() + lifetimeMs),
      })
      .returning();
    if (!invoice) throw new Error('invoice insert returned nothing');
    await tx.insert(invoiceLines).values(
      order.lines.map((line, position) => ({
        invoiceId: invoice.id,
        position,
        productId: line.productId,
        variantId: line.variantId,
        qty: line.qty,
        price: unitPrice(line),
        color: line.color,
        size: line.size,
      })),
    );
    return { reused: false as const, invoice, order };
  });

  if (decision.reused) {
    const opened = await waitForSession(db, decision.invoice);
    // Null when its opener died (the next pass marks that invoice failed and makes a new one) or it closed.
    if (!opened) return checkout(db, gateway, userId, options);
    await recordUnannouncedPayments(db, gateway, options, opened.tranId);
    return opened;
  }
  const { invoice, order } = decision;
  try {
    const { gatewayPageUrl } = await gateway.createSession(sessionRequest(invoice, order, options));
    await db
      .update(invoices)
      .set({ gatewayPageUrl, updatedAt: new Date() })
      .where(eq(invoices.id, invoice.id));
    return { invoiceId: invoice.id, tranId: invoice.tranId, gatewayPageUrl };
  } catch (error) {
    await db
      .update(invoices)
      .set({ paymentStatus: 'failed', updatedAt: new Date() })
      .where(and(eq(invoices.id, invoice.id), eq(invoices.paymentStatus, 'pending')));
    if (error instanceof GatewayUnavailableError) throw gatewayUnavailable();
    throw error;
  }
}

/**
 * A customer checking out an open invoice again may have paid it already, with the return to the shop lost (a
 * closed tab, a crash): the gateway is asked, so the orders page says paid and the gateway's page says so too,
 * rather than the order waiting as pending.
 */
async function recordUnannouncedPayments(
  db: Db,
  gateway: PaymentGateway,
  { mail, log, stockChanged }: CheckoutOptions,
  tranId: string,
): Promise<void> {
  try {
    await catchUpPayments(db, gateway, mail, log, stockChanged, tranId);
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    log.warn(
      { err: error },
      'could not ask the gateway about an open invoice; its page will tell the customer',
    );
  }
}

/**
 * Whether the open invoice can answer this checkout, or what it becomes instead. A session with less than a fifth
 * of its lifetime left is not handed out again: the customer needs time to pay.
 */
function reusability(
  open: Invoice,
  fingerprint: string,
  now: Date,
  lifetimeMs: number,
): 'reuse' | 'expired' | 'superseded' | 'failed' {
  const remainingMs = open.expiresAt.getTime() - now.getTime();
  if (remainingMs <= 0) return 'expired';
  if (
    open.gatewayPageUrl === null &&
    now.getTime() - open.createdAt.getTime() >= SESSION_OPENING_TIMEOUT_MS
  ) {
    return 'failed'; // whoever was opening its session died on the way
  }
  if (open.cartFingerprint !== fingerprint || remainingMs < lifetimeMs / 5) return 'superseded';
  return 'reuse';
}

/**
 * The open invoice's payment page, once the checkout that made it has opened its session; null when that never
 * happens in time, or the invoice stopped being open meanwhile (checking out again then decides afresh).
 */
async function waitForSession(db: Db, invoice: Invoice): Promise<CheckoutResult | null> {
  const deadline = invoice.createdAt.getTime() + SESSION_OPENING_TIMEOUT_MS;
  let current: Pick<Invoice, 'gatewayPageUrl' | 'paymentStatus'> | undefined = invoice;
  while (current?.gatewayPageUrl === null && current.paymentStatus === 'pending' && Date.now() < deadline) {
    await sleep(SESSION_POLL_MS);
    [current] = await db
      .select({ gatewayPageUrl: invoices.gatewayPageUrl, paymentStatus: invoices.paymentStatus })
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
  }
  // The opener could not reach the gateway, and said so to its own caller.
  if (current?.paymentStatus === 'failed') throw gatewayUnavailable();
  if (current?.paymentStatus !== 'pending' || !current.gatewayPageUrl) return null;
  return { invoiceId: invoice.id, tranId: invoice.tranId, gatewayPageUrl: current.gatewayPageUrl };
}

interface Order {
  email: string;
  profile: ProfileAddresses;
  lines: CartLine[];
}

async function readOrder(tx: DbOrTx, userId: string): Promise<Order> {
  const [customer] = await tx
    .select({ email: users.email, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!customer?.profile) {
    throw new HttpError(
      409,
      'Please complete your profile (customer and shipping details) before checking out',
      'PROFILE_REQUIRED',
    );
  }
  const lines = await cartLines(tx, userId);
  if (lines.length === 0) throw new HttpError(409, 'Your cart is empty', 'CART_EMPTY');
  // Only what is left can be bought; paying takes it, and a payment that loses a race for it is flagged.
  const short = firstShortLine(lines);
  const shortLine = lines[short];
  if (shortLine) throw outOfStock(shortLine, `items.${short}`);
  return { email: customer.email, profile: customer.profile, lines };
}

/** Everything a payment session is for: the lines at today's prices, who pays and where it goes. */
function fingerprintOf(order: Order): string {
  const bought = order.lines
    .map((line) => [line.productId, line.color, line.size, line.qty, toCents(unitPrice(line))])
    .map((line) => JSON.stringify(line))
    .sort();
  return createHash('sha256')
    .update(JSON.stringify({ ...parties(order), bought }))
    .digest('hex');
}

function sessionRequest(invoice: Invoice, order: Order, options: CheckoutOptions): PaymentSessionRequest {
  const { lines } = order;
  const { tranId } = invoice;
  const base = options.callbackBase;
  return {
    tranId,
    amount: invoice.payable,
    currency: CURRENCY,
    expiresAt: invoice.expiresAt,
    ...parties(order),
    productName: lines
      .map((line) => line.title)
      .join(', ')
      .slice(0, 250),
    itemCount: lines.reduce((sum, line) => sum + line.qty, 0),
    urls: {
      success: `${base}/PaymentSuccess/${tranId}`,
      fail: `${base}/PaymentFail/${tranId}`,
      cancel: `${base}/PaymentCancel/${tranId}`,
      ipn: `${base}/PaymentIPN/${tranId}`,
    },
  };
}

/** Who pays and where it goes, as the gateway is told. */
function parties({ email, profile }: Order): Pick<PaymentSessionRequest, 'customer' | 'shipping'> {
  return {
    customer: {
      name: profile.cus_name,
      email,
      phone: profile.cus_phone,
      address: profile.cus_add,
      city: profile.cus_city,
      state: profile.cus_state,
      postcode: profile.cus_postcode,
      country: profile.cus_country,
    },
    shipping: {
      name: profile.ship_name,
      phone: profile.ship_phone,
      address: profile.ship_add,
      city: profile.ship_city,
      state: profile.ship_state,
      postcode: profile.ship_postcode,
      country: profile.ship_country,
    },
  };
}
