import { Alert, Button, Form, Input, Modal, Space, type TableColumnsType } from '@shop/shared/antd';
import { Link } from '@shop/shared/router';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { FlaggedPayment } from '../../api/orders';
import { adminPaths } from '../../app/sections';
import { showFailure } from '../../lib/form-failure';
import { ListTable } from '../../lib/list-table';
import { ScreenTitle } from '../../lib/screen-title';
import { money, when } from '../orders/words';
import { type Decision, decideFx, flaggedList } from './model';

const DIALOG = {
  refund: {
    title: 'Record a refund',
    field: 'reference',
    label: "The bank's or gateway's refund reference",
    ok: 'Record refund',
  },
  keep: {
    title: 'Keep the payment',
    field: 'note',
    label: 'Why it is kept (e.g. the goods were sent by hand)',
    ok: 'Keep',
  },
} as const;

/** Asks the refund's reference or why the money is kept, then records it; a refusal shows the API's words. */
function DecisionDialog({
  payment,
  kind,
  onClose,
}: {
  payment: FlaggedPayment;
  kind: Decision['kind'];
  onClose: () => void;
}) {
  const [form] = Form.useForm<Record<string, string>>();
  const [decide, deciding] = useUnit([decideFx, decideFx.pending]);
  const [failure, setFailure] = useState<string | null>(null);
  const { title, field, label, ok } = DIALOG[kind];
  const confirm = async (values: Record<string, string>) => {
    setFailure(null);
    try {
      await decide({ payment, kind, text: values[field] ?? '' });
      onClose();
    } catch (error) {
      setFailure(showFailure(form, error));
    }
  };
  return (
    <Modal
      open
      title={`${title}: ${money(payment.amount, payment.currency)}, order ${payment.tranId}`}
      okText={ok}
      okButtonProps={{ loading: deciding }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name={`payment-${kind}`} layout="vertical" onFinish={confirm}>
        {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
        <Form.Item
          name={field}
          label={label}
          rules={[{ required: true, whitespace: true, message: 'Required' }]}
        >
          {kind === 'refund' ? <Input autoComplete="off" /> : <Input.TextArea rows={3} maxLength={500} />}
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function FlaggedPayments() {
  const reload = useUnit(flaggedList.reload);
  const [open, setOpen] = useState<{ payment: FlaggedPayment; kind: Decision['kind'] } | null>(null);
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
            aria-label={`Record refund of ${payment.tranId}`}
          >
            Record refund
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
        Money the gateway confirmed that was not applied to its order. Give it back through the gateway or
        bank and record the refund, or record why it is kept.
      </p>
      <ListTable<FlaggedPayment>
        list={flaggedList}
        label="Payments to decide"
        pagesLabel="Payment pages"
        emptyText="No payment waits for a decision"
        rowKey="id"
        columns={columns}
      />
      {open && <DecisionDialog payment={open.payment} kind={open.kind} onClose={() => setOpen(null)} />}
    </section>
  );
}
