import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres, pgliteExtensions } from '../../src/db/client';
import { POSTGRES_TEMPLATE, withDatabaseName } from './postgres-names';

/**
 * Migrates one template database per engine, once per run: each test file then starts from a copy
 * (a PGlite data-folder dump, or a PostgreSQL `CREATE DATABASE ... TEMPLATE`). Builds the production server
 * (dist/) too, which tests that start it as `npm start` does run.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.SHOP_TEST_DIR) return; // already prepared by the other project of this run

  execFileSync(process.execPath, ['scripts/build.mjs'], {
    cwd: path.join(__dirname, '..', '..'),
    stdio: 'inherit',
  });

  const dir = await mkdtemp(path.join(tmpdir(), 'shop-api-test-'));
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const database = await openPglite(pglite);
  const dump = await pglite.dumpDataDir('none');
  const templateFile = path.join(dir, 'pglite-template.tar');
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.PGLITE_TEMPLATE = templateFile;
  process.env.SHOP_TEST_DIR = dir;

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    } finally {
      await admin.end();
    }
    const template = await openPostgres(withDatabaseName(serverUrl, POSTGRES_TEMPLATE), 1);
    await template.close();
  }
}
