import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type Fleet, startFleet } from '../../deploy/fleet';
import { remoteWorkspace } from '../support/deploy';
import { Customer, clientAddress, latestCode, newEmail, signIn } from '../support/fleet-client';
import { stateOf } from '../support/page-html';
import { chooseFirstOptions, PROFILE } from '../support/shopping';

// The production shape (deploy/fleet.ts): nginx over https in front of two storefront replicas, which render the
// pages, and three API replicas on one PostgreSQL database and one Redis, configured from
// deploy/nginx/shop.conf.template, which also serves the slices' files from the built dist folders. "Through replica
// N" addresses that API replica directly by its port; everything else goes through nginx, as customers do.

/** The general per-client limit of the fleet: low enough to reach in a test, above what one browser page asks. */
const RATE_LIMIT = 300;
/** Runs the shop: renames a product in the edge cache's test. */
const OPERATOR = 'fleet-operator@example.com';
/** Previews a release (each address may ask for a sign-in code only so often). */
const PREVIEWER = 'fleet-previewer@example.com';
/** Concurrent clients of the load; each has at most one request in flight. */
const LOAD_CLIENTS = 6;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

let fleet: Fleet;
/** The slices' releases and the remotes file every storefront replica reads, as a shared volume would hold them. */
let releasesDir: string;
let remotesFile: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  releasesDir = await mkdtemp(path.join(os.tmpdir(), 'shop-fleet-releases-'));
  remotesFile = path.join(releasesDir, 'remotes.json');
  await writeFile(remotesFile, '{}');
  fleet = await startFleet({
    env: {
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      ADMIN_EMAILS: `${OPERATOR},${PREVIEWER}`,
      RELEASES_DIR: releasesDir,
      REMOTES_FILE: remotesFile,
    },
  });
});

test.afterAll(async () => {
  await fleet?.close();
  await rm(releasesDir, { recursive: true, force: true });
});

const replica = (index: number) => fleet.api.replicas[index]?.url as string;

interface Card {
  _id: string;
  title: string;
  /** The first size and colour it offers ('' when none), as a shopper would choose them. */
  size: string;
  color: string;
}

async function products(count: number): Promise<Card[]> {
  const cards = (await (await fleet.fetch(`${fleet.url}/api/v1/ProductListByRemark/new`)).json())
    .data as Card[];
  expect(cards.length).toBeGreaterThanOrEqual(count);
  const first = (list: string) => list.split(',')[0]?.trim() ?? '';
  return Promise.all(
    cards.slice(0, count).map(async (card) => {
      const [{ details }] = (
        await (await fleet.fetch(`${fleet.url}/api/v1/ProductDetails/${card._id}`)).json()
      ).data;
      return { ...card, size: first(details.size), color: first(details.color) };
    }),
  );
}

/** A cart line of the product in its first size and colour. */
const lineOf = (card: Card, qty: number) => ({
  productID: card._id,
  qty,
  size: card.size,
  color: card.color,
});

interface Invoice {
  _id: string;
  tran_id: string;
  payment_status: string;
}

const invoicesOf = async (customer: Customer, base: string) =>
  (await customer.call(base, '/api/v1/InvoiceList')).body.data as Invoice[];
const cartOf = async (customer: Customer, base: string) =>
  (await customer.call(base, '/api/v1/CartList')).body.data as { productID: string; qty: number }[];

/** Checks the cart out through `base` and pays on the sandbox gateway's page: answers what the gateway posts back. */
async function checkOutAndPay(customer: Customer, base: string) {
  const invoice = await customer.call(base, '/api/v1/CreateInvoice');
  expect(invoice.body.status).toBe('success');
  const { GatewayPageURL, tran_id } = invoice.body.data as { GatewayPageURL: string; tran_id: string };
  // The gateway's page is at PUBLIC_URL, nginx; a browser would post the form there.
  expect(GatewayPageURL.startsWith(`${fleet.url}/`)).toBe(true);
  const paid = await customer.call(GatewayPageURL, '', { body: 'outcome=pay' });
  expect(paid.status).toBe(200);
  const page = String(paid.body.text);
  const fields = new URLSearchParams(
    [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
      ([, name, value]) => [name, value] as [string, string],
    ),
  ).toString();
  return { tranId: tran_id, fields };
}

test('a customer signs in through one replica, fills the cart through another, pays, and the IPN lands on a third: one paid invoice, the cart emptied once', async () => {
  const [first, second] = await products(2);
  const customer = await signIn(fleet, replica(0));

  expect((await customer.call(replica(1), '/api/v1/UpdateProfile', { body: PROFILE })).body.status).toBe(
    'success',
  );
  for (const product of [first, second] as Card[]) {
    const added = await customer.call(replica(1), '/api/v1/SaveCartList', {
      body: lineOf(product, 2),
    });
    expect(added.body.status).toBe('success');
  }
  expect(await cartOf(customer, replica(2))).toHaveLength(2);

  const { tranId, fields } = await checkOutAndPay(customer, replica(1));
  // The gateway's server-to-server notification, as it posts it, reaches the third replica. (The sandbox also sent
  // its own through nginx, to whichever replica took it.)
  const ipn = await customer.call(replica(2), `/api/v1/PaymentIPN/${tranId}`, { body: fields });
  expect(ipn.status).toBe(200);
  // The customer's browser comes back through the first.
  const back = await customer.call(replica(0), `/api/v1/PaymentSuccess/${tranId}`, { body: fields });
  expect(back.status).toBe(303);

  for (const index of [0, 1, 2]) {
    const invoices = await invoicesOf(customer, replica(index));
    expect(invoices.map((invoice) => [invoice.tran_id, invoice.payment_status])).toEqual([
      [tranId, 'success'],
    ]);
    expect(await cartOf(customer, replica(index))).toEqual([]);
  }

  // Once: the customer fills a new cart, and the same notification delivered again, to every replica, leaves it.
  await customer.call(replica(0), '/api/v1/SaveCartList', { body: lineOf(first as Card, 1) });
  for (const index of [0, 1, 2]) {
    expect(
      (await customer.call(replica(index), `/api/v1/PaymentIPN/${tranId}`, { body: fields })).status,
    ).toBe(200);
  }
  expect((await cartOf(customer, fleet.url)).map((line) => [line.productID, line.qty])).toEqual([
    [first?._id, 1],
  ]);
  expect(await invoicesOf(customer, fleet.url)).toHaveLength(1);
});

/** How many rate-limit counts the replicas have made in their own memory, Redis not answering in time. */
async function rateLimitCountsMadeLocally(): Promise<number> {
  const counts = await Promise.all(
    [0, 1, 2].map(async (index) => {
      const text = await (await fetch(`${replica(index)}/metrics`)).text();
      return Number(/^shop_redis_fallbacks_total\{use="rate_limit"\} (\d+)$/m.exec(text)?.[1] ?? 0);
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

test('the per-client limit holds across replicas: past it, every replica refuses the client', async () => {
  const client = new Customer(newEmail());
  const remaining: string[] = [];
  const localBefore = await rateLimitCountsMadeLocally();
  for (let i = 0; i < RATE_LIMIT; i++) {
    const response = await fleet.fetch(`${fleet.url}/api/v1/ProductBrandList`, {
      headers: { 'x-forwarded-for': client.address },
    });
    expect(response.status).toBe(200);
    remaining.push(response.headers.get('x-ratelimit-remaining') ?? '');
  }
  // One count, whichever replica nginx chose for each request. On a loaded machine Redis may miss the 50 ms a
  // request waits for it: that answer comes from the replica's own count, by design, and is the only one off.
  const countedLocally = (await rateLimitCountsMadeLocally()) - localBefore;
  const offTheSharedCount = remaining.filter((left, i) => left !== String(RATE_LIMIT - 1 - i));
  expect(offTheSharedCount.length).toBeLessThanOrEqual(countedLocally);
  expect(remaining.length - offTheSharedCount.length).toBeGreaterThan(RATE_LIMIT * 0.9);

  for (const base of [fleet.url, replica(0), replica(1), replica(2)]) {
    const refused = await client.call(base, '/api/v1/ProductBrandList');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
  }
});

test('the sign-in limits per e-mail address and per client address hold across replicas', async () => {
  // One code per e-mail address every 30 s: a second request is refused by every replica, from any client.
  const customer = new Customer(newEmail());
  const email = encodeURIComponent(customer.email);
  expect((await customer.call(fleet.url, `/api/v1/UserOTP/${email}`)).status).toBe(200);
  for (const base of [fleet.url, replica(0), replica(1), replica(2)]) {
    expect((await customer.call(base, `/api/v1/UserOTP/${email}`, { from: clientAddress() })).status).toBe(
      429,
    );
  }

  // 30 codes an hour per client address, whatever e-mail addresses it asks for.
  const office = clientAddress();
  for (let i = 0; i < 30; i++) {
    const answer = await customer.call(fleet.url, `/api/v1/UserOTP/${encodeURIComponent(newEmail())}`, {
      from: office,
    });
    expect(answer.status).toBe(200);
  }
  for (const base of [fleet.url, replica(0), replica(1), replica(2)]) {
    const refused = await customer.call(base, `/api/v1/UserOTP/${encodeURIComponent(newEmail())}`, {
      from: office,
    });
    expect(refused.status).toBe(429);
  }
});

test('a review written through one replica is listed through every other at once', async () => {
  const [product] = (await products(1)) as [Card];
  const customer = await signIn(fleet, fleet.url);
  await customer.call(fleet.url, '/api/v1/UpdateProfile', { body: PROFILE });
  await customer.call(fleet.url, '/api/v1/SaveCartList', { body: lineOf(product, 1) });
  const { tranId, fields } = await checkOutAndPay(customer, fleet.url);
  await customer.call(fleet.url, `/api/v1/PaymentIPN/${tranId}`, { body: fields });

  const reviewsThrough = async (index: number) =>
    (
      (await customer.call(replica(index), `/api/v1/ProductReviewList/${product._id}`)).body.data as {
        des: string;
      }[]
    )
      .map((review) => review.des)
      .filter((des) => des.includes(customer.email));
  // Every replica has the product's reviews in its cache now.
  for (const index of [0, 1, 2]) expect(await reviewsThrough(index)).toEqual([]);

  const des = `Sturdy and quick, says ${customer.email}`;
  const written = await customer.call(replica(0), '/api/v1/CreateReview', {
    body: { productID: product._id, rating: 5, des },
  });
  expect(written.body.status).toBe('success');
  for (const index of [1, 2]) expect(await reviewsThrough(index)).toEqual([des]);
});

interface LoadReport {
  reads: number;
  writes: number;
  readFailures: string[];
  writeFailures: string[];
  /** Requests answered after the disruption ended. */
  answeredAfter: number;
  /** Per customer and product: writes the API acknowledged, and writes that failed (landed or not). */
  acknowledged: Map<string, number>;
  unknown: Map<string, number>;
}

/**
 * Catalogue reads and cart writes through nginx from LOAD_CLIENTS clients, each from a new client address every
 * request (the general limit is not under test here), while `disrupt` runs.
 */
async function underLoad(
  writers: Customer[],
  cards: Card[],
  disrupt: () => Promise<void>,
): Promise<LoadReport> {
  const report: LoadReport = {
    reads: 0,
    writes: 0,
    readFailures: [],
    writeFailures: [],
    answeredAfter: 0,
    acknowledged: new Map(),
    unknown: new Map(),
  };
  const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const reads = (card: Card) => [
    '/api/v1/ProductListByRemark/new',
    '/api/v1/ProductBrandList',
    '/api/v1/ProductCategoryList',
    `/api/v1/ProductDetails/${card._id}`,
  ];
  let running = true;
  let disrupted = false;
  const client = async (n: number) => {
    const writer = writers[n % writers.length] as Customer;
    for (let i = 0; running; i++) {
      const card = cards[(n + i) % cards.length] as Card;
      const from = clientAddress();
      if (i % 2 === 0) {
        const choices = reads(card);
        const path = choices[(i / 2) % choices.length] as string;
        report.reads++;
        const answer = await writer.call(fleet.url, path, { from }).catch((error: Error) => error);
        if (answer instanceof Error || answer.status !== 200) {
          report.readFailures.push(
            `GET ${path}: ${answer instanceof Error ? answer.message : answer.status}`,
          );
        } else if (disrupted) report.answeredAfter++;
      } else {
        const key = `${writer.email} ${card._id}`;
        report.writes++;
        const answer = await writer
          .call(fleet.url, '/api/v1/SaveCartList', { body: lineOf(card, 1), from })
          .catch((error: Error) => error);
        if (answer instanceof Error || answer.body.status !== 'success') {
          bump(report.unknown, key);
          report.writeFailures.push(
            `POST SaveCartList: ${answer instanceof Error ? answer.message : `${answer.status} ${answer.body.message ?? ''}`}`,
          );
        } else {
          bump(report.acknowledged, key);
          if (disrupted) report.answeredAfter++;
        }
      }
    }
  };
  const clients = Array.from({ length: LOAD_CLIENTS }, (_, n) => client(n));
  await new Promise((resolve) => setTimeout(resolve, 500));
  try {
    await disrupt();
    disrupted = true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  } finally {
    running = false;
    await Promise.all(clients);
  }
  console.log(
    `load: ${report.reads} reads (${report.readFailures.length} failed), ` +
      `${report.writes} cart writes (${report.writeFailures.length} failed)`,
  );
  for (const failure of [...report.readFailures, ...report.writeFailures])
    console.log(`  failed: ${failure}`);
  return report;
}

/** Every acknowledged write is in the carts; a failed write may or may not be. Read back through nginx. */
async function expectAcknowledgedWritesKept(writers: Customer[], report: LoadReport) {
  for (const writer of writers) {
    const quantities = new Map((await cartOf(writer, fleet.url)).map((line) => [line.productID, line.qty]));
    const keys = new Set([...report.acknowledged.keys(), ...report.unknown.keys()]);
    for (const key of [...keys].filter((entry) => entry.startsWith(`${writer.email} `))) {
      const productId = key.slice(writer.email.length + 1);
      const acknowledged = report.acknowledged.get(key) ?? 0;
      const qty = quantities.get(productId) ?? 0;
      expect(qty, `${key}: at least every acknowledged write`).toBeGreaterThanOrEqual(acknowledged);
      expect(qty, `${key}: at most every write`).toBeLessThanOrEqual(
        acknowledged + (report.unknown.get(key) ?? 0),
      );
    }
  }
}

async function loadWriters(count: number) {
  const writers: Customer[] = [];
  for (let i = 0; i < count; i++) writers.push(await signIn(fleet, fleet.url));
  return writers;
}

test('one replica killed with kill -9 under load: nginx routes around it, reads never fail, no acknowledged write is lost', async () => {
  const cards = await products(12);
  const writers = await loadWriters(3);
  const report = await underLoad(writers, cards, () => fleet.api.kill(1));

  expect(report.reads).toBeGreaterThan(0);
  expect(report.readFailures).toEqual([]);
  // Only a write in flight on the killed replica can fail: at most one per client.
  expect(report.writeFailures.length).toBeLessThanOrEqual(LOAD_CLIENTS);
  // The two replicas left carried on.
  expect(report.answeredAfter).toBeGreaterThan(0);
  await expectAcknowledgedWritesKept(writers, report);

  await fleet.api.start(1);
});

test('SIGTERM: a replica refuses new connections at once, still answers the request it was receiving, then exits 0', async () => {
  const [product] = (await products(1)) as [Card];
  const customer = await signIn(fleet, replica(0));
  const body = JSON.stringify(lineOf(product, 3));
  // Expect: 100-continue: the replica says when it has the request's head, and the body waits for the signal.
  const request = http.request(`${replica(0)}/api/v1/SaveCartList`, {
    method: 'POST',
    agent: false,
    headers: {
      cookie: customer.cookie,
      // As nginx would pass it on (support/fleet-client.ts).
      'x-forwarded-proto': 'https',
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
  });
  await new Promise((resolve) => request.once('continue', resolve));

  const exit = fleet.api.stop(0);
  await expect
    .poll(async () =>
      fetch(`${replica(0)}/healthz`).then(
        () => 'answered',
        (error) => error.cause?.code,
      ),
    )
    .toBe('ECONNREFUSED');
  request.end(body);
  const answer = await answered;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.text).data.qty).toBe(3);
  expect(await exit).toBe(0);

  await fleet.api.start(0);
  expect((await cartOf(customer, fleet.url)).map((line) => line.qty)).toEqual([3]);
});

test('a rolling restart of every replica, one at a time, under load: not one request fails', async () => {
  const cards = await products(12);
  const writers = await loadWriters(3);
  const everyReplica = [0, 1, 2];
  const exitCodes: (number | null)[] = [];
  const report = await underLoad(writers, cards, async () => {
    for (const index of everyReplica) {
      // Drained first: requests nginx already sent it are answered before it exits (graceful shutdown), and no new
      // one is sent to a replica that is closing its port.
      await fleet.api.routeTo(everyReplica.filter((other) => other !== index));
      exitCodes.push(await fleet.api.stop(index));
      await fleet.api.start(index);
      await fleet.api.routeTo(everyReplica);
    }
  });

  expect(exitCodes).toEqual([0, 0, 0]);
  expect(report.readFailures).toEqual([]);
  expect(report.writeFailures).toEqual([]);
  await expectAcknowledgedWritesKept(writers, report);
});

const PAGE = 'text/html';

test("an operator's preview and a canary's sides each get their release through the edge, whose copies stay the live one's", async () => {
  test.setTimeout(240_000);
  const release = `1.0.0-fleet${Date.now().toString(36)}`;
  const released = `/releases/catalogue/${release}/mf-manifest.json`;
  const stable = '/remotes/catalogue/mf-manifest.json';
  const workspace = await remoteWorkspace('catalogue');
  try {
    const made = await workspace.release(release, releasesDir);
    expect(made.code, made.output).toBe(0);
  } finally {
    await workspace.remove();
  }
  /** The home page through nginx: which catalogue it loads, and whether the edge answered it. */
  const home = async (visitor: Customer) => {
    const page = await visitor.call(fleet.url, '/', { accept: PAGE });
    expect(page.status).toBe(200);
    const manifest = /<script type="application\/json" id="remotes-manifest">(.*?)<\/script>/.exec(
      String(page.body.text),
    );
    return { catalogue: JSON.parse(manifest?.[1] ?? '{}').catalogue, cache: page.headers['x-cache-status'] };
  };
  const KEPT = /^(HIT|REVALIDATED|UPDATING)$/;
  // The edge keeps the live home page for a visitor and for an operator.
  const visitor = new Customer(newEmail());
  const operator = await signIn(fleet, fleet.url, new Customer(PREVIEWER));
  for (const who of [visitor, operator]) {
    await home(who);
    expect(await home(who)).toMatchObject({ catalogue: stable, cache: expect.stringMatching(KEPT) });
  }

  const previewing = await operator.call(fleet.url, `/releases/preview?catalogue=${release}`, {
    accept: PAGE,
  });
  expect(previewing.status).toBe(303);
  for (let page = 0; page < 2; page += 1) {
    expect(await home(operator)).toEqual({ catalogue: released, cache: 'BYPASS' });
  }
  expect(await home(visitor)).toMatchObject({ catalogue: stable });

  await writeFile(remotesFile, JSON.stringify({ catalogue: { stable, canary: released, percent: 10 } }));
  const sides = { [released]: new Customer(newEmail()), [stable]: new Customer(newEmail()) };
  sides[released]?.keep('shop_bucket=3');
  sides[stable]?.keep('shop_bucket=42');
  for (const [catalogue, shopper] of Object.entries(sides)) {
    for (let page = 0; page < 2; page += 1)
      expect(await home(shopper)).toEqual({ catalogue, cache: 'BYPASS' });
  }
  // A newcomer is given a bucket by the page that finds the kept copy due, and keeps their side from then on.
  const newcomer = new Customer(newEmail());
  await expect(async () => {
    await home(newcomer);
    expect(newcomer.cookie).toMatch(/shop_bucket=\d+/);
  }).toPass({ timeout: 10_000 });
  const side = (await home(newcomer)).catalogue;
  expect(await home(newcomer)).toEqual({ catalogue: side, cache: 'BYPASS' });

  // The canary ends: buckets are taken back, and the edge serves its copies again.
  await writeFile(remotesFile, '{}');
  const shopper = sides[released] as Customer;
  expect(await home(shopper)).toMatchObject({ catalogue: stable, cache: 'BYPASS' });
  expect(shopper.cookie).not.toContain('shop_bucket');
  await home(shopper);
  expect(await home(shopper)).toMatchObject({ catalogue: stable, cache: expect.stringMatching(KEPT) });
});

test("a signed-in customer's cart, orders and profile come rendered through nginx over https, with their data", async () => {
  const [product] = (await products(1)) as [Card];
  const customer = await signIn(fleet, fleet.url);
  await customer.call(fleet.url, '/api/v1/UpdateProfile', { body: PROFILE });
  await customer.call(fleet.url, '/api/v1/SaveCartList', { body: lineOf(product, 2) });

  const cart = await customer.call(fleet.url, '/cart', { accept: PAGE });
  expect(cart.status).toBe(200);
  expect(stateOf(String(cart.body.text))['checkout/cart/lines']).toEqual([
    expect.objectContaining({ productID: product._id, qty: 2 }),
  ]);
  const profile = await customer.call(fleet.url, '/profile', { accept: PAGE });
  expect(stateOf(String(profile.body.text))['account/profile/profile']).toMatchObject({
    cus_name: PROFILE.cus_name,
  });
  const { tranId } = await checkOutAndPay(customer, fleet.url);
  const orders = await customer.call(fleet.url, '/orders', { accept: PAGE });
  expect(stateOf(String(orders.body.text))['account/orders/invoices']).toEqual([
    expect.objectContaining({ tran_id: tranId }),
  ]);
});

test('product pages come with their JSON-LD and canonical tag, the sitemap lists them, an unknown one is a 404', async () => {
  const [product] = (await products(1)) as [Card];
  const visitor = new Customer(newEmail());
  const page = await visitor.call(fleet.url, `/details/${product._id}`, { accept: PAGE });
  expect(page.status).toBe(200);
  const html = String(page.body.text);
  expect(html).toContain(`<link rel="canonical" href="${fleet.url}/details/${product._id}">`);
  const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'Product', name: product.title });

  const sitemap = await visitor.call(fleet.url, '/sitemap.xml');
  expect(sitemap.status).toBe(200);
  expect(String(sitemap.body.text)).toContain(`<loc>${fleet.url}/details/${product._id}</loc>`);

  const missing = await visitor.call(fleet.url, `/details/${'0'.repeat(24)}`, { accept: PAGE });
  expect(missing.status).toBe(404);
});

test('nginx keeps catalogue pages and shares them between visitors of a kind, never a customer page', async () => {
  const [product] = (await products(1)) as [Card];
  const page = `/details/${product._id}`;
  const cacheStatus = async (visitor: Customer, address: string) => {
    const answer = await visitor.call(fleet.url, address, { accept: PAGE });
    expect(answer.status).toBe(200);
    return { status: answer.headers['x-cache-status'], cacheControl: answer.headers['cache-control'] };
  };
  const [first, second] = [await signIn(fleet, fleet.url), await signIn(fleet, fleet.url)];
  // One signed-in customer's page is the next one's: kept at the edge with what the header offers them.
  await cacheStatus(first, page);
  expect((await cacheStatus(second, page)).status).toMatch(/^(HIT|REVALIDATED)$/);
  const visitor = new Customer(newEmail());
  await cacheStatus(visitor, page);
  expect((await cacheStatus(visitor, page)).status).toMatch(/^(HIT|REVALIDATED)$/);
  // A customer's own page: never kept, by nginx or anything after it.
  for (const customer of [first, second, first]) {
    const cart = await cacheStatus(customer, '/cart');
    expect(cart.status).toBe('MISS');
    expect(cart.cacheControl).toBe('private, no-store');
  }
});

test('an operator renames a product: the next page through nginx shows the new name', async () => {
  const [product] = (await products(1)) as [Card];
  const page = `/details/${product._id}`;
  const visitor = new Customer(newEmail());
  const titleOnPage = async () => {
    const html = String((await visitor.call(fleet.url, page, { accept: PAGE })).body.text);
    return html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
  };
  expect(await titleOnPage()).toContain(product.title);
  expect(await titleOnPage()).toContain(product.title);

  const operator = await signIn(fleet, fleet.url, new Customer(OPERATOR));
  const read = await operator.call(fleet.url, `/api/v1/admin/products/${product._id}`);
  const renamed = `${product.title} (renamed ${Date.now()})`;
  const saved = await operator.call(fleet.url, `/api/v1/admin/products/${product._id}`, {
    method: 'PATCH',
    body: { title: renamed },
    headers: { 'if-match': String(read.headers.etag) },
  });
  expect(saved.status).toBe(200);
  // The edge keeps a page a second before it asks again (and the storefronts dropped theirs on the change).
  await expect.poll(titleOnPage, { timeout: 3000, intervals: [250] }).toContain(renamed);
});

/** Pages through nginx from LOAD_CLIENTS visitors while `disrupt` runs: the ones that did not come whole. */
async function pagesUnderLoad(disrupt: () => Promise<void>) {
  const cards = await products(6);
  const paths = ['/', ...cards.map((card) => `/details/${card._id}`), '/about'];
  let running = true;
  let pages = 0;
  const failures: string[] = [];
  const visitor = async (n: number) => {
    const client = new Customer(newEmail());
    for (let i = n; running; i++) {
      const path = paths[i % paths.length] as string;
      pages++;
      const answer = await client
        .call(fleet.url, path, { accept: PAGE, from: clientAddress() })
        .catch((error: Error) => error);
      if (answer instanceof Error) failures.push(`${path}: ${answer.message}`);
      else if (answer.status !== 200 || !String(answer.body.text).includes('id="page-state"')) {
        failures.push(`${path}: ${answer.status}, ${String(answer.body.text).length} bytes`);
      }
    }
  };
  const visitors = Array.from({ length: LOAD_CLIENTS }, (_, n) => visitor(n));
  await new Promise((resolve) => setTimeout(resolve, 500));
  try {
    await disrupt();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  } finally {
    running = false;
    await Promise.all(visitors);
  }
  console.log(`pages: ${pages} (${failures.length} failed)`);
  return { pages, failures };
}

test('a storefront replica killed with kill -9 under load: nginx sends its pages to the other, none fails', async () => {
  const report = await pagesUnderLoad(() => fleet.storefront.kill(0));
  expect(report.pages).toBeGreaterThan(0);
  expect(report.failures).toEqual([]);
  await fleet.storefront.start(0);
});

test('a rolling restart of the storefront tier under load: not one page fails', async () => {
  const every = [0, 1];
  const exitCodes: (number | null)[] = [];
  const report = await pagesUnderLoad(async () => {
    for (const index of every) {
      await fleet.storefront.routeTo(every.filter((other) => other !== index));
      exitCodes.push(await fleet.storefront.stop(index));
      await fleet.storefront.start(index);
      await fleet.storefront.routeTo(every);
    }
  });
  expect(exitCodes).toEqual([0, 0]);
  expect(report.failures).toEqual([]);
});

test('in Chromium, the shop loads through nginx with every slice from static files, and a product goes into the cart', async ({
  browser,
}) => {
  // The fleet's certificate is made for the run.
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const [product] = (await products(1)) as [Card];
  const remoteFiles: { url: string; server: string | undefined; fromServer: boolean }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/remotes/')) {
      const headers = response.headers();
      // The shop's servers send helmet's headers with everything they serve; nginx's static files have none.
      remoteFiles.push({
        url: response.url(),
        server: headers.server,
        fromServer: 'x-dns-prefetch-control' in headers,
      });
    }
  });

  // Signed in through nginx with the page's own request client, so the session cookie is the browser's.
  const email = newEmail();
  const headers = { 'x-forwarded-for': clientAddress() };
  expect(
    (await page.request.get(`${fleet.url}/api/v1/UserOTP/${encodeURIComponent(email)}`, { headers })).ok(),
  ).toBe(true);
  const code = await latestCode(fleet, email);
  await page.request.get(`${fleet.url}/api/v1/VerifyLogin/${encodeURIComponent(email)}/${code}`, { headers });

  await page.goto(`${fleet.url}/details/${product._id}`);
  await chooseFirstOptions(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Cart Item Added Successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();

  expect(remoteFiles.some((file) => file.url.includes('/remotes/catalogue/'))).toBe(true);
  expect(remoteFiles.filter((file) => file.fromServer || !file.server?.startsWith('nginx'))).toEqual([]);
  await context.close();
});
