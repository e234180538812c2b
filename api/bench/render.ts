import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuilt } from '../../scripts/ensure-built.mjs';
import { freePort, ready, startServer } from '../test/support/server-process';

/**
 * `npm run bench:render -w api`: what rendering pages on the server costs the server. The production build
 * (`npm start`) with NODE_ENV=production serving the demo catalogue, its answers cached as in production; product
 * pages rendered from the slices' server builds, for a signed-in visitor (the `token` cookie: rendered every time)
 * and a signed-out one (rendered once, then kept until the catalogue changes):
 * - pages per second with one connection after another, one at a time (the server is one process: one core);
 * - pages per second and latency with 50 connections at once;
 * - resident memory after the first 1,000 renders and after 10,000, which should be the same (nothing kept per page).
 * Reported to bench/results/render.md, never asserted.
 */

const repository = path.join(__dirname, '..', '..');
const resultsFile = path.join(repository, 'bench', 'results', 'render.md');
const DURATION_S = Number(process.env.RENDER_BENCH_SECONDS ?? 10);
const AIM = { pagesPerSecond: 300, p99Ms: 100 };

async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/^VmRSS:\s+(\d+) kB$/m)?.[1]) / 1024;
}

/** The cookie the shop's pages read as "signed in": such a page is rendered for its visitor, never kept. */
const SIGNED_IN = { cookie: 'token=1' };

/** autocannon in a worker thread, so the load generator does not share the server's event loop. */
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

async function main() {
  ensureBuilt(repository, { rebuildStale: true });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-render-'));
  const port = await freePort();
  const server = startServer(
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      STOREFRONT_DIR: repository,
      LOG_LEVEL: 'warn',
      // One client asking thousands of pages is what is measured, not the per-client limit.
      RATE_LIMIT_PER_MINUTE: '0',
      // As a shop in production runs: React's production build renders (its development build, which the
      // embedded defaults load, renders a page 2.5 times slower). Production wants a mail server and a real
      // gateway configured; neither is used by a page, so these point nowhere.
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:9',
      PAYMENT_GATEWAY: 'sslcommerz',
      SSLCOMMERZ_STORE_ID: 'bench',
      SSLCOMMERZ_STORE_PASSWORD: 'bench',
      SSLCOMMERZ_API_URL: 'http://127.0.0.1:9',
    },
    'dist/server.js',
  );
  try {
    await ready(server);
    const answer = await fetch(`${server.base}/api/v1/ProductListByRemark/new`);
    const cards = ((await answer.json()) as { data: { _id: string }[] }).data;
    const pages = cards.map((card) => `${server.base}/details/${card._id}`);
    // A rendered page, checked once: the benchmark must not measure the browser-only fallback.
    const page = await (await fetch(pages[0] as string, { headers: { accept: 'text/html' } })).text();
    if (!page.includes('id="page-state"'))
      throw new Error(`the page was not rendered on the server:\n${page}`);

    const signedIn = { headers: SIGNED_IN };
    await load(pages, 1, { amount: 1_000, ...signedIn });
    const afterThousand = await residentMiB(server.child.pid as number);
    const serial = await load(pages, 1, { duration: DURATION_S, ...signedIn });
    const concurrent = await load(pages, 50, { duration: DURATION_S, ...signedIn });
    const rendered = 1_000 + serial.pagesPerSecond * DURATION_S + concurrent.pagesPerSecond * DURATION_S;
    if (rendered < 10_000) await load(pages, 10, { amount: 10_000 - rendered, ...signedIn });
    const afterTenThousand = await residentMiB(server.child.pid as number);
    const keptSerial = await load(pages, 1, { duration: DURATION_S });
    const keptConcurrent = await load(pages, 50, { duration: DURATION_S });

    const verdict = (met: boolean) => (met ? 'PASS' : '**MISS**');
    const machine = `${os.cpus()[0]?.model.trim()}, ${os.cpus().length} cores; Node ${process.version}`;
    const lines = [
      '# Rendering pages on the server',
      '',
      'Written by `npm run bench:render -w api` (api/bench/render.ts): the production build, NODE_ENV=production, with the demo',
      `catalogue, product pages (${pages.length} products in turn) rendered from the slices' server builds, asked`,
      `for ${DURATION_S} s each way by autocannon in a worker thread. The server is one Node process: one core.`,
      '',
      `Machine: ${machine}; ${new Date().toISOString()}.`,
      '',
      '| visitor | connections | pages/s | p50 ms | p99 ms | failures | aim |',
      '|---|---:|---:|---:|---:|---:|---|',
      ...(
        [
          ['signed in: rendered each time', serial, concurrent],
          ['signed out: kept after the first', keptSerial, keptConcurrent],
        ] as const
      ).flatMap(([visitor, one, fifty]) => [
        `| ${visitor} | 1 | ${one.pagesPerSecond} | ${one.p50} | ${one.p99} | ${one.failures} | >= ${AIM.pagesPerSecond} pages/s: ${verdict(one.pagesPerSecond >= AIM.pagesPerSecond)} |`,
        `| | 50 | ${fifty.pagesPerSecond} | ${fifty.p50} | ${fifty.p99} | ${fifty.failures} | p99 <= ${AIM.p99Ms} ms: ${verdict(fifty.p99 <= AIM.p99Ms)} |`,
      ]),
      '',
      `Resident memory after 1,000 renders: ${afterThousand.toFixed(1)} MiB; after ${Math.max(rendered, 10_000).toLocaleString('en')}: ${afterTenThousand.toFixed(1)} MiB (aim: no growth).`,
      '',
    ];
    await mkdir(path.dirname(resultsFile), { recursive: true });
    await writeFile(resultsFile, lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
