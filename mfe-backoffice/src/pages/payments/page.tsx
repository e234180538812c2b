import { Button, Form, Input, Modal, Space, type TableColumnsType } from '@shop/shared/antd';
import { Link } from '@shop/shared/router';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { FlaggedPayment } from '../../api/orders';
import { adminPaths } from '../../app/sections';
import { useDialogSubmit } from '../../lib/form-failure';
import { ListTable } from '../../lib/list-table';
import { ScreenTitle } from '../../lib/screen-title';
import { FailureAlert, RefundDialog } from '../order/refund-dialog';
import { money, when } from '../orders/words';
import { type Decision, decideFx, flaggedList } from './model';

/** Asks why the money is kept, then records it; a refusal shows the API's words. */
function KeepDialog({ payment, onClose }: { payment: FlaggedPayment; onClose: () => void }) {
  const [form] = Form.useForm<{ note: string }>();
  const [decide, deciding] = useUnit([decideFx, decideFx.pending]);
  const { failure, submit: confirm } = useDialogSubmit(
    form,
    ({ note }) => decide({ payment, kind: 'keep', note }),
    onClose,
  );
  return (
    <Modal
      open
      title={`Keep the payment: ${money(payment.amount, payment.currency)}, order ${payment.tranId}`}
      okText="Keep"
      okButtonProps={{ loading: deciding }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="payment-keep" layout="vertical" onFinish={confirm}>
        <FailureAlert failure={failure} />
        <Form.Item
          name="note"
          label="Why it is kept (e.g. the goods were sent by hand)"
          rules={[{ required: true, whitespace: true, message: 'Required' }]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function PaymentRefundDialog({ payment, onClose }: { payment: FlaggedPayment; onClose: () => void }) {
  const [decide, deciding] = useUnit([decideFx, decideFx.pending]);
  return (
    <RefundDialog
      title={`Refund the payment: ${money(payment.amount, payment.currency)}, order ${payment.tranId}`}
      most={payment.amount}
      currency={payment.currency}
      pending={deciding}
      refund={(request) => decide({ payment, kind: 'refund', request })}
      onClose={onClose}
    />
  );
}

export function FlaggedPayments() {
  const reload = useUnit(flaggedList.reload);
  const [open, setOpen] = useState<{ payment: FlaggedPayment; kind: Decision['kind'] } | null>(null);
  const close = () => setOpen(null);
  useEffect(() => {
    reload();
  }, [reload]);

  const columns: TableColumnsType<FlaggedPayment> = [
    { title: 'E-mail', dataIndex: 'email', key: 'email' },
    {
      title: 'Transaction id',
      key: 'tranId',
      render: (_, payment) => <Link to={adminPaths.order(payment.invoiceId)}>{payment.tranId}</Link>,
    },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_, payment) => money(payment.amount, payment.currency),
    },
    { title: 'Reason', key: 'reason', render: (_, payment) => payment.reason ?? '—' },
    { title: 'Received', key: 'receivedAt', render: (_, payment) => when(payment.receivedAt) },
    {
      title: 'Decision',
      key: 'actions',
      render: (_, payment) => (
        <Space wrap>
          <Button
            size="small"
            onClick={() => setOpen({ payment, kind: 'refund' })}
            aria-label={`Refund payment of ${payment.tranId}`}
          >
            Refund…
          </Button>
          <Button
            size="small"
            onClick={() => setOpen({ payment, kind: 'keep' })}
            aria-label={`Keep payment of ${payment.tranId}`}
          >
            Keep
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <section>
      <ScreenTitle>Payments to decide</ScreenTitle>
      <p>
        Money the gateway confirmed that was not applied to its order. Give it back through the gateway, or
        record why it is kept.
      </p>
      <ListTable<FlaggedPayment>
        list={flaggedList}
        label="Payments to decide"
        pagesLabel="Payment pages"
        emptyText="No payment waits for a decision"
        rowKey="id"
        columns={columns}
      />
      {open?.kind === 'refund' && <PaymentRefundDialog payment={open.payment} onClose={close} />}
      {open?.kind === 'keep' && <KeepDialog payment={open.payment} onClose={close} />}
    </section>
  );
}
