/**
 * What an operator changed in a form, as the admin API's PATCH takes it: only the fields that differ from the row
 * the form was filled with, and of a nested object (a product's `details`) only the keys that differ. Sent alone,
 * they cannot put back what someone else changed in the other fields.
 */

const isNested = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of `values` that differ from `loaded`'s (a nested object's keys each). */
export function changesFrom<Row extends object>(loaded: Row, values: Row): Partial<Row> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const before = (loaded as Record<string, unknown>)[field];
    if (isNested(value) && isNested(before)) {
      const inner = changesFrom(before, value);
      if (Object.keys(inner).length > 0) changes[field] = inner;
    } else if (!same(before, value)) {
      changes[field] = value;
    }
  }
  return changes as Partial<Row>;
}

/** `row` with `changes` over it, a nested object's keys each. */
export function withChanges<Row extends object>(row: Row, changes: object): Row {
  const merged: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const [field, value] of Object.entries(changes)) {
    const before = merged[field];
    merged[field] = isNested(value) && isNested(before) ? { ...before, ...value } : value;
  }
  return merged as Row;
}

/** A field's value by its API name: `price`, or `details.des` inside a nested object. */
export const valueAt = (row: object, name: string): unknown =>
  name
    .split('.')
    .reduce<unknown>(
      (value, key) => (isNested(value) ? value[key] : undefined),
      row as Record<string, unknown>,
    );
