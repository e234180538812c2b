import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

interface CachedResponse {
  /** Encoded once: sending a string would convert it to bytes again on every hit. */
  payload: Buffer;
  etag: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public catalogue data: served from memory, with an ETag and a short max-age for CDNs and browsers. */
    catalogueCache?: boolean;
  }
  interface FastifyInstance {
    /** Forgets every cached catalogue answer, after a write that changes catalogue data. */
    invalidateCatalogue(): void;
  }
  interface FastifyRequest {
    servedFromCache?: boolean;
  }
}

const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * Catalogue GETs are read many times for each change. Keeping the serialised answer (with its ETag) lets a
 * request skip validation, the database and serialisation; a short TTL bounds staleness across replicas.
 */
export const catalogueCachePlugin = fp(
  async (app: FastifyInstance, options: { maxBytes?: number; ttlMs?: number }) => {
    const ttl = options.ttlMs ?? 30_000;
    // Bounded by size: every distinct URL (query strings included) is an entry. A TTL of 0 keeps nothing.
    const cache =
      ttl > 0
        ? new LRUCache<string, CachedResponse>({
            maxSize: options.maxBytes ?? 64 * 1024 * 1024,
            sizeCalculation: (entry, url) => entry.payload.length + url.length,
            ttl,
          })
        : undefined;
    app.decorate('invalidateCatalogue', () => cache?.clear());
    app.decorateRequest('servedFromCache', false);

    // preParsing, not onRequest: the routes' own onRequest hooks (CORS headers) still run for cached answers.
    app.addHook('preParsing', async (request, reply) => {
      if (!cache || !request.routeOptions.config.catalogueCache || request.method !== 'GET') return;
      const hit = cache.get(request.url);
      if (!hit) return;
      request.servedFromCache = true;
      reply.header('cache-control', CACHE_CONTROL).header('etag', hit.etag);
      if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(hit.payload);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (
        !request.routeOptions.config.catalogueCache ||
        request.method !== 'GET' ||
        request.servedFromCache
      ) {
        return payload;
      }
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
      cache?.set(request.url, { payload: Buffer.from(payload), etag });
      reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'catalogue-cache' },
);
