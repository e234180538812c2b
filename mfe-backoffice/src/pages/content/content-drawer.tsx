/**
 * The drawer a content row (a brand, a category, a slider) is created or edited in: a form filled with the row,
 * saved by the screen's model, with the API's refusal shown on the field it names (or above the form when it names
 * none of them). Only the fields that changed are sent for an edit, based on the version the form was filled from;
 * an edit that changed nothing just closes. When someone else changed the row meanwhile, the drawer says what,
 * keeps the operator's changes over the row as it is now, and the next save is based on that.
 */
import { Alert, Button, Drawer, Form, Space } from '@shop/shared/antd';
import { type ReactNode, useEffect, useState } from 'react';
import { isStale } from '../../api/transport';
import { changesFrom } from '../../lib/changes';
import { ConflictNotice } from '../../lib/conflict-notice';
import { showFailure } from '../../lib/form-failure';

export type FieldValues = Record<string, string>;
type Row = FieldValues & { _id: string; version: string };

interface ContentDrawerProps {
  /** Null: closed. Otherwise the row edited (its id, for a fresh form each time) or null for a new one. */
  editing: { row: Row | null } | null;
  title: string;
  saveLabel: string;
  /** The form's first values, under the API's field names. */
  initialValues: FieldValues;
  /** Trims and completes the form's values (a new slider's position) before they are compared and sent. */
  prepare?: (values: FieldValues) => FieldValues;
  /**
   * Saves the changed fields (all of them for a new row: null), based on the row's version; a rejection is the
   * refusal to show.
   */
  onSave: (changes: FieldValues, basedOn: Row | null) => Promise<unknown>;
  /** The edited row as it is now, read again. */
  onReread: (id: string) => Promise<Row>;
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
  onReread,
  onClose,
  children,
}: ContentDrawerProps) {
  const [form] = Form.useForm<FieldValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The row the form is based on: the one opened, or as it was read again after a refused save. */
  const [row, setRow] = useState<Row | null>(null);
  const [changedMeanwhile, setChangedMeanwhile] = useState<string[] | null>(null);
  useEffect(() => {
    setRow(editing?.row ?? null);
    setChangedMeanwhile(null);
  }, [editing]);

  const keepChangesOver = async (current: Row, changes: FieldValues, changed: string[]) => {
    const now = await onReread(current._id);
    setRow(now);
    const fields = Object.fromEntries(Object.keys(initialValues).map((field) => [field, now[field] ?? '']));
    form.setFieldsValue({ ...fields, ...changes });
    setChangedMeanwhile(changed);
  };

  const submit = async (values: FieldValues) => {
    if (!editing) return;
    const prepared = prepare(values);
    // Every field was given a value: what changed of them is still a value for each field it names.
    const changes = row ? (changesFrom<FieldValues>(row, prepared) as FieldValues) : prepared;
    if (row && Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    setFailure(null);
    setChangedMeanwhile(null);
    setSaving(true);
    try {
      await onSave(changes, row);
      onClose();
    } catch (error) {
      if (row && isStale(error)) await keepChangesOver(row, changes, error.changed);
      else setFailure(showFailure(form, error));
    } finally {
      setSaving(false);
    }
  };

  const close = () => {
    setFailure(null);
    onClose();
  };

  return (
    <Drawer
      open={editing !== null}
      onClose={close}
      title={title}
      size="large"
      destroyOnHidden
      // Opened by keyboard or mouse, the drawer starts at its first field, not its Close button.
      afterOpenChange={(open) => open && form.focusField(Object.keys(initialValues)[0] ?? '')}
    >
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
        {changedMeanwhile && row && <ConflictNotice changed={changedMeanwhile} row={row} />}
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
