import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { otpCodes, otpRequests, sessions, users } from '../src/db/schema';
import { sweepExpired } from '../src/maintenance';
import { createTestDatabase } from './support/database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('sweeps old code requests, expired codes and dead sessions, and keeps live ones', async () => {
  const { db } = database;
  const [alice, bob] = await db
    .insert(users)
    .values([{ email: 'alice@example.com' }, { email: 'bob@example.com' }])
    .returning();
  if (!alice || !bob) throw new Error('fixture');
  const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`;
  const inHours = (hours: number) => sql`now() + make_interval(hours => ${hours})`;
  await db.insert(otpRequests).values([
    { email: 'old@example.com', clientIp: '10.0.0.1', createdAt: hoursAgo(2) },
    { email: 'new@example.com', clientIp: '10.0.0.1' },
  ]);
  await db.insert(otpCodes).values([
    { userId: alice.id, codeHash: 'a', expiresAt: hoursAgo(1) },
    { userId: bob.id, codeHash: 'b', expiresAt: inHours(1) },
  ]);
  await db.insert(sessions).values([
    { userId: alice.id, tokenHash: 'expired', expiresAt: hoursAgo(1) },
    { userId: alice.id, tokenHash: 'revoked', expiresAt: inHours(1), revokedAt: new Date() },
    { userId: bob.id, tokenHash: 'live', expiresAt: inHours(1) },
  ]);

  await sweepExpired(db);

  expect((await db.select().from(otpRequests)).map((r) => r.email)).toEqual(['new@example.com']);
  expect((await db.select().from(otpCodes)).map((r) => r.codeHash)).toEqual(['b']);
  expect((await db.select().from(sessions)).map((r) => r.tokenHash)).toEqual(['live']);
});
