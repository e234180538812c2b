import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { loggerOptions } from '@shop/shared/server';
import { brands } from '../src/db/schema';
import { brandNames, eventually, type Replica, startReplicas } from './support/replicas';
import { freePort } from './support/server-process';

// Replicas on PostgreSQL and a Redis of the test's own, which the test stops (kill -9) while they serve: the shop
// goes on without it, and uses it again once it is back. Runs in the PostgreSQL project only.

/**
 * A redis-server on `port` that keeps nothing on disk, under a shell that kills it (-9) once the shell's standard
 * input closes: when the test stops it, or when this process dies before it could.
 */
async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    'sh',
    [
      '-c',
      'exec 3<&0; redis-server "$@" & pid=$!; (read _ <&3; kill -9 $pid) & wait $pid',
      'sh',
      ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    redis.stdout?.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) resolve();
    });
    redis.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    redis.on('error', reject);
    redis.on('exit', (code) => reject(new Error(`redis-server exited with ${code}:\n${output}`)));
  });
  return redis;
}

async function kill(redis: ChildProcess): Promise<void> {
  if (redis.exitCode !== null) return;
  const exited = once(redis, 'exit');
  redis.stdin?.end();
  await exited;
}

interface Fleet {
  replicas: Replica[];
  /** What each replica logged, one parsed JSON line each. */
  logs: Array<Array<{ level: number; msg: string }>>;
  port: number;
}

/** Two replicas sharing a Redis started for them; the Redis (as restarted by the test) is killed after. */
async function withFleet(
  env: Record<string, string>,
  test: (fleet: Fleet, redis: { current: ChildProcess }) => Promise<void>,
) {
  const port = await freePort();
  const redis = { current: await startRedis(port) };
  const logs: Fleet['logs'] = [[], []];
  try {
    const fleet = await startReplicas(2, { REDIS_URL: `redis://127.0.0.1:${port}`, ...env }, (replica) => ({
      ...loggerOptions('info'),
      stream: { write: (line: string) => logs[replica]?.push(JSON.parse(line)) },
    }));
    try {
      await test({ replicas: fleet.replicas, logs, port }, redis);
    } finally {
      await fleet.close();
    }
  } finally {
    await kill(redis.current);
  }
}

let clients = 0;
/** A client address of its own for each request, so the rate limit never bites the load. */
const nextClient = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

/**
 * Reads through every replica, a cached answer and a database search at a time from each, until stopped: the
 * statuses of every answer.
 */
function keepReading(replicas: Replica[]) {
  let stopped = false;
  const reading = (async () => {
    const statuses: number[] = [];
    while (!stopped) {
      const answers = await Promise.all(
        replicas.flatMap((replica) =>
          ['/api/v1/ProductBrandList', `/api/v1/ProductListByKeyword/word${clients}`].map((url) =>
            replica.app.inject({ url, remoteAddress: nextClient() }),
          ),
        ),
      );
      statuses.push(...answers.map((answer) => answer.statusCode));
    }
    return statuses;
  })();
  return {
    stop: async () => {
      stopped = true;
      return reading;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const readiness = async (replica: Replica) => {
  const answer = await replica.app.inject('/readyz');
  return { statusCode: answer.statusCode, body: answer.json() };
};
const ready = (redis: string) => ({
  statusCode: 200,
  body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', redis } },
});

const metrics = async (replica: Replica) =>
  (await replica.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
const fallbacks = async (replica: Replica, use: string) =>
  Number(
    (await metrics(replica)).match(
      new RegExp(`^shop_redis_fallbacks_total\\{use="${use}"\\} (\\d+)$`, 'm'),
    )?.[1] ?? 0,
  );

const logged = (lines: Fleet['logs'][number], level: number, start: string) =>
  lines.filter((line) => line.level === level && line.msg.startsWith(start)).length;
const WARN = 40;
const INFO = 30;

// 60 s each rather than 30: seconds here, but much more on a loaded machine, and a test that runs over is
// abandoned with its fleet still running.
describe('when its Redis stops', () => {
  it('every request still succeeds, replicas stay ready, changes go through PostgreSQL, and Redis is used again once back', async () => {
    await withFleet({}, async ({ replicas, logs, port }, redis) => {
      const [writer, reader] = replicas as [Replica, Replica];
      for (const replica of replicas) {
        expect(await readiness(replica)).toEqual(ready('ok'));
        expect(await metrics(replica)).toMatch(/^shop_redis_up 1$/m);
      }

      const outage = keepReading(replicas);
      await sleep(200);
      await kill(redis.current);
      await sleep(1500); // several reconnection attempts
      const duringOutage = await outage.stop();
      expect(duringOutage.length).toBeGreaterThan(20);
      expect(duringOutage.filter((status) => status !== 200)).toEqual([]);

      for (const [i, replica] of replicas.entries()) {
        expect(await readiness(replica)).toEqual(ready('degraded'));
        expect(await metrics(replica)).toMatch(/^shop_redis_up 0$/m);
        expect(await fallbacks(replica, 'rate_limit')).toBeGreaterThan(0);
        expect(logged(logs[i] ?? [], WARN, 'Redis unreachable')).toBe(1);
      }

      // A catalogue change through one replica reaches the other through PostgreSQL.
      expect(await brandNames(reader)).toEqual([]); // now cached
      await writer.database.db
        .insert(brands)
        .values({ brandName: 'Northwind', brandImg: '/api/images/n.svg' });
      await writer.app.invalidateCatalogue();
      expect(await fallbacks(writer, 'catalogue_changes')).toBe(1);
      expect(
        await eventually(
          () => brandNames(reader),
          (names) => names.length > 0,
        ),
      ).toEqual(['Northwind']);

      const recovery = keepReading(replicas);
      redis.current = await startRedis(port);
      for (const replica of replicas) {
        expect(
          await eventually(
            () => readiness(replica),
            (answer) => answer.body.checks.redis === 'ok',
          ),
        ).toEqual(ready('ok'));
      }
      const duringRecovery = await recovery.stop();
      expect(duringRecovery.filter((status) => status !== 200)).toEqual([]);

      for (const [i, replica] of replicas.entries()) {
        expect(await metrics(replica)).toMatch(/^shop_redis_up 1$/m);
        expect(logged(logs[i] ?? [], INFO, 'Redis reachable again')).toBe(1);
        expect(logged(logs[i] ?? [], WARN, 'Redis unreachable')).toBe(1);
        // Counted in Redis again: no more requests counted in the process.
        const before = await fallbacks(replica, 'rate_limit');
        await replica.app.inject({ url: '/api/v1/ProductBrandList', remoteAddress: nextClient() });
        expect(await fallbacks(replica, 'rate_limit')).toBe(before);
      }
    });
  }, 60_000);

  it('each replica still limits a client, counting on its own', async () => {
    await withFleet({ RATE_LIMIT_PER_MINUTE: '3' }, async ({ replicas }, redis) => {
      await kill(redis.current);
      const client = nextClient();
      for (const replica of replicas) {
        const statuses = [];
        for (let i = 0; i < 4; i++) {
          statuses.push(
            (await replica.app.inject({ url: '/api/v1/ProductBrandList', remoteAddress: client })).statusCode,
          );
        }
        expect(statuses).toEqual([200, 200, 200, 429]);
      }
    });
  }, 60_000);
});
