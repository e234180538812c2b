/**
 * `npm run bench:web`: what each main page of the composed shop costs a visitor, from the production build served
 * as `npm start` serves it. Per route: JavaScript and CSS bytes as transferred (gzip or brotli, as the server sends
 * them), split by slice; Largest Contentful Paint and layout shift in Chromium with the CPU throttled 4x, on a
 * cold cache. Results go to bench/results/web.md and web.json.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { ensureBuilt } from '../../scripts/ensure-built.mjs';

const root = path.join(__dirname, '..', '..');
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const BUDGET = { homeJsKiB: 300, lcpMs: 1500, cls: 0.05 };

type Slice = 'shell' | 'catalogue' | 'account' | 'checkout' | 'api';
interface RouteCase {
  name: string;
  path: string;
  signedIn?: boolean;
}
interface PageMeasure {
  jsBytes: Record<Slice, number>;
  cssBytes: number;
  lcpMs: number;
  cls: number;
}

function sliceOf(url: URL): Slice {
  const remote = url.pathname.match(/^\/remotes\/(\w+)\//)?.[1];
  if (remote === 'catalogue' || remote === 'account' || remote === 'checkout') return remote;
  return url.pathname.startsWith('/api/') ? 'api' : 'shell';
}

async function startShop(): Promise<{ shop: ChildProcess; dataDir: string }> {
  const listening = await fetch(`${ORIGIN}/healthz`).then(
    () => true,
    () => false,
  );
  if (listening) throw new Error(`port ${PORT} is taken: stop what runs there or set BENCH_PORT`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-web-'));
  // The server itself, not through npm, so stopping it stops the process that listens.
  const shop = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      STOREFRONT_DIR: root,
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: 'warn',
      // Page loads in a loop from one address would hit the per-client limit, which is not what is measured.
      RATE_LIMIT_PER_MINUTE: '0',
    },
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const healthy = await fetch(`${ORIGIN}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { shop, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  shop.kill();
  throw new Error('the shop did not start');
}

/** Ids for the parameterised routes, from the demo catalogue. */
async function demoIds() {
  const answer = await fetch(`${ORIGIN}/api/v1/ProductListByRemark/new?limit=1`).then((r) => r.json());
  const product = answer.data[0];
  const details = await fetch(`${ORIGIN}/api/v1/ProductDetails/${product._id}`).then((r) => r.json());
  return { productId: product._id as string, categoryId: details.data[0].category._id as string };
}

async function signIn(page: Page) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await page.request.get(`/api/v1/UserOTP/${email}`);
  // The code is mailed after the answer: wait for it in the development mailbox.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mailbox = await (await page.request.get(`/api/dev/mailbox.json?to=${email}`)).json();
    const code = mailbox.data[0]?.text.match(/\b\d{6}\b/)?.[0];
    if (code) {
      await page.request.get(`/api/v1/VerifyLogin/${email}/${code}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-in code arrived for ${email}`);
}

/** Records LCP and layout shifts from the first paint on, the way web-vitals does. */
const VITALS_OBSERVER = `
  window.__vitals = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function measure(browser: Browser, route: RouteCase): Promise<PageMeasure> {
  const context = await browser.newContext({ baseURL: ORIGIN, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (route.signedIn) await signIn(page);
  const jsBytes: Record<Slice, number> = { shell: 0, catalogue: 0, account: 0, checkout: 0, api: 0 };
  let cssBytes = 0;
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        if (type === 'script') jsBytes[sliceOf(new URL(request.url()))] += responseBodySize;
        else cssBytes += responseBodySize;
      }),
    );
  });
  await page.addInitScript(VITALS_OBSERVER);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(route.path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const vitals = await page.evaluate(
    () => (window as unknown as { __vitals: { lcp: number; cls: number } }).__vitals,
  );
  await Promise.all(pending);
  await context.close();
  return { jsBytes, cssBytes, lcpMs: vitals.lcp, cls: vitals.cls };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const total = (bytes: Record<Slice, number>) => Object.values(bytes).reduce((sum, value) => sum + value, 0);

async function main() {
  ensureBuilt(root);
  const { shop, dataDir } = await startShop();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const { productId, categoryId } = await demoIds();
    const routes: RouteCase[] = [
      { name: 'home', path: '/' },
      { name: 'category listing', path: `/by-category/${categoryId}` },
      { name: 'product details', path: `/details/${productId}` },
      { name: 'about (legal page)', path: '/about' },
      { name: 'login', path: '/login' },
      { name: 'cart', path: '/cart', signedIn: true },
      { name: 'orders', path: '/orders', signedIn: true },
    ];
    const results = [];
    for (const route of routes) {
      const runs: PageMeasure[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, route));
      const [first] = runs as [PageMeasure];
      results.push({
        ...route,
        jsKiB: Object.fromEntries(Object.entries(first.jsBytes).map(([slice, bytes]) => [slice, kib(bytes)])),
        jsTotalKiB: kib(total(first.jsBytes)),
        cssKiB: kib(first.cssBytes),
        lcpMs: Math.round(median(runs.map((run) => run.lcpMs))),
        cls: Math.round(median(runs.map((run) => run.cls)) * 1000) / 1000,
      });
      console.log(
        `${route.name}: ${kib(total(first.jsBytes))} KiB JS, LCP ${median(runs.map((r) => r.lcpMs))} ms`,
      );
    }
    await writeResults(results);
  } finally {
    await browser.close();
    shop.kill('SIGTERM');
    await new Promise((resolve) => shop.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

type Result = RouteCase & {
  jsKiB: Record<string, number>;
  jsTotalKiB: number;
  cssKiB: number;
  lcpMs: number;
  cls: number;
};

async function writeResults(results: Result[]) {
  const resultsDir = path.join(root, 'bench', 'results');
  await mkdir(resultsDir, { recursive: true });
  const machine = `${os.cpus()[0]?.model.trim()}, ${os.cpus().length} cores; Node ${process.version}`;
  await writeFile(
    path.join(resultsDir, 'web.json'),
    `${JSON.stringify({ date: new Date().toISOString(), machine, runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, results }, null, 2)}\n`,
  );
  const home = results.find((result) => result.name === 'home');
  const verdict = (ok: boolean) => (ok ? 'PASS' : '**MISS**');
  const lines = [
    '# Web benchmark',
    '',
    'Written by `npm run bench:web` (e2e/bench/web.ts): the production build served as `npm start` serves it,',
    `opened in Chromium on a cold cache with the CPU slowed ${CPU_SLOWDOWN}x, at 1280x800. Bytes are as transferred`,
    '(compressed), per slice; JavaScript the page loaded before it settled. LCP and CLS: median of',
    `${RUNS} loads. Loopback network (no latency added): LCP here is the cost of scripts and rendering.`,
    '',
    `Machine: ${machine}; ${new Date().toISOString()}.`,
    '',
    '## Budgets',
    '',
    '| budget | value | aim | |',
    '|---|---:|---:|---|',
    `| home JavaScript (gzip) | ${home?.jsTotalKiB} KiB | <= ${BUDGET.homeJsKiB} KiB | ${verdict((home?.jsTotalKiB ?? Infinity) <= BUDGET.homeJsKiB)} |`,
    ...results.map(
      (result) =>
        `| ${result.name}: LCP / CLS | ${result.lcpMs} ms / ${result.cls} | <= ${BUDGET.lcpMs} ms / <= ${BUDGET.cls} | ${verdict(result.lcpMs <= BUDGET.lcpMs && result.cls <= BUDGET.cls)} |`,
    ),
    '',
    '## Per route',
    '',
    '| route | path | JS total KiB | shell | catalogue | account | checkout | CSS KiB | LCP ms | CLS |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (result) =>
        `| ${result.name} | \`${result.path.replace(/[0-9a-f-]{36}/, '{id}')}\` | ${result.jsTotalKiB} | ${result.jsKiB.shell} | ${result.jsKiB.catalogue} | ${result.jsKiB.account} | ${result.jsKiB.checkout} | ${result.cssKiB} | ${result.lcpMs} | ${result.cls} |`,
    ),
    '',
  ];
  await writeFile(path.join(resultsDir, 'web.md'), lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
