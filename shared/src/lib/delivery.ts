import type { DeliveryStatus } from '../contracts';

/** Where an order is, in the words customers read on the orders pages and in the delivery e-mails. */
export const DELIVERY_WORDS: Record<DeliveryStatus, string> = {
  pending: 'Not shipped yet',
  processing: 'Being prepared',
  shipped: 'Shipped',
  delivered: 'Delivered',
  returned: 'Returned',
  cancelled: 'Cancelled',
};
