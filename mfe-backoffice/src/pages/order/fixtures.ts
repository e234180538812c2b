import type { Refund } from '../../api/orders';

/** A refund of the order fixture's payment, done by the gateway. */
export const aRefund = (overrides: Partial<Refund> = {}): Refund => ({
  id: 'd1b2c3d4-0000-4000-8000-000000000001',
  paymentId: 'c1b2c3d4-0000-4000-8000-000000000001',
  amount: 40,
  currency: 'BDT',
  state: 'refunded',
  remark: 'Kettle arrived dented',
  gatewayReference: 'GW-RF-1',
  failure: null,
  actor: 'ops@example.com',
  createdAt: '2026-11-23T09:00:00.000Z',
  refundedAt: '2026-11-23T09:00:05.000Z',
  ...overrides,
});
