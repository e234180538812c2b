import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './support/chromium';

/** The composed shop as `npm start` serves it, on a fresh embedded database per run. */
export const SHOP_PORT = Number(process.env.E2E_PORT ?? 3310);
/** The same shop whose remotes manifest points the checkout slice and the back office at a server that is not there. */
export const BROKEN_CHECKOUT_PORT = SHOP_PORT + 1;
export const DEAD_REMOTE_URL = 'http://127.0.0.1:9/mf-manifest.json';
/** The same shop with a remotes file, which the deployment tests edit while it runs. */
export const DEPLOY_PORT = SHOP_PORT + 2;
export const DEPLOY_REMOTES_FILE = path.join(os.tmpdir(), `shop-e2e-remotes-${DEPLOY_PORT}.json`);
/** Where that shop serves the slices' releases from (/releases/). */
export const DEPLOY_RELEASES_DIR = path.join(os.tmpdir(), `shop-e2e-releases-${DEPLOY_PORT}`);
/** A shop whose catalogue an operator imported with the command line before it started; OPERATORS run it. */
export const BACK_OFFICE_PORT = SHOP_PORT + 3;
/** A shop with a remotes file and releases of its own, where an operator previews and a canary is served. */
export const PREVIEW_PORT = SHOP_PORT + 4;
export const PREVIEW_REMOTES_FILE = path.join(os.tmpdir(), `shop-e2e-remotes-${PREVIEW_PORT}.json`);
export const PREVIEW_RELEASES_DIR = path.join(os.tmpdir(), `shop-e2e-releases-${PREVIEW_PORT}`);
/** nginx terminating TLS in front of a shop of its own (tls-proxy.spec.ts), and that shop. */
export const TLS_PROXY_PORT = SHOP_PORT + 5;
export const TLS_SHOP_PORT = SHOP_PORT + 6;
/** One per test and project: an address gets one sign-in code per 30 s, and the projects run at once. */
export const OPERATORS = {
  shipping: { desktop: 'owner@shop.example', phone: 'packer@shop.example' },
  catalogue: { desktop: 'editor@shop.example', phone: 'merchandiser@shop.example' },
  // The back office's screens (admin.spec.ts), run on a desktop only.
  screens: { desktop: 'manager@shop.example', phone: 'clerk@shop.example' },
  sweep: { desktop: 'auditor@shop.example', phone: 'inspector@shop.example' },
  // Stock set for shoppers to see (stock.spec.ts).
  stock: { desktop: 'stockist@shop.example', phone: 'storekeeper@shop.example' },
  // Refunding an order in the back office (refund.spec.ts), run on a desktop only.
  refunds: { desktop: 'cashier@shop.example', phone: 'teller@shop.example' },
  // Previewing a slice's release (release-preview.spec.ts), run on a desktop only.
  preview: { desktop: 'previewer@shop.example', phone: 'tester@shop.example' },
  // Two operators changing one product at once (admin.spec.ts, a desktop only): one in its form, one elsewhere.
  together: { desktop: 'planner@shop.example', phone: 'buyer@shop.example' },
  // Shipping orders in bulk (bulk-ship.spec.ts, a desktop only): the one at the screen, and one cancelling meanwhile.
  bulk: { desktop: 'dispatcher@shop.example', phone: 'supervisor@shop.example' },
  // The dashboard's figures and their lists (dashboard.spec.ts, a desktop only).
  dashboard: { desktop: 'bookkeeper@shop.example', phone: 'controller@shop.example' },
};
const ALL_OPERATORS = Object.values(OPERATORS).flatMap(Object.values).join(',');

/** The first of the ports the development-loop tests start a remote's dev server on, one remote after another. */
export const DEV_SERVER_PORT = SHOP_PORT + 10;
/** A team's dev server inside the running shop (deployment.spec.ts), clear of dev-loop.spec.ts's ports. */
export const TEAM_DEV_SERVER_PORT = DEV_SERVER_PORT + 8;

const root = path.join(__dirname, '..');

function shop(port: number, env: Record<string, string> = {}, beforeStart: string[] = []) {
  const dataDir = path.join(os.tmpdir(), `shop-e2e-${port}`);
  return {
    // A remotes file starts empty: every slice where the shop serves it.
    command: [
      `rm -rf ${dataDir}`,
      ...(env.REMOTES_FILE ? [`echo '{}' > ${env.REMOTES_FILE}`] : []),
      ...beforeStart,
      'npm start --silent',
    ].join(' && '),
    cwd: root,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // `npm start` runs two servers, each in a process group of its own: a signal it passes on stops them both,
    // which killing the command's group outright would not.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // One browser loads pages far faster than a person: the general per-client limit is not under test here.
      RATE_LIMIT_PER_MINUTE: '0',
      // The test runner on this machine stands in for a reverse proxy: signInThroughApi gives each customer its own
      // client address in X-Forwarded-For, below the per-client code limit.
      TRUST_PROXY: 'loopback',
      // A page's screen comes rendered however busy the machine: what the tests check of a rendered page (its HTML,
      // the browser taking it over without fetching again) would otherwise depend on the machine's load.
      RENDER_BUDGET_MS: '5000',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: './tests',
  // One folder per shop port, as the data folders are: runs from two checkouts at once must not clear each other's.
  outputDir: path.join(os.tmpdir(), `shop-e2e-results-${SHOP_PORT}`),
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${SHOP_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM,
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    // Every journey again on a phone. The accessibility sweep covers both sizes itself, the deployment tests edit
    // one shop's remotes file, a keyboard-only journey is a desktop one, the back office is used at a desk (it is
    // checked at a tablet's width itself), a team's development loop is on the team's desk, and the fleet and the
    // shop behind a TLS proxy are about the servers: those run once.
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testIgnore: [
        'accessibility.spec.ts',
        'admin.spec.ts',
        'refund.spec.ts',
        'bulk-ship.spec.ts',
        'dashboard.spec.ts',
        'deployment.spec.ts',
        'release-preview.spec.ts',
        'keyboard.spec.ts',
        'dev-loop.spec.ts',
        'fleet.spec.ts',
        'fleet-command.spec.ts',
        'tls-proxy.spec.ts',
      ],
    },
  ],
  webServer: [
    shop(SHOP_PORT),
    shop(BROKEN_CHECKOUT_PORT, {
      REMOTE_CHECKOUT_URL: DEAD_REMOTE_URL,
      REMOTE_BACKOFFICE_URL: DEAD_REMOTE_URL,
      ADMIN_EMAILS: ALL_OPERATORS,
    }),
    shop(DEPLOY_PORT, { REMOTES_FILE: DEPLOY_REMOTES_FILE, RELEASES_DIR: DEPLOY_RELEASES_DIR }),
    shop(PREVIEW_PORT, {
      REMOTES_FILE: PREVIEW_REMOTES_FILE,
      RELEASES_DIR: PREVIEW_RELEASES_DIR,
      ADMIN_EMAILS: ALL_OPERATORS,
    }),
    shop(BACK_OFFICE_PORT, { ADMIN_EMAILS: ALL_OPERATORS }, [
      `npm run shop --silent -- import ${path.join(__dirname, 'fixtures', 'back-office-products.csv')}`,
    ]),
  ],
});
