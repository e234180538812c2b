import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  firstOptionsOverHttp,
  freePort,
  json,
  type RunningServer,
  ready,
  signInOverHttp,
  startServer,
} from '../test/support/server-process';

/**
 * `npm run bench:crash`: the real server (`src/server.ts`) on one embedded data folder, killed with kill -9 at a
 * random moment of a checkout load, ROUNDS times. Customers keep shopping through the real routes; every write
 * the server acknowledged is remembered, and after each restart the bench looks for acknowledged writes that
 * are gone, invoices without lines, and carts paid twice. Results go to bench/results/crash.md.
 */

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const CUSTOMERS = 6;
/** The kill comes this long after the load started: uniformly random in the range. */
const KILL_AFTER_MS = { min: 500, max: 5000 };
const resultsFile = path.join(__dirname, '..', '..', 'bench', 'results', 'crash.md');

/** The server is gone (killed): the answer to the request in flight is unknown. */
class ServerGone extends Error {}

interface Answer {
  status: number;
  text: string;
}

async function call(url: string, init: RequestInit & { cookie?: string } = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  try {
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    throw new ServerGone(String(error));
  }
}

const postJson = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const postForm = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });

/** A product of the catalogue in the first colour and size it offers, as a shopper would choose them. */
interface Offered {
  productID: string;
  color: string;
  size: string;
}

interface PlannedLine extends Offered {
  qty: number;
}

type Step = 'cart' | 'profile' | 'invoice' | 'pay' | 'return';
const STEP_NAMES: Record<Step, string> = {
  cart: 'cart',
  profile: 'UpdateProfile',
  invoice: 'CreateInvoice',
  pay: 'sandbox Pay',
  return: 'PaymentSuccess',
};

/** One cart, from filling it to the browser's return from the gateway. */
interface Journey {
  /** The cart's contents, unique per customer: how its invoices are told apart from other carts'. */
  key: string;
  lines: PlannedLine[];
  step: Step;
  /** The step whose request was in flight when the server died. */
  interrupted?: Step;
  invoiceId?: string;
  valId?: string;
}

interface KnownInvoice {
  id: string;
  tranId: string;
  gatewayUrl: string;
  cartKey: string;
  paidAtGateway: boolean;
  confirmed: boolean;
}

const counts = {
  acknowledged: 0,
  lost: new Map<string, string>(),
  invoicesWithoutLines: new Set<string>(),
  cartsPaidTwice: new Set<string>(),
  /** Invoices whose payment the gateway took but the shop never recorded, at the end of the run. */
  paidAtGatewayOnly: new Set<string>(),
  unexpectedAnswers: [] as string[],
  /** Requests cut off by a kill, by the step they were for. */
  interrupted: new Map<Step, number>(),
};

function lose(id: string, what: string): void {
  if (!counts.lost.has(id)) counts.lost.set(id, what);
}

function acknowledged(answer: Answer, expected: number, what: string): boolean {
  if (answer.status === expected) {
    counts.acknowledged += 1;
    return true;
  }
  counts.unexpectedAnswers.push(`${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
  return false;
}

class Customer {
  cookie = '';
  profileVersion = 0;
  private journeys = 0;
  journey: Journey;
  readonly invoices = new Map<string, KnownInvoice>();

  private readonly api: string;

  constructor(
    readonly email: string,
    base: string,
    private readonly products: Offered[],
  ) {
    this.api = `${base}/api/v1`;
    this.journey = this.nextJourney();
  }

  private nextJourney(): Journey {
    // Two lines whose quantities encode the journey number: no two carts of a customer look alike.
    const n = this.journeys++;
    const lines = [
      { ...(this.products[n % this.products.length] as Offered), qty: 1 + (n % 97) },
      { ...(this.products[(n + 1) % this.products.length] as Offered), qty: 1 + Math.floor(n / 97) },
    ];
    return { key: cartKey(lines), lines, step: 'cart' };
  }

  /** Shops until the server dies, remembering which step's answer never came. */
  async shop(): Promise<void> {
    for (;;) {
      try {
        await this.advance();
      } catch (error) {
        if (!(error instanceof ServerGone)) throw error;
        this.journey.interrupted = this.journey.step;
        counts.interrupted.set(this.journey.step, (counts.interrupted.get(this.journey.step) ?? 0) + 1);
        return;
      }
    }
  }

  /** An answer the journey cannot go on from (already listed among the unexpected ones): a new cart. */
  private abandon(): void {
    this.journey = this.nextJourney();
  }

  private async advance(): Promise<void> {
    const journey = this.journey;
    const cookie = this.cookie;
    switch (journey.step) {
      case 'cart': {
        const cart = await call(`${this.api}/CartList`, { cookie });
        for (const line of JSON.parse(cart.text).data as { _id: string }[]) {
          const removed = await call(`${this.api}/RemoveCartList`, {
            ...postJson({ _id: line._id }),
            cookie,
          });
          acknowledged(removed, 200, 'RemoveCartList');
        }
        for (const line of journey.lines) {
          const saved = await call(`${this.api}/SaveCartList`, {
            ...postJson(line),
            cookie,
          });
          acknowledged(saved, 200, 'SaveCartList');
        }
        journey.step = 'profile';
        return;
      }
      case 'profile': {
        const version = this.profileVersion + 1;
        const saved = await call(`${this.api}/UpdateProfile`, { ...postJson(profile(version)), cookie });
        if (acknowledged(saved, 200, 'UpdateProfile')) this.profileVersion = version;
        journey.step = 'invoice';
        return;
      }
      case 'invoice': {
        const created = await call(`${this.api}/CreateInvoice`, { cookie });
        if (!acknowledged(created, 200, 'CreateInvoice')) return this.abandon();
        const { _id, tran_id, GatewayPageURL } = JSON.parse(created.text).data;
        const known = this.invoices.get(_id);
        if (known && known.cartKey !== journey.key) {
          counts.unexpectedAnswers.push(`CreateInvoice answered invoice ${_id} of another cart`);
        }
        this.invoices.set(_id, {
          id: _id,
          tranId: tran_id,
          gatewayUrl: GatewayPageURL,
          cartKey: journey.key,
          paidAtGateway: known?.paidAtGateway ?? false,
          confirmed: known?.confirmed ?? false,
        });
        journey.invoiceId = _id;
        journey.step = 'pay';
        return;
      }
      case 'pay': {
        const invoice = this.invoices.get(journey.invoiceId as string) as KnownInvoice;
        const paid = await call(invoice.gatewayUrl, postForm({ outcome: 'pay' }));
        if (!acknowledged(paid, 200, 'sandbox Pay')) return this.abandon();
        invoice.paidAtGateway = true;
        journey.valId = paid.text.match(/name="val_id" value="([^"]+)"/)?.[1];
        journey.step = 'return';
        return;
      }
      case 'return': {
        // What the browser posts back from the gateway's return page.
        const invoice = this.invoices.get(journey.invoiceId as string) as KnownInvoice;
        const returned = await call(`${this.api}/PaymentSuccess/${invoice.tranId}`, {
          ...postForm({ tran_id: invoice.tranId, val_id: journey.valId as string, status: 'VALID' }),
          cookie,
        });
        if (acknowledged(returned, 303, 'PaymentSuccess')) invoice.confirmed = true;
        this.journey = this.nextJourney();
        return;
      }
    }
  }

  /**
   * After a restart, what a customer and a real gateway do about the request that got no answer: the gateway
   * repeats its notification for a payment it took; the customer re-opens an unpaid payment page, or checks out
   * again, or redoes the cart or profile.
   */
  async resume(): Promise<void> {
    const journey = this.journey;
    const interrupted = journey.interrupted;
    journey.interrupted = undefined;
    if (interrupted === 'return') {
      const invoice = this.invoices.get(journey.invoiceId as string) as KnownInvoice;
      const notified = await call(
        `${this.api}/PaymentIPN/${invoice.tranId}`,
        postForm({ tran_id: invoice.tranId, val_id: journey.valId as string, status: 'VALID' }),
      );
      if (acknowledged(notified, 200, 'PaymentIPN')) invoice.confirmed = true;
      this.journey = this.nextJourney();
    } else if (interrupted === 'pay') {
      const invoice = this.invoices.get(journey.invoiceId as string) as KnownInvoice;
      const page = await call(invoice.gatewayUrl);
      if (!page.text.includes('already paid')) return; // not taken: pay on the same page
      const listed = JSON.parse((await call(`${this.api}/InvoiceList`, { cookie: this.cookie })).text);
      const confirmed = listed.data.some(
        (row: { _id: string; payment_status: string }) =>
          row._id === invoice.id && row.payment_status === 'success',
      );
      // Taken, but if the sandbox's own notification died with the server the order still shows pending,
      // and the customer checks out again.
      if (confirmed) this.journey = this.nextJourney();
      else journey.step = 'invoice';
    } else if (interrupted === 'cart' || interrupted === 'invoice' || interrupted === 'profile') {
      journey.step = interrupted;
    }
  }

  /** Everything this customer was told was saved, read back through the restarted server. */
  async check(final: boolean): Promise<void> {
    const cookie = this.cookie;
    const cart = await call(`${this.api}/CartList`, { cookie });
    if (cart.status === 401) {
      lose(`session:${this.email}`, `the session of ${this.email}`);
      return;
    }
    const profileAnswer = JSON.parse((await call(`${this.api}/ReadProfile`, { cookie })).text);
    const savedVersion = Number(profileAnswer.data[0]?.cus_name.match(/v(\d+)$/)?.[1] ?? 0);
    if (savedVersion < this.profileVersion) {
      lose(
        `profile:${this.email}:${this.profileVersion}`,
        `profile v${this.profileVersion} of ${this.email}`,
      );
    }

    const listed = JSON.parse((await call(`${this.api}/InvoiceList`, { cookie })).text).data as {
      _id: string;
      payment_status: string;
    }[];
    const status = new Map(listed.map((invoice) => [invoice._id, invoice.payment_status]));
    const paidCarts = new Map<string, number>();
    for (const invoice of listed) {
      const lines = JSON.parse((await call(`${this.api}/InvoiceProductList/${invoice._id}`, { cookie })).text)
        .data as PlannedLine[];
      if (lines.length === 0) counts.invoicesWithoutLines.add(invoice._id);
      const known = this.invoices.get(invoice._id);
      if (known && cartKey(lines) !== known.cartKey)
        lose(`lines:${invoice._id}`, `the lines of ${invoice._id}`);
    }
    for (const invoice of this.invoices.values()) {
      if (!status.has(invoice.id)) lose(`invoice:${invoice.id}`, `invoice ${invoice.id}`);
      if (invoice.confirmed && status.get(invoice.id) !== 'success') {
        lose(`confirmed:${invoice.id}`, `the confirmed payment of ${invoice.id}`);
      }
      const page = (await call(invoice.gatewayUrl)).text;
      const takenAtGateway = page.includes('already paid');
      if (invoice.paidAtGateway && !takenAtGateway) lose(`pay:${invoice.id}`, `the payment of ${invoice.id}`);
      if (takenAtGateway) paidCarts.set(invoice.cartKey, (paidCarts.get(invoice.cartKey) ?? 0) + 1);
      if (final && takenAtGateway && status.get(invoice.id) !== 'success') {
        counts.paidAtGatewayOnly.add(invoice.id);
      }
    }
    for (const [key, payments] of paidCarts) {
      if (payments > 1) counts.cartsPaidTwice.add(`${this.email} ${key}`);
    }

    // The cart of a journey past its cart step holds exactly its lines until a payment for it is confirmed.
    const journey = this.journey;
    const cartPaid = [...this.invoices.values()].some(
      (invoice) => invoice.cartKey === journey.key && status.get(invoice.id) === 'success',
    );
    if (journey.step !== 'cart' && !cartPaid) {
      const lines = JSON.parse(cart.text).data as PlannedLine[];
      if (cartKey(lines) !== journey.key)
        lose(`cart:${this.email}:${journey.key}`, `the cart ${journey.key}`);
    }
  }
}

function cartKey(lines: PlannedLine[]): string {
  return lines
    .map((line) => `${line.productID}x${line.qty}`)
    .sort()
    .join(' ');
}

function profile(version: number): Record<string, string> {
  const address = { country: 'Bangladesh', city: 'Dhaka', postcode: '1207', add: '12 Lake Road' };
  return {
    cus_name: `Crash Customer v${version}`,
    cus_phone: '+8801700000000',
    cus_country: address.country,
    cus_city: address.city,
    cus_postcode: address.postcode,
    cus_add: address.add,
    ship_name: 'Crash Customer',
    ship_phone: '+8801700000000',
    ship_country: address.country,
    ship_city: address.city,
    ship_postcode: address.postcode,
    ship_add: address.add,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-crash-bench-'));
  const port = String(await freePort());
  const env = {
    PORT: port,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'true',
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'warn',
  };
  const startedAt = Date.now();
  let server: RunningServer = startServer(env);
  // A bench that fails half-way must not leave a server behind holding the folder.
  process.on('exit', () => server.child.kill('SIGKILL'));
  await ready(server);

  const listed = await json(fetch(`${server.base}/api/v1/ProductListByRemark/new`));
  const products = await Promise.all(
    (listed.data as { _id: string }[]).map(async ({ _id }) => ({
      productID: _id,
      ...(await firstOptionsOverHttp(server.base, _id)),
    })),
  );
  const customers = Array.from(
    { length: CUSTOMERS },
    (_, index) => new Customer(`crash-${index}@example.com`, server.base, products),
  );
  for (const customer of customers) {
    customer.cookie = await signInOverHttp(server.base, customer.email);
    counts.acknowledged += 1; // VerifyLogin opened a session
  }

  const restartsMs: number[] = [];
  const killedAfterMs: number[] = [];
  const acknowledgedPerRound: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const before = counts.acknowledged;
    const killAfter = KILL_AFTER_MS.min + Math.random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min);
    killedAfterMs.push(Math.round(killAfter));
    const shopping = customers.map((customer) => customer.shop());
    await new Promise((resolve) => setTimeout(resolve, killAfter));
    const killedAt = Date.now();
    server.child.kill('SIGKILL');
    await Promise.all([server.exited, ...shopping]);
    acknowledgedPerRound.push(counts.acknowledged - before);

    server = startServer(env);
    await ready(server);
    restartsMs.push(Date.now() - killedAt);
    for (const customer of customers) await customer.check(false);
    for (const customer of customers) await customer.resume();
    console.log(
      `round ${round}: killed after ${Math.round(killAfter)} ms, ${acknowledgedPerRound.at(-1)} writes acknowledged, ` +
        `up again in ${restartsMs.at(-1)} ms; lost so far ${counts.lost.size}`,
    );
  }
  for (const customer of customers) await customer.check(true);
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });

  const markdown = report({
    seconds: Math.round((Date.now() - startedAt) / 1000),
    restartsMs,
    killedAfterMs,
    acknowledgedPerRound,
    invoices: customers.reduce((sum, customer) => sum + customer.invoices.size, 0),
    confirmed: customers.reduce(
      (sum, customer) => sum + [...customer.invoices.values()].filter((invoice) => invoice.confirmed).length,
      0,
    ),
  });
  await writeFile(resultsFile, markdown);
  console.log(markdown);
}

function machine(): string {
  const fileSystem = (() => {
    try {
      return execFileSync('df', ['-T', os.tmpdir()], { encoding: 'utf8' }).split('\n')[1]?.split(/\s+/)[1];
    } catch {
      return 'unknown';
    }
  })();
  const cpus = os.cpus();
  return (
    `${cpus[0]?.model.trim()}, ${cpus.length} cores; ${Math.round(os.totalmem() / 2 ** 30)} GiB; ` +
    `Linux ${os.release()}; Node ${process.version}; data folder on ${fileSystem} (${os.tmpdir()})`
  );
}

function report(run: {
  seconds: number;
  restartsMs: number[];
  killedAfterMs: number[];
  acknowledgedPerRound: number[];
  invoices: number;
  confirmed: number;
}): string {
  const lost = [...counts.lost.values()];
  const row = (what: string, value: number, aim: number) =>
    `| ${what} | ${value} | ${aim} | ${value <= aim ? 'PASS' : '**MISS**'} |`;
  const interrupted = [...counts.interrupted]
    .map(([step, times]) => `${STEP_NAMES[step]} ${times}`)
    .join(', ');
  return `# Crash benchmark

Written by \`npm run bench:crash\` (api/bench/crash.ts).

## How it was measured

- The real server (\`src/server.ts\`, one node process) on a new embedded data folder (PGlite), with
  \`SEED_DEMO=true\` and \`RATE_LIMIT_PER_MINUTE=0\`. ${CUSTOMERS} customers sign in through the real one-time-code
  routes (the code read from the development mailbox) and then shop at once, each one journey after another:
  empty the cart (CartList, RemoveCartList) and fill it (SaveCartList, two lines whose quantities make every cart
  of a customer unique), UpdateProfile, CreateInvoice, Pay on the sandbox gateway's page, and the browser's
  return (PaymentSuccess).
- ${KILL_AFTER_MS.min / 1000}-${KILL_AFTER_MS.max / 1000} s (uniformly random) after the load starts, the server gets
  \`kill -9\`; a new one starts at once on the same folder. ${ROUNDS} rounds, one folder: the data of every round
  stays and is checked again after every later kill.
- A write counts as acknowledged when its answer came (200; 303 for PaymentSuccess). After each restart every
  customer's data is read back through the restarted server: the session still opens; ReadProfile holds the
  last acknowledged profile (or the one in flight); every acknowledged invoice is listed with exactly the lines
  of its cart, and is paid when its payment was confirmed to the browser; the gateway page of every
  acknowledged payment shows it paid; a cart filled and not yet paid holds exactly its lines.
  "Invoices without lines" looks at every listed invoice, acknowledged or not; a cart is "paid twice" when the
  gateway took more than one payment for invoices of the same cart.
- Then each customer deals with the request the kill cut off, as a customer and a real gateway would: the
  gateway repeats its notification (PaymentIPN) for a payment whose return got no answer; a customer whose Pay got
  no answer opens the payment page again, and checks out again if the gateway took the money but the order still
  shows pending; any other step is done again. Then the next round's load starts.

## Result

${ROUNDS} kills with \`kill -9\` during a checkout load; ${counts.acknowledged} writes acknowledged in all
(${median(run.acknowledgedPerRound)} per round, median), ${run.invoices} invoices answered, ${run.confirmed} payments
confirmed to a browser or the gateway.

| count | value | aim |  |
|---|---:|---:|---:|
${row('acknowledged writes lost', lost.length, 0)}
${row('invoices without lines', counts.invoicesWithoutLines.size, 0)}
${row('carts paid twice', counts.cartsPaidTwice.size, 0)}

Requests cut off by a kill (their answer never came), by step: ${interrupted || 'none'}.
Payments the gateway took that the shop had not recorded at the end: ${counts.paidAtGatewayOnly.size}.
${lost.length ? `\nLost: ${lost.join('; ')}.\n` : ''}${
  counts.unexpectedAnswers.length
    ? `\nAnswers the load did not expect (${counts.unexpectedAnswers.length}):\n\n${counts.unexpectedAnswers
        .slice(0, 20)
        .map((answer) => `- ${answer}`)
        .join('\n')}\n`
    : '\nEvery answer during the load was the one the journey expects.\n'
}
Kill -9 to the next server answering \`/healthz\`: median ${median(run.restartsMs)} ms, longest
${Math.max(...run.restartsMs)} ms (a node process starting with tsx, opening the folder, replaying the write-ahead
log). The folder lock never held a restart up: a lock still held would have ended the start with exit code 75.

## What it covers, and what not

\`kill -9\` ends the process, not the machine: what the process handed to the kernel stays. PGlite writes its
write-ahead log into the folder at every commit, before the answer (a row inserted through PGlite is in the
\`pg_wal\` file when the insert returns), so an acknowledged write survives any death of the process (kill -9,
the OOM killer, a crash of node). It does not reach the disk at once: PGlite starts PostgreSQL with
\`fsync=off\`, and even with fsync turned on its file layer (Emscripten's NODEFS) issues no fsync (strace shows
none), so the kernel writes it back on its own schedule and an operating-system crash or a power cut can lose the
last few seconds of acknowledged writes. There is no PGlite setting for that; where it matters, run on a
PostgreSQL server (\`DATABASE_URL\`), which fsyncs every commit.

## Machine

- ${machine()}
- ${new Date().toISOString()}; whole run ${run.seconds} s; the 2 cores were shared with other work
`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
