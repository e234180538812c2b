import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from './support/database';
import {
  firstOptionsOverHttp,
  freePort,
  json,
  ready,
  signInOverHttp,
  startServer,
} from './support/server-process';

// The real server process: first start, graceful stop, and durability after kill -9, on the database engine
// of this jest project (the embedded PGlite folder, or a fresh database on the PostgreSQL server).

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
  const server = startServer({ PORT: 'eighty', DATA_DIR: dataDir });
  expect(await server.exited).toBe(78);
  expect(server.output()).toContain('Configuration error: PORT must be a whole number');
});

it('writes readable log lines with LOG_FORMAT=pretty, as at a terminal', async () => {
  const port = String(await freePort());
  const server = startServer({ PORT: port, DATA_DIR: dataDir, LOG_FORMAT: 'pretty', SEED_DEMO: 'false' });
  await ready(server);
  server.child.kill('SIGTERM');
  await server.exited;
  expect(server.output()).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: shop API ready at /m);
  expect(server.output()).not.toContain('"level":');
});

it('seeds the demo catalogue on first start, keeps acknowledged writes through kill -9 and a restart from the production build, and stops gracefully on SIGTERM', async () => {
  const port = String(await freePort());
  const env: Record<string, string> = {
    PORT: port,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  if (postgres) env.DATABASE_URL = postgres.url;

  const first = startServer(env);
  await ready(first);
  const products = await json(fetch(`${first.base}/api/v1/ProductListByRemark/new`));
  expect(products.data.length).toBeGreaterThan(0);
  const productID = products.data[0]._id;

  const cookie = await signInOverHttp(first.base, 'durable@example.com');
  expect(first.output()).toContain(
    `development mailbox at http://127.0.0.1:${port}/api/dev/mailbox (loopback clients only)`,
  );
  const saved = await fetch(`${first.base}/api/v1/SaveCartList`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ productID, qty: 3, ...(await firstOptionsOverHttp(first.base, productID)) }),
  });
  expect(saved.status).toBe(200);

  first.child.kill('SIGKILL');
  await first.exited;

  const second = startServer(env, 'dist/server.js');
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
