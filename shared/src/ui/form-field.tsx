import type { ProfileFieldSpec } from '@shop/shared/lib';
import { type RefObject, useEffect } from 'react';

interface FormFieldProps {
  id: string;
  field: Omit<ProfileFieldSpec, 'name'>;
  value: string;
  /** What is wrong with the value, shown under the field and read with it; none when it is fine. */
  error?: string;
  readOnly?: boolean;
  onChange: (value: string) => void;
}

/**
 * A labelled text field of a form: a required label ends with `*`, another with `(optional)`, and an error is tied
 * to the field (docs/behaviour.md#profile). The form checks the values itself (`noValidate`), to say why in words.
 */
export function FormField({ id, field, value, error, readOnly = false, onChange }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="shop-field">
      <label htmlFor={id}>
        {field.label}
        {field.required ? (
          <span aria-hidden="true"> *</span>
        ) : (
          <span className="shop-field-optional"> (optional)</span>
        )}
      </label>
      <input
        id={id}
        type={field.phone ? 'tel' : 'text'}
        autoComplete={field.autoComplete}
        maxLength={field.maxLength}
        required={field.required}
        readOnly={readOnly}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="shop-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Each time `presented` counts up (from 1), the focus goes to the first field in error of `form`, or with none in
 * error to its first required field still empty, in the middle of the screen (clear of the header): the customer
 * sees what to fill or correct and can type at once.
 */
export function useFocusOnFieldToFix(form: RefObject<HTMLElement | null>, presented: number) {
  useEffect(() => {
    if (presented === 0) return;
    const fields = [...(form.current?.querySelectorAll<HTMLInputElement>('input') ?? [])];
    const first =
      fields.find((input) => input.getAttribute('aria-invalid') === 'true') ??
      fields.find((input) => input.required && input.value === '');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView?.({ block: 'center' });
  }, [form, presented]);
}
