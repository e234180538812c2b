import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from '../support/database';
import {
  firstOptionsOverHttp,
  freePort,
  json,
  type RunningProcess,
  ready,
  runScript,
  signInOverHttp,
  startServer,
} from '../support/server-process';

// One process per embedded database folder, with real processes: two on one folder would each see only their
// own writes, and a restart would keep one side's. The lock is the embedded database's alone.

const onPglite = process.env.TEST_DB_KIND !== 'postgres';
const itOnPglite = onPglite ? it : it.skip;
const itOnPostgres = onPglite ? it.skip : it;

const EX_TEMPFAIL = 75;

const folders: string[] = [];
const running: RunningProcess[] = [];

async function newDataDir(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-lock-test-'));
  folders.push(folder);
  return folder;
}

async function serverOn(dataDir: string, extra: Record<string, string> = {}) {
  const port = String(await freePort());
  const server = startServer({
    PORT: port,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...extra,
  });
  running.push(server);
  return server;
}

afterEach(async () => {
  for (const started of running.splice(0)) {
    if (started.child.exitCode === null && started.child.signalCode === null) {
      started.child.kill('SIGKILL');
      await started.exited;
    }
  }
});
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function saveCart(base: string, cookie: string, productID: string, qty: number): Promise<Response> {
  return fetch(`${base}/api/v1/SaveCartList`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ productID, qty, ...(await firstOptionsOverHttp(base, productID)) }),
  });
}

async function firstProductId(base: string): Promise<string> {
  const products = await json(fetch(`${base}/api/v1/ProductListByRemark/new`));
  return products.data[0]._id;
}

function inUseMessage(dataDir: string, pid: number | undefined): RegExp {
  const escapedDir = dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `DATA_DIR ${escapedDir} is in use by another process \\(pid ${pid}, started \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\)`,
  );
}

itOnPglite(
  'a second server on the same DATA_DIR exits 75 naming the folder and the first process, which keeps serving and taking writes',
  async () => {
    const dataDir = await newDataDir();
    const first = await serverOn(dataDir);
    await ready(first);

    const second = await serverOn(dataDir);
    expect(await second.exited).toBe(EX_TEMPFAIL);
    expect(second.output()).toMatch(inUseMessage(dataDir, first.child.pid));

    expect((await fetch(`${first.base}/healthz`)).status).toBe(200);
    const cookie = await signInOverHttp(first.base, 'first@example.com');
    const productID = await firstProductId(first.base);
    expect((await saveCart(first.base, cookie, productID, 2)).status).toBe(200);
    const cart = await json(fetch(`${first.base}/api/v1/CartList`, { headers: { cookie } }));
    expect(cart.data).toEqual([expect.objectContaining({ productID, qty: 2 })]);
  },
  120_000,
);

itOnPglite(
  'a server killed with kill -9 leaves no lock behind: the next one on its folder starts at once and sees its writes',
  async () => {
    const dataDir = await newDataDir();
    const killed = await serverOn(dataDir);
    await ready(killed);
    const cookie = await signInOverHttp(killed.base, 'killed@example.com');
    const productID = await firstProductId(killed.base);
    expect((await saveCart(killed.base, cookie, productID, 4)).status).toBe(200);

    killed.child.kill('SIGKILL');
    await killed.exited;
    // Started right away: a lock still counted as held would end this start with exit 75, not wait it out.
    const next = await serverOn(dataDir);
    await ready(next);
    const cart = await json(fetch(`${next.base}/api/v1/CartList`, { headers: { cookie } }));
    expect(cart.data).toEqual([expect.objectContaining({ productID, qty: 4 })]);
  },
  120_000,
);

itOnPglite(
  'npm run seed refuses the folder while a server has it, and runs once that server stopped on SIGTERM',
  async () => {
    const dataDir = await newDataDir();
    const server = await serverOn(dataDir);
    await ready(server);

    const refused = runScript('src/seed/cli.ts', { DATA_DIR: dataDir });
    expect(await refused.exited).toBe(EX_TEMPFAIL);
    expect(refused.output()).toMatch(inUseMessage(dataDir, server.child.pid));

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const seed = runScript('src/seed/cli.ts', { DATA_DIR: dataDir });
    expect(await seed.exited).toBe(0);
    expect(seed.output()).toContain('already has a catalogue');
  },
  120_000,
);

itOnPostgres(
  'with DATABASE_URL two servers may share a DATA_DIR: the folder lock is only for the embedded database',
  async () => {
    const postgres = await createPostgresDatabase();
    try {
      const dataDir = await newDataDir();
      // One after the other: two replicas seeding one empty database at once is another matter.
      const first = await serverOn(dataDir, { DATABASE_URL: postgres.url });
      await ready(first);
      const second = await serverOn(dataDir, { DATABASE_URL: postgres.url });
      await ready(second);
      expect((await fetch(`${first.base}/healthz`)).status).toBe(200);
    } finally {
      await postgres.drop();
    }
  },
  120_000,
);
