import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import type { ShopContext } from '../../src/cli/command';
import { runShop } from '../../src/cli/program';
import { commandSocketPath } from '../../src/cli/socket-server';
import { loadConfig } from '../../src/config';
import { type Database, openPglite, openPostgres } from '../../src/db/client';
import { auditLog } from '../../src/db/schema';
import { CapturingMailer, PUBLIC_URL, type TestApp } from '../support/app';
import { callback, customer, payOnSandbox } from '../support/checkout';
import { createPostgresDatabase } from '../support/database';
import { generatedProducts } from '../support/product-file';
import { freePort, json, ready, startServer } from '../support/server-process';

// `npm run shop` while the shop runs, both real processes: on the embedded database the running shop does the
// work, with the output and exit code of a direct run; on PostgreSQL the command runs itself beside the shop.

const apiDir = path.join(__dirname, '..', '..');
const SHOP_URL = 'http://shop.example';
const osUser = os.userInfo().username;

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'shop-running-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** `npm run shop -- <args>` as its own process, in `cwd`, with only `env` configured. */
function shop(args: string[], env: Record<string, string>, cwd = folder) {
  // The loader by its path: the client's folder has no node_modules to find it in.
  const child = spawn(
    process.execPath,
    ['--import', require.resolve('tsx'), path.join(apiDir, 'src', 'cli', 'shop.ts'), ...args],
    { cwd, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, stdio: 'pipe' },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr.on('data', (chunk) => {
    err += chunk;
  });
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, out, err })),
  );
}

/** Puts a catalogue and one paid order into a database, through the shop's own routes; its order. */
async function withPaidOrder(database: Database) {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL, RATE_LIMIT_PER_MINUTE: '0' });
  const mailer = new CapturingMailer();
  const app = await buildApp({ config, database, mailer, logger: false });
  const t: TestApp = { app, database, mailer, close: async () => {} };
  try {
    const file = path.join(folder, 'catalogue.json');
    await writeFile(file, JSON.stringify(generatedProducts(2, 'run')));
    const context: ShopContext = {
      out: () => {},
      err: () => {},
      withDatabase: (work) => work(database.db),
      mail: { mailer, shopUrl: PUBLIC_URL },
      catalogueChanged: async () => {},
      cwd: folder,
      user: 'setup',
    };
    expect(await runShop(['import', file], context)).toBe(0);
    const products = (await app.inject('/api/v1/ProductListByRemark/new')).json().data;
    const buyer = await customer(t);
    await buyer.add(products[0]._id, 2);
    const { data } = (await buyer.call('GET', 'CreateInvoice')).json();
    const { fields } = await payOnSandbox(t, data.GatewayPageURL, 'pay');
    expect((await callback(t, 'PaymentSuccess', data.tran_id, fields)).statusCode).toBe(303);
    return { email: buyer.email, tranId: data.tran_id as string };
  } finally {
    await app.close();
    await database.close();
  }
}

/** Who the audit log names for each delivery change and each product created, oldest first. */
async function actors(database: Database) {
  try {
    const rows = await database.db
      .select({ action: auditLog.action, actor: auditLog.actor })
      .from(auditLog)
      .where(eq(auditLog.entity, 'order'))
      .orderBy(asc(auditLog.at), asc(auditLog.id));
    const imported = await database.db
      .select({ actor: auditLog.actor })
      .from(auditLog)
      .where(eq(auditLog.action, 'product.create'));
    return {
      delivery: rows.map((row) => row.actor),
      imported: [...new Set(imported.map((row) => row.actor))].sort(),
    };
  } finally {
    await database.close();
  }
}

const mailboxSubjects = async (base: string, email: string) =>
  (await json(fetch(`${base}/api/dev/mailbox.json?to=${encodeURIComponent(email)}`))).data.map(
    (mail: { subject: string }) => mail.subject,
  );

if (process.env.TEST_DB_KIND !== 'postgres') {
  describe('on the embedded database', () => {
    it('runs every command through the running shop, with the output and exit code of a direct run on a copy', async () => {
      const running = path.join(folder, 'running', 'data');
      const copy = path.join(folder, 'copy', 'data');
      const { email, tranId } = await withPaidOrder(await openPglite(running));
      await cp(running, copy, { recursive: true });
      for (const side of ['running', 'copy']) {
        await writeFile(path.join(folder, side, 'more.json'), JSON.stringify(generatedProducts(3, 'more')));
      }

      const port = String(await freePort());
      const server = startServer({ PORT: port, DATA_DIR: running, PUBLIC_URL: SHOP_URL, SEED_DEMO: 'false' });
      try {
        await ready(server);
        // No PUBLIC_URL: the running shop's is the one its e-mails link to.
        const throughShop = (args: string[]) =>
          shop(args, { DATA_DIR: running }, path.join(folder, 'running'));
        const direct = (args: string[]) =>
          shop(args, { DATA_DIR: copy, PUBLIC_URL: SHOP_URL }, path.join(folder, 'copy'));

        const cases: Array<[string[], number]> = [
          [['orders', '--format', 'json'], 0],
          [['orders', '--format', 'csv'], 0],
          [['ship', tranId, '--tracking', '1Z999', '--carrier', 'UPS'], 0],
          [['--actor', 'Packer Pat', 'ship', tranId, '--status', 'delivered'], 0],
          [['import', 'more.json'], 0],
          [['export', 'catalogue.csv'], 0],
          [['ship', tranId, '--status', 'processing'], 1],
          [['frobnicate'], 2],
        ];
        for (const [args, code] of cases) {
          const forwarded = await throughShop(args);
          expect({ args, ...forwarded }).toEqual({ args, ...(await direct(args)) });
          expect({ args, code: forwarded.code }).toEqual({ args, code });
        }

        const shipped = await throughShop(['orders', '--format', 'json']);
        expect(JSON.parse(shipped.out)[0]).toMatchObject({
          tranId,
          delivery: 'delivered',
          trackingNumber: '1Z999',
          carrier: 'UPS',
          lines: [expect.objectContaining({ qty: 2 })],
        });
        const returned = await throughShop(['ship', tranId, '--status', 'returned']);
        expect(returned.err).toContain(`Your orders: ${SHOP_URL}/orders\n`);
        expect(await mailboxSubjects(server.base, email)).toEqual(
          expect.arrayContaining([`Order ${tranId}: Shipped`, `Order ${tranId}: Returned`]),
        );
        expect(await readFile(path.join(folder, 'running', 'catalogue.csv'), 'utf8')).toBe(
          await readFile(path.join(folder, 'copy', 'catalogue.csv'), 'utf8'),
        );
      } finally {
        server.child.kill('SIGKILL');
        await server.exited;
      }

      // kill -9 left the socket behind; the audit log names the OS user, or --actor.
      expect(statSync(commandSocketPath(running)).isSocket()).toBe(true);
      const imported = ['cli:setup', `cli:${osUser}`].sort();
      expect(await actors(await openPglite(copy))).toEqual({
        delivery: [`cli:${osUser}`, 'cli:Packer Pat'],
        imported,
      });
      expect(await actors(await openPglite(running))).toEqual({
        delivery: [`cli:${osUser}`, 'cli:Packer Pat', `cli:${osUser}`],
        imported,
      });
    }, 240_000);

    it("runs the command itself beside a dead shop's socket, and exits 75 while a process that takes no commands holds the folder", async () => {
      const dataDir = path.join(folder, 'stale', 'data');
      const port = String(await freePort());
      const first = startServer({ PORT: port, DATA_DIR: dataDir, SEED_DEMO: 'false' });
      await ready(first);
      first.child.kill('SIGKILL');
      await first.exited;
      expect(statSync(commandSocketPath(dataDir)).isSocket()).toBe(true);

      expect(await shop(['orders'], { DATA_DIR: dataDir })).toEqual({
        code: 0,
        out: 'No orders.\n',
        err: '',
      });

      const holder = await openPglite(dataDir);
      try {
        const busy = await shop(['orders'], { DATA_DIR: dataDir });
        expect(busy.code).toBe(75);
        expect(busy.err).toContain(`DATA_DIR ${dataDir} is in use by another process (pid ${process.pid}`);
      } finally {
        await holder.close();
      }

      // A shop starting there takes the socket over, and takes it away when it stops.
      const second = startServer({ PORT: port, DATA_DIR: dataDir, SEED_DEMO: 'false' });
      await ready(second);
      expect(await shop(['orders', '--format', 'json'], { DATA_DIR: dataDir })).toEqual({
        code: 0,
        out: '[]\n',
        err: '',
      });
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      expect(existsSync(commandSocketPath(dataDir))).toBe(false);
    }, 120_000);
  });
} else {
  describe('on PostgreSQL', () => {
    it('runs every command itself beside the running shop, its e-mails linking to PUBLIC_URL', async () => {
      const postgres = await createPostgresDatabase();
      const dataDir = path.join(folder, 'unused', 'data');
      await mkdir(dataDir, { recursive: true });
      const { tranId } = await withPaidOrder(await openPostgres(postgres.url, 2));
      const port = String(await freePort());
      const server = startServer({
        PORT: port,
        DATABASE_URL: postgres.url,
        DATA_DIR: dataDir,
        PUBLIC_URL: SHOP_URL,
        SEED_DEMO: 'false',
      });
      try {
        await ready(server);
        const env = { DATABASE_URL: postgres.url, DATA_DIR: dataDir, PUBLIC_URL: SHOP_URL };
        const shipped = await shop(['ship', tranId, '--tracking', '1Z999', '--carrier', 'UPS'], env);
        expect(shipped.code).toBe(0);
        expect(shipped.out).toBe(`Order ${tranId}: pending -> shipped.\nTracking: UPS 1Z999\n`);
        expect(shipped.err).toContain(`Your orders: ${SHOP_URL}/orders\n`);
        const delivered = await shop(['--actor', 'Packer Pat', 'ship', tranId, '--status', 'delivered'], env);
        expect(delivered.code).toBe(0);
        expect(existsSync(commandSocketPath(dataDir))).toBe(false);
        expect((await actors(await openPostgres(postgres.url, 1))).delivery).toEqual([
          `cli:${osUser}`,
          'cli:Packer Pat',
        ]);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
        await postgres.drop();
      }
    }, 120_000);
  });
}
