/** How the back office shows an order's statuses, money and times: the same words on every screen. */
import { Tag } from '@shop/shared/antd';
import type { DeliveryStatus, PaymentStatus } from '@shop/shared/contracts';

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

export const PaymentTag = ({ status }: { status: PaymentStatus }) => (
  <Tag color={PAYMENT[status]?.color ?? 'default'}>{paymentWord(status)}</Tag>
);
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
