import path from 'node:path';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { makeFolderPrivate } from './private-folder';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle or the database itself: data modules accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  ping(): Promise<void>;
  /** How many migrations of this build the database has not applied (another replica may be older). */
  migrationsBehind(): Promise<number>;
  /** The connection pool's use; absent for the embedded database, which has one connection. */
  connections?(): { open: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

const migrationsFolder = path.join(__dirname, 'migrations');
/** Any constant: serialises migrations when several API replicas start at once. */
const MIGRATION_LOCK = 727_001;

export const pgliteExtensions = { pg_trgm };

/** The newest migration the database recorded, in drizzle's own bookkeeping (milliseconds of its folder). */
const NEWEST_MIGRATION = 'SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations';
type NewestMigration = { newest: string | null };

let shippedMigrations: number[] | undefined;

/** How many of this build's migrations are newer than the newest the database recorded. */
function countNewerThan(newest: string | null | undefined): number {
  shippedMigrations ??= readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);
  return shippedMigrations.filter((millis) => millis > Number(newest ?? 0)).length;
}

/** Told how many entries of an existing data folder other OS users could reach (they no longer can). */
export type ExposedEntriesReport = (entries: number) => void;

/**
 * Opens the embedded database in `dataDir` (created on first use) and applies pending migrations. The folder is
 * locked to this process until `close()`: a second process on it throws `DataDirInUseError`. The folder is made
 * its OS user's alone (./private-folder.ts); `reportExposed` hears of entries that were not.
 */
export async function openPglite(
  source: string | PGlite,
  reportExposed?: ExposedEntriesReport,
): Promise<Database> {
  if (typeof source !== 'string') return preparePglite(source);
  const lock = lockDataDir(source);
  let client: PGlite | undefined;
  try {
    const exposed = makeFolderPrivate(source);
    if (exposed > 0) reportExposed?.(exposed);
    client = await PGlite.create(source, { extensions: pgliteExtensions });
    const database = await preparePglite(client);
    // The modes PGlite gave files of a new database and its relation cache, whatever the umask.
    makeFolderPrivate(source);
    return { ...database, close: () => database.close().finally(() => lock.release()) };
  } catch (error) {
    // The folder is let go only once nothing in this process can write to it any more.
    await client?.close().catch(() => {});
    lock.release();
    throw error;
  }
}

/**
 * PGlite as drizzle reaches it, through these two calls only.
 *
 * PGlite runs every query on this thread and passes its lock from one waiting query to the next without giving the
 * event loop a turn: under a queue of cart writes, answers the cache already held waited behind whole runs of
 * queries (hundreds of milliseconds, and timeouts at the tail). Each call lets the event loop turn once first, so
 * requests waiting on their sockets are served between queries.
 *
 * Drizzle passes the same few parsers with every query (dates, timestamps and intervals kept as text, which it maps
 * itself), and PGlite copies its whole table of several hundred parsers to add them, for each query: a one-row
 * select took 145 µs rather than 80. They are put on the client instead, where every query finds them.
 */
function forDrizzle(client: PGlite): PGlite {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const withoutParsers = (options?: QueryOptions): QueryOptions | undefined => {
    if (!options?.parsers) return options;
    const { parsers, ...rest } = options;
    Object.assign(client.parsers, parsers);
    return rest;
  };
  const inTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, key) {
        if (key === 'query') {
          return (...[query, params, options]: Parameters<Transaction['query']>) =>
            target.query(query, params, withoutParsers(options));
        }
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const calls: Pick<PGlite, 'query' | 'transaction'> = {
    query: async (...[query, params, options]: Parameters<PGlite['query']>) => {
      await turn();
      return client.query(query, params, withoutParsers(options));
    },
    transaction: async (callback) => {
      await turn();
      return client.transaction((tx) => callback(inTransaction(tx)));
    },
  };
  return calls as PGlite;
}

/**
 * Page costs for a database read from memory, as the PostgreSQL manual suggests for a cached one. The planner's
 * defaults (made for disks, 1 and 4 against a row's 0.01) priced walking an index in order far below what it
 * takes: searches for uncommon words (a few hundred matches in 100,000 products) walked the newest-first index for
 * 20,000 rows (19-29 ms) where the trigram index takes 4-8 ms, and a category's deeper pages were sorted rather
 * than read from its index (17 -> 7 ms). The embedded database always is small enough; a PostgreSQL server gets
 * them from its operator (the README).
 */
export const IN_MEMORY_PAGE_COSTS = { seq_page_cost: 0.1, random_page_cost: 0.1 } as const;
/** PGlite is one session, so these hold for every query it runs. */
const PGLITE_PLANNER_SETTINGS = Object.entries(IN_MEMORY_PAGE_COSTS)
  .map(([setting, cost]) => `SET ${setting} = ${cost};`)
  .join(' ');

async function preparePglite(client: PGlite): Promise<Database> {
  const db = drizzlePglite({ client: forDrizzle(client), schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  await client.exec(PGLITE_PLANNER_SETTINGS);
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      await client.query('SELECT 1');
    },
    migrationsBehind: async () =>
      countNewerThan((await client.query<NewestMigration>(NEWEST_MIGRATION)).rows[0]?.newest),
    close: () => client.close(),
  };
}

/**
 * How long a query waits for a connection (a free one of the pool, or a new one to the server) before it fails:
 * while the server is unreachable, requests answer 503 `DATABASE_UNAVAILABLE` rather than hang.
 */
const CONNECTION_TIMEOUT_MS = 5000;

/** Connects to a PostgreSQL server and applies pending migrations under an advisory lock. */
export async function openPostgres(connectionString: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  });
  // An idle client whose connection is cut (the server restarted, or terminated it) must not crash the process: the
  // pool drops it, and the next query gets a new connection. A client cut while in use fails its query, which is
  // answered 503 (../http/errors.ts); the pool drops that one when it is released.
  pool.on('error', () => {});
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg({ client: lockClient }), { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lockClient.release();
  }
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await db.execute(sql`SELECT 1`);
    },
    migrationsBehind: async () =>
      countNewerThan((await pool.query<NewestMigration>(NEWEST_MIGRATION)).rows[0]?.newest),
    connections: () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    close: () => pool.end(),
  };
}

export function openDatabase(
  options: { databaseUrl: string | undefined; databasePoolSize: number; dataDir: string },
  reportExposed?: ExposedEntriesReport,
): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.databasePoolSize)
    : openPglite(options.dataDir, reportExposed);
}
