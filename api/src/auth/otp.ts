import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { otpCodes, otpRequests, users } from '../db/schema';
import { hashOtp, newOtpCode, sameHash } from './secrets';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

/** Limits that stop mail bombing: per address, and per client address (offices share one). */
export const OTP_LIMITS = {
  perAddressInterval: { count: 1, seconds: 30 },
  perAddressHourly: { count: 5, seconds: 3600 },
  perClientHourly: { count: 30, seconds: 3600 },
} as const;

/** The first key of the advisory locks that serialise sign-in code requests (the other locks use one bigint key). */
const OTP_LOCK_SPACE = 0x6f7470; // "otp"

export type OtpRequestResult =
  | { ok: true; userId: string; code: string }
  | { ok: false; retryAfterSeconds: number };

/**
 * Records the request, enforces the limits, creates the user on first sign-in and replaces any earlier code.
 * Only the code's hash is stored; the caller mails the code.
 */
export async function issueOtp(db: Db, email: string, clientIp: string): Promise<OtpRequestResult> {
  return db.transaction(async (tx) => {
    // Counting and recording must be one step: without these locks, parallel requests each count the others'
    // rows as not there yet and all send a code. The address is always locked before the client, so two requests
    // never wait on each other in a circle.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${OTP_LOCK_SPACE}, hashtext(${`email:${email}`}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${OTP_LOCK_SPACE}, hashtext(${`client:${clientIp}`}))`);
    const since = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;
    const [recent] = await tx
      .select({
        lastInterval:
          sql<number>`count(*) FILTER (WHERE ${otpRequests.createdAt} > ${since(OTP_LIMITS.perAddressInterval.seconds)})`.mapWith(
            Number,
          ),
        lastHour: count(),
      })
      .from(otpRequests)
      .where(and(eq(otpRequests.email, email), gt(otpRequests.createdAt, since(3600))));
    const [fromClient] = await tx
      .select({ lastHour: count() })
      .from(otpRequests)
      .where(and(eq(otpRequests.clientIp, clientIp), gt(otpRequests.createdAt, since(3600))));

    if ((recent?.lastInterval ?? 0) >= OTP_LIMITS.perAddressInterval.count) {
      return { ok: false, retryAfterSeconds: OTP_LIMITS.perAddressInterval.seconds };
    }
    if (
      (recent?.lastHour ?? 0) >= OTP_LIMITS.perAddressHourly.count ||
      (fromClient?.lastHour ?? 0) >= OTP_LIMITS.perClientHourly.count
    ) {
      return { ok: false, retryAfterSeconds: 3600 };
    }

    await tx.insert(otpRequests).values({ email, clientIp });
    const [user] = await tx
      .insert(users)
      .values({ email })
      .onConflictDoUpdate({ target: users.email, set: { email } })
      .returning({ id: users.id });
    if (!user) throw new Error('user upsert returned nothing');

    const code = newOtpCode();
    const codeRow = {
      codeHash: hashOtp(user.id, code),
      expiresAt: sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})`,
      failedAttempts: 0,
    };
    await tx
      .insert(otpCodes)
      .values({ userId: user.id, ...codeRow })
      .onConflictDoUpdate({ target: otpCodes.userId, set: codeRow });
    return { ok: true, userId: user.id, code };
  });
}

export type OtpCheck = { ok: true; userId: string } | { ok: false; reason: 'wrong' | 'expired' | 'none' };

/**
 * Checks a code in constant time. A right code is used up; a wrong one counts, and the fifth wrong try
 * deletes the code, so nothing is left that a later guess could match.
 */
export async function verifyOtp(db: Db, email: string, code: string): Promise<OtpCheck> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        userId: otpCodes.userId,
        codeHash: otpCodes.codeHash,
        failedAttempts: otpCodes.failedAttempts,
        expired: sql<boolean>`${otpCodes.expiresAt} <= now()`,
      })
      .from(otpCodes)
      .innerJoin(users, eq(users.id, otpCodes.userId))
      .where(eq(users.email, email))
      .for('update', { of: otpCodes });
    if (!row) return { ok: false, reason: 'none' };

    if (row.expired) {
      await tx.delete(otpCodes).where(eq(otpCodes.userId, row.userId));
      return { ok: false, reason: 'expired' };
    }
    if (sameHash(row.codeHash, hashOtp(row.userId, code))) {
      await tx.delete(otpCodes).where(eq(otpCodes.userId, row.userId));
      return { ok: true, userId: row.userId };
    }
    if (row.failedAttempts + 1 >= OTP_MAX_ATTEMPTS) {
      await tx.delete(otpCodes).where(eq(otpCodes.userId, row.userId));
    } else {
      await tx
        .update(otpCodes)
        .set({ failedAttempts: row.failedAttempts + 1 })
        .where(eq(otpCodes.userId, row.userId));
    }
    return { ok: false, reason: 'wrong' };
  });
}
