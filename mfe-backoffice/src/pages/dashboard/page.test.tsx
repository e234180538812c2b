import { answer, inTurn, networkError } from '@shop/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dashboard } from '../../api/orders';
import { seriousAxeProblems } from '../../testing/axe';
import { renderScreen } from '../orders/fixtures';
import { DashboardPage } from './page';

jest.setTimeout(30_000);

const FIGURES: Dashboard = {
  sales: {
    today: { from: '2030-03-06', orders: 1, amounts: [{ currency: 'USD', amount: 41.5 }] },
    week: {
      from: '2030-03-04',
      orders: 3,
      amounts: [
        { currency: 'BDT', amount: 1200 },
        { currency: 'USD', amount: 83 },
      ],
    },
  },
  toShip: { notStarted: 2, processing: 1 },
  paymentsToDecide: 0,
  failedRefunds: 1,
  lowStock: {
    threshold: 5,
    products: 2,
    fewest: [
      { _id: 'p2', title: 'Hoodie', sku: 'HOOD', stockLeft: 0 },
      { _id: 'p0', title: 'Socks', sku: 'SOCK', stockLeft: 3 },
    ],
  },
};

const openDashboard = () => renderScreen(<DashboardPage />, { address: '/admin', route: '/admin' });
const figure = (name: RegExp) => screen.getByRole('link', { name });

test('each figure links to the list that holds it', async () => {
  answer('GET admin/dashboard', { data: FIGURES });
  openDashboard();
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  const sales = await screen.findByRole('region', { name: 'Sales' });
  expect(
    within(sales)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['41.50 USD (1 order) paid today', '1,200.00 BDT + 83.00 USD (3 orders) paid this week']);
  expect(figure(/paid today/)).toHaveAttribute(
    'href',
    '/admin/orders?paymentStatus=success&from=2030-03-06&to=2030-03-06',
  );
  expect(figure(/paid this week/)).toHaveAttribute(
    'href',
    '/admin/orders?paymentStatus=success&from=2030-03-04&to=2030-03-06',
  );
  expect(figure(/2 paid orders to start/)).toHaveAttribute(
    'href',
    '/admin/orders?paymentStatus=success&deliveryStatus=pending',
  );
  expect(figure(/1 order being prepared/)).toHaveAttribute(
    'href',
    '/admin/orders?paymentStatus=success&deliveryStatus=processing',
  );
  expect(figure(/0 payments to decide/)).toHaveAttribute('href', '/admin/payments');
  expect(figure(/1 refund failed/)).toHaveAttribute('href', '/admin/orders?refundState=failed');

  const stock = screen.getByRole('region', { name: 'Low stock' });
  expect(stock).toHaveTextContent('2 products on sale with 5 or fewer left, fewest first:');
  expect(
    within(stock)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Hoodie (HOOD): sold out', 'Socks (SOCK): 3 left']);
  expect(within(stock).getByRole('link', { name: 'Hoodie' })).toHaveAttribute('href', '/admin/products/p2');
  expect(await seriousAxeProblems()).toEqual([]);
});

test('figures that cannot be read say why, and Retry reads them', async () => {
  answer('GET admin/dashboard', inTurn(networkError, { data: FIGURES }));
  openDashboard();
  const alert = await screen.findByRole('alert');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Sales' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
