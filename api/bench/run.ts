import { openSync, writeSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { requestSerializer } from '@shop/shared/server';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type AppDependencies, buildApp } from '../src/app';
import { matching } from '../src/catalogue/search';
import { loadConfig } from '../src/config';
import { type Database, IN_MEMORY_PAGE_COSTS, openPostgres } from '../src/db/client';
import { generateCatalogue, openPgliteCatalogue, productId } from './generate-catalogue';
import { type MixedLoad, mixedLoad } from './mixed-load';
import {
  type BenchResults,
  type EngineResults,
  evaluateTargets,
  type Load,
  renderMarkdown,
  type Target,
} from './report';

/**
 * `npm run bench:api`: the catalogue endpoints of the real app against a bare node:http server sending the
 * same bytes, on PGlite and (when reachable) on a PostgreSQL server. Results go to bench/results/ at the
 * repository root.
 */

/** Seconds of one load round; ROUNDS rounds per server and connection count. */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 1);
const ROUNDS = 5;
const WARMUP_S = 0.5;
/** Timed keyword searches per group and catalogue size. */
const LATENCY_SAMPLES = Number(process.env.BENCH_SAMPLES ?? 600);
const LARGE = 100_000;
const SMALL = 1_000;
const CONNECTIONS = [1, 10] as const;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BENCH_DATABASE = 'shop_bench';
const resultsDir = path.join(__dirname, '..', '..', 'bench', 'results');

/** Searched one client at a time with the cache off; every group is a target of its own. */
const KEYWORD_GROUPS: Record<string, string[]> = {
  'common words': ['wireless', 'Black', 'cotton', 'headphones', 'phone', 'classic', 'charging', 'fabric'],
  'mid words': ['tripod', 'copper', 'mint', 'sunglasses', 'ceramic', 'yoga mat', 'leather', 'burgundy'],
  'uncommon words': ['aurora', 'monsoon', 'tidewater', 'highland', 'solstice', 'lantern', 'meadow', 'canopy'],
  'rare words': ['obsidian', 'tweed', 'ikat', 'lapis', 'marquetry', 'verdigris', 'celadon', 'peridot'],
  'absent words': ['xylograph', 'quokka', 'zeppelin', 'bergamot'],
  // Two words that are each common but rarely side by side: many trigram candidates, few matches.
  'two-word phrases': [
    'navy coat',
    'mint kettle',
    'rose dress',
    'copper lens',
    'burgundy charger',
    'ivory skirt',
  ],
  '3-letter fragments': ['ear', 'ble', 'tch', 'pro', 'ite', 'zir', 'kev', 'qui'],
  'other word forms': ['tripods', 'kettles', 'jackets', 'mugs', 'sweaters', 'charged', 'lenses', 'finishes'],
  // Each matches nothing as typed: searched again as corrected from the catalogue's words.
  'misspelt words': ['hedphones', 'wireles', 'sweter', 'ketle', 'backpak', 'sunglases', 'tripd', 'obsidain'],
};
/** Typed into the search box so far: the suggestions it is offered, timed as the keyword groups are. */
const SUGGESTION_GROUPS: Record<string, string[]> = {
  'suggestions, a word begun': ['wi', 'hea', 'tri', 'obs', 'aur', 'sun', 'cop', 'kett'],
  'suggestions, a second word begun': [
    'wireless he',
    'black co',
    'yoga m',
    'navy ja',
    'classic sl',
    'mint k',
  ],
};
const CACHED_KEYWORD = 'wireless';

/**
 * Production settings; the limiter is off because one benchmark client would hit it within a second (the mixed
 * load with Redis turns it back on with a limit no client reaches, so that every request is counted in Redis).
 */
function config(logLevel: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: logLevel,
    PUBLIC_URL: 'http://127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '0',
    SMTP_URL: 'smtp://127.0.0.1:2525', // never used: no route here sends mail
    PAYMENT_GATEWAY: 'sslcommerz',
    SSLCOMMERZ_STORE_ID: 'bench',
    SSLCOMMERZ_STORE_PASSWORD: 'bench',
    ...env,
  });
}

/** Request logging at info, written synchronously as pino writes to stdout, but to /dev/null. */
const devNull = openSync('/dev/null', 'w');
const infoToDevNull: AppDependencies['logger'] = {
  level: 'info',
  serializers: { req: requestSerializer },
  stream: { write: (line: string) => writeSync(devNull, line) },
};

interface Server {
  url: string;
  close(): Promise<void>;
}

async function startApp(
  database: Database,
  options: {
    logLevel?: string;
    logger?: AppDependencies['logger'];
    cacheTtlMs?: number;
    env?: Record<string, string>;
  } = {},
): Promise<Server> {
  const app = await buildApp({
    config: config(options.logLevel ?? 'warn', options.env),
    database,
    logger: options.logger,
    catalogueCacheTtlMs: options.cacheTtlMs,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, close: () => app.close() };
}

interface Response {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, agent?: http.Agent): Promise<Response> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Headers node:http writes itself, or that describe this connection rather than the answer. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** The ceiling: a server that only writes the app's answer (body and headers), already in memory. */
async function startBare(answer: Response): Promise<Server> {
  const headers: http.OutgoingHttpHeaders = { 'content-length': answer.body.length };
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!OWN_HEADERS.has(name) && value !== undefined) headers[name] = value;
  }
  const server = http.createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** autocannon in a worker thread, so the load generator does not share the server's event loop. */
async function load(url: string, connections: number, duration = DURATION_S): Promise<Load> {
  const result = await autocannon({ url, connections, duration, workers: 1 });
  return {
    // Not the mean of per-second samples: a round is too short for whole seconds to be fair.
    rps: Math.round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const median = (loads: Load[]) =>
  [...loads].sort((a, b) => a.rps - b.rps)[Math.floor(loads.length / 2)] as Load;

/**
 * Runs on this shared 2-core machine vary by 20-30% (now and then 2x) from one to the next, so the app and
 * bare http take turns, ROUNDS times each, and each reports its median round.
 */
async function compare(urls: string[], connections: number): Promise<Load[]> {
  for (const url of urls) await load(url, connections, WARMUP_S);
  const rounds: Load[][] = urls.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, url] of urls.entries()) rounds[i]?.push(await load(url, connections));
  }
  return rounds.map(median);
}

const log = (message: string) => console.log(message);

interface Scenario {
  name: string;
  path: string;
}

async function throughput(database: Database, label: string, scenarios: Scenario[], results: EngineResults) {
  const cached = await startApp(database);
  const uncached = await startApp(database, { cacheTtlMs: 0 });
  try {
    for (const scenario of scenarios) {
      const answer = await get(cached.url + scenario.path);
      if (answer.status !== 200) throw new Error(`${scenario.path}: ${answer.status} ${answer.body}`);
      const fromDatabase = await get(uncached.url + scenario.path);
      if (!fromDatabase.body.equals(answer.body)) {
        throw new Error(`${scenario.path}: cached and uncached bodies differ`);
      }
      const bare = await startBare(answer);
      try {
        for (const connections of CONNECTIONS) {
          const urls = [bare.url, cached.url].map((base) => base + scenario.path);
          const [bareLoad, app] = (await compare(urls, connections)) as [Load, Load];
          // Bound by the database, and steadier: one round is enough.
          await load(uncached.url + scenario.path, connections, WARMUP_S);
          const direct = await load(uncached.url + scenario.path, connections);
          results.throughput.push({
            scenario: scenario.name,
            path: scenario.path,
            bytes: answer.body.length,
            connections,
            bare: bareLoad,
            cached: app,
            uncached: direct,
          });
          log(
            `[${label}] ${scenario.name} c=${connections}: bare ${bareLoad.rps}/s, cached ${app.rps}/s ` +
              `(${(app.rps / bareLoad.rps).toFixed(2)}x), uncached ${direct.rps}/s ` +
              `(${(direct.rps / bareLoad.rps).toFixed(2)}x)`,
          );
        }
      } finally {
        await bare.close();
      }
    }
  } finally {
    await cached.close();
    await uncached.close();
  }
}

/** What request logging costs: the headline runs at warn (no line per request); info writes two each. */
async function loggingCost(database: Database, label: string, scenario: Scenario, results: EngineResults) {
  for (const [level, options] of [
    ['info', { logger: infoToDevNull }],
    ['silent', { logLevel: 'silent' }],
  ] as const) {
    const app = await startApp(database, options);
    try {
      for (const connections of CONNECTIONS) {
        const [measured] = (await compare([app.url + scenario.path], connections)) as [Load];
        results.logging.push({ scenario: scenario.name, level, connections, load: measured });
        log(`[${label}] logging ${level} ${scenario.name} c=${connections}: ${measured.rps}/s`);
      }
    } finally {
      await app.close();
    }
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const round2 = (value: number) => Math.round(value * 100) / 100;

async function matches(database: Database, keyword: string): Promise<number> {
  const result = (await database.db.execute(
    sql`SELECT count(*)::int AS n FROM products WHERE ${matching(keyword)}`,
  )) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]?.n ?? 0;
}

/** One client, one search (or suggestion) at a time, cache off: every request runs the real query. */
async function keywordLatency(database: Database, size: number, label: string, results: EngineResults) {
  const app = await startApp(database, { cacheTtlMs: 0 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const routes = [
    { route: 'ProductListByKeyword', groups: KEYWORD_GROUPS },
    { route: 'ProductSuggestions', groups: SUGGESTION_GROUPS },
  ] as const;
  try {
    for (const { route, groups } of routes) await groupLatency(route, groups);
  } finally {
    agent.destroy();
    await app.close();
  }

  async function groupLatency(route: string, groups: Record<string, string[]>) {
    const url = (keyword: string) => `${app.url}/api/v1/${route}/${encodeURIComponent(keyword)}`;
    // A first pass warms the route, the planner's caches and the database's buffers.
    for (const keyword of Object.values(groups).flat()) await get(url(keyword), agent);
    for (const [group, keywords] of Object.entries(groups)) {
      const timings: number[] = [];
      for (let i = 0; i < LATENCY_SAMPLES; i += 1) {
        const keyword = keywords[i % keywords.length] as string;
        const start = process.hrtime.bigint();
        const response = await get(url(keyword), agent);
        timings.push(Number(process.hrtime.bigint() - start) / 1e6);
        if (response.status !== 200) throw new Error(`${keyword}: ${response.status} ${response.body}`);
      }
      timings.sort((a, b) => a - b);
      const counts: Record<string, number> = {};
      for (const keyword of keywords) counts[keyword] = await matches(database, keyword);
      const entry = {
        size,
        group,
        matches: counts,
        samples: timings.length,
        p50: round2(percentile(timings, 50)),
        p99: round2(percentile(timings, 99)),
        max: round2(timings.at(-1) ?? Number.NaN),
      };
      results.keywords.push(entry);
      log(
        `[${label}] keyword ${group} @${size}: p50 ${entry.p50} ms, p99 ${entry.p99} ms, max ${entry.max} ms`,
      );
    }
  }
}

async function mixedRun(
  database: Database,
  label: string,
  options: { redisUrl?: string } = {},
): Promise<MixedLoad> {
  const env: Record<string, string> = options.redisUrl
    ? { REDIS_URL: options.redisUrl, RATE_LIMIT_PER_MINUTE: '1000000' }
    : {};
  const app = await startApp(database, { env });
  try {
    const mixed = await mixedLoad(app.url, database, LARGE);
    for (const [side, load] of Object.entries(mixed)) {
      log(
        `[${label}${options.redisUrl ? ' + redis' : ''}] mixed load ${side}: ${load.rps}/s, p50 ${load.p50} ms, ` +
          `p99 ${load.p99} ms, max ${load.max} ms, ${load.failures} failed`,
      );
    }
    return mixed;
  } finally {
    await app.close();
  }
}

/** Whether a Redis server answers at `url`, so the run can say why it left the Redis mix out. */
async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

interface Engine {
  name: 'pglite' | 'postgres';
  /** A database holding a generated catalogue of `size` products. */
  open(size: number): Promise<{ database: Database; note: string }>;
  /** Removes what the engine left behind, after the last `open`. */
  cleanup(): Promise<void>;
}

const pgliteEngine: Engine = {
  name: 'pglite',
  open: async (size) => {
    const { database, fromSnapshot } = await openPgliteCatalogue(size);
    return { database, note: fromSnapshot ? 'loaded from snapshot' : 'generated, snapshot saved' };
  },
  cleanup: async () => {},
};

function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const postgresEngine: Engine = {
  name: 'postgres',
  open: async (size) => {
    await adminQuery(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${BENCH_DATABASE}`);
    // As the README asks of a production server holding the shop's data in memory.
    await adminQuery(
      Object.entries(IN_MEMORY_PAGE_COSTS)
        .map(([setting, cost]) => `ALTER DATABASE ${BENCH_DATABASE} SET ${setting} = ${cost}`)
        .join('; '),
    );
    const database = await openPostgres(
      withDatabaseName(SERVER_URL, BENCH_DATABASE),
      config('warn').databasePoolSize,
    );
    await generateCatalogue(database.db, size);
    return { database, note: 'generated' };
  },
  cleanup: () => adminQuery(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`),
};

async function serverVersion(database: Database): Promise<string> {
  const result = (await database.db.execute(sql`SELECT version() AS v`)) as unknown as {
    rows: Array<{ v: string }>;
  };
  return result.rows[0]?.v.split(' on ')[0] ?? 'unknown';
}

async function benchEngine(engine: Engine): Promise<EngineResults> {
  const results: EngineResults = {
    engine: engine.name,
    version: '',
    prepare: [],
    throughput: [],
    logging: [],
    keywords: [],
  };
  const label = engine.name;
  try {
    for (const size of [LARGE, SMALL]) {
      const started = Date.now();
      const { database, note } = await engine.open(size);
      const seconds = round2((Date.now() - started) / 1000);
      results.prepare.push({ size, seconds, note, rssMb: Math.round(process.memoryUsage().rss / 1e6) });
      log(`[${label}] ${size} products ready in ${seconds} s (${note})`);
      try {
        results.version = await serverVersion(database);
        if (size === LARGE) {
          const list: Scenario = {
            name: 'ProductListByRemark/new?limit=20',
            path: '/api/v1/ProductListByRemark/new?limit=20',
          };
          await throughput(
            database,
            label,
            [
              { name: 'ProductListByRemark/new (limit 100)', path: '/api/v1/ProductListByRemark/new' },
              list,
              { name: 'ProductDetails/{id}', path: `/api/v1/ProductDetails/${productId(LARGE - 500)}` },
              {
                name: `ProductListByKeyword/${CACHED_KEYWORD} (limit 100)`,
                path: `/api/v1/ProductListByKeyword/${CACHED_KEYWORD}`,
              },
            ],
            results,
          );
          await loggingCost(database, label, list, results);
        }
        await keywordLatency(database, size, label, results);
        // Last: it writes customers and carts into the catalogue's database.
        if (size === LARGE) {
          results.mixed = await mixedRun(database, label);
          // Replicas of a fleet share the rate limit and catalogue changes through Redis: the same mix with it.
          if (engine.name === 'postgres') {
            if (await redisAnswers(REDIS_URL)) {
              results.mixedWithRedis = await mixedRun(database, label, { redisUrl: REDIS_URL });
            } else log(`[${label}] no Redis at ${REDIS_URL}: the mixed load with Redis is left out`);
          }
        }
      } finally {
        await database.close();
      }
    }
  } finally {
    await engine.cleanup();
  }
  return results;
}

async function postgresReachable(): Promise<boolean> {
  try {
    await adminQuery('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

/** The targets of the results this run replaces, to show each figure beside the last one. */
async function lastRunTargets(): Promise<Target[]> {
  try {
    return (JSON.parse(await readFile(path.join(resultsDir, 'api.json'), 'utf8')) as BenchResults).targets;
  } catch {
    return [];
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const engines = [pgliteEngine];
  const postgres = await postgresReachable();
  if (postgres) engines.push(postgresEngine);
  else log(`PostgreSQL not reachable at ${SERVER_URL}: PGlite only`);

  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: {
      cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
      cores: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      os: `${os.type()} ${os.release()}`,
      node: process.version,
    },
    settings: {
      durationS: DURATION_S,
      rounds: ROUNDS,
      warmupS: WARMUP_S,
      connections: [...CONNECTIONS],
      latencySamples: LATENCY_SAMPLES,
      sizes: [LARGE, SMALL],
      keywordGroups: KEYWORD_GROUPS,
      postgres: postgres ? SERVER_URL.replace(/\/\/[^@/]*@/, '//') : 'not reachable',
    },
    engines: [],
    targets: [],
    totalSeconds: 0,
  };
  for (const engine of engines) results.engines.push(await benchEngine(engine));
  results.targets = evaluateTargets(results.engines, await lastRunTargets());
  results.totalSeconds = Math.round((Date.now() - started) / 1000);

  await mkdir(resultsDir, { recursive: true });
  await writeFile(path.join(resultsDir, 'api.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(path.join(resultsDir, 'api.md'), renderMarkdown(results));

  for (const [title, issue] of [
    ['Aims', true],
    ['Also watched', false],
  ] as const) {
    const targets = results.targets.filter((target) => target.issue === issue);
    log(`\n${title}:`);
    for (const target of targets) {
      log(
        `  ${target.pass ? 'PASS' : 'MISS'}  [${target.engine}] ${target.name}: ${target.value} ` +
          `(last run ${target.before ?? 'n/a'}; aim ${target.aim})`,
      );
    }
    const missed = targets.filter((target) => !target.pass).length;
    log(missed === 0 ? `  All ${targets.length} met.` : `  ${missed} of ${targets.length} missed.`);
  }
  log(
    `Total ${results.totalSeconds} s; results in ${path.relative(process.cwd(), resultsDir)}/api.{md,json}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
