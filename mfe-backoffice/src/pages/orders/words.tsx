/** How the back office shows an order's statuses, money and times: the same words on every screen. */
import { Tag } from '@shop/shared/antd';
import type {
  DeliveryStatus,
  AdminOrderSummary as OrderSummary,
  PaymentStatus,
} from '@shop/shared/contracts';

const PAYMENT: Record<PaymentStatus, { word: string; color: string }> = {
  pending: { word: 'Awaiting payment', color: 'gold' },
  success: { word: 'Paid', color: 'green' },
  failed: { word: 'Failed', color: 'red' },
  cancelled: { word: 'Cancelled', color: 'default' },
  expired: { word: 'Expired', color: 'default' },
  superseded: { word: 'Replaced', color: 'default' },
};

const DELIVERY: Record<DeliveryStatus, { word: string; color: string }> = {
  pending: { word: 'Not started', color: 'default' },
  processing: { word: 'Processing', color: 'blue' },
  shipped: { word: 'Shipped', color: 'cyan' },
  delivered: { word: 'Delivered', color: 'green' },
  returned: { word: 'Returned', color: 'orange' },
  cancelled: { word: 'Cancelled', color: 'default' },
};

/** A status newer than this screen shows as the API names it. */
export const paymentWord = (status: PaymentStatus) => PAYMENT[status]?.word ?? status;
export const deliveryWord = (status: DeliveryStatus) => DELIVERY[status]?.word ?? status;

const REFUNDED = { word: 'Refunded', color: 'purple' };
const PARTLY_REFUNDED = { word: 'Partly refunded', color: 'purple' };

/** A paid order reads as refunded, whole or in part, once the gateway gave money back: "Paid" would be untrue. */
function paymentOf({
  paymentStatus,
  refunded,
  payable,
}: Pick<OrderSummary, 'paymentStatus' | 'refunded' | 'payable'>) {
  if (paymentStatus !== 'success' || refunded <= 0)
    return PAYMENT[paymentStatus] ?? { word: paymentStatus, color: 'default' };
  return Math.round(refunded * 100) >= Math.round(payable * 100) ? REFUNDED : PARTLY_REFUNDED;
}

export const PaymentTag = ({
  order,
}: {
  order: Pick<OrderSummary, 'paymentStatus' | 'refunded' | 'payable'>;
}) => {
  const { word, color } = paymentOf(order);
  return <Tag color={color}>{word}</Tag>;
};
export const DeliveryTag = ({ status }: { status: DeliveryStatus }) => (
  <Tag color={DELIVERY[status]?.color ?? 'default'}>{deliveryWord(status)}</Tag>
);

/** An amount with its currency, as the order was charged: `1,146.96 BDT`. */
export const money = (amount: number, currency: string) =>
  `${amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A moment in UTC, `2026-11-22 10:00 UTC`: the days the filters take are UTC days, so the list and its filters
 * agree whatever the operator's time zone.
 */
export function when(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`;
}

/** Where a parcel is: `DHL 123` , the number alone, or nothing. */
export const trackingOf = ({
  trackingNumber,
  carrier,
}: {
  trackingNumber: string | null;
  carrier: string | null;
}) => [carrier, trackingNumber].filter(Boolean).join(' ');
