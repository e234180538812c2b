import { Button, Form, Input, Select, type TableColumnsType } from '@shop/shared/antd';
import { Link } from '@shop/shared/router';
import { useUnit } from 'effector-react';
import { type Key, useEffect, useState } from 'react';
import { DELIVERY_STATUSES, type OrderFilters, type OrderSummary, PAYMENT_STATUSES } from '../../api/orders';
import { adminPaths } from '../../app/sections';
import { FilterForm } from '../../lib/filter-form';
import { ListTable } from '../../lib/list-table';
import { ScreenTitle } from '../../lib/screen-title';
import { $shipping, ordersList, shipRequested } from './model';
import { DeliveryTag, deliveryWord, money, PaymentTag, paymentWord, trackingOf, when } from './words';
import './orders.css';

const PAYMENT_CHOICES = PAYMENT_STATUSES.map((status) => ({ value: status, label: paymentWord(status) }));
const DELIVERY_CHOICES = DELIVERY_STATUSES.map((status) => ({ value: status, label: deliveryWord(status) }));
const APPLIED_ON_CHANGE: (keyof OrderFilters)[] = ['paymentStatus', 'deliveryStatus', 'from', 'to'];

const columns: TableColumnsType<OrderSummary> = [
  {
    title: 'Transaction id',
    key: 'tranId',
    render: (_, order) => <Link to={adminPaths.order(order.id)}>{order.tranId}</Link>,
  },
  { title: 'Date', key: 'createdAt', render: (_, order) => when(order.createdAt) },
  { title: 'E-mail', dataIndex: 'email', key: 'email' },
  { title: 'Payment', key: 'payment', render: (_, order) => <PaymentTag status={order.paymentStatus} /> },
  { title: 'Delivery', key: 'delivery', render: (_, order) => <DeliveryTag status={order.deliveryStatus} /> },
  {
    title: 'Payable',
    key: 'payable',
    align: 'right',
    render: (_, order) => money(order.payable, order.currency),
  },
  { title: 'Tracking', key: 'tracking', render: (_, order) => trackingOf(order) || '—' },
];

export function OrderList() {
  const [rows, shipping] = useUnit([ordersList.$rows, $shipping]);
  const [reload, ship] = useUnit([ordersList.reload, shipRequested]);
  const [selected, setSelected] = useState<Key[]>([]);

  useEffect(() => {
    reload();
  }, [reload]);
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
        <Button
          disabled={selected.length === 0}
          loading={shipping}
          onClick={() => ship(selected.map(String))}
        >
          Mark shipped
        </Button>
        <span aria-live="polite">{selected.length > 0 ? `${selected.length} selected` : ''}</span>
      </div>

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
          getCheckboxProps: (order) => ({ 'aria-label': `Select order ${order.tranId}` }) as object,
        }}
      />
    </section>
  );
}
