import { randomInt } from 'node:crypto';
import { brands } from '../src/db/schema';
import { brandNames, eventually, type Replica, startReplicas } from './support/replicas';

// API replicas on one PostgreSQL database, as behind a load balancer: what one replica learns, the others must
// too. Runs in the PostgreSQL project only; Redis at TEST_REDIS_URL (default: the local server).

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

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

  it('/readyz reports Redis too, and stays ready without it', async () => {
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
      const degraded = await down.replicas[0]?.app.inject('/readyz');
      expect(degraded?.statusCode).toBe(200);
      expect(degraded?.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', redis: 'degraded' },
      });
    } finally {
      await down.close();
    }
  });
});
