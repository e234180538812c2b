/**
 * `npm run bench:fleet` (also the last step of `npm run bench:api`): first the production shape (deploy/fleet.ts:
 * nginx over TLS, two storefront and three API replicas, the rate limit on) under 200 page readers and 50 cart
 * writers at once, each a client of its own at a person's pace; then catalogue reads and cart writes through nginx
 * with 1 and with 3 API replicas, next to one replica asked directly, so the proxy's own cost shows. Results go to
 * bench/results/fleet.md and fleet.json.
 */
import { randomInt } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type Fleet, startFleet } from '../../deploy/fleet';
import { ensureBuilt } from '../../scripts/ensure-built.mjs';
import { type Customer, signIn } from '../support/fleet-client';
import { type PacedLoad, pacedLoad } from './paced-load';

const root = path.join(__dirname, '..', '..');
const resultsDir = path.join(root, 'bench', 'results');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 3);
/** Rounds per row, taken in turns with the other rows of the same fleet; the median round is reported. */
const ROUNDS = 3;
const WARMUP_S = 2;
const CONNECTIONS = 16;
/** Cart writes spread over this many customers: each customer's writes take turns on a row lock. */
const CUSTOMERS = CONNECTIONS;
const READ_PATH = '/api/v1/ProductListByRemark/new?limit=20';

interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx. */
  refused: number;
  /** Connection errors and timeouts, as autocannon sees them. */
  errors: number;
}

/** The production shape's load: how many clients of each kind, and the requests per second each makes at most. */
const SHAPE = { readers: 200, writers: 50, readerRate: 1, writerRate: 1, rampSeconds: 5, seconds: 20 };
const SHAPE_AIM = { p99Ms: 150, errors: 0 };

interface ShapeRow {
  clients: string;
  load: PacedLoad;
}

/** A client address of its own: the per-client limit counts each client as the person it stands for. */
const ownAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function benchProductionShape(): Promise<ShapeRow[]> {
  const fleet: Fleet = await startFleet({ env: { LOG_LEVEL: 'warn' } });
  try {
    const cards = (await (await fleet.fetch(fleet.url + READ_PATH)).json()).data as { _id: string }[];
    const lines = await Promise.all(cards.map((card) => firstLine(fleet, card._id)));
    const customers: Customer[] = [];
    for (let i = 0; i < SHAPE.writers; i++) customers.push(await signIn(fleet, fleet.url));
    const pages = ['/', ...cards.map((card) => `/details/${card._id}`), '/about', '/by-keyword/phone'];
    // A shop that has been up a while: each page rendered and kept once before the visitors come.
    for (const page of pages) await fleet.fetch(fleet.url + page, { headers: { accept: 'text/html' } });
    const readerAddresses = Array.from({ length: SHAPE.readers }, ownAddress);
    const load = { url: fleet.url, rampSeconds: SHAPE.rampSeconds, seconds: SHAPE.seconds };
    const [read, written] = await Promise.all([
      pacedLoad({
        ...load,
        clients: SHAPE.readers,
        rate: SHAPE.readerRate,
        request: (client, index) => ({
          method: 'GET',
          path: pages[(client + index) % pages.length] as string,
          headers: { accept: 'text/html', 'x-forwarded-for': readerAddresses[client] },
        }),
      }),
      pacedLoad({
        ...load,
        clients: SHAPE.writers,
        rate: SHAPE.writerRate,
        request: (client, index) => {
          const customer = customers[client] as Customer;
          const line = lines[(client + index) % lines.length] as CartLine;
          return {
            method: 'POST',
            path: '/api/v1/SaveCartList',
            body: JSON.stringify({ ...line, qty: 1 }),
            headers: {
              'content-type': 'application/json',
              cookie: customer.cookie,
              'x-forwarded-for': customer.address,
            },
          };
        },
      }),
    ]);
    return [
      { clients: `${SHAPE.readers} page readers`, load: read },
      { clients: `${SHAPE.writers} cart writers`, load: written },
    ];
  } finally {
    await fleet.close();
  }
}

interface Row {
  setup: string;
  workload: 'catalogue reads' | 'cart writes';
  load: Load;
}

/** What autocannon measured, as a row reports it. */
function loadOf(result: autocannon.Result): Load {
  return {
    rps: Math.round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    refused: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function measure(options: autocannon.Options, duration = DURATION_S): Promise<Load> {
  return loadOf(await autocannon({ ...options, connections: CONNECTIONS, duration }));
}

/** Reads of a cached catalogue list: the path most of a shop's traffic takes. */
const reads = (base: string): autocannon.Options => ({ url: base + READ_PATH });

/** A product in the first size and colour it offers ('' when none), as a shopper would choose them. */
interface CartLine {
  productID: string;
  size: string;
  color: string;
}

async function firstLine(fleet: Fleet, productID: string): Promise<CartLine> {
  const [{ details }] = (await (await fleet.fetch(`${fleet.url}/api/v1/ProductDetails/${productID}`)).json())
    .data;
  const first = (list: string) => list.split(',')[0]?.trim() ?? '';
  return { productID, size: first(details.size), color: first(details.color) };
}

/**
 * One customer per connection adding products to its cart (SaveCartList: a transaction with a row lock and an
 * upsert), cycling through the products; quantities stop at 99, and the row is written all the same.
 */
function writes(base: string, customers: Customer[], lines: CartLine[]): autocannon.Options {
  let connection = 0;
  return {
    url: base,
    requests: lines.map((line) => ({
      method: 'POST' as const,
      path: '/api/v1/SaveCartList',
      body: JSON.stringify({ ...line, qty: 1 }),
      // The context is the connection's own: the first request picks its customer.
      setupRequest: (request, context: { cookie?: string }) => {
        context.cookie ??= (customers[connection++ % customers.length] as Customer).cookie;
        return { ...request, headers: { 'content-type': 'application/json', cookie: context.cookie } };
      },
    })),
  };
}

async function benchFleet(replicas: number, rows: Row[]) {
  const fleet: Fleet = await startFleet({
    apiReplicas: replicas,
    storefrontReplicas: 1,
    env: { RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn' },
  });
  try {
    const cards = (await (await fleet.fetch(fleet.url + READ_PATH)).json()).data as { _id: string }[];
    const lines = await Promise.all(cards.map((card) => firstLine(fleet, card._id)));
    const customers: Customer[] = [];
    for (let i = 0; i < CUSTOMERS; i++) customers.push(await signIn(fleet, fleet.url));

    const setups: [string, string][] = [[`nginx, ${replicas} replica${replicas > 1 ? 's' : ''}`, fleet.url]];
    if (replicas === 1) setups.unshift(['1 replica, no proxy', fleet.api.replicas[0]?.url as string]);
    const cases = setups.flatMap(([setup, base]) => [
      { setup, workload: 'catalogue reads' as const, options: reads(base), rounds: [] as Load[] },
      {
        setup,
        workload: 'cart writes' as const,
        options: writes(base, customers, lines),
        rounds: [] as Load[],
      },
    ]);
    for (const { options } of cases) await measure(options, WARMUP_S);
    for (let round = 0; round < ROUNDS; round++) {
      for (const { options, rounds } of cases) rounds.push(await measure(options));
    }
    for (const { setup, workload, rounds } of cases) {
      const load = [...rounds].sort((a, b) => a.rps - b.rps)[Math.floor(rounds.length / 2)] as Load;
      rows.push({ setup, workload, load });
      console.log(
        `${setup}, ${workload}: ${load.rps}/s, p99 ${load.p99} ms, ${load.refused} non-2xx, ${load.errors} errors`,
      );
    }
  } finally {
    await fleet.close();
  }
}

function markdown(shape: ShapeRow[], rows: Row[], started: Date, seconds: number): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown';
  const table = rows.map(
    ({ setup, workload, load }) =>
      `| ${workload} | ${setup} | ${load.rps} | ${load.p50} / ${load.p99} | ${load.refused} | ${load.errors} |`,
  );
  const verdict = ({ p99, refused, errors }: PacedLoad) =>
    p99 <= SHAPE_AIM.p99Ms && refused + errors <= SHAPE_AIM.errors ? 'PASS' : '**MISS**';
  return [
    '# Fleet benchmark',
    '',
    'Written by `npm run bench:fleet` (e2e/bench/fleet.ts), also the last step of `npm run bench:api`; the same',
    'numbers are in `fleet.json`.',
    '',
    '## The production shape',
    '',
    `nginx over TLS in front of two storefront replicas and three API replicas (deploy/fleet.ts), the general rate`,
    `limit on (600 a minute per client). ${SHAPE.readers} page readers (home, product pages, a legal page, a search:`,
    `the pages as a browser asks for them) and ${SHAPE.writers} cart writers (each a signed-in customer adding`,
    `products), arriving over ${SHAPE.rampSeconds} s and then all at once for ${SHAPE.seconds} s, each a client address and a kept-alive connection of its own,`,
    `at most ${SHAPE.readerRate} and ${SHAPE.writerRate} requests a second: a person's pace, under the limit, timed by`,
    '`e2e/bench/paced-load.ts`. Every request counts, each client\'s first (its TLS handshake) included; "first p99"',
    `is those first requests alone. Aim: p99 <= ${SHAPE_AIM.p99Ms} ms, no error.`,
    '',
    '| clients | req/s | p50 / p99 ms | first p99 ms | refused | errors | aim |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...shape.map(
      ({ clients, load }) =>
        `| ${clients} | ${load.rps} | ${load.p50} / ${load.p99} | ${load.firstP99} | ${load.refused} | ${load.errors} | ${verdict(load)} |`,
    ),
    '',
    '## How to read this',
    '',
    '- The fleet of deploy/fleet.ts with one storefront replica: API replicas of the production build on one',
    '  PostgreSQL database and one Redis, behind nginx over TLS rendered from deploy/nginx/shop.conf.template, with',
    '  the demo catalogue. The general rate limit is off (one benchmark client would exceed it within a second).',
    `- The rows below: autocannon in the benchmark's own process, ${CONNECTIONS} connections kept alive, as fast as they`,
    `  are answered. After ${WARMUP_S} s of warm-up`,
    `  per row, the rows of one fleet take turns for ${ROUNDS} rounds of ${DURATION_S} s, and each row reports its median`,
    '  round. Latencies are whole milliseconds. "non-2xx" counts answers other than success; "errors" counts',
    '  connections that failed or timed out as autocannon sees them: through nginx one now and then, which autocannon',
    '  counts when nginx closes a kept-alive client connection after its 1000th request (`keepalive_requests`).',
    `- Catalogue reads: \`GET ${READ_PATH}\`, answered from each replica's cache. Cart writes: \`POST`,
    `  /api/v1/SaveCartList\`, each connection a signed-in customer of its own (${CUSTOMERS}) cycling through the`,
    '  products: one transaction with a row lock and an upsert each.',
    '- "no proxy" asks the one replica directly, over plain http: the difference to "nginx, 1 replica" is what the',
    '  proxy and TLS cost (connections to the replicas kept alive, as the template does: README.md, "Running a fleet").',
    `- One ${os.cpus().length}-core machine runs everything: the load generator, nginx, every replica, PostgreSQL`,
    '  and Redis share the cores, so three replicas cannot go three times as fast here. A replica uses one core at',
    '  most; on machines with a core per replica (and the database elsewhere) the fleet scales where this cannot.',
    '- Cart writes wait on PostgreSQL, one database for every replica, on the same two cores; each replica opens up',
    '  to `DATABASE_POOL_SIZE` (20) database connections, so three replicas have three times as many in flight',
    '  competing for them. Writes vary the most from round to round.',
    '',
    '## Machine',
    '',
    `- CPU: ${cpu}, ${os.cpus().length} cores; ${Math.round(os.totalmem() / 2 ** 30)} GiB; Node ${process.version}`,
    `- ${started.toISOString()}; whole run ${seconds} s`,
    '',
    '## Results',
    '',
    '| workload | setup | req/s | p50 / p99 ms | non-2xx | errors |',
    '|---|---|---:|---:|---:|---:|',
    ...table,
    '',
    '## Three replicas against one, through nginx',
    '',
    ...(['catalogue reads', 'cart writes'] as const).map((workload) => {
      const rps = (setup: string) =>
        rows.find((row) => row.setup === setup && row.workload === workload)?.load.rps;
      const one = rps('nginx, 1 replica') ?? Number.NaN;
      const three = rps('nginx, 3 replicas') ?? Number.NaN;
      return `- ${workload}: ${(three / one).toFixed(2)}x (${three} / ${one} req/s)`;
    }),
    '',
  ].join('\n');
}

async function main() {
  ensureBuilt(root, { rebuildStale: true });
  const started = new Date();
  const shape = await benchProductionShape();
  const rows: Row[] = [];
  await benchFleet(1, rows);
  await benchFleet(3, rows);
  const seconds = Math.round((Date.now() - started.getTime()) / 1000);
  await writeFile(
    path.join(resultsDir, 'fleet.json'),
    `${JSON.stringify({ started, shape, rows }, null, 2)}\n`,
  );
  await writeFile(path.join(resultsDir, 'fleet.md'), markdown(shape, rows, started, seconds));
  console.log(`bench/results/fleet.md written (${seconds} s)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
