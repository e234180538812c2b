import { isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { otpCodes, otpRequests, sessions } from './db/schema';

/** Deletes what can no longer matter: code requests older than the longest limit window, dead codes and sessions. */
export async function sweepExpired(db: Db): Promise<void> {
  await db.delete(otpRequests).where(lt(otpRequests.createdAt, sql`now() - interval '1 hour'`));
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, sql`now()`));
  await db.delete(sessions).where(or(lt(sessions.expiresAt, sql`now()`), isNotNull(sessions.revokedAt)));
}
