/**
 * The back office's first screen: each figure says what is waiting or what was sold, and links to the list that
 * holds it (the orders list takes its filters from its address).
 */
import { Spin } from '@shop/shared/antd';
import { Link } from '@shop/shared/router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { Dashboard } from '../../api/orders';
import { adminPaths } from '../../app/sections';
import { LoadFailedAlert } from '../../lib/load-failed-alert';
import { ScreenTitle } from '../../lib/screen-title';
import { money } from '../orders/words';
import { $dashboard, $dashboardFailure, dashboardOpened } from './model';
import './dashboard.css';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const ordersWhere = (filters: Record<string, string>) =>
  `${adminPaths.orders()}?${new URLSearchParams(filters).toString()}`;

/** One figure: its number (or amounts) as the link, and what it counts. */
function Figure({ to, value, label }: { to: string; value: string; label: string }) {
  return (
    <li className="dashboard-figure">
      <Link to={to}>
        <span className="dashboard-value">{value}</span> <span className="dashboard-label">{label}</span>
      </Link>
    </li>
  );
}

function salesValue({ orders, amounts }: Dashboard['sales']['today']) {
  const paid = amounts.map(({ amount, currency }) => money(amount, currency)).join(' + ');
  return `${paid || '0.00'} (${plural(orders, 'order')})`;
}

function Figures({ figures }: { figures: Dashboard }) {
  const { sales, toShip, paymentsToDecide, failedRefunds, lowStock } = figures;
  const today = sales.today.from;
  return (
    <>
      <section aria-labelledby="dashboard-sales" className="dashboard-group">
        <h2 id="dashboard-sales">Sales</h2>
        <ul>
          <Figure
            to={ordersWhere({ paymentStatus: 'success', from: today, to: today })}
            value={salesValue(sales.today)}
            label="paid today"
          />
          <Figure
            to={ordersWhere({ paymentStatus: 'success', from: sales.week.from, to: today })}
            value={salesValue(sales.week)}
            label="paid this week"
          />
        </ul>
      </section>
      <section aria-labelledby="dashboard-waiting" className="dashboard-group">
        <h2 id="dashboard-waiting">Waiting for you</h2>
        <ul>
          <Figure
            to={ordersWhere({ paymentStatus: 'success', deliveryStatus: 'pending' })}
            value={plural(toShip.notStarted, 'paid order')}
            label="to start"
          />
          <Figure
            to={ordersWhere({ paymentStatus: 'success', deliveryStatus: 'processing' })}
            value={plural(toShip.processing, 'order')}
            label="being prepared, to ship"
          />
          <Figure to={adminPaths.payments()} value={plural(paymentsToDecide, 'payment')} label="to decide" />
          <Figure
            to={ordersWhere({ refundState: 'failed' })}
            value={plural(failedRefunds, 'refund')}
            label="failed, to retry"
          />
        </ul>
      </section>
      <section aria-labelledby="dashboard-stock" className="dashboard-group">
        <h2 id="dashboard-stock">Low stock</h2>
        <p>
          {plural(lowStock.products, 'product')} on sale with {lowStock.threshold} or fewer left
          {lowStock.products > 0 ? ', fewest first:' : '.'}
        </p>
        {lowStock.fewest.length > 0 && (
          <ul className="dashboard-low-stock">
            {lowStock.fewest.map((product) => (
              <li key={product._id}>
                <Link to={adminPaths.product(product._id)}>{product.title}</Link> ({product.sku}):{' '}
                {product.stockLeft === 0 ? 'sold out' : `${product.stockLeft} left`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export function DashboardPage() {
  const [figures, failure, opened] = useUnit([$dashboard, $dashboardFailure, dashboardOpened]);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <section className="dashboard-screen">
      <ScreenTitle>Dashboard</ScreenTitle>
      {failure && <LoadFailedAlert failure={failure} onRetry={opened} />}
      {figures ? <Figures figures={figures} /> : !failure && <Spin aria-label="Loading the figures" />}
    </section>
  );
}
