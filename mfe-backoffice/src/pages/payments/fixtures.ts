import type { FlaggedPayment } from '../../api/orders';

export const aFlaggedPayment = (overrides: Partial<FlaggedPayment> = {}): FlaggedPayment => ({
  id: 'c1b2c3d4-0000-4000-8000-000000000009',
  invoiceId: 'a1b2c3d4-0000-4000-8000-000000000001',
  tranId: 'TXN-1',
  email: 'ada@example.com',
  amount: 20.5,
  currency: 'BDT',
  reason: 'Paid twice',
  receivedAt: '2026-11-22T11:00:00.000Z',
  ...overrides,
});
