import os from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import { insertRows } from '../db/bulk-insert';
import type { Db, DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import { escapeLikePattern } from '../lib/like-pattern';

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

/** The actor of a change made from the command line: `cli:` and the name the operator gave, else their OS user. */
export function commandLineActor(name: string = osUserName()): string {
  return `cli:${name}`;
}

/**
 * The name of the OS user running this process. The account database knows it even where the login's variables are
 * unset (a service, `sudo -u`); a uid with no entry there (a container's) falls back to them, then to the uid.
 */
export function osUserName(): string {
  try {
    return os.userInfo().username;
  } catch {
    return process.env.USER ?? process.env.LOGNAME ?? `uid ${process.getuid?.()}`;
  }
}

export interface ChangeFilters {
  entity?: string;
  entityId?: string;
  /** Who: part of an operator's e-mail address or of `cli:<os user>`, any letter case. */
  actor?: string;
  /** What: an action exactly (`product.update`), or every action of an entity when it ends in a dot (`product.`). */
  action?: string;
  /** First and last day (`YYYY-MM-DD`, days in UTC), both included. */
  from?: string;
  to?: string;
}

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayAfter = (day: string) => new Date(startOfDay(day).getTime() + 24 * 60 * 60 * 1000);

/**
 * The recorded changes matching every filter given, newest first, `limit` rows from `offset`. Each filter but the
 * actor has an index to start from (by entity, action or time); the actors are a shop's few operators, each with many
 * changes, so the newest-first walk meets theirs soon. `from` after `to` is the caller's to refuse.
 */
export function listChanges(db: Db, filters: ChangeFilters, limit: number, offset: number) {
  const { entity, entityId, actor, action, from, to } = filters;
  const conditions: SQL[] = [];
  if (entity) conditions.push(eq(auditLog.entity, entity));
  if (entityId) conditions.push(eq(auditLog.entityId, entityId));
  if (actor)
    conditions.push(like(sql`lower(${auditLog.actor})`, `%${escapeLikePattern(actor.toLowerCase())}%`));
  if (action) {
    conditions.push(
      action.endsWith('.')
        ? like(auditLog.action, `${escapeLikePattern(action)}%`)
        : eq(auditLog.action, action),
    );
  }
  if (from) conditions.push(gte(auditLog.at, startOfDay(from)));
  if (to) conditions.push(lt(auditLog.at, dayAfter(to)));
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}
