import { getTableColumns, type SQLChunk, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & string;

/**
 * INSERT of many rows sent as one JSON parameter that jsonb_to_recordset unpacks: binding thousands of separate
 * parameters (a VALUES list) costs more than the insert itself on PGlite, and PostgreSQL caps them at 65,535.
 * Rows use the table's field names (as drizzle's `insert().values()`); all rows have the keys of the first.
 * `upsert` turns a conflict on `target` into an update of `update`; `returning` names columns to read back.
 */
export async function insertRows<T extends PgTable, R extends ColumnKey<T> = never>(
  tx: DbOrTx,
  table: T,
  rows: Partial<T['$inferInsert']>[],
  options: { upsert?: { target: PgColumn; update: ColumnKey<T>[] }; returning?: R[] } = {},
): Promise<Record<R, unknown>[]> {
  const [first] = rows;
  if (!first) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const column = (key: string) => columns[key] as PgColumn;
  const keys = Object.keys(first);
  const list = (items: SQLChunk[]) => sql.join(items, sql`, `);
  const conflict = options.upsert
    ? sql` ON CONFLICT (${sql.identifier(options.upsert.target.name)}) DO UPDATE SET ${list(
        options.upsert.update.map(
          (key) => sql`${sql.identifier(column(key).name)} = excluded.${sql.identifier(column(key).name)}`,
        ),
      )}`
    : sql``;
  const returning = options.returning?.length
    ? sql` RETURNING ${list(options.returning.map((key) => sql`${sql.identifier(column(key).name)} AS ${sql.identifier(key)}`))}`
    : sql``;
  const result = await tx.execute(
    sql`INSERT INTO ${table} (${list(keys.map((key) => sql.identifier(column(key).name)))})
      SELECT ${list(keys.map((key) => sql.identifier(key)))}
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS r(${list(keys.map((key) => sql`${sql.identifier(key)} ${sql.raw(column(key).getSQLType())}`))})${conflict}${returning}`,
  );
  // Both drivers (node-postgres, PGlite) answer with the rows under `rows`.
  return (result as unknown as { rows: Record<R, unknown>[] }).rows;
}
