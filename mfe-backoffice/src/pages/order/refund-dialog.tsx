/**
 * Asking the gateway for a refund, from an order or from a payment the shop did not apply: how much and why. The
 * amount starts empty, so Enter in a fresh dialog refunds nothing. Each opened form makes one request key, so whatever it sends again (a double click, a
 * retry after a lost answer) refunds once.
 */
import { Alert, Form, Input, InputNumber, Modal } from '@shop/shared/antd';
import { useState } from 'react';
import type { RefundRequest } from '../../api/orders';
import { useDialogSubmit } from '../../lib/form-failure';
import { money } from '../orders/words';
import './refund-dialog.css';

/** How long a remark may be: the API's limit. */
const REMARK_LENGTH = 255;

export interface RemarkFields {
  remark?: string;
}
interface RefundFields extends RemarkFields {
  amount: number | null;
}

/** The typed remark, trimmed; a blank one is left out. */
export const remarkOf = ({ remark }: RemarkFields) => {
  const trimmed = remark?.trim();
  return trimmed ? { remark: trimmed } : {};
};

export const RemarkField = ({ label }: { label: string }) => (
  <Form.Item name="remark" label={label}>
    <Input.TextArea rows={2} maxLength={REMARK_LENGTH} />
  </Form.Item>
);

/**
 * 128 random bits as hex. Not crypto.randomUUID: browsers offer that only to secure pages, and a back office
 * reached over plain http on a private address must still refund.
 */
const newRequestKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/** One request key for the life of an opened form. */
export const useRequestKey = () => useState(newRequestKey)[0];

export function FailureAlert({ failure }: { failure: string | null }) {
  return failure && <Alert type="error" showIcon role="alert" title={failure} className="refund-failure" />;
}

/**
 * The refund form in its dialog. `refund` sends the request and rejects with the API's failure, shown on the amount
 * when the API names it, else above the form; the dialog stays open until a refund is answered. The button names
 * the amount to be given back.
 */
export function RefundDialog({
  title,
  most,
  currency,
  pending,
  refund,
  onClose,
}: {
  title: string;
  /** What can still be refunded: the most that may be asked. */
  most: number;
  currency: string;
  pending: boolean;
  refund: (request: RefundRequest) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<RefundFields>();
  const requestKey = useRequestKey();
  const amount = Form.useWatch('amount', form);
  const named = typeof amount === 'number' && amount > 0 ? money(amount, currency) : null;
  const { failure, submit: confirm } = useDialogSubmit(
    form,
    (values) => refund({ amount: values.amount ?? undefined, ...remarkOf(values), requestKey }),
    onClose,
  );
  return (
    <Modal
      open
      title={title}
      okText={named ? `Refund ${named}` : 'Refund'}
      okButtonProps={{ danger: true, loading: pending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<RefundFields>
        name="refund"
        form={form}
        layout="vertical"
        initialValues={{ amount: null, remark: '' }}
        onFinish={confirm}
      >
        <FailureAlert failure={failure} />
        <Form.Item
          name="amount"
          label={`Amount (${currency}, at most ${money(most, currency)})`}
          rules={[
            { required: true, message: 'Required' },
            { type: 'number', min: 0.01, max: most, message: `Between 0.01 and ${money(most, currency)}` },
          ]}
        >
          <InputNumber step={0.01} precision={2} inputMode="decimal" className="refund-amount" />
        </Form.Item>
        <RemarkField label="Remark (optional)" />
        <p>
          {named ? `${named} goes` : 'The money goes'} back to the customer's payment through the gateway now.
          A refund cannot be undone.
        </p>
      </Form>
    </Modal>
  );
}
