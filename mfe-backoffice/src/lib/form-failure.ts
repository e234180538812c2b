import type { FormInstance } from '@shop/shared/antd';
import { useState } from 'react';
import { AdminFailure } from '../api/transport';

/**
 * The API's field name as the form's path: `details.img2` is `['details', 'img2']`, and a place in a list is a
 * number, as a form list names it (`variants.1.sku` is `['variants', 1, 'sku']`).
 */
export const fieldPath = (field: string) =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Shows a refused save where it belongs: on the field the API names, if the form has it; otherwise the message is
 * returned for the form's alert. Either way the operator reads the API's own words.
 */
export function showFailure(form: FormInstance, error: unknown): string | null {
  const failure =
    error instanceof AdminFailure
      ? error
      : new AdminFailure(error instanceof Error ? error.message : String(error), 0);
  if (failure.field) {
    const name = fieldPath(failure.field);
    if (form.getFieldInstance(name) !== undefined || form.getFieldValue(name) !== undefined) {
      form.setFields([{ name, errors: [failure.message] }]);
      form.scrollToField(name, { block: 'center' });
      return null;
    }
  }
  return failure.message;
}

/**
 * A dialog's form submit: sends the values, closes the dialog when that worked, and otherwise keeps the refusal to
 * show in the dialog (or marks the field it names).
 */
export function useDialogSubmit<Values>(
  form: FormInstance<Values>,
  send: (values: Values) => Promise<unknown>,
  onClose: () => void,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await send(values);
      onClose();
    } catch (error) {
      setFailure(showFailure(form, error));
    }
  };
  return { failure, submit };
}
