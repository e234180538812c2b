/**
 * The drawer a content row (a brand, a category, a slider) is created or edited in: a form filled with the row,
 * saved by the screen's model, with the API's refusal shown on the field it names (or above the form when it names
 * none of them). Only the fields that changed are sent for an edit; an edit that changed nothing just closes.
 */
import { Alert, Button, Drawer, Form, Space } from '@shop/shared/antd';
import { type ReactNode, useState } from 'react';
import { showFailure } from '../../lib/form-failure';

export type FieldValues = Record<string, string>;

/** The fields of `values` that differ from the row's (all of them for a new row). */
export function changedFields(row: FieldValues | null, values: FieldValues): FieldValues {
  if (!row) return values;
  return Object.fromEntries(Object.entries(values).filter(([field, value]) => row[field] !== value));
}

interface ContentDrawerProps {
  /** Null: closed. Otherwise the row edited (its id, for a fresh form each time) or null for a new one. */
  editing: { row: (FieldValues & { _id: string }) | null } | null;
  title: string;
  saveLabel: string;
  /** The form's first values, under the API's field names. */
  initialValues: FieldValues;
  /** Trims and completes the form's values (a new slider's position) before they are compared and sent. */
  prepare?: (values: FieldValues) => FieldValues;
  /** Saves the changed fields (all of them for a new row); a rejection is the refusal to show. */
  onSave: (changes: FieldValues) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

export function ContentDrawer({
  editing,
  title,
  saveLabel,
  initialValues,
  prepare = (values) => values,
  onSave,
  onClose,
  children,
}: ContentDrawerProps) {
  const [form] = Form.useForm<FieldValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (values: FieldValues) => {
    if (!editing) return;
    const changes = changedFields(editing.row, prepare(values));
    if (editing.row && Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    setFailure(null);
    setSaving(true);
    try {
      await onSave(changes);
      onClose();
    } catch (error) {
      setFailure(showFailure(form, error));
    } finally {
      setSaving(false);
    }
  };

  const close = () => {
    setFailure(null);
    onClose();
  };

  return (
    <Drawer open={editing !== null} onClose={close} title={title} size="large" destroyOnHidden>
      <Form<FieldValues>
        // A fresh form for each opening, filled with the row edited.
        key={editing?.row?._id ?? 'new'}
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark="optional"
        initialValues={initialValues}
      >
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
        {children}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {saveLabel}
          </Button>
          <Button onClick={close}>Cancel</Button>
        </Space>
      </Form>
    </Drawer>
  );
}
