import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { type Database, type DbOrTx, openPglite, pgliteExtensions } from '../../src/db/client';
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

it("prices the embedded database's pages as memory, for every query it runs", async () => {
  const embedded = await openPglite(await PGlite.create({ extensions: pgliteExtensions }));
  try {
    const costs = sql<string>`current_setting('seq_page_cost') || ' ' || current_setting('random_page_cost')`;
    expect(await embedded.db.execute(sql`SELECT ${costs} AS costs`)).toMatchObject({
      rows: [{ costs: '0.1 0.1' }],
    });
    const inTransaction = await embedded.db.transaction((tx) => tx.execute(sql`SELECT ${costs} AS costs`));
    expect(inTransaction).toMatchObject({ rows: [{ costs: '0.1 0.1' }] });
  } finally {
    await embedded.close();
  }
});
