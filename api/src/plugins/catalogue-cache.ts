import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { databaseOutageReason } from '../db/unavailable';
import type { ChangeFeed } from '../operations/change-feed';

interface CachedResponse {
  /** Encoded once: sending a string would convert it to bytes again on every hit. */
  payload: Buffer;
  etag: string;
  /** When it was read (`Date.now()`), and the cache's generation then: it is fresh for the TTL of that one only. */
  readAt: number;
  generation: number;
}

/**
 * How long an answer is kept after it stops being fresh (its TTL passed, or a change came): to be served while the
 * database cannot be reached, the last known page being better than an error.
 */
const KEPT_FOR_OUTAGES_MS = 60 * 60_000;

/**
 * How browsers and CDNs may keep a catalogue answer; the server keeps it in memory either way, with an ETag.
 * - `shared`: data no customer action changes (brands, categories, legal pages, ...): reused for a minute unasked.
 * - `revalidate`: data a customer's own action changes (reviews, and the star on details and product cards): asked
 *   for again on every use, so whoever wrote sees the change on the next page; an unchanged answer is a bodyless 304.
 */
export type CatalogueFreshness = 'shared' | 'revalidate';

const CACHE_CONTROL: Record<CatalogueFreshness, string> = {
  shared: 'public, max-age=60, stale-while-revalidate=300',
  revalidate: 'public, no-cache',
};
/** An answer kept from before an outage is asked for again on every use: the database may be back. */
const STALE_CACHE_CONTROL = 'public, no-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public catalogue data: served from memory, with an ETag and the Cache-Control of its freshness. */
    catalogueCache?: CatalogueFreshness;
  }
  interface FastifyInstance {
    /**
     * Forgets every cached catalogue answer, in every replica, after a write that changes catalogue data. Resolves
     * once the other replicas have been told (a failure is logged: the write stands), so a write that awaits it
     * before answering is seen through every replica on the client's next request.
     */
    invalidateCatalogue(): Promise<void>;
    /**
     * Calls `listener` whenever this replica's cached answers are dropped for a change (from any replica, or after
     * the change feed reconnects); returns what stops it.
     */
    onCatalogueChange(listener: () => void): () => void;
  }
  interface FastifyRequest {
    servedFromCache?: boolean;
    /** This request reads the answer other requests for its URL are waiting for. */
    fillsCache: boolean;
    /** The cache's generation when the request began: an answer read before a change is not kept after it. */
    cacheGeneration: number;
    /** The database could not be reached for this request's answer: an answer kept from before may stand in. */
    databaseUnavailable: boolean;
  }
}

/**
 * Catalogue GETs are read many times for each change. Keeping the serialised answer (with its ETag) lets a
 * request skip validation, the database and serialisation. A change made through any replica reaches every
 * replica's cache through the change feed; the TTL bounds what a lost message could leave stale. While the
 * database cannot be reached, a read it fails is answered with the last answer kept for its URL, marked stale.
 */
export const catalogueCachePlugin = fp(
  async (app: FastifyInstance, options: { changes: ChangeFeed; maxBytes?: number; ttlMs?: number }) => {
    const ttl = options.ttlMs ?? 30_000;
    // Bounded by size: every distinct URL (query strings included) is an entry. A TTL of 0 keeps nothing.
    const cache =
      ttl > 0
        ? new LRUCache<string, CachedResponse>({
            maxSize: options.maxBytes ?? 64 * 1024 * 1024,
            sizeCalculation: (entry, url) => entry.payload.length + url.length,
            ttl: ttl + KEPT_FOR_OUTAGES_MS,
          })
        : undefined;
    let generation = 0;
    const isFresh = (entry: CachedResponse) =>
      entry.generation === generation && Date.now() - entry.readAt < ttl;
    // A change makes every answer read before it stale: kept for outages, never served as fresh again.
    const forget = () => {
      generation += 1;
    };
    // Listeners come and go (the storefront's streams), and the feed cannot drop one: a set here, fed by the feed.
    const changeListeners = new Set<() => void>();
    options.changes.subscribe(() => {
      forget();
      for (const listener of changeListeners) listener();
    });
    app.decorate('onCatalogueChange', (listener: () => void) => {
      changeListeners.add(listener);
      return () => {
        changeListeners.delete(listener);
      };
    });
    app.decorate('invalidateCatalogue', async () => {
      forget();
      await options.changes
        .publish()
        .catch((err) => app.log.error({ err }, 'telling other replicas of a catalogue change failed'));
    });
    app.decorateRequest('servedFromCache', false);
    app.decorateRequest('cacheGeneration', 0);
    app.decorateRequest('fillsCache', false);
    app.decorateRequest('databaseUnavailable', false);

    /**
     * URLs whose answer one request is reading now, with the requests waiting for it: when many ask for the same
     * page at once (a burst after a change, or at start), the database answers once, not once per request.
     */
    const filling = new Map<string, Array<(entry: CachedResponse | undefined) => void>>();
    const settleFill = (request: FastifyRequest, entry: CachedResponse | undefined) => {
      if (!request.fillsCache) return;
      request.fillsCache = false;
      const waiting = filling.get(request.url) ?? [];
      filling.delete(request.url);
      for (const waiter of waiting) waiter(entry);
    };
    /** Sets the headers of an answer from memory and gives its body: none (a 304) when the client holds it. */
    const fromMemory = (
      entry: CachedResponse,
      request: FastifyRequest,
      reply: FastifyReply,
      cacheControl: string,
    ) => {
      request.servedFromCache = true;
      reply.header('cache-control', cacheControl).header('etag', entry.etag);
      if (request.headers['if-none-match'] === entry.etag) {
        reply.code(304);
        return undefined;
      }
      reply.type('application/json; charset=utf-8');
      return entry.payload;
    };
    const answerFrom = (entry: CachedResponse, request: FastifyRequest, reply: FastifyReply) => {
      const freshness = request.routeOptions.config.catalogueCache as CatalogueFreshness;
      reply.send(fromMemory(entry, request, reply, CACHE_CONTROL[freshness]));
    };
    /** In place of a failure, the kept answer: `Age` says how old it is, `X-Cache: stale` that it may be out of date. */
    const answerStale = (entry: CachedResponse, request: FastifyRequest, reply: FastifyReply) => {
      reply
        .code(200)
        .removeHeader('retry-after')
        .header('age', Math.floor((Date.now() - entry.readAt) / 1000))
        .header('x-cache', 'stale');
      return fromMemory(entry, request, reply, STALE_CACHE_CONTROL) ?? '';
    };

    // These hooks run on every request, so they take callbacks: an async hook costs a promise each time. A hook
    // that answers does not call done: the request goes no further.
    // preParsing, not onRequest: the routes' own onRequest hooks (CORS headers) still run for cached answers.
    app.addHook('preParsing', (request, reply, payload, done) => {
      const freshness = request.routeOptions.config.catalogueCache;
      if (!cache || !freshness || request.method !== 'GET') return done(null, payload);
      request.cacheGeneration = generation;
      const hit = cache.get(request.url);
      if (hit && isFresh(hit)) return answerFrom(hit, request, reply);
      const waiting = filling.get(request.url);
      if (!waiting) {
        filling.set(request.url, []);
        request.fillsCache = true;
        return done(null, payload);
      }
      // Without an answer to share (a failure, or a change meanwhile), each waiting request reads for itself.
      waiting.push((entry) => (entry ? answerFrom(entry, request, reply) : done(null, payload)));
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      const freshness = request.routeOptions.config.catalogueCache;
      if (!freshness || request.method !== 'GET' || request.servedFromCache) return done(null, payload);
      if (reply.statusCode !== 200 || typeof payload !== 'string') {
        settleFill(request, undefined);
        const kept = request.databaseUnavailable ? cache?.get(request.url) : undefined;
        return done(null, kept ? answerStale(kept, request, reply) : payload);
      }
      const entry = {
        payload: Buffer.from(payload),
        etag: `"${createHash('sha1').update(payload).digest('base64url')}"`,
        readAt: Date.now(),
        generation: request.cacheGeneration,
      };
      const current = request.cacheGeneration === generation;
      if (current) cache?.set(request.url, entry);
      settleFill(request, current ? entry : undefined);
      reply.header('cache-control', CACHE_CONTROL[freshness]).header('etag', entry.etag);
      if (request.headers['if-none-match'] !== entry.etag) return done(null, payload);
      reply.code(304);
      done(null, '');
    });

    // Runs before the error handler turns the error into a 503, which onSend then replaces with a kept answer.
    app.addHook('onError', (request, _reply, error, done) => {
      if (cache && request.routeOptions.config.catalogueCache && request.method === 'GET') {
        request.databaseUnavailable = databaseOutageReason(error) !== undefined;
      }
      done();
    });

    // A request that filled nothing (its client left, or it failed before answering) lets its waiters go on.
    app.addHook('onResponse', (request, _reply, done) => {
      settleFill(request, undefined);
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      settleFill(request, undefined);
      done();
    });
  },
  { name: 'catalogue-cache' },
);
