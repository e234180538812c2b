import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { createTestDatabase } from '../support/database';

// What drizzle maps itself (timestamps, intervals) must reach it as the database wrote it, in a transaction or not,
// however the client hands over that text (on PGlite: parsers set once on the client, not passed with each query).
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('gives drizzle timestamps and intervals as written, outside a transaction and inside one', async () => {
  const createdAt = new Date('2026-01-02T03:04:05.678Z');
  const [user] = await database.db
    .insert(users)
    .values({ email: 'times@shop.example', createdAt })
    .returning({ id: users.id, createdAt: users.createdAt });
  expect(user?.createdAt).toEqual(createdAt);

  const read = (db: DbOrTx) =>
    db
      .select({
        createdAt: users.createdAt,
        asWritten: sql<string>`${users.createdAt}`,
        interval: sql<string>`interval '1 day 2 hours'`,
      })
      .from(users)
      .where(eq(users.id, user?.id ?? ''));
  const written = [{ createdAt, asWritten: '2026-01-02 03:04:05.678+00', interval: '1 day 02:00:00' }];
  expect(await read(database.db)).toEqual(written);
  expect(await database.db.transaction((tx) => read(tx))).toEqual(written);
});
