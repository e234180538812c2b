import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from './support/database';

// The real server process: first start, graceful stop, and durability after kill -9, on the database engine
// of this jest project (the embedded PGlite folder, or a fresh database on the PostgreSQL server).

const apiDir = path.join(__dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Running {
  // As `npm run start -w api` runs it: one node process, so signals reach the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${env.PORT}`, output: () => output, exited };
}

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of the running server, checked by the assertions.
const json = async (response: Promise<Response>): Promise<any> => (await response).json();

async function ready(server: Running): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    try {
      if ((await fetch(`${server.base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become ready:\n${server.output()}`);
}

let dataDir: string;
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-test-'));
  if (process.env.TEST_DB_KIND === 'postgres') postgres = await createPostgresDatabase();
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await postgres?.drop();
});

it('stops at start with a message naming a bad setting', async () => {
  const server = start({ PORT: 'eighty', DATA_DIR: dataDir });
  expect(await server.exited).toBe(78);
  expect(server.output()).toContain('Configuration error: PORT must be a whole number');
});

it('seeds the demo catalogue on first start, keeps acknowledged writes through kill -9, and stops gracefully on SIGTERM', async () => {
  const port = String(await freePort());
  const env: Record<string, string> = {
    PORT: port,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  if (postgres) env.DATABASE_URL = postgres.url;

  const first = start(env);
  await ready(first);
  const products = await json(fetch(`${first.base}/api/v1/ProductListByRemark/new`));
  expect(products.data.length).toBeGreaterThan(0);
  const productID = products.data[0]._id;

  // Sign in through the development mailbox (no SMTP configured), then add to the cart.
  const email = 'durable@example.com';
  expect((await fetch(`${first.base}/api/v1/UserOTP/${email}`)).ok).toBe(true);
  const mailbox = await json(fetch(`${first.base}/api/dev/mailbox.json?to=${email}`));
  const code = mailbox.data[0].subject.match(/\d{6}/)[0];
  const login = await fetch(`${first.base}/api/v1/VerifyLogin/${email}/${code}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const saved = await fetch(`${first.base}/api/v1/SaveCartList`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ productID, qty: 3, color: '', size: '' }),
  });
  expect(saved.status).toBe(200);

  first.child.kill('SIGKILL');
  await first.exited;

  const second = start(env);
  await ready(second);
  const cart = await json(fetch(`${second.base}/api/v1/CartList`, { headers: { cookie } }));
  expect(cart.data).toEqual([expect.objectContaining({ productID, qty: 3 })]);
  // The restart found a catalogue and did not seed a second one.
  const again = await json(fetch(`${second.base}/api/v1/ProductListByRemark/new`));
  expect(again.data.map((p: { _id: string }) => p._id)).toEqual(
    products.data.map((p: { _id: string }) => p._id),
  );

  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
  expect(second.output()).toContain('shutting down');
}, 120_000);
