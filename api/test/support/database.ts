import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openPglite, openPostgres, pgliteExtensions } from '../../src/db/client';
import { postgresTemplate, withDatabaseName } from './postgres-names';

/**
 * Migrates a PGlite database once and dumps it into a new temporary folder (SHOP_TEST_DIR), named by
 * PGLITE_TEMPLATE: each test file then starts from a copy of it. For jest's global setup.
 */
export async function preparePgliteTemplate(prefix: string): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const database = await openPglite(pglite);
  const dump = await pglite.dumpDataDir('none');
  const templateFile = path.join(dir, 'pglite-template.tar');
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.PGLITE_TEMPLATE = templateFile;
  process.env.SHOP_TEST_DIR = dir;
}

/** A fresh, migrated, empty database on the engine this jest project tests (see jest.config.js). */
export async function createTestDatabase(): Promise<Database> {
  return process.env.TEST_DB_KIND === 'postgres' ? createPostgresCopy() : createPgliteCopy();
}

async function createPgliteCopy(): Promise<Database> {
  const templateFile = process.env.PGLITE_TEMPLATE;
  if (!templateFile) throw new Error('PGLITE_TEMPLATE is not set: run the tests through jest.config.js');
  const loadDataDir = new Blob([await readFile(templateFile)]);
  return openPglite(await PGlite.create({ loadDataDir, extensions: pgliteExtensions }));
}

async function createPostgresCopy(): Promise<Database> {
  const copy = await createPostgresDatabase();
  const database = await openPostgres(copy.url, 4);
  return {
    ...database,
    close: async () => {
      await database.close();
      await copy.drop();
    },
  };
}

/** A new, migrated, empty database on the PostgreSQL server under test: its URL, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${postgresTemplate()}`);
  return {
    url: withDatabaseName(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
