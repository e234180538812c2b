import {
  Alert,
  Button,
  Descriptions,
  Form,
  Input,
  Modal,
  Space,
  Spin,
  Table,
  type TableColumnsType,
  Tag,
  Timeline,
} from '@shop/shared/antd';
import { Link, useParams } from '@shop/shared/router';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { DeliveryEvent, DeliveryTarget, OrderDetails, PaymentRecord, Shipment } from '../../api/orders';
import { adminPaths } from '../../app/sections';
import { ConfirmDialog } from '../../lib/confirm-dialog';
import { useDialogSubmit } from '../../lib/form-failure';
import { LoadFailedAlert } from '../../lib/load-failed-alert';
import { ScreenTitle } from '../../lib/screen-title';
import { DeliveryTag, deliveryWord, money, PaymentTag, trackingOf, when } from '../orders/words';
import { $loadFailure, $order, hasParcel, moveDeliveryFx, orderOpened, shipmentOf } from './model';
import './order.css';
import { Refunds } from './refunds';

const STEP_LABELS: Record<DeliveryTarget, string> = {
  processing: 'Mark processing',
  shipped: 'Mark shipped…',
  delivered: 'Mark delivered',
  returned: 'Mark returned…',
};

type Line = OrderDetails['lines'][number];

/** The payment record as the API answers it: also who kept a flagged payment and why. */

function paymentState(payment: PaymentRecord, currency: string) {
  if (payment.refundedAt) {
    return `Refunded ${when(payment.refundedAt)}${payment.refundReference ? `, reference ${payment.refundReference}` : ''}`;
  }
  if (payment.resolution === 'kept') {
    return `Kept${payment.keptAt ? ` ${when(payment.keptAt)}` : ''}${payment.keptNote ? `: ${payment.keptNote}` : ''}`;
  }
  if (payment.needsDecision) {
    return (
      <Space orientation="vertical" size={2}>
        <Tag color="red">Needs a decision</Tag>
        {payment.reason && <span>{payment.reason}</span>}
        <Link to={adminPaths.payments()}>Decide among the payments to decide</Link>
      </Space>
    );
  }
  return payment.currency === currency ? 'Applied to the order' : `Applied (${payment.currency})`;
}

function historyItem(event: DeliveryEvent) {
  const tracking = trackingOf(event);
  const change =
    event.from === event.to
      ? `Tracking changed (${deliveryWord(event.to)})`
      : `${deliveryWord(event.from)} → ${deliveryWord(event.to)}`;
  return {
    title: when(event.at),
    content: (
      <>
        {change} by {event.actor}
        {tracking && <>, tracking {tracking}</>}
      </>
    ),
  };
}

const lineColumns = (currency: string): TableColumnsType<Line> => [
  { title: 'SKU', dataIndex: 'sku', key: 'sku' },
  { title: 'Product', dataIndex: 'title', key: 'title' },
  { title: 'Size', dataIndex: 'size', key: 'size' },
  { title: 'Colour', dataIndex: 'color', key: 'color' },
  { title: 'Qty', dataIndex: 'qty', key: 'qty', align: 'right' },
  { title: 'Unit price', key: 'price', align: 'right', render: (_, line) => money(line.price, currency) },
  {
    title: 'Subtotal',
    key: 'subtotal',
    align: 'right',
    render: (_, line) => money(line.price * line.qty, currency),
  },
];

const paymentColumns = (currency: string): TableColumnsType<PaymentRecord> => [
  { title: 'Received', key: 'receivedAt', render: (_, payment) => when(payment.receivedAt) },
  { title: 'Validation id', dataIndex: 'valId', key: 'valId' },
  {
    title: 'Amount',
    key: 'amount',
    align: 'right',
    render: (_, payment) => money(payment.amount, payment.currency),
  },
  { title: 'State', key: 'state', render: (_, payment) => paymentState(payment, currency) },
];

/** Tracking number and carrier for shipping, both optional; a refusal marks the field it names. */
function ShipDialog({ order, onClose }: { order: OrderDetails; onClose: () => void }) {
  const [form] = Form.useForm<Shipment>();
  const [move, moving] = useUnit([moveDeliveryFx, moveDeliveryFx.pending]);
  const { failure, submit: confirm } = useDialogSubmit(
    form,
    (values) => move({ invoiceId: order.id, status: 'shipped', shipment: shipmentOf(values) }),
    onClose,
  );
  return (
    <Modal
      open
      title={`Ship order ${order.tranId}`}
      okText="Mark shipped"
      okButtonProps={{ loading: moving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Shipment>
        name="ship-order"
        form={form}
        layout="vertical"
        initialValues={{ trackingNumber: order.trackingNumber ?? '', carrier: order.carrier ?? '' }}
        onFinish={confirm}
      >
        {failure && <Alert type="error" showIcon role="alert" title={failure} className="order-alert" />}
        <Form.Item name="trackingNumber" label="Tracking number (optional)">
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="carrier" label="Carrier (optional)">
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function DeliverySteps({ order }: { order: OrderDetails }) {
  const [move, moving] = useUnit([moveDeliveryFx, moveDeliveryFx.pending]);
  const [asking, setAsking] = useState<'shipped' | 'returned' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const moveTo = async (status: DeliveryTarget) => {
    try {
      await move({ invoiceId: order.id, status });
    } catch (error) {
      setFailure((error as Error).message);
    }
  };
  const step = (status: DeliveryTarget) => {
    setFailure(null);
    if (status === 'shipped' || status === 'returned') setAsking(status);
    else moveTo(status);
  };
  const close = () => setAsking(null);
  return (
    <section aria-labelledby="order-delivery" className="order-section">
      <h2 id="order-delivery">Delivery</h2>
      {failure && <Alert type="error" showIcon role="alert" title={failure} className="order-alert" />}
      {order.deliverySteps.length === 0 ? (
        <p>
          No delivery step is possible now: an order moves once it is paid, and not past delivered or
          returned.
        </p>
      ) : (
        <Space wrap>
          {order.deliverySteps.map((status) => (
            <Button key={status} disabled={moving} onClick={() => step(status)}>
              {STEP_LABELS[status] ?? `Mark ${deliveryWord(status).toLowerCase()}`}
            </Button>
          ))}
        </Space>
      )}
      {asking === 'shipped' && <ShipDialog order={order} onClose={close} />}
      {asking === 'returned' && (
        // Returned is where an order ends: asked first.
        <ConfirmDialog
          question={`Mark order ${order.tranId} returned and e-mail the customer?`}
          confirmText="Mark returned"
          onConfirm={() => moveTo('returned')}
          onClose={close}
        >
          <p>
            Returned is final: the order's delivery cannot move again. A refund, if one is due, is given
            below.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function OrderView({ order }: { order: OrderDetails }) {
  const facts = [
    { key: 'tranId', label: 'Transaction id', children: order.tranId },
    { key: 'email', label: 'E-mail', children: order.email },
    { key: 'createdAt', label: 'Placed', children: when(order.createdAt) },
    { key: 'payment', label: 'Payment', children: <PaymentTag order={order} /> },
    { key: 'delivery', label: 'Delivery', children: <DeliveryTag status={order.deliveryStatus} /> },
    { key: 'tracking', label: 'Tracking', children: trackingOf(order) || '—' },
    { key: 'total', label: 'Total', children: money(order.total, order.currency) },
    { key: 'vat', label: 'VAT', children: money(order.vat, order.currency) },
    { key: 'payable', label: 'Payable', children: money(order.payable, order.currency) },
  ];
  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} items={facts} />
      <DeliverySteps order={order} />
      <section aria-labelledby="order-lines" className="order-section">
        <h2 id="order-lines">Lines</h2>
        <Table<Line>
          aria-labelledby="order-lines"
          rowKey={(line) => `${line.productId}:${line.size}:${line.color}`}
          size="small"
          columns={lineColumns(order.currency)}
          dataSource={order.lines}
          pagination={false}
        />
      </section>
      <section aria-labelledby="order-addresses" className="order-section order-addresses">
        <h2 id="order-addresses">Addresses</h2>
        <div>
          <h3>Customer</h3>
          <address>{order.cusDetails}</address>
        </div>
        <div>
          <h3>Ships to</h3>
          <address>{order.shipDetails}</address>
        </div>
      </section>
      <section aria-labelledby="order-payments" className="order-section">
        <h2 id="order-payments">Payments</h2>
        <Table<PaymentRecord>
          aria-labelledby="order-payments"
          rowKey="id"
          size="small"
          columns={paymentColumns(order.currency)}
          dataSource={order.payments}
          pagination={false}
          locale={{ emptyText: 'No payment received' }}
        />
      </section>
      <Refunds order={order} />
      <section aria-labelledby="order-history" className="order-section">
        <h2 id="order-history">Delivery history</h2>
        {order.deliveryHistory.length === 0 ? (
          <p>No delivery change yet.</p>
        ) : (
          <Timeline items={order.deliveryHistory.map(historyItem)} />
        )}
      </section>
    </>
  );
}

export function OrderPage() {
  const { invoiceId = '' } = useParams();
  const [order, failure, opened] = useUnit([$order, $loadFailure, orderOpened]);
  useEffect(() => {
    opened(invoiceId);
  }, [opened, invoiceId]);
  const shown = order?.id === invoiceId ? order : null;

  return (
    <section className="order-screen">
      <ScreenTitle>{shown ? `Order ${shown.tranId}` : 'Order'}</ScreenTitle>
      <nav aria-label="Order links" className="order-links">
        <Link to={adminPaths.orders()}>All orders</Link>
        {shown && hasParcel(shown) && <Link to={adminPaths.packingSlip(invoiceId)}>Packing slip</Link>}
      </nav>
      {failure && <LoadFailedAlert failure={failure} onRetry={() => opened(invoiceId)} />}
      {shown ? <OrderView order={shown} /> : !failure && <Spin aria-label="Loading the order" />}
    </section>
  );
}
