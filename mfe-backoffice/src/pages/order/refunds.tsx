/**
 * An order's refunds, failed ones with a retry, and the two actions that give money back: refunding some or all of
 * what is left, and cancelling an unshipped order.
 */
import { Button, Form, Modal, Space, Table, type TableColumnsType, Tag } from '@shop/shared/antd';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { OrderDetails, Refund, RefundState } from '../../api/orders';
import { useDialogSubmit } from '../../lib/form-failure';
import { money, when } from '../orders/words';
import { cancelOrderFx, refundOrderFx, retryRefundFx } from './model';
import {
  FailureAlert,
  RefundDialog,
  RemarkField,
  type RemarkFields,
  remarkOf,
  useRequestKey,
} from './refund-dialog';

const STATE: Record<RefundState, { word: string; color: string }> = {
  requested: { word: 'Requested', color: 'blue' },
  refunded: { word: 'Refunded', color: 'green' },
  failed: { word: 'Failed', color: 'red' },
};

function OrderRefundDialog({ order, onClose }: { order: OrderDetails; onClose: () => void }) {
  const [refund, refunding] = useUnit([refundOrderFx, refundOrderFx.pending]);
  return (
    <RefundDialog
      title={`Refund order ${order.tranId}`}
      most={order.refundable}
      currency={order.currency}
      pending={refunding}
      refund={(request) => refund({ order, request })}
      onClose={onClose}
    />
  );
}

/** Says what cancelling does (refunds what is left, puts the items back in stock) before it is done. */
function CancelDialog({ order, onClose }: { order: OrderDetails; onClose: () => void }) {
  const [form] = Form.useForm<RemarkFields>();
  const [cancel, cancelling] = useUnit([cancelOrderFx, cancelOrderFx.pending]);
  const requestKey = useRequestKey();
  const { failure, submit: confirm } = useDialogSubmit(
    form,
    (values) => cancel({ order, request: { ...remarkOf(values), requestKey } }),
    onClose,
  );
  const refund =
    order.refundable > 0
      ? `It refunds the ${money(order.refundable, order.currency)} not refunded yet`
      : 'Nothing is left to refund';
  return (
    <Modal
      open
      title={`Cancel order ${order.tranId}?`}
      okText="Cancel order"
      cancelText="Keep the order"
      okButtonProps={{ danger: true, loading: cancelling }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<RemarkFields>
        name="cancel-order"
        form={form}
        layout="vertical"
        initialValues={{ remark: '' }}
        onFinish={confirm}
      >
        <FailureAlert failure={failure} />
        <p>{refund} and returns its items to stock. A cancelled order cannot be reopened.</p>
        <RemarkField label="Why (optional)" />
      </Form>
    </Modal>
  );
}

function RefundProgress({
  refund,
  onRetry,
  retrying,
}: {
  refund: Refund;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { word, color } = STATE[refund.state] ?? { word: refund.state, color: 'default' };
  return (
    <Space orientation="vertical" size={2}>
      <Tag color={color}>{word}</Tag>
      {refund.refundedAt && <span>{when(refund.refundedAt)}</span>}
      {refund.state === 'failed' && (
        <>
          {refund.failure && <span>{refund.failure}</span>}
          <Button
            size="small"
            disabled={retrying}
            onClick={onRetry}
            aria-label={`Retry the refund of ${money(refund.amount, refund.currency)}`}
          >
            Retry
          </Button>
        </>
      )}
    </Space>
  );
}

export function Refunds({ order }: { order: OrderDetails }) {
  const [retry, retrying] = useUnit([retryRefundFx, retryRefundFx.pending]);
  const [open, setOpen] = useState<'refund' | 'cancel' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const retryRefund = async (refund: Refund) => {
    setFailure(null);
    try {
      await retry(refund);
    } catch (error) {
      setFailure((error as Error).message);
    }
  };
  const columns: TableColumnsType<Refund> = [
    { title: 'Asked', key: 'createdAt', render: (_, refund) => when(refund.createdAt) },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_, refund) => money(refund.amount, refund.currency),
    },
    {
      title: 'State',
      key: 'state',
      render: (_, refund) => (
        <RefundProgress refund={refund} retrying={retrying} onRetry={() => retryRefund(refund)} />
      ),
    },
    { title: 'Remark', key: 'remark', render: (_, refund) => refund.remark || '—' },
    { title: 'Gateway reference', key: 'reference', render: (_, refund) => refund.gatewayReference ?? '—' },
    { title: 'By', dataIndex: 'actor', key: 'actor' },
  ];
  const close = () => setOpen(null);

  return (
    <section aria-labelledby="order-refunds" className="order-section">
      <h2 id="order-refunds">Refunds</h2>
      <FailureAlert failure={failure} />
      {order.refundable > 0 && <p>Can still be refunded: {money(order.refundable, order.currency)}</p>}
      {(order.refundable > 0 || order.cancellable) && (
        <Space wrap className="order-actions">
          {order.refundable > 0 && <Button onClick={() => setOpen('refund')}>Refund…</Button>}
          {order.cancellable && (
            <Button danger onClick={() => setOpen('cancel')}>
              Cancel order…
            </Button>
          )}
        </Space>
      )}
      <Table<Refund>
        aria-labelledby="order-refunds"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={order.refunds}
        pagination={false}
        locale={{ emptyText: 'No refund yet' }}
      />
      {open === 'refund' && <OrderRefundDialog order={order} onClose={close} />}
      {open === 'cancel' && <CancelDialog order={order} onClose={close} />}
    </section>
  );
}
