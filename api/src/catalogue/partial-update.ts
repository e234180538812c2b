import type { SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/**
 * The UPDATE of a PATCH: sets only the columns given a value (undefined is "not named", as drizzle reads it) and
 * leaves the others. When it names none it writes nothing, since SQL has no empty SET: a PATCH may change only a
 * related table (a product's gallery) or name only what needs no write (`retired` as it already is). Answers
 * whether it wrote.
 */
export async function updateNamed<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  where: SQL,
  values: PgUpdateSetSource<T>,
): Promise<boolean> {
  if (Object.values(values).every((value) => value === undefined)) return false;
  await tx.update(table).set(values).where(where);
  return true;
}
