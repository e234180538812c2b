import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { firstOptionsOverHttp, freePort, signInOverHttp } from '../../api/test/support/server-process';
import { ensureBuilt } from '../../scripts/ensure-built.mjs';
import { npmScript } from '../../scripts/run-together.mjs';

/**
 * `npm run bench:render -w storefront`: what rendering pages costs the storefront. Both production builds as a
 * fleet runs them, on the demo catalogue: the API (its own process, embedded database) and the storefront
 * (NODE_ENV=production: React's production build) calling it over HTTP. Measured with autocannon in a worker thread:
 * - a customer's cart, rendered every time for their session: pages/s one at a time and at 50 connections;
 * - a product page of a signed-in visitor and of a signed-out one: the kept copy of their kind;
 * - the storefront's resident memory after 1,000 and after 10,000 renders;
 * - what each slice's screens cost, from the storefront's own metrics (its Server-Timing parts);
 * - federated rendering against a monolith's server render of the same screens (render-compare.ts).
 * Reported to bench/results/render.md, never asserted.
 */

const repository = path.join(__dirname, '..', '..');
const resultsFile = path.join(repository, 'bench', 'results', 'render.md');
const DURATION_S = Number(process.env.RENDER_BENCH_SECONDS ?? 10);
const AIM = { cartPagesPerSecond: 400, keptP99Ms: 50, residentMiB: 250, toMonolith: 0.8 };

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/** A production build's server as its own process; resolves once /healthz answers. */
async function start(workspace: 'api' | 'storefront', env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  // As `npm start` starts it: the workspace's `start` script, its Node flags included.
  const { command, args, cwd } = npmScript(repository, workspace, 'start');
  const child = spawn(command, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server = { child, base: `http://127.0.0.1:${port}`, output: () => output };
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${workspace} exited:\n${output}`);
    if (
      await fetch(`${server.base}/healthz`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${workspace} did not become ready:\n${output}`);
}

/** The monolith's server build (e2e/bench/monolith/server.rspack.config.ts), then both renderers in turns. */
function federatedAgainstMonolith(storefront: string, api: string, secret: string, paths: string[]) {
  const config = path.join(repository, 'e2e', 'bench', 'monolith', 'server.rspack.config.ts');
  const build = spawnSync(path.join(repository, 'node_modules', '.bin', 'rspack'), ['build', '-c', config], {
    cwd: repository,
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(`the monolith's server build failed:\n${build.stdout}${build.stderr}`);
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'bench/render-compare.ts', storefront, api, secret, String(DURATION_S), ...paths],
    {
      cwd: path.join(repository, 'storefront'),
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  return JSON.parse(output) as { federated: number; monolith: number };
}

async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/^VmRSS:\s+(\d+) kB$/m)?.[1]) / 1024;
}

async function load(
  urls: string[],
  connections: number,
  { headers, ...howLong }: { duration?: number; amount?: number; headers?: Record<string, string> },
) {
  const result = await autocannon({
    url: urls[0] as string,
    connections,
    workers: 1,
    headers: { accept: 'text/html', ...headers },
    requests: urls.map((url) => ({ path: new URL(url).pathname })),
    ...howLong,
  });
  return {
    pagesPerSecond: Math.round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Each slice's mean preparation and render per page, from the storefront's histogram. */
async function sliceCosts(base: string): Promise<string[]> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const sums = new Map<string, { sum?: number; count?: number }>();
  for (const [, kind, labels, value] of text.matchAll(
    /^shop_page_render_seconds_(sum|count)\{([^}]*)\} ([\d.e+-]+)$/gm,
  )) {
    const entry = sums.get(labels as string) ?? {};
    entry[kind as 'sum' | 'count'] = Number(value);
    sums.set(labels as string, entry);
  }
  return [...sums].map(([labels, { sum = 0, count = 0 }]) => {
    const { slice, route, part } = Object.fromEntries(
      [...labels.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    );
    return `| ${slice} | ${route} | ${part} | ${count} | ${count ? ((sum / count) * 1000).toFixed(2) : '-'} |`;
  });
}

async function main() {
  ensureBuilt(repository, { rebuildStale: true });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-render-'));
  const secret = 'b'.repeat(64);
  const servers: Server[] = [];
  try {
    const api = await start('api', {
      DATA_DIR: dataDir,
      SIGNING_SECRET: secret,
      TRUST_PROXY: 'loopback',
      // One client asking thousands of pages is what is measured, not the per-client limit.
      RATE_LIMIT_PER_MINUTE: '0',
    });
    servers.push(api);
    const storefront = await start('storefront', {
      // React's production build renders: its development build renders a page 2.5 times slower.
      NODE_ENV: 'production',
      API_URL: api.base,
      STOREFRONT_DIR: repository,
      SIGNING_SECRET: secret,
    });
    servers.push(storefront);
    const pid = storefront.child.pid as number;

    const cards = (
      (await (await fetch(`${api.base}/api/v1/ProductListByRemark/new`)).json()) as {
        data: { _id: string }[];
      }
    ).data;
    const products = cards.map((card) => `${storefront.base}/details/${card._id}`);
    const cookie = await signInOverHttp(api.base, 'bench@example.com');
    const [first] = cards as [{ _id: string }];
    await fetch(`${api.base}/api/v1/SaveCartList`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        productID: first._id,
        qty: 1,
        ...(await firstOptionsOverHttp(api.base, first._id)),
      }),
    });
    const cart = [`${storefront.base}/cart`];
    // Rendered, with the customer's line: the benchmark must not measure the browser-only fallback.
    const page = await (await fetch(cart[0] as string, { headers: { accept: 'text/html', cookie } })).text();
    if (!page.includes('checkout/cart/lines'))
      throw new Error(`the cart was not rendered:\n${page.slice(0, 2000)}`);

    const customer = { headers: { cookie } };
    await load(cart, 1, { amount: 1_000, ...customer });
    const afterThousand = await residentMiB(pid);
    const serial = await load(cart, 1, { duration: DURATION_S, ...customer });
    const concurrent = await load(cart, 50, { duration: DURATION_S, ...customer });
    const rendered = 1_000 + (serial.pagesPerSecond + concurrent.pagesPerSecond) * DURATION_S;
    if (rendered < 10_000) await load(cart, 10, { amount: 10_000 - rendered, ...customer });
    const afterTenThousand = await residentMiB(pid);
    const keptSignedIn = await load(products, 50, { duration: DURATION_S, ...customer });
    const keptSignedOut = await load(products, 50, { duration: DURATION_S });
    const costs = await sliceCosts(storefront.base);
    const categoryId = (
      (await (await fetch(`${api.base}/api/v1/ProductDetails/${first._id}`)).json()) as {
        data: { category: { _id: string } }[];
      }
    ).data[0]?.category._id;
    const compared = federatedAgainstMonolith(storefront.base, api.base, secret, [
      '/',
      `/details/${first._id}`,
      `/by-category/${categoryId}`,
      '/about',
    ]);
    const toMonolith = Math.round((compared.federated / compared.monolith) * 100) / 100;

    const verdict = (met: boolean) => (met ? 'PASS' : '**MISS**');
    const machine = `${os.cpus()[0]?.model.trim()}, ${os.cpus().length} cores; Node ${process.version}`;
    const lines = [
      '# Rendering pages on the server',
      '',
      'Written by `npm run bench:render -w storefront` (storefront/bench/render.ts): the production builds of the API',
      '(embedded database, demo catalogue) and of the storefront (NODE_ENV=production) calling it over HTTP, each one',
      `Node process (one core each at most; the machine has ${os.cpus().length}). autocannon in a worker thread,`,
      `${DURATION_S} s a row.`,
      '',
      `Machine: ${machine}; ${new Date().toISOString()}.`,
      '',
      '| page | connections | pages/s | p50 ms | p99 ms | failures | aim |',
      '|---|---:|---:|---:|---:|---:|---|',
      `| a customer's cart: rendered each time | 1 | ${serial.pagesPerSecond} | ${serial.p50} | ${serial.p99} | ${serial.failures} | |`,
      `| | 50 | ${concurrent.pagesPerSecond} | ${concurrent.p50} | ${concurrent.p99} | ${concurrent.failures} | >= ${AIM.cartPagesPerSecond} pages/s: ${verdict(concurrent.pagesPerSecond >= AIM.cartPagesPerSecond)} |`,
      `| product pages, signed in: the kept copy | 50 | ${keptSignedIn.pagesPerSecond} | ${keptSignedIn.p50} | ${keptSignedIn.p99} | ${keptSignedIn.failures} | p99 <= ${AIM.keptP99Ms} ms: ${verdict(keptSignedIn.p99 <= AIM.keptP99Ms)} |`,
      `| product pages, signed out: the kept copy | 50 | ${keptSignedOut.pagesPerSecond} | ${keptSignedOut.p50} | ${keptSignedOut.p99} | ${keptSignedOut.failures} | |`,
      '',
      `Storefront resident memory after 1,000 renders: ${afterThousand.toFixed(1)} MiB; after ${Math.max(rendered, 10_000).toLocaleString('en')}: ${afterTenThousand.toFixed(1)} MiB (aim: at most ${AIM.residentMiB} MiB: ${verdict(afterTenThousand <= AIM.residentMiB)}).`,
      '',
      '## Federated against a monolith',
      '',
      'The same renderer (src/pages/render.ts) in a process of its own (bench/render-compare.ts), rendering home, a',
      'product, a category listing and the about page for a signed-out visitor, 8 at once, their data from the same',
      'API: the shell and the screens loaded through Module Federation from the running storefront, or bundled into',
      "one file with the slices inside (e2e/bench/monolith/server-page.ts, the browser monolith's server twin). The",
      `two in turns, 3 rounds of ${DURATION_S} s each, the median round.`,
      '',
      '| render | pages/s |',
      '|---|---:|',
      `| federated | ${compared.federated} |`,
      `| monolith | ${compared.monolith} |`,
      '',
      `Federated over monolith: ${toMonolith}x (aim: at least ${AIM.toMonolith}x: ${verdict(toMonolith >= AIM.toMonolith)}).`,
      '',
      '## Per slice',
      '',
      "Each slice's cost per page over the whole run (the storefront's `shop_page_render_seconds`, the parts its",
      'Server-Timing header names): `data` is the screen loading its code and data, `render` React rendering the page.',
      '',
      '| slice | route | part | pages | mean ms |',
      '|---|---|---|---:|---:|',
      ...costs,
      '',
    ];
    await mkdir(path.dirname(resultsFile), { recursive: true });
    await writeFile(resultsFile, lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    for (const server of servers.reverse()) {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
