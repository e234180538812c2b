import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { insertRows } from '../db/bulk-insert';
import type { Db, DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

export interface Change {
  /** Who: an operator's e-mail address, or `cli:<os user>`. */
  actor: string;
  /** What, as `<entity>.<verb>`: `product.create`, `order.delivery`, `payment.refund`. */
  action: string;
  entity: string;
  entityId: string;
  /** The state before and after; null for what did not exist (before a creation, after a deletion). */
  before: unknown;
  after: unknown;
}

/** Writes the audit row of a change; call it in the transaction that makes the change, so neither lands alone. */
export async function recordChange(tx: DbOrTx, change: Change): Promise<void> {
  await recordChanges(tx, [change]);
}

/**
 * Writes the audit row of an update unless it changed nothing (a PATCH naming only values already there), as a
 * delivery status an order already has is no change either.
 */
export async function recordUpdate(tx: DbOrTx, change: Change): Promise<void> {
  if (!isDeepStrictEqual(change.before, change.after)) await recordChange(tx, change);
}

/** Writes the audit rows of many changes (a bulk import) in one statement. */
export async function recordChanges(tx: DbOrTx, changes: Change[]): Promise<void> {
  await insertRows(
    tx,
    auditLog,
    changes.map((change) => ({
      ...change,
      // JSON round trip: dates become strings and undefined fields go, as a reader of the row will see them.
      before: change.before === null ? null : JSON.parse(JSON.stringify(change.before)),
      after: change.after === null ? null : JSON.parse(JSON.stringify(change.after)),
    })),
  );
}

/** The actor of a change made from the command line. */
export function commandLineActor(): string {
  return `cli:${process.env.USER ?? process.env.LOGNAME ?? 'unknown'}`;
}

export interface ChangeFilters {
  entity?: string;
  entityId?: string;
}

/** The recorded changes, newest first, `limit` rows from `offset`, narrowed to one entity when asked. */
export function listChanges(db: Db, { entity, entityId }: ChangeFilters, limit: number, offset: number) {
  const filters: SQL[] = [];
  if (entity) filters.push(eq(auditLog.entity, entity));
  if (entityId) filters.push(eq(auditLog.entityId, entityId));
  return db
    .select()
    .from(auditLog)
    .where(and(...filters))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}
