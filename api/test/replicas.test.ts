import { randomInt } from 'node:crypto';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openPostgres } from '../src/db/client';
import { brands } from '../src/db/schema';
import { PUBLIC_URL } from './support/app';
import { createPostgresDatabase } from './support/database';

// API replicas on one PostgreSQL database, as behind a load balancer: what one replica learns, the others must
// too. Runs in the PostgreSQL project only; Redis at TEST_REDIS_URL (default: the local server).

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Replica {
  app: App;
  database: Database;
}

async function startReplicas(count: number, env: Record<string, string>) {
  const shared = await createPostgresDatabase();
  const replicas: Replica[] = [];
  for (let i = 0; i < count; i++) {
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL, DATABASE_URL: shared.url, ...env });
    const database = await openPostgres(shared.url, 2);
    const app = await buildApp({ config, database, logger: false });
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

const brandNames = async (replica: Replica): Promise<string[]> =>
  (await replica.app.inject('/api/v1/ProductBrandList'))
    .json()
    .data.map((b: { brandName: string }) => b.brandName);

/** Asks until the answer comes: a broadcast takes a moment to arrive; gives up after about five seconds. */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 100 && !accept(value); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

describe.each([
  ['Redis pub/sub', { REDIS_URL }],
  ['PostgreSQL LISTEN/NOTIFY', {}],
])('a catalogue change through one replica, told through %s', (_feed, env) => {
  it('is seen through every other replica on the next request', async () => {
    const fleet = await startReplicas(3, env);
    try {
      const [writer, ...readers] = fleet.replicas as [Replica, ...Replica[]];
      for (const reader of readers) expect(await brandNames(reader)).toEqual([]); // now cached

      await writer.database.db
        .insert(brands)
        .values({ brandName: 'Northwind', brandImg: '/api/images/n.svg' });
      await writer.app.invalidateCatalogue();

      for (const reader of readers) {
        expect(
          await eventually(
            () => brandNames(reader),
            (names) => names.length > 0,
          ),
        ).toEqual(['Northwind']);
      }
    } finally {
      await fleet.close();
    }
  });
});

describe('with REDIS_URL', () => {
  it('counts the general rate limit across replicas: over the limit is refused whichever replica answers', async () => {
    const fleet = await startReplicas(2, { REDIS_URL, RATE_LIMIT_PER_MINUTE: '4' });
    // A client address of its own: Redis keeps counts for a minute, across test runs too.
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        const replica = fleet.replicas[i % 2] as Replica;
        statuses.push(
          (await replica.app.inject({ url: '/api/v1/ProductBrandList', remoteAddress })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await fleet.close();
    }
  });

  it('/readyz checks Redis too', async () => {
    const up = await startReplicas(1, { REDIS_URL });
    try {
      const ready = await up.replicas[0]?.app.inject('/readyz');
      expect(ready?.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', redis: 'ok' },
      });
    } finally {
      await up.close();
    }

    const down = await startReplicas(1, { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const unready = await down.replicas[0]?.app.inject('/readyz');
      expect(unready?.statusCode).toBe(503);
      expect(unready?.json().checks.redis).toBe('unreachable');
    } finally {
      await down.close();
    }
  });
});
