import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import type { Redis } from 'ioredis';

/**
 * Counts in Redis, shared by every replica; a count Redis cannot take at once (it is away or slow) is made in
 * this process's memory instead, so a client is still limited (per replica) and no request waits on Redis.
 */
class SharedOrLocalStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly onFallback: () => void,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>): void {
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.onFallback();
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new SharedOrLocalStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.onFallback,
    );
  }
}

/** The general rate limit's store with Redis: `onFallback` is called for each count made locally instead. */
export function sharedRateLimitStore(redis: Redis, onFallback: () => void): FastifyRateLimitStoreCtor {
  return class extends SharedOrLocalStore {
    constructor({ continueExceeding = false, exponentialBackoff = false, cache }: RateLimitOptions) {
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, 'shop-rate-limit:'),
        new LocalStore(continueExceeding, exponentialBackoff, cache),
        onFallback,
      );
    }
  };
}
