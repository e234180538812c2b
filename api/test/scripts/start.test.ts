import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, type RunningServer, ready } from '../support/server-process';
import { descendantsOf, isRunning, killJob, watched } from './processes';

// `npm start` as a person starts it, stopped as a person (Ctrl-C) or a service manager (SIGTERM to the process it
// started) stops it: both servers close gracefully, npm ends after them, and no process of the shop is left.

const root = path.join(__dirname, '..', '..', '..');
// npm, the build check and a first start of the database: more than jest's default on a busy machine.
const STARTS_AND_STOPS_MS = 120_000;

let dataDir: string;
let started: ChildProcess | undefined;
beforeAll(async () => {
  // The API's build comes from the tests' global setup; the storefront's must be there (`npm test` builds it first).
  const { planBuilds } = await import('../../../scripts/ensure-built.mjs');
  const missing = planBuilds(root).filter((build) => build.reason === 'missing');
  if (missing.length > 0) {
    throw new Error(
      `npm start needs builds: npm run build -w ${missing.map((b) => b.workspace).join(' -w ')}`,
    );
  }
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-start-test-'));
});
afterEach(() => killJob(started));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** `npm start` on an empty embedded database, in a process group of its own as a terminal starts a command. */
async function startShop(): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started = child;
  const { output, exited } = watched(child);
  const shop = { child, output, exited, base: `http://127.0.0.1:${port}` };
  await ready(shop);
  return shop;
}

/** Stops the shop with `stop`, then checks that it ended well and took every process it started along. */
async function expectStopsEverything(shop: RunningServer, stop: (pid: number) => void): Promise<void> {
  const pid = shop.child.pid as number;
  const processes = descendantsOf(pid);
  expect(processes.length).toBeGreaterThanOrEqual(3); // scripts/start.mjs, the API and the storefront

  stop(pid);
  expect(await shop.exited).toBe(0);
  expect(processes.filter(isRunning)).toEqual([]);
  await expect(fetch(`${shop.base}/healthz`)).rejects.toThrow();
  for (const server of ['api', 'storefront']) {
    expect(shop.output()).toMatch(new RegExp(`\\[${server}\\] .*"msg":"shutting down"`));
  }
}

it(
  'says where the shop is, and stops the server before it ends when its process gets SIGTERM',
  async () => {
    const shop = await startShop();
    expect(shop.output()).toContain(`"msg":"shop ready at http://localhost:${new URL(shop.base).port}"`);
    await expectStopsEverything(shop, (pid) => process.kill(pid, 'SIGTERM'));
    expect(shop.output()).toContain('"signal":"SIGTERM"');
  },
  STARTS_AND_STOPS_MS,
);

it(
  'stops gracefully on Ctrl-C, which signals every process in the terminal’s group',
  async () => {
    const shop = await startShop();
    await expectStopsEverything(shop, (pid) => process.kill(-pid, 'SIGINT'));
    expect(shop.output()).toContain('"signal":"SIGINT"');
    // The server heard one SIGINT: a second one would have made it skip its graceful close.
    expect(shop.output()).not.toContain('second SIGINT');
  },
  STARTS_AND_STOPS_MS,
);
