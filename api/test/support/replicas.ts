import { type App, type AppDependencies, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { type Database, openPostgres } from '../../src/db/client';
import { PUBLIC_URL } from './app';
import { createPostgresDatabase } from './database';

// API replicas on one PostgreSQL database, as behind a load balancer, each its own app in this process.

export interface Replica {
  app: App;
  database: Database;
}

export async function startReplicas(
  count: number,
  env: Record<string, string>,
  /** Each replica's logger (none by default). */
  logger: (replica: number) => AppDependencies['logger'] = () => false,
) {
  const shared = await createPostgresDatabase();
  const replicas: Replica[] = [];
  for (let i = 0; i < count; i++) {
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL, DATABASE_URL: shared.url, ...env });
    const database = await openPostgres(shared.url, 2);
    const app = await buildApp({ config, database, logger: logger(i) });
    await app.ready();
    replicas.push({ app, database });
  }
  return {
    replicas,
    close: async () => {
      for (const { app, database } of replicas) {
        await app.close();
        await database.close();
      }
      await shared.drop();
    },
  };
}

/** The brands a replica lists (cached after the first request). */
export const brandNames = async (replica: Replica): Promise<string[]> =>
  (await replica.app.inject('/api/v1/ProductBrandList'))
    .json()
    .data.map((b: { brandName: string }) => b.brandName);

/** Asks until the answer comes: a broadcast takes a moment to arrive; gives up after about five seconds. */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 100 && !accept(value); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}
