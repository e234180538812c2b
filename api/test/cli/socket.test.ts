import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { ShopContext } from '../../src/cli/command';
import { printedMail } from '../../src/cli/printable';
import { runShop } from '../../src/cli/program';
import { forwardToRunningShop } from '../../src/cli/socket-client';
import {
  type CommandServer,
  commandSocketPath,
  type SharedContext,
  serveShopCommands,
} from '../../src/cli/socket-server';
import { auditLog, products } from '../../src/db/schema';
import { createTestApp, PUBLIC_URL, type TestApp } from '../support/app';
import { callback, customer, payOnSandbox } from '../support/checkout';
import { generatedProducts } from '../support/product-file';

// The shop taking `npm run shop` commands over its data folder's socket, in this process: the client and the
// server ends, on the database engine of this jest project.

let t: TestApp;
let folder: string;
let server: CommandServer | undefined;
const socketPath = () => commandSocketPath(path.join(folder, 'data'));
const shared: SharedContext = {
  withDatabase: (work) => work(t.database.db),
  mail: { mailer: { send: (message) => t.mailer.send(message), close() {} }, shopUrl: PUBLIC_URL },
  catalogueChanged: async () => {},
};

beforeAll(async () => {
  t = await createTestApp();
  folder = await mkdtemp(path.join(os.tmpdir(), 'shop-socket-'));
  await mkdir(path.join(folder, 'client'));
  server = await serveShopCommands({
    dataDir: path.join(folder, 'data'),
    shop: shared,
    printMail: true,
    log: t.app.log,
  });
  await productFile('catalogue.json', 3, 'socket');
  expect(await direct(['import', path.join(folder, 'client', 'catalogue.json')])).toMatchObject({ code: 0 });
  await paidOrder();
});

afterAll(async () => {
  await server?.close();
  await t?.close();
  await rm(folder, { recursive: true, force: true });
});

const client = { cwd: '/', user: 'tester' };

/** Runs `shop <args>` through the socket, as `npm run shop` does while the shop runs. */
async function throughShop(args: string[], who: Partial<typeof client> = {}) {
  let out = '';
  let err = '';
  const code = await forwardToRunningShop(
    socketPath(),
    { args, ...client, ...who },
    {
      out: (text) => {
        out += text;
      },
      err: (text) => {
        err += text;
      },
    },
  );
  return { code, out, err };
}

/** Runs `shop <args>` in this process on the same database, as `npm run shop` does when no shop runs. */
async function direct(args: string[]) {
  let out = '';
  let err = '';
  const context: ShopContext = {
    ...shared,
    // As the command line prints mail without SMTP.
    mail: {
      ...shared.mail,
      mailer: {
        send: async (message) => {
          await shared.mail.mailer.send(message);
          err += printedMail(message);
        },
        close() {},
      },
    },
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
    ...client,
  };
  const code = await runShop(args, context);
  return { code, out, err };
}

/** Sends raw lines to the socket and reads every answer line until the shop closes the connection. */
function rawRequest(text: string): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath(), () => socket.end(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () =>
      resolve(
        received
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line)),
      ),
    );
  });
}

async function productFile(name: string, count: number, prefix: string) {
  // JSON as written by hand: the columns every product file has.
  await writeFile(path.join(folder, 'client', name), JSON.stringify(generatedProducts(count, prefix)));
}

async function paidOrder() {
  const [product] = (await t.database.db.select({ id: products.id }).from(products).limit(1)) as [
    { id: string },
  ];
  const buyer = await customer(t);
  await buyer.add(product.id, 2);
  const { data } = (await buyer.call('GET', 'CreateInvoice')).json();
  const { fields } = await payOnSandbox(t, data.GatewayPageURL, 'pay');
  expect((await callback(t, 'PaymentSuccess', data.tran_id, fields)).statusCode).toBe(303);
  return { email: buyer.email, tranId: data.tran_id as string };
}

it('listens on a socket only its own OS user can reach', () => {
  expect(statSync(socketPath()).isSocket()).toBe(true);
  expect(statSync(path.dirname(socketPath())).mode & 0o777).toBe(0o700);
});

it('reads and writes the files a client names relative to its own folder', async () => {
  await productFile('relative.json', 3, 'rel');
  const clientFolder = path.join(folder, 'client');

  const imported = await throughShop(['import', 'relative.json'], { cwd: clientFolder });
  expect(imported).toMatchObject({ code: 0, out: expect.stringMatching(/^3 created, 0 updated/) });

  const exported = await throughShop(['export', 'catalogue.csv'], { cwd: clientFolder });
  expect(exported).toEqual({
    code: 0,
    out: `${await productCount()} products written to catalogue.csv.\n`,
    err: '',
  });
  expect(await readFile(path.join(clientFolder, 'catalogue.csv'), 'utf8')).toContain('rel-000003');
  expect(existsSync(path.join('/', 'catalogue.csv'))).toBe(false);

  expect(await throughShop(['import', 'relative.json'], { cwd: folder })).toEqual({
    code: 1,
    out: '',
    err: 'relative.json: no such file\n',
  });
});

const productCount = async () => (await t.database.db.select({ id: products.id }).from(products)).length;

it.each([
  [['--help']],
  [['ship', '--help']],
  [['orders']],
  [['orders', '--format', 'json']],
  [['orders', '--format', 'csv', '--limit', '1']],
  [['export', '--format', 'json']],
  [['frobnicate']],
  [['orders', '--limit', '101']],
  [['--actor', '', 'orders']],
  [['ship', 'NO-SUCH-ORDER']],
  [['import', '/no/such/file.csv']],
])('gives %j the output and exit code of a direct run', async (args) => {
  const forwarded = await throughShop(args);
  expect(forwarded).toEqual(await direct(args));
  expect(forwarded.code).not.toBeUndefined();
});

it('ships with tracking, e-mails the customer with the shop address, and prints the mail as a direct run does', async () => {
  const { email, tranId } = await paidOrder();
  const shipped = await throughShop(['ship', tranId, '--tracking', ' 1Z999 ', '--carrier', 'UPS']);
  expect(shipped.code).toBe(0);
  expect(shipped.out).toBe(`Order ${tranId}: pending -> shipped.\nTracking: UPS 1Z999\n`);
  expect(shipped.err).toContain(`mail to ${email}: Order ${tranId}: Shipped\n`);
  expect(shipped.err).toContain(`Tracking: UPS 1Z999\n`);
  expect(shipped.err).toContain(`Your orders: ${PUBLIC_URL}/orders\n`);
  const sent = t.mailer.sent.filter((mail) => mail.to === email).at(-1);
  expect(sent?.text).toContain(`${PUBLIC_URL}/orders`);

  const delivered = await throughShop(['ship', tranId, '--status', 'delivered']);
  const again = await direct(['ship', tranId, '--status', 'delivered']);
  expect(delivered.out).toBe(`Order ${tranId}: shipped -> delivered.\nTracking: UPS 1Z999\n`);
  expect(again).toEqual({
    code: 0,
    out: `Order ${tranId} is already delivered: nothing changed.\n`,
    err: '',
  });
  expect(await throughShop(['ship', tranId, '--status', 'delivered'])).toEqual(again);
});

it('refuses tracking without shipping, and tracking that is blank or too long, as usage errors', async () => {
  for (const args of [
    ['ship', 'X', '--status', 'delivered', '--tracking', '1Z'],
    ['ship', 'X', '--carrier', '   '],
    ['ship', 'X', '--tracking', 'x'.repeat(101)],
  ]) {
    const forwarded = await throughShop(args);
    expect(forwarded.code).toBe(2);
    expect(forwarded).toEqual(await direct(args));
  }
});

it("records a client's changes as its OS user, or as the --actor it names", async () => {
  await productFile('actors.json', 2, 'actor');
  const cwd = path.join(folder, 'client');
  expect((await throughShop(['import', 'actors.json'], { cwd, user: 'ada' })).code).toBe(0);
  await productFile('actors.json', 2, 'actor2');
  expect(
    (await throughShop(['--actor', 'Packer Pat', 'import', 'actors.json'], { cwd, user: 'ada' })).code,
  ).toBe(0);
  await productFile('actors.json', 1, 'actor3');
  expect((await throughShop(['import', 'actors.json', '--actor', 'night shift'], { cwd })).code).toBe(0);
  const actorOf = async (sku: string) => {
    const [product] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sku, sku));
    const [row] = await t.database.db
      .select({ actor: auditLog.actor })
      .from(auditLog)
      .where(eq(auditLog.entityId, product?.id ?? ''));
    return row?.actor;
  };
  expect(await actorOf('actor-000001')).toBe('cli:ada');
  expect(await actorOf('actor2-000001')).toBe('cli:Packer Pat');
  expect(await actorOf('actor3-000001')).toBe('cli:night shift');
});

it('answers a request it cannot read with an error and exit code 2, and goes on serving', async () => {
  const refused = (problem: string) => [
    { err: `The running shop did not understand the request: ${problem}.\n` },
    { exit: 2 },
  ];
  expect(await rawRequest('not json\n')).toEqual(refused('not JSON'));
  expect(await rawRequest('null\n')).toEqual(refused('args must be a list of strings'));
  expect(await rawRequest('{"args":["orders",1],"cwd":"/","user":"x"}\n')).toEqual(
    refused('args must be a list of strings'),
  );
  expect(await rawRequest('{"args":["orders"],"cwd":"relative","user":"x"}\n')).toEqual(
    refused('cwd must be an absolute path'),
  );
  expect(await rawRequest('{"args":["orders"],"cwd":"/"}\n')).toEqual(refused('user must be a name'));
  expect(await rawRequest('{"args":["orders"],"cwd":"/","user":"a\\u001bb"}\n')).toEqual(
    refused('user must be 1 to 254 characters, none of them control characters'),
  );
  // A connection closed before its request ends is no request.
  expect(await rawRequest('{"args":')).toEqual([]);

  expect((await throughShop(['orders'])).code).toBe(0);
});

describe('a socket file no shop listens on', () => {
  it('is no shop: the client runs the command itself', async () => {
    const dataDir = path.join(folder, 'stale');
    const socket = commandSocketPath(dataDir);
    await mkdir(path.dirname(socket), { recursive: true });
    // A shop killed with -9 leaves its socket file behind.
    const holder = spawn(process.execPath, [
      '-e',
      `require('node:net').createServer().listen(${JSON.stringify(socket)}, () => console.log('ready'))`,
    ]);
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(statSync(socket).isSocket()).toBe(true);

    const output = { out: jest.fn(), err: jest.fn() };
    expect(await forwardToRunningShop(socket, { args: ['orders'], ...client }, output)).toBeUndefined();
    expect(await forwardToRunningShop(path.join(folder, 'none.sock'), { args: [], ...client }, output)).toBe(
      undefined,
    );
    expect(output.out).not.toHaveBeenCalled();
    expect(output.err).not.toHaveBeenCalled();

    // A shop starting on that folder (it holds the folder's lock) takes its place.
    const next = await serveShopCommands({ dataDir, shop: shared, printMail: false, log: t.app.log });
    try {
      expect(
        await forwardToRunningShop(socket, { args: ['orders', '--limit', '1'], ...client }, output),
      ).toBe(0);
      expect(output.out).toHaveBeenCalled();
    } finally {
      await next?.close();
    }
    expect(existsSync(socket)).toBe(false);
  });
});

it('takes no commands where the socket path would be too long, and the client runs the command itself', async () => {
  const deep = path.join(folder, 'd'.repeat(120));
  expect(await serveShopCommands({ dataDir: deep, shop: shared, printMail: false, log: t.app.log })).toBe(
    undefined,
  );
  expect(existsSync(path.dirname(commandSocketPath(deep)))).toBe(false);
  const output = { out: jest.fn(), err: jest.fn() };
  expect(await forwardToRunningShop(commandSocketPath(deep), { args: ['orders'], ...client }, output)).toBe(
    undefined,
  );
});

it('stops taking commands on close, ending connections that asked for nothing', async () => {
  const dataDir = path.join(folder, 'closing');
  const closing = await serveShopCommands({ dataDir, shop: shared, printMail: false, log: t.app.log });
  const idle = net.connect(commandSocketPath(dataDir));
  await new Promise((resolve) => idle.once('connect', resolve));
  const ended = new Promise((resolve) => idle.once('close', resolve));
  await closing?.close();
  await ended;
  expect(existsSync(commandSocketPath(dataDir))).toBe(false);
});
