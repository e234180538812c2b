import { Alert, Button, Form, Input, Select, type TableColumnsType } from '@shop/shared/antd';
import { Link } from '@shop/shared/router';
import { useUnit } from 'effector-react';
import { type Key, useEffect, useState } from 'react';
import { DELIVERY_STATUSES, type OrderFilters, type OrderSummary, PAYMENT_STATUSES } from '../../api/orders';
import { adminPaths } from '../../app/sections';
import { useFiltersInAddress } from '../../lib/address-filters';
import { ConfirmDialog } from '../../lib/confirm-dialog';
import { FilterForm } from '../../lib/filter-form';
import { ListTable } from '../../lib/list-table';
import { ScreenTitle } from '../../lib/screen-title';
import {
  $shipping,
  $shipReport,
  canShip,
  ordersList,
  type ShipReport,
  shipReportClosed,
  shipRequested,
} from './model';
import { DeliveryTag, deliveryWord, money, PaymentTag, paymentWord, trackingOf, when } from './words';
import './orders.css';

const PAYMENT_CHOICES = PAYMENT_STATUSES.map((status) => ({ value: status, label: paymentWord(status) }));
const DELIVERY_CHOICES = DELIVERY_STATUSES.map((status) => ({ value: status, label: deliveryWord(status) }));
const REFUND_CHOICES = [
  { value: 'failed', label: 'Failed, to retry' },
  { value: 'requested', label: 'Awaiting the gateway' },
  { value: 'refunded', label: 'Refunded' },
];
const APPLIED_ON_CHANGE: (keyof OrderFilters)[] = [
  'paymentStatus',
  'deliveryStatus',
  'refundState',
  'from',
  'to',
];
const FILTER_NAMES = [...APPLIED_ON_CHANGE, 'email', 'tranId'] as const;

const columns: TableColumnsType<OrderSummary> = [
  {
    title: 'Transaction id',
    key: 'tranId',
    render: (_, order) => <Link to={adminPaths.order(order.id)}>{order.tranId}</Link>,
  },
  { title: 'Date', key: 'createdAt', render: (_, order) => when(order.createdAt) },
  { title: 'E-mail', dataIndex: 'email', key: 'email' },
  { title: 'Payment', key: 'payment', render: (_, order) => <PaymentTag order={order} /> },
  { title: 'Delivery', key: 'delivery', render: (_, order) => <DeliveryTag status={order.deliveryStatus} /> },
  {
    title: 'Payable',
    key: 'payable',
    align: 'right',
    render: (_, order) => money(order.payable, order.currency),
  },
  { title: 'Tracking', key: 'tracking', render: (_, order) => trackingOf(order) || '—' },
];

const orders = (count: number) => (count === 1 ? '1 order' : `${count} orders`);

/** What the last bulk change did, order by order: it stays until closed or the next change starts. */
function ShipReportView({ report, onClose }: { report: ShipReport; onClose: () => void }) {
  const { shipped, alreadyShipped, refused, failure } = report;
  if (failure) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        closable={{ onClose }}
        title={`Nothing was shipped: ${failure}`}
      />
    );
  }
  const counts = [`${orders(shipped.length)} shipped`];
  if (alreadyShipped.length > 0) counts.push(`${alreadyShipped.length} already shipped`);
  if (refused.length > 0) counts.push(`${refused.length} refused`);
  return (
    <Alert
      type={refused.length === 0 ? 'success' : shipped.length > 0 ? 'warning' : 'error'}
      showIcon
      role={refused.length === 0 ? 'status' : 'alert'}
      closable={{ onClose, 'aria-label': 'Close the report' }}
      title={counts.join(', ')}
      description={
        <dl className="orders-report">
          {shipped.length > 0 && (
            <>
              <dt>Shipped</dt>
              <dd>{shipped.join(', ')}</dd>
            </>
          )}
          {alreadyShipped.length > 0 && (
            <>
              <dt>Already shipped</dt>
              <dd>{alreadyShipped.join(', ')}</dd>
            </>
          )}
          {refused.length > 0 && (
            <>
              <dt>Refused</dt>
              <dd>
                <ul>
                  {refused.map(({ order, reason }) => (
                    <li key={order}>
                      {order}: {reason}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
        </dl>
      }
    />
  );
}

export function OrderList() {
  const [rows, shipping, report] = useUnit([ordersList.$rows, $shipping, $shipReport]);
  const [ship, closeReport] = useUnit([shipRequested, shipReportClosed]);
  const [selected, setSelected] = useState<Key[]>([]);
  const [confirming, setConfirming] = useState(false);

  useFiltersInAddress(ordersList, FILTER_NAMES);
  // A new page or a reload shows other orders: what was selected is no longer on screen.
  useEffect(() => {
    if (rows) setSelected([]);
  }, [rows]);

  return (
    <section className="orders-screen">
      <ScreenTitle>Orders</ScreenTitle>
      <FilterForm<OrderFilters>
        list={ordersList}
        name="order-filters"
        label="Filter orders"
        appliedOnChange={APPLIED_ON_CHANGE}
      >
        <Form.Item name="paymentStatus" label="Payment">
          <Select allowClear placeholder="Any payment" options={PAYMENT_CHOICES} />
        </Form.Item>
        <Form.Item name="deliveryStatus" label="Delivery">
          <Select allowClear placeholder="Any delivery" options={DELIVERY_CHOICES} />
        </Form.Item>
        <Form.Item name="refundState" label="Refunds">
          <Select allowClear placeholder="Any refunds" options={REFUND_CHOICES} />
        </Form.Item>
        <Form.Item name="from" label="From (day)">
          <Input type="date" />
        </Form.Item>
        <Form.Item name="to" label="To (day)">
          <Input type="date" />
        </Form.Item>
        <Form.Item name="email" label="E-mail contains">
          <Input type="search" autoComplete="off" />
        </Form.Item>
        <Form.Item name="tranId" label="Transaction id">
          <Input type="search" autoComplete="off" />
        </Form.Item>
      </FilterForm>

      <div className="orders-actions">
        <Button disabled={selected.length === 0} loading={shipping} onClick={() => setConfirming(true)}>
          Mark shipped
        </Button>
        <span aria-live="polite">{selected.length > 0 ? `${selected.length} selected` : ''}</span>
      </div>
      {confirming && (
        // Marking orders shipped e-mails their customers, and a bulk change has no tracking numbers: asked first.
        <ConfirmDialog
          question={`Mark ${orders(selected.length)} shipped and e-mail ${selected.length === 1 ? 'its customer' : 'their customers'}?`}
          confirmText="Mark shipped"
          onConfirm={() => ship(selected.map(String))}
          onClose={() => setConfirming(false)}
        >
          <p>They are shipped without a tracking number. To give one, ship an order from its own page.</p>
        </ConfirmDialog>
      )}
      {report && <ShipReportView report={report} onClose={closeReport} />}

      <ListTable<OrderSummary>
        list={ordersList}
        label="Orders"
        pagesLabel="Order pages"
        emptyText="No orders match"
        rowKey="id"
        columns={columns}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: setSelected,
          // Only orders that can be shipped now are offered: paid, and not on their way, back or cancelled.
          getCheckboxProps: (order) =>
            ({ 'aria-label': `Select order ${order.tranId}`, disabled: !canShip(order) }) as object,
        }}
      />
    </section>
  );
}
