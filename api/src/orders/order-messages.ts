import { DELIVERY_WORDS, formatDay } from '@shop/shared/lib';
import type { DeliveryStatus } from '../db/schema';
import { escapeHtml } from '../lib/html';
import { formatMoney, toCents, toDollars, VAT_RATE_PERCENT } from '../lib/money';
import type { MailMessage } from '../mail/mailer';

/** What the delivery e-mail says happened, after "Your order {tran_id} ...". */
const DELIVERY_NEWS: Record<DeliveryStatus, string> = {
  pending: 'is waiting to be prepared.',
  processing: 'is being prepared for shipping.',
  shipped: 'has shipped and is on its way.',
  delivered: 'has been delivered. We hope you enjoy it.',
  returned: 'has come back to us as returned.',
  cancelled: 'has been cancelled.',
};

export interface ReceiptOrder {
  email: string;
  tranId: string;
  currency: string;
  total: number;
  vat: number;
  payable: number;
  shipDetails: string;
  lines: { title: string; qty: number; price: number; color: string; size: string }[];
}

const layout = (body: string) => `<!doctype html>
<html lang="en"><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:24px">
${body}
</body></html>`;

/** "Black, M", or nothing when no option was chosen. */
const chosenOptions = (line: { color: string; size: string }) =>
  [line.color, line.size].filter((option) => option !== '').join(', ');

/** The receipt of a paid order: what was bought at which price, the totals, and where it goes. */
export function receiptMessage(order: ReceiptOrder, shopUrl: string): MailMessage {
  const money = (amount: number) => formatMoney(amount, order.currency);
  const lines = order.lines.map((line) => {
    const options = chosenOptions(line);
    return {
      name: options ? `${line.title} (${options})` : line.title,
      qty: line.qty,
      unit: money(line.price),
      total: money(toDollars(toCents(line.price) * line.qty)),
    };
  });
  const totals = [
    ['Subtotal', money(order.total)],
    [`VAT (${VAT_RATE_PERCENT}%)`, money(order.vat)],
    ['Payable', money(order.payable)],
  ] as const;
  const ordersUrl = `${shopUrl}/orders`;

  const text = [
    'Hello,',
    '',
    `Thank you for your order ${order.tranId}. Your payment of ${money(order.payable)} is confirmed.`,
    '',
    ...lines.map((line) => `${line.qty} x ${line.name} at ${line.unit}: ${line.total}`),
    '',
    ...totals.map(([label, amount]) => `${label}: ${amount}`),
    '',
    `Delivery address: ${order.shipDetails}`,
    '',
    `We will e-mail you when its delivery status changes. Your orders: ${ordersUrl}`,
    '',
    `Shop - ${shopUrl}`,
  ].join('\n');

  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd"';
  const number = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:right"';
  const html = layout(`<p>Hello,</p>
<p>Thank you for your order <strong>${escapeHtml(order.tranId)}</strong>. Your payment of ${money(order.payable)} is confirmed.</p>
<table style="border-collapse:collapse;width:100%">
<thead><tr><th ${cell}>Item</th><th ${number}>Quantity</th><th ${number}>Unit price</th><th ${number}>Total</th></tr></thead>
<tbody>
${lines
  .map(
    (line) =>
      `<tr><td ${cell}>${escapeHtml(line.name)}</td><td ${number}>${line.qty}</td><td ${number}>${line.unit}</td><td ${number}>${line.total}</td></tr>`,
  )
  .join('\n')}
</tbody>
<tfoot>
${totals.map(([label, amount]) => `<tr><th colspan="3" ${number}>${label}</th><td ${number}>${amount}</td></tr>`).join('\n')}
</tfoot>
</table>
<p><strong>Delivery address:</strong> ${escapeHtml(order.shipDetails)}</p>
<p>We will e-mail you when its delivery status changes. <a href="${escapeHtml(ordersUrl)}">Your orders</a></p>
<p><a href="${escapeHtml(shopUrl)}">Shop</a></p>`);

  return { to: order.email, subject: `Your Shop receipt for order ${order.tranId}`, text, html };
}

/** "UPS 1Z999", the carrier or the number alone, or null when the parcel has neither. */
export function trackingWords(parcel: {
  trackingNumber?: string | null;
  carrier?: string | null;
}): string | null {
  const words = [parcel.carrier, parcel.trackingNumber].filter(Boolean).join(' ');
  return words === '' ? null : words;
}

/** The news that an order's delivery status changed, in plain words, with the parcel's tracking when known. */
export function deliveryMessage(
  order: {
    to: string;
    tranId: string;
    status: DeliveryStatus;
    trackingNumber?: string | null;
    carrier?: string | null;
  },
  shopUrl: string,
): MailMessage {
  const { to, tranId, status } = order;
  const news = `Your order ${tranId} ${DELIVERY_NEWS[status]}`;
  const tracking = trackingWords(order);
  const ordersUrl = `${shopUrl}/orders`;
  const text = [
    'Hello,',
    '',
    news,
    `Delivery status: ${DELIVERY_WORDS[status]}`,
    ...(tracking ? [`Tracking: ${tracking}`] : []),
    '',
    `Your orders: ${ordersUrl}`,
    '',
    `Shop - ${shopUrl}`,
  ].join('\n');
  const html = layout(`<p>Hello,</p>
<p>${escapeHtml(news)}</p>
<p>Delivery status: <strong>${DELIVERY_WORDS[status]}</strong></p>
${tracking ? `<p>Tracking: <strong>${escapeHtml(tracking)}</strong></p>\n` : ''}<p><a href="${escapeHtml(ordersUrl)}">Your orders</a></p>
<p><a href="${escapeHtml(shopUrl)}">Shop</a></p>`);
  return { to, subject: `Order ${tranId}: ${DELIVERY_WORDS[status]}`, text, html };
}

/** The same words as text and as HTML, with the link to the customer's orders. */
function newsMessage(to: string, subject: string, paragraphs: string[], shopUrl: string): MailMessage {
  const ordersUrl = `${shopUrl}/orders`;
  const text = [
    'Hello,',
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `Your orders: ${ordersUrl}`,
    '',
    `Shop - ${shopUrl}`,
  ].join('\n');
  const html = layout(`<p>Hello,</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(ordersUrl)}">Your orders</a></p>
<p><a href="${escapeHtml(shopUrl)}">Shop</a></p>`);
  return { to, subject, text, html };
}

/** The news that money of an order went back to the customer, with the operator's words for it when they gave some. */
export function refundMessage(
  refund: { to: string; tranId: string; amount: number; currency: string; refundedAt: Date; remark: string },
  shopUrl: string,
): MailMessage {
  const amount = formatMoney(refund.amount, refund.currency);
  const remark = refund.remark.trim();
  return newsMessage(
    refund.to,
    `Refunded ${amount} for order ${refund.tranId}`,
    [
      `We refunded ${amount} for your order ${refund.tranId} on ${formatDay(refund.refundedAt)}.`,
      ...(remark ? [`Our note: ${remark}`] : []),
      'It goes back to the card or account you paid with; your bank may take a few days to show it.',
    ],
    shopUrl,
  );
}

/** The news that an order was cancelled, and how much of its payment is on its way back. */
export function cancellationMessage(
  order: { to: string; tranId: string; refunding: { amount: number; currency: string } | null },
  shopUrl: string,
): MailMessage {
  const refunding = order.refunding
    ? [
        `We are refunding ${formatMoney(order.refunding.amount, order.refunding.currency)} to the card or account ` +
          'you paid with, and will e-mail you when it is done.',
      ]
    : [];
  return newsMessage(
    order.to,
    `Order ${order.tranId}: ${DELIVERY_WORDS.cancelled}`,
    [`Your order ${order.tranId} ${DELIVERY_NEWS.cancelled}`, ...refunding],
    shopUrl,
  );
}
