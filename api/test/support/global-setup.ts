import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../../src/db/client';
import { preparePgliteTemplate } from './database';
import { withDatabaseName } from './postgres-names';

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

  await preparePgliteTemplate('shop-api-test-');

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `shop_test_template_${randomBytes(6).toString('hex')}`;
    process.env.POSTGRES_TEMPLATE = template;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${template}`);
    } finally {
      await admin.end();
    }
    const migrated = await openPostgres(withDatabaseName(serverUrl, template), 1);
    await migrated.close();
  }
}
