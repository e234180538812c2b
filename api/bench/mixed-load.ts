import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { offeredOptions } from '@shop/shared/lib';
import { SESSION_COOKIES } from '@shop/shared/server';
import { inArray } from 'drizzle-orm';
import { createSession } from '../src/auth/sessions';
import type { Database } from '../src/db/client';
import { productDetails, users } from '../src/db/schema';
import { productId } from './generate-catalogue';

/**
 * One process under a shop's everyday mix: shoppers browsing the catalogue while customers fill their carts, all
 * connections opened at once. Readers go round listings, product pages and searches (from the cache once warm, from
 * the database on a miss), each starting at a different place; each writer is a customer of its own adding
 * products and reading the cart back, so every write goes to the database.
 */
export const MIXED_LOAD = { readers: 200, writers: 50, durationS: 20 } as const;

interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** What the generator measured for one side of the mix. */
interface Measured {
  name: string;
  latencies: number[];
  ok: number;
  non2xx: number;
  error: number;
  timeout: number;
}

/** Requests per second, latencies in ms, and the requests that failed, by kind. */
export interface MixedSide {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  failures: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface MixedLoad {
  /** Every request of the mix: what the aim is about. */
  all: MixedSide;
  readers: MixedSide;
  writers: MixedSide;
}

function readerPaths(size: number): string[] {
  return [
    '/api/v1/ProductListByRemark/new?limit=20',
    '/api/v1/ProductBrandList',
    '/api/v1/ProductCategoryList',
    '/api/v1/ProductListByKeyword/wireless',
    '/api/v1/ProductListByKeyword/copper',
    '/api/v1/ProductListByRemark/top?limit=20',
    // Product pages spread over the catalogue: the first visit of each misses the cache.
    ...Array.from({ length: 40 }, (_, i) => `/api/v1/ProductDetails/${productId(1 + ((i * 2477) % size))}`),
  ];
}

/** Customers with a live session each, as the cookie their browser would send. */
async function customerCookies(database: Database, count: number): Promise<string[]> {
  const stamp = Date.now();
  const created = await database.db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ email: `writer-${stamp}-${i}@bench.example` })))
    .returning({ id: users.id });
  const cookies: string[] = [];
  for (const { id } of created)
    cookies.push(`${SESSION_COOKIES.plain}=${(await createSession(database.db, id)).token}`);
  return cookies;
}

/** Each product's first colour and size (empty when it offers none), as a shopper would choose them. */
async function firstOptions(database: Database, productIds: string[]) {
  const rows = await database.db
    .select({ productId: productDetails.productId, color: productDetails.color, size: productDetails.size })
    .from(productDetails)
    .where(inArray(productDetails.productId, productIds));
  const first = (list: string) => offeredOptions(list)[0] ?? '';
  return new Map(rows.map((row) => [row.productId, { color: first(row.color), size: first(row.size) }]));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const round1 = (ms: number) => Math.round(ms * 10) / 10;

function summary(sides: Measured[], durationS: number): MixedSide {
  const latencies = sides.flatMap((side) => side.latencies).sort((a, b) => a - b);
  const total = (kind: 'non2xx' | 'error' | 'timeout') => sides.reduce((sum, side) => sum + side[kind], 0);
  const [non2xx, errors, timeouts] = [total('non2xx'), total('error'), total('timeout')];
  return {
    rps: Math.round(latencies.length / durationS),
    p50: round1(percentile(latencies, 50)),
    p99: round1(percentile(latencies, 99)),
    max: round1(latencies.at(-1) ?? Number.NaN),
    failures: non2xx + errors + timeouts,
    non2xx,
    errors,
    timeouts,
  };
}

/** Runs the mix against the app at `url`, whose database holds a generated catalogue of `size` products. */
export async function mixedLoad(url: string, database: Database, size: number): Promise<MixedLoad> {
  const { readers, writers, durationS } = MIXED_LOAD;
  const paths = readerPaths(size);
  const readerClients = Array.from({ length: readers }, (_, i) =>
    [...paths.slice(i % paths.length), ...paths.slice(0, i % paths.length)].map(
      (requestPath): Request => ({ method: 'GET', path: requestPath, headers: {} }),
    ),
  );
  const products = Array.from({ length: 5 }, (_, i) => productId(size - 100 * i));
  const options = await firstOptions(database, products);
  const writerClients = (await customerCookies(database, writers)).map((cookie) =>
    products.flatMap((productID): Request[] => [
      {
        method: 'POST',
        path: '/api/v1/SaveCartList',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ productID, qty: 1, ...options.get(productID) }),
      },
      { method: 'GET', path: '/api/v1/CartList', headers: { cookie } },
    ]),
  );

  const worker = new Worker(path.join(__dirname, 'mixed-load-worker.mjs'), {
    workerData: {
      url,
      durationS,
      sides: [
        { name: 'readers', clients: readerClients },
        { name: 'writers', clients: writerClients },
      ],
    },
  });
  const [readerSide, writerSide] = await new Promise<Measured[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  if (!readerSide || !writerSide) throw new Error('the mixed load generator measured nothing');
  return {
    all: summary([readerSide, writerSide], durationS),
    readers: summary([readerSide], durationS),
    writers: summary([writerSide], durationS),
  };
}
