import { Button, Form, Input, Select, Space, Table, type TableColumnsType } from '@shop/shared/antd';
import { Link } from '@shop/shared/router';
import { useUnit } from 'effector-react';
import { type Key, useEffect, useState } from 'react';
import { DELIVERY_STATUSES, type OrderFilters, type OrderSummary, PAYMENT_STATUSES } from '../../api/orders';
import { adminPaths } from '../../app/sections';
import { ListPager } from '../../lib/list-pager';
import { ScreenTitle } from '../../lib/screen-title';
import { $shipping, cleanFilters, ordersList, shipRequested } from './model';
import { DeliveryTag, deliveryWord, money, PaymentTag, paymentWord, trackingOf, when } from './words';
import './orders.css';

const PAYMENT_CHOICES = PAYMENT_STATUSES.map((status) => ({ value: status, label: paymentWord(status) }));
const DELIVERY_CHOICES = DELIVERY_STATUSES.map((status) => ({ value: status, label: deliveryWord(status) }));
/** Chosen from a list or a calendar: these apply at once; typed text applies on Enter or Apply. */
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
  const [filters, rows, loading, shipping] = useUnit([
    ordersList.$filters,
    ordersList.$rows,
    ordersList.$loading,
    $shipping,
  ]);
  const [filtersChanged, reload, ship] = useUnit([
    ordersList.filtersChanged,
    ordersList.reload,
    shipRequested,
  ]);
  const [form] = Form.useForm<OrderFilters>();
  const [selected, setSelected] = useState<Key[]>([]);

  useEffect(() => {
    reload();
  }, [reload]);
  // A new page or a reload shows other orders: what was selected is no longer on screen.
  useEffect(() => {
    if (rows) setSelected([]);
  }, [rows]);

  const apply = (values: OrderFilters) => filtersChanged(cleanFilters(values));
  const clear = () => {
    form.resetFields();
    form.setFieldsValue({
      paymentStatus: undefined,
      deliveryStatus: undefined,
      from: '',
      to: '',
      email: '',
      tranId: '',
    });
    filtersChanged({});
  };

  return (
    <section className="orders-screen">
      <ScreenTitle>Orders</ScreenTitle>
      <Form<OrderFilters>
        form={form}
        name="order-filters"
        layout="vertical"
        className="orders-filters"
        initialValues={filters}
        onFinish={apply}
        onValuesChange={(changed) => {
          if (APPLIED_ON_CHANGE.some((name) => name in changed)) apply(form.getFieldsValue());
        }}
        aria-label="Filter orders"
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
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              Apply
            </Button>
            <Button onClick={clear}>Clear filters</Button>
          </Space>
        </Form.Item>
      </Form>

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

      <Table<OrderSummary>
        aria-label="Orders"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        locale={{ emptyText: 'No orders match' }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: setSelected,
          getCheckboxProps: (order) => ({ 'aria-label': `Select order ${order.tranId}` }) as object,
        }}
      />
      <ListPager list={ordersList} label="Order pages" />
    </section>
  );
}
