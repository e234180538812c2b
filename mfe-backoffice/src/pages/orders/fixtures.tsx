/** For the tests of the back office's order, payment and audit screens: API answers, a screen in its route. */
import { type Notification, notify } from '@shop/shared/bus';
import { MemoryRouter, Route, Routes, useLocation } from '@shop/shared/router';
import { render } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactElement } from 'react';
import type { OrderDetails, OrderSummary } from '../../api/orders';

export const anOrder = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  tranId: 'TXN-1',
  email: 'ada@example.com',
  paymentStatus: 'success',
  deliveryStatus: 'pending',
  total: 130,
  vat: 16.96,
  payable: 146.96,
  currency: 'BDT',
  createdAt: '2026-11-22T10:05:00.000Z',
  trackingNumber: null,
  carrier: null,
  refunded: 0,
  deliverySteps: ['processing', 'shipped'],
  ...overrides,
});

export const anOrderDetails = (overrides: Partial<OrderDetails> = {}): OrderDetails => ({
  ...anOrder(),
  cusDetails: 'Ada Lovelace, 12 Byron St, London, +44 20 7946 0000',
  shipDetails: 'Ada Lovelace\n12 Byron St\nLondon NW1',
  expiresAt: '2026-11-22T10:35:00.000Z',
  updatedAt: '2026-11-22T10:06:00.000Z',
  lines: [
    {
      productId: 'b1b2c3d4-0000-4000-8000-000000000001',
      sku: 'KTL-01',
      title: 'Copper kettle',
      qty: 2,
      price: 40,
      color: 'Copper',
      size: '1.5 l',
    },
    {
      productId: 'b1b2c3d4-0000-4000-8000-000000000002',
      sku: 'LMP-02',
      title: 'Desk lamp',
      qty: 1,
      price: 50,
      color: 'Black',
      size: 'One size',
    },
  ],
  payments: [
    {
      id: 'c1b2c3d4-0000-4000-8000-000000000001',
      valId: 'VAL-1',
      amount: 146.96,
      currency: 'BDT',
      needsDecision: false,
      reason: null,
      receivedAt: '2026-11-22T10:06:00.000Z',
      refundedAt: null,
      refundReference: null,
      resolution: null,
      keptAt: null,
      keptBy: null,
      keptNote: null,
    },
  ],
  deliveryHistory: [],
  refunds: [],
  refundable: 146.96,
  cancellable: true,
  ...overrides,
});

/** One page of a list, as the admin API answers it. */
export function aPage<Row>(data: Row[], { page = 1, limit = 20, hasMore = false } = {}) {
  return { data, page, limit, hasMore };
}

/** The toasts asked for from now on (`stop()` ends the watch). */
export function notifications() {
  const seen: Notification[] = [];
  const stop = notify.watch((notification) => seen.push(notification));
  return { seen, stop };
}

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

/**
 * Renders `screen` at `address` as the back office routes it (`route`, under `/admin`), in a scope of its own (a
 * fresh one unless given: a test that leaves and comes back passes the same). The address shown is in
 * `getByTestId('address')`.
 */
export function renderScreen(
  screen: ReactElement,
  { address, route, scope = fork() }: { address: string; route: string; scope?: Scope },
) {
  const rendered = render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={route} element={screen} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Address />
      </MemoryRouter>
    </Provider>,
  );
  return { ...rendered, scope };
}
