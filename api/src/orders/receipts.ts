import type { Db } from '../db/client';
import type { CustomerMail } from '../mail/mailer';
import { findOrder } from './fulfilment';
import { receiptMessage } from './order-messages';

/**
 * E-mails the customer the receipt of a paid order (lines, totals, delivery address). Call it once the payment is
 * committed; it throws when the mail cannot be sent, and the caller decides what that means (never a lost payment).
 */
export async function sendReceipt(db: Db, mail: CustomerMail, invoiceId: string): Promise<void> {
  const order = await findOrder(db, invoiceId);
  if (!order) throw new Error(`no invoice ${invoiceId} to send a receipt for`);
  await mail.mailer.send(receiptMessage(order, mail.shopUrl));
}
