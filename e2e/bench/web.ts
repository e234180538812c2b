/**
 * `npm run bench:web`: what each main page of the composed shop costs a visitor, side by side in three builds: the
 * production build served as `npm start` serves it, its pages rendered on the server and hydrated; the same build
 * with server rendering off (`RENDER_BUDGET_MS=0`), the browser rendering every screen; and a monolith of the same
 * screens (monolith/rspack.config.ts: the shell with the remotes bundled in, no Module Federation), rendered in the
 * browser, so federation's own cost and what server rendering wins back both show. Per route: JavaScript and CSS
 * bytes as transferred with gzip, split by slice; time to first byte, Largest Contentful Paint, layout shift and the
 * depth of the request chain before the LCP in Chromium with the CPU throttled 4x, on a cold cache, on loopback and
 * on an emulated phone network. The pages visitors land on again from the production shape (deploy/fleet.ts: https
 * through nginx and its page cache). And the catalogue embedded on another site with the README's one tag: what its
 * first category grid transfers. Results go to bench/results/web.md and web.json.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test';
import { startFleet } from '../../deploy/fleet';
import { APPS, ensureBuilt } from '../../scripts/ensure-built.mjs';
import { CHROMIUM } from '../support/chromium';

const root = path.join(__dirname, '..', '..');
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const CPU_SLOWDOWN = 4;
const BUDGET = {
  homeJsKiB: 300,
  cls: 0.05,
  /** LCP of the server-rendered build per conditions. */
  lcpMs: { loopback: 1500, phone: 2000 },
  /** The server-rendered build on the phone, on the pages visitors land on: LCP, and against the monolith's. */
  landingPhoneLcpMs: 1200,
  landingToMonolithLcp: 0.75,
  /** Everything a partner's page fetches from the shop for the embedded catalogue's first category grid, gzip. */
  embedKiB: 150,
};

/** What a visitor's device and network are emulated as: each load runs under every one of them. */
interface Conditions {
  name: keyof typeof BUDGET.lcpMs;
  description: string;
  viewport: { width: number; height: number };
  /** Added to every request's round trip; throughput in bytes per second. None: loopback as it is. */
  network?: { latencyMs: number; downloadBytesPerSecond: number; uploadBytesPerSecond: number };
  runs: number;
}

const CONDITIONS: Conditions[] = [
  {
    name: 'loopback',
    description: 'loopback network (no latency added), 1280x800: LCP is the cost of scripts and rendering',
    viewport: { width: 1280, height: 800 },
    // Five loads: on a shared two-core machine three left the median swinging by 200 ms.
    runs: Number(process.env.BENCH_RUNS ?? 5),
  },
  {
    name: 'phone',
    description:
      'a phone on a mobile network: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, 390x844: every link of a request chain costs a round trip',
    viewport: { width: 390, height: 844 },
    network: { latencyMs: 150, downloadBytesPerSecond: 1_600_000 / 8, uploadBytesPerSecond: 750_000 / 8 },
    runs: Number(process.env.BENCH_PHONE_RUNS ?? 3),
  },
];

const BUILDS = ['server-rendered', 'client-rendered', 'monolith'] as const;
type Build = (typeof BUILDS)[number];
type Slice = 'shell' | 'catalogue' | 'account' | 'checkout' | 'api';
interface DemoIds {
  productId: string;
  categoryId: string;
}
interface RouteCase {
  name: string;
  /** Each shop seeds its own catalogue, so the ids differ between the builds. */
  path: (ids: DemoIds) => string;
  signedIn?: boolean;
  /** A page visitors arrive on from outside (search, links): the server-rendered build's phone aims apply. */
  landing?: boolean;
}
/** A running shop to measure: its address and its demo catalogue's ids. */
interface Site {
  origin: string;
  ids: DemoIds;
}
interface Shop extends Site {
  build: Build;
}
interface PageMeasure {
  jsBytes: Record<Slice, number>;
  /** Of those, the entry scripts: the shell's `main` and the remotes' `remoteEntry`, where federation's runtime is. */
  entryJsBytes: number;
  cssBytes: number;
  /** From the start of the navigation to the document's first byte, as web-vitals counts it: where rendering shows. */
  ttfbMs: number;
  lcpMs: number;
  cls: number;
  /** Whether the route's screen came rendered in the page, with its data (not its skeleton, not an empty root). */
  screenFromServer: boolean;
  /** Requests one after another (each started after the one before had finished) up to the LCP. */
  chainDepth: number;
}

const ROUTES: RouteCase[] = [
  { name: 'home', path: () => '/', landing: true },
  { name: 'category listing', path: ({ categoryId }) => `/by-category/${categoryId}`, landing: true },
  { name: 'product details', path: ({ productId }) => `/details/${productId}`, landing: true },
  { name: 'about (legal page)', path: () => '/about', landing: true },
  { name: 'login', path: () => '/login' },
  { name: 'cart', path: () => '/cart', signedIn: true },
  { name: 'orders', path: () => '/orders', signedIn: true },
];

/** Entry scripts are named by rspack.base.ts: `main.<hash>.js` for the page, `remoteEntry.<hash>.js` for a remote. */
const isEntryScript = (url: URL) => /\/(main|remoteEntry)\.[0-9a-f]{8}\.js$/.test(url.pathname);

/** In the monolith everything comes from the shell's build. */
function sliceOf(url: URL): Slice {
  const remote = url.pathname.match(/^\/remotes\/(\w+)\//)?.[1];
  if (remote === 'catalogue' || remote === 'account' || remote === 'checkout') return remote;
  return url.pathname.startsWith('/api/') ? 'api' : 'shell';
}

const isHealthy = (origin: string) =>
  fetch(`${origin}/healthz`).then(
    (response) => response.ok,
    () => false,
  );

interface Server {
  origin: string;
  shop: ChildProcess;
  dataDir: string;
}

async function startShop(port: number, storefrontDir: string, env: NodeJS.ProcessEnv): Promise<Server> {
  const origin = `http://127.0.0.1:${port}`;
  if (await isHealthy(origin)) {
    throw new Error(`port ${port} is taken: stop what runs there or set BENCH_PORT`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-web-'));
  // `npm start`'s script itself, not through npm, so stopping it stops both servers.
  const shop = spawn(process.execPath, [path.join('scripts', 'start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STOREFRONT_DIR: storefrontDir,
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      // Page loads in a loop from one address would hit the per-client limit, which is not what is measured.
      RATE_LIMIT_PER_MINUTE: '0',
      ...env,
    },
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (await isHealthy(origin)) return { origin, shop, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  shop.kill();
  throw new Error(`the shop on port ${port} did not start`);
}

/**
 * Builds the monolith and lays it out as the server wants a storefront: the monolith in the shell's place, and the
 * remotes' builds beside it only because the server will not start without them (the monolith never asks).
 */
async function monolithStorefront(): Promise<string> {
  console.log('Building the monolith...');
  const config = path.join(__dirname, 'monolith', 'rspack.config.ts');
  const run = spawnSync(path.join(root, 'node_modules', '.bin', 'rspack'), ['build', '-c', config], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('the monolith did not build');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-monolith-'));
  for (const app of APPS) {
    await mkdir(path.join(dir, app));
    const build = app === 'shell' ? path.join(__dirname, 'monolith', 'dist') : path.join(root, app, 'dist');
    await symlink(build, path.join(dir, app, 'dist'));
  }
  return dir;
}

/** A GET of a shop: the global fetch, or the fleet's own, which trusts its certificate. */
type Get = (url: string, init?: RequestInit) => Promise<Response>;

/** Ids for the parameterised routes, from the demo catalogue. */
async function demoIds(origin: string, get: Get = fetch): Promise<DemoIds> {
  const answer = await get(`${origin}/api/v1/ProductListByRemark/new?limit=1`).then((r) => r.json());
  const product = answer.data[0];
  const details = await get(`${origin}/api/v1/ProductDetails/${product._id}`).then((r) => r.json());
  return { productId: product._id, categoryId: details.data[0].category._id };
}

/**
 * Each route's page once, before any is measured: a running shop loaded its slices' server builds long ago, and the
 * first page of each would count that here (and, past the render budget, come with the skeleton).
 */
async function warmUp({ origin, ids }: Site, routes = ROUTES, get: Get = fetch) {
  for (const route of routes) {
    await get(`${origin}${route.path(ids)}`, { headers: { accept: 'text/html' } }).then((answer) =>
      answer.text(),
    );
  }
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

/** Records LCP and layout shifts from the first paint on, the way web-vitals does (TTFB is read at the end). */
const VITALS_OBSERVER = `
  window.__vitals = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

const SETTLE_TIMEOUT_MS = 60_000;

/** `networkQuiet()` resolves once no request of the page has been in flight for half a second. */
function watchNetwork(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async function networkQuiet() {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (inFlight > 0 || Date.now() - lastChange < 500) {
      if (Date.now() > deadline) throw new Error(`${page.url()}: requests still in flight`);
      await page.waitForTimeout(100);
    }
  };
}

/**
 * The route's screen is in place with its data, as the browser tests know it: its heading shown, nothing busy.
 * Playwright's `networkidle` alone comes too early: with the CPU slowed, the shell's scripts run for longer than
 * its half second of quiet before the screen is even requested.
 */
async function screenSettled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: SETTLE_TIMEOUT_MS });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
    timeout: SETTLE_TIMEOUT_MS,
  });
  if ((await page.locator('.slice-unavailable').count()) > 0) {
    throw new Error(`${page.url()}: the slice could not be loaded`);
  }
  // A page rendered on the server shows its heading before any script has run: the screen is in place once React
  // has taken the root over (hydrateRoot marks it as createRoot does), its code loaded.
  await page.waitForFunction(
    () =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')),
    undefined,
    { timeout: SETTLE_TIMEOUT_MS },
  );
}

/**
 * The request chain a page waited through: the longest run of requests each started only after the one before it
 * had finished (the document, then the script it names, then what that script asks for...). On a phone network
 * every link costs at least a round trip.
 */
function watchRequestChain(cdp: CDPSession) {
  const startedAt = new Map<string, number>();
  const requests: { start: number; end: number }[] = [];
  cdp.on('Network.requestWillBeSent', ({ requestId, timestamp }) => startedAt.set(requestId, timestamp));
  cdp.on('Network.loadingFinished', ({ requestId, timestamp }) => {
    const start = startedAt.get(requestId);
    if (start !== undefined) requests.push({ start, end: timestamp });
  });
  return {
    /** The longest such run among the requests finished when the LCP was painted. */
    depthBefore(lcpMs: number) {
      const pageStart = Math.min(...startedAt.values());
      const before = requests
        .filter(({ end }) => (end - pageStart) * 1000 <= lcpMs)
        .sort((a, b) => a.start - b.start);
      const depths = before.map(() => 1);
      for (const [index, request] of before.entries()) {
        for (const [earlierIndex, earlier] of before.slice(0, index).entries()) {
          if (earlier.end <= request.start)
            depths[index] = Math.max(depths[index] ?? 1, (depths[earlierIndex] ?? 1) + 1);
        }
      }
      return Math.max(0, ...depths);
    },
  };
}

async function measure(
  browser: Browser,
  shop: Site,
  route: RouteCase,
  conditions: Conditions,
): Promise<PageMeasure> {
  const context = await browser.newContext({
    baseURL: shop.origin,
    // The fleet's certificate is its own, made for the run.
    ignoreHTTPSErrors: shop.origin.startsWith('https:'),
    viewport: conditions.viewport,
    // The budgets are in gzip; left to itself Chromium takes the brotli copies, some 15% smaller.
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
  });
  const page = await context.newPage();
  if (route.signedIn) await signIn(page);
  const jsBytes: Record<Slice, number> = { shell: 0, catalogue: 0, account: 0, checkout: 0, api: 0 };
  let entryJsBytes = 0;
  let cssBytes = 0;
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        const url = new URL(request.url());
        if (type === 'stylesheet') cssBytes += responseBodySize;
        else {
          jsBytes[sliceOf(url)] += responseBodySize;
          if (isEntryScript(url)) entryJsBytes += responseBodySize;
        }
      }),
    );
  });
  const networkQuiet = watchNetwork(page);
  await page.addInitScript(VITALS_OBSERVER);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const chain = watchRequestChain(cdp);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (conditions.network) {
    const { latencyMs, downloadBytesPerSecond, uploadBytesPerSecond } = conditions.network;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: downloadBytesPerSecond,
      uploadThroughput: uploadBytesPerSecond,
    });
  }
  await page.goto(route.path(shop.ids));
  await screenSettled(page);
  // Then its images, and a moment for the last paint to be reported.
  await networkQuiet();
  await page.waitForTimeout(1000);
  const vitals = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    // The stores the server filled as it rendered the page; the address it rendered a screen for by its sid
    // (shared/src/bus: `$renderedAddress`), null when it sent the skeleton.
    const state = document.getElementById('page-state')?.textContent;
    const renderedAddress = state ? JSON.parse(state)['shared/bus/rendered-address'] : null;
    return {
      ...(window as unknown as { __vitals: { lcp: number; cls: number } }).__vitals,
      ttfb: navigation?.responseStart ?? 0,
      screenFromServer: typeof renderedAddress === 'string',
    };
  });
  await Promise.all(pending);
  await context.close();
  return {
    jsBytes,
    entryJsBytes,
    cssBytes,
    ttfbMs: vitals.ttfb,
    lcpMs: vitals.lcp,
    cls: vitals.cls,
    screenFromServer: vitals.screenFromServer,
    chainDepth: chain.depthBefore(vitals.lcp),
  };
}

/** What the embedded catalogue's first category grid fetched from the shop, by kind, gzip. */
interface EmbedMeasure {
  requests: number;
  codeKiB: number;
  dataKiB: number;
  imagesKiB: number;
  totalKiB: number;
}

/** A partner's page, served from another origin, with the one script tag and `<shop-catalogue category>`. */
async function measureEmbed(browser: Browser, shop: Shop): Promise<EmbedMeasure> {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A partner</title>
    <script src="${shop.origin}/remotes/catalogue/embed/loader.js" async></script></head>
    <body><shop-catalogue category="${shop.ids.categoryId}"></shop-catalogue></body></html>`;
  const partner = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(page);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  try {
    const tab = await context.newPage();
    const bytes = { code: 0, data: 0, images: 0 };
    let requests = 0;
    const pending: Promise<void>[] = [];
    tab.on('requestfinished', (request) => {
      if (!request.url().startsWith(shop.origin)) return;
      requests += 1;
      const type = request.resourceType();
      const kind = type === 'script' || type === 'stylesheet' ? 'code' : type === 'image' ? 'images' : 'data';
      pending.push(
        request.sizes().then(({ responseBodySize }) => {
          bytes[kind] += responseBodySize;
        }),
      );
    });
    const networkQuiet = watchNetwork(tab);
    await tab.goto(`http://127.0.0.1:${(partner.address() as AddressInfo).port}/`);
    await tab.locator('shop-catalogue').getByRole('link').first().waitFor({ timeout: SETTLE_TIMEOUT_MS });
    await networkQuiet();
    await Promise.all(pending);
    return {
      requests,
      codeKiB: kib(bytes.code),
      dataKiB: kib(bytes.data),
      imagesKiB: kib(bytes.images),
      totalKiB: kib(bytes.code + bytes.data + bytes.images),
    };
  } finally {
    await context.close();
    await new Promise((resolve) => partner.close(resolve));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
const total = (bytes: Record<Slice, number>) => Object.values(bytes).reduce((sum, value) => sum + value, 0);

/** Bytes from the first load (every load starts cold, so they do not vary); timings as the median of all. */
function summarize(runs: PageMeasure[]) {
  const [first] = runs as [PageMeasure];
  return {
    jsKiB: Object.fromEntries(Object.entries(first.jsBytes).map(([slice, bytes]) => [slice, kib(bytes)])),
    jsTotalKiB: kib(total(first.jsBytes)),
    entryJsKiB: kib(first.entryJsBytes),
    restJsKiB: kib(total(first.jsBytes) - first.entryJsBytes),
    cssKiB: kib(first.cssBytes),
    ttfbMs: Math.round(median(runs.map((run) => run.ttfbMs))),
    lcpMs: Math.round(median(runs.map((run) => run.lcpMs))),
    cls: Math.round(median(runs.map((run) => run.cls)) * 1000) / 1000,
    chainDepth: median(runs.map((run) => run.chainDepth)),
    /** Of the loads, how many had their screen rendered on the server. */
    screensFromServer: runs.filter((run) => run.screenFromServer).length,
    loads: runs.length,
  };
}

type Summary = ReturnType<typeof summarize>;
/** `lcpRatio`: the server-rendered build's LCP over the monolith's. */
type Measured = { lcpRatio: number } & Record<Build, Summary>;
/**
 * Per route: sizes (the same under any conditions) from the loopback loads, timings per conditions. The ratio and
 * the JavaScript added: the server-rendered build, the shop as it is served, against the monolith.
 */
type Result = {
  name: string;
  path: string;
  landing: boolean;
  jsRatio: number;
  extraJsKiB: number;
  conditions: Record<Conditions['name'], Measured>;
};

async function main() {
  ensureBuilt(root, { rebuildStale: true });
  const monolithDir = await monolithStorefront();
  // The server-rendered build with the server's own default budget, whatever the environment running this says.
  // The monolith's storefront has no server build of the shell: rendering there would only log failures.
  const setups: Record<Build, { storefront: string; env: NodeJS.ProcessEnv }> = {
    'server-rendered': { storefront: root, env: { RENDER_BUDGET_MS: undefined } },
    'client-rendered': { storefront: root, env: { RENDER_BUDGET_MS: '0' } },
    monolith: { storefront: monolithDir, env: { RENDER_BUDGET_MS: '0' } },
  };
  const servers: Server[] = [];
  let browser: Browser | undefined;
  try {
    const shops: Shop[] = [];
    for (const [index, build] of BUILDS.entries()) {
      const server = await startShop(PORT + index, setups[build].storefront, setups[build].env);
      servers.push(server);
      const shop = { build, origin: server.origin, ids: await demoIds(server.origin) };
      await warmUp(shop);
      shops.push(shop);
    }
    browser = await chromium.launch(CHROMIUM);
    const results: Result[] = [];
    for (const route of ROUTES) {
      const measured = {} as Result['conditions'];
      for (const conditions of CONDITIONS) {
        const runs: Record<Build, PageMeasure[]> = {
          'server-rendered': [],
          'client-rendered': [],
          monolith: [],
        };
        // Interleaved, so a slow moment of the machine falls on every build alike.
        for (let run = 0; run < conditions.runs; run += 1) {
          for (const shop of shops) runs[shop.build].push(await measure(browser, shop, route, conditions));
        }
        const summaries = Object.fromEntries(
          BUILDS.map((build) => [build, summarize(runs[build])]),
        ) as Record<Build, Summary>;
        const { 'server-rendered': server, monolith } = summaries;
        measured[conditions.name] = { lcpRatio: ratio(server.lcpMs, monolith.lcpMs), ...summaries };
        console.log(
          `${route.name}, ${conditions.name}: ${BUILDS.map((build) => {
            const { jsTotalKiB, ttfbMs, lcpMs, chainDepth, cls } = summaries[build];
            return `${build} ${jsTotalKiB} KiB JS, TTFB ${ttfbMs} ms, LCP ${lcpMs} ms (chain ${chainDepth}), CLS ${cls}`;
          }).join('; ')}`,
        );
      }
      const { 'server-rendered': server, monolith } = measured.loopback;
      results.push({
        name: route.name,
        path: route.path({ productId: '{id}', categoryId: '{id}' }),
        landing: route.landing ?? false,
        jsRatio: ratio(server.jsTotalKiB, monolith.jsTotalKiB),
        extraJsKiB: kib((server.jsTotalKiB - monolith.jsTotalKiB) * 1024),
        conditions: measured,
      });
    }
    // The embedded catalogue loads the remote alone, whichever way the shop renders its own pages.
    const servedShop = shops.find((shop) => shop.build === 'server-rendered') as Shop;
    const embed = await measureEmbed(browser, servedShop);
    console.log(`embed, first category grid: ${embed.totalKiB} KiB in ${embed.requests} requests`);
    const fleetResults = await measureFleet(browser);
    await writeResults(results, embed, fleetResults);
  } finally {
    await browser?.close();
    for (const { shop, dataDir } of servers) {
      shop.kill('SIGTERM');
      await new Promise((resolve) => shop.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    }
    // Only symlinks: the builds they point to stay.
    await rm(monolithDir, { recursive: true, force: true });
  }
}

/** The landing pages in the production shape: their medians under each conditions. */
type FleetResult = { name: string; conditions: Record<Conditions['name'], Summary> };

/**
 * The landing pages once more, from the production shape (deploy/fleet.ts: nginx over TLS with its page cache, two
 * storefront replicas, three API replicas on PostgreSQL and Redis): what TLS and the proxy cost a visitor.
 */
async function measureFleet(browser: Browser): Promise<FleetResult[]> {
  const fleet = await startFleet({ env: { RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn' } });
  try {
    const landing = ROUTES.filter((route) => route.landing);
    const site = { origin: fleet.url, ids: await demoIds(fleet.url, fleet.fetch) };
    await warmUp(site, landing, fleet.fetch);
    const results: FleetResult[] = [];
    for (const route of landing) {
      const conditions = {} as FleetResult['conditions'];
      for (const each of CONDITIONS) {
        const runs: PageMeasure[] = [];
        for (let run = 0; run < each.runs; run += 1) runs.push(await measure(browser, site, route, each));
        conditions[each.name] = summarize(runs);
        const { lcpMs, ttfbMs, chainDepth } = conditions[each.name];
        console.log(
          `fleet, ${route.name}, ${each.name}: TTFB ${ttfbMs} ms, LCP ${lcpMs} ms (chain ${chainDepth})`,
        );
      }
      results.push({ name: route.name, conditions });
    }
    return results;
  } finally {
    await fleet.close();
  }
}

async function writeResults(results: Result[], embed: EmbedMeasure, fleet: FleetResult[]) {
  const resultsDir = path.join(root, 'bench', 'results');
  await mkdir(resultsDir, { recursive: true });
  const machine = `${os.cpus()[0]?.model.trim()}, ${os.cpus().length} cores; Node ${process.version}`;
  const conditions = CONDITIONS.map(({ name, description, runs }) => ({ name, description, runs }));
  await writeFile(
    path.join(resultsDir, 'web.json'),
    `${JSON.stringify({ date: new Date().toISOString(), machine, cpuSlowdown: CPU_SLOWDOWN, conditions, budget: BUDGET, results, embed, fleet }, null, 2)}\n`,
  );
  const loopback = (result: Result) => result.conditions.loopback;
  const home = results.find((result) => result.name === 'home');
  const homeKiB = home ? loopback(home)['server-rendered'].jsTotalKiB : Infinity;
  const verdict = (ok: boolean) => (ok ? 'PASS' : '**MISS**');
  /** The server-rendered build's aims for a route under the given conditions. */
  const loadingMet = (result: Result, name: Conditions['name']) => {
    const { 'server-rendered': server, lcpRatio } = result.conditions[name];
    const landingMet =
      name !== 'phone' ||
      !result.landing ||
      (server.lcpMs <= BUDGET.landingPhoneLcpMs && lcpRatio <= BUDGET.landingToMonolithLcp);
    return server.lcpMs <= BUDGET.lcpMs[name] && server.cls <= BUDGET.cls && landingMet;
  };
  const landingNames = results.filter((result) => result.landing).map((result) => result.name);
  const lines = [
    '# Web benchmark',
    '',
    'Written by `npm run bench:web` (e2e/bench/web.ts). Three builds of the same screens, each served by its own',
    'API server:',
    '',
    '- **server-rendered**: the production build served as `npm start` serves it (`RENDER_BUDGET_MS` unset, so',
    "  300 ms): the server renders each page's frame and, within that budget, its screen with its data into the HTML",
    "  (past it, the screen's skeleton, which the browser fills); the browser hydrates the page.",
    '- **client-rendered**: the same build with `RENDER_BUDGET_MS=0`: the page comes with an empty root and the',
    '  browser loads the shell, the remote and its data before it renders the screen.',
    '- **monolith**: the shell with the remotes bundled in, no Module Federation (each screen still its own lazy',
    '  chunk), rendered in the browser as client-rendered is (its server with `RENDER_BUDGET_MS=0` too).',
    '',
    `Opened in Chromium on a cold cache with the CPU slowed ${CPU_SLOWDOWN}x, the three builds in turn. Bytes are as`,
    'transferred with gzip; JavaScript the page loaded before it settled (its screen showing its heading, React',
    'running on the page, nothing busy, the network quiet for 0.5 s). TTFB (from the start of the navigation to the',
    "document's first byte, where the server's render shows), LCP, CLS and the request chain: medians. The chain is",
    'the longest run of requests up to the LCP in which each started only after the one before had finished: the',
    'round trips the page waited through one after another. On loopback it also counts requests that merely followed',
    "each other while scripts ran; the phone network's figure is the one that costs time. Chromium's network",
    "emulation delays a response's body, not its first byte: on the phone, TTFB leaves the emulated round trip out",
    "and is the server's time as on loopback. Each server has served every route's page once before the loads",
    "measured, as a running shop has (its slices' server builds loaded).",
    '',
    `Machine: ${machine}; ${new Date().toISOString()}.`,
    '',
    '## Sizes',
    '',
    `Home JavaScript (gzip, server-rendered): ${homeKiB} KiB, aim <= ${BUDGET.homeJsKiB} KiB: ${verdict(homeKiB <= BUDGET.homeJsKiB)}.`,
    // Once an aim (<= 40 KiB); withdrawn when measurement showed the federation runtime alone costs more, and pages
    // rendered on the server made what the browser downloads matter less than when it arrives.
    'What the composition adds to a route (server-rendered minus monolith, gzip), reported.',
    '',
    '| route | path | JS KiB server-rendered | JS KiB client-rendered | JS KiB monolith | ratio | added KiB |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...results.map((result) => {
      const { 'server-rendered': server, 'client-rendered': client, monolith } = loopback(result);
      return `| ${[
        result.name,
        `\`${result.path}\``,
        server.jsTotalKiB,
        client.jsTotalKiB,
        monolith.jsTotalKiB,
        `${result.jsRatio}x`,
        result.extraJsKiB,
      ].join(' | ')} |`;
    }),
    '',
    ...CONDITIONS.flatMap(({ name, description, runs }) => [
      `## Loading, ${name}`,
      '',
      `Conditions: ${description}. Median of ${runs} loads. Aims (server-rendered): LCP <= ${BUDGET.lcpMs[name]} ms;`,
      ...(name === 'phone'
        ? [
            `on the pages visitors land on (${landingNames.join(', ')}), LCP <= ${BUDGET.landingPhoneLcpMs} ms and`,
            `<= ${BUDGET.landingToMonolithLcp}x the monolith's in the same run;`,
          ]
        : []),
      `CLS <= ${BUDGET.cls}. Ratio: server-rendered LCP over the monolith's. Screens from the server: of the`,
      "server-rendered build's loads, those whose page came with the screen and its data in it (not its skeleton).",
      '',
      '| route | LCP ms server-rendered | LCP ms client-rendered | LCP ms monolith | ratio | TTFB ms server-rendered | TTFB ms client-rendered | TTFB ms monolith | chain server-rendered | chain client-rendered | chain monolith | CLS server-rendered | CLS client-rendered | CLS monolith | screens from the server | aim |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      ...results.map((result) => {
        const measured = result.conditions[name];
        const server = measured['server-rendered'];
        const each = (value: (summary: Summary) => number) => BUILDS.map((build) => value(measured[build]));
        return `| ${[
          result.name,
          ...each((summary) => summary.lcpMs),
          `${measured.lcpRatio}x`,
          ...each((summary) => summary.ttfbMs),
          ...each((summary) => summary.chainDepth),
          ...each((summary) => summary.cls),
          `${server.screensFromServer}/${server.loads}`,
          verdict(loadingMet(result, name)),
        ].join(' | ')} |`;
      }),
      '',
    ]),
    '## Beyond the entry scripts',
    '',
    "The entry scripts (the shell's `main`, each remote's `remoteEntry`) carry the Module Federation runtime in the",
    "composed builds and only the bundler's own small runtime in the monolith. The ratio of everything else, for the",
    'server-rendered build:',
    '',
    '| route | entry scripts KiB server-rendered | entry scripts KiB monolith | rest KiB server-rendered | rest KiB monolith | ratio of the rest |',
    '|---|---:|---:|---:|---:|---:|',
    ...results.map((result) => {
      const { 'server-rendered': server, monolith } = loopback(result);
      return `| ${result.name} | ${server.entryJsKiB} | ${monolith.entryJsKiB} | ${server.restJsKiB} | ${monolith.restJsKiB} | ${ratio(server.restJsKiB, monolith.restJsKiB)}x |`;
    }),
    '',
    '## Server-rendered, per slice',
    '',
    '| route | JS total KiB | shell | catalogue | account | checkout | CSS KiB | CSS KiB monolith |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map((result) => {
      const { 'server-rendered': server, monolith } = loopback(result);
      return `| ${result.name} | ${server.jsTotalKiB} | ${server.jsKiB.shell} | ${server.jsKiB.catalogue} | ${server.jsKiB.account} | ${server.jsKiB.checkout} | ${server.cssKiB} | ${monolith.cssKiB} |`;
    }),
    '',
    '## The fleet shape, over https through nginx',
    '',
    'The pages visitors land on, from `deploy/fleet.ts` (what `npm run fleet` starts): nginx over TLS with its page',
    'cache in front of two storefront replicas and three API replicas, on PostgreSQL and Redis. Each page was served',
    'once before, so the edge keeps it, as in a shop that has been up a while; every load opens its own TLS',
    `connection, a round trip more than plain http on the phone. Medians, as above. Aim on the phone: LCP <= ${BUDGET.landingPhoneLcpMs} ms.`,
    '',
    '| route | LCP ms loopback | TTFB ms loopback | LCP ms phone | TTFB ms phone | chain phone | CLS phone | screens from the server | aim |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...fleet.map(
      ({ name, conditions: { loopback: near, phone } }) =>
        `| ${[
          name,
          near.lcpMs,
          near.ttfbMs,
          phone.lcpMs,
          phone.ttfbMs,
          phone.chainDepth,
          phone.cls,
          `${phone.screensFromServer}/${phone.loads}`,
          verdict(phone.lcpMs <= BUDGET.landingPhoneLcpMs && phone.cls <= BUDGET.cls),
        ].join(' | ')} |`,
    ),
    '',
    '## The catalogue embedded on another site',
    '',
    "A partner's page on another origin with the one script tag (`<shop>/remotes/catalogue/embed/loader.js`) and",
    "`<shop-catalogue category>`, on a cold cache: everything it fetched from the shop until the category's grid",
    `showed and the network was quiet. Aim: <= ${BUDGET.embedKiB} KiB.`,
    '',
    '| requests | code KiB (JS, CSS) | data KiB (API) | images KiB | total KiB | aim |',
    '|---:|---:|---:|---:|---:|---|',
    `| ${embed.requests} | ${embed.codeKiB} | ${embed.dataKiB} | ${embed.imagesKiB} | ${embed.totalKiB} | ${verdict(embed.totalKiB <= BUDGET.embedKiB)} |`,
    '',
  ];
  await writeFile(path.join(resultsDir, 'web.md'), lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
