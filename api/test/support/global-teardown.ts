import { rm } from 'node:fs/promises';
import pg from 'pg';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env.SHOP_TEST_DIR;
  if (dir) await rm(dir, { recursive: true, force: true });
  delete process.env.SHOP_TEST_DIR;

  const template = process.env.POSTGRES_TEMPLATE;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (template && serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
  delete process.env.POSTGRES_TEMPLATE;
}
