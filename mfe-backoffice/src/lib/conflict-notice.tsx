import { Alert } from '@shop/shared/antd';
import { valueAt } from './changes';

/** A value as an operator reads it: a list of rows (variants) one row a line, each field named. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(shown).join('; ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([name, inner]) => `${name} ${shown(inner)}`)
      .join(', ');
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

interface ConflictNoticeProps {
  /** The fields changed since the form was read, by their API names (`price`, `details.des`). */
  changed: string[];
  /** The row as it is now. */
  row: object;
  /** A field's name as the form labels it. */
  labelOf?: (name: string) => string;
}

/**
 * A save refused because someone else changed the row since the form was read: what changed, with the new values.
 * The form keeps what the operator typed and shows the new values elsewhere; saving again writes over them.
 */
export function ConflictNotice({ changed, row, labelOf = (name) => name }: ConflictNoticeProps) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title="Not saved: this was changed by someone else since you opened it"
      description={
        <>
          {changed.length > 0 && (
            <ul aria-label="Changed since you opened it">
              {changed.map((name) => (
                <li key={name}>
                  {labelOf(name)}: now {shown(valueAt(row, name))}
                </li>
              ))}
            </ul>
          )}
          <p>
            What you changed is kept; the other fields now show what is saved. Check them, then save again to
            write your changes.
          </p>
        </>
      }
    />
  );
}
