import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, invoiceLines, invoices, products, profiles, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { customerDetails, shippingDetails } from '../../lib/invoice-details';
import { invoiceTotals, unitPrice } from '../../lib/money';
import {
  GatewayUnavailableError,
  type PaymentGateway,
  type PaymentSessionRequest,
} from '../../payment/gateway';

export const CURRENCY = 'USD';

/** Unguessable, so a payment callback cannot be aimed at somebody else's invoice by guessing. */
const newTranId = () => `T${randomBytes(12).toString('hex').toUpperCase()}`;

/**
 * Turns the customer's cart into an invoice (prices from the database, one transaction) and opens a payment
 * session for it. The cart stays as it is until the payment is confirmed; if the gateway cannot be reached,
 * the invoice is marked failed and nothing else changes.
 */
export async function checkout(
  db: Db,
  gateway: PaymentGateway,
  userId: string,
  callbackBase: string,
): Promise<{ invoiceId: string; tranId: string; gatewayPageUrl: string }> {
  const [customer] = await db
    .select({ email: users.email, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  const profile = customer?.profile;
  if (!customer || !profile) {
    throw new HttpError(
      409,
      'Please complete your profile (customer and shipping details) before checking out',
    );
  }

  const lines = await db
    .select({
      productId: cartItems.productId,
      title: products.title,
      qty: cartItems.qty,
      color: cartItems.color,
      size: cartItems.size,
      price: products.price,
      discount: products.discount,
      discountPrice: products.discountPrice,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  if (lines.length === 0) throw new HttpError(409, 'Your cart is empty');

  const totals = invoiceTotals(lines);
  const tranId = newTranId();
  const invoiceId = await db.transaction(async (tx) => {
    const [invoice] = await tx
      .insert(invoices)
      .values({
        userId,
        tranId,
        ...totals,
        currency: CURRENCY,
        cusDetails: customerDetails(profile),
        shipDetails: shippingDetails(profile),
      })
      .returning({ id: invoices.id });
    if (!invoice) throw new Error('invoice insert returned nothing');
    await tx.insert(invoiceLines).values(
      lines.map((line, position) => ({
        invoiceId: invoice.id,
        position,
        productId: line.productId,
        qty: line.qty,
        price: unitPrice(line),
        color: line.color,
        size: line.size,
      })),
    );
    return invoice.id;
  });

  const request: PaymentSessionRequest = {
    tranId,
    amount: totals.payable,
    currency: CURRENCY,
    customer: {
      name: profile.cus_name,
      email: customer.email,
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
    productName: lines
      .map((line) => line.title)
      .join(', ')
      .slice(0, 250),
    itemCount: lines.reduce((sum, line) => sum + line.qty, 0),
    urls: {
      success: `${callbackBase}/PaymentSuccess/${tranId}`,
      fail: `${callbackBase}/PaymentFail/${tranId}`,
      cancel: `${callbackBase}/PaymentCancel/${tranId}`,
      ipn: `${callbackBase}/PaymentIPN/${tranId}`,
    },
  };
  try {
    const { gatewayPageUrl } = await gateway.createSession(request);
    return { invoiceId, tranId, gatewayPageUrl };
  } catch (error) {
    await db
      .update(invoices)
      .set({ paymentStatus: 'failed', updatedAt: new Date() })
      .where(eq(invoices.id, invoiceId));
    if (error instanceof GatewayUnavailableError) {
      throw new HttpError(
        503,
        'The payment service is not available right now. Your cart is unchanged; please try again shortly.',
      );
    }
    throw error;
  }
}
