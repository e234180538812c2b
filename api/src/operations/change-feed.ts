import pg from 'pg';
import type { RedisConnection } from './redis';

/**
 * How one API replica tells the others that the catalogue changed, so each drops its cached answers at once
 * instead of serving them until they expire: Redis pub/sub when REDIS_URL is set, else PostgreSQL's LISTEN/NOTIFY,
 * else (the embedded database: one process) nobody else to tell. With Redis, replicas listen on the database too,
 * and a change is told through it whenever Redis cannot take it: Redis going away loses no change.
 */
export interface ChangeFeed {
  readonly kind: 'redis' | 'postgres' | 'local';
  /** Tells every replica, this one included. */
  publish(): Promise<void>;
  /**
   * Calls `listener` on every message, and after the feed reconnects from a break (a change may have been missed
   * meanwhile, so dropping what is cached is the safe answer).
   */
  subscribe(listener: () => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'shop_catalogue_changed';
const RECONNECT_MS = 1000;

export function createChangeFeed(options: {
  redis: RedisConnection | undefined;
  databaseUrl: string | undefined;
  onError: (error: unknown) => void;
  /** A change told through the database because Redis could not take it. */
  onFallback: () => void;
}): ChangeFeed {
  const database = options.databaseUrl ? postgresFeed(options.databaseUrl, options.onError) : localFeed();
  return options.redis ? redisFeed(options.redis, database, options.onError, options.onFallback) : database;
}

function listeners() {
  const all: Array<() => void> = [];
  return {
    add: (listener: () => void) => {
      all.push(listener);
    },
    call: () => {
      for (const listener of all) listener();
    },
  };
}

function localFeed(): ChangeFeed {
  const subscribed = listeners();
  return {
    kind: 'local',
    publish: async () => subscribed.call(),
    subscribe: subscribed.add,
    close: async () => {},
  };
}

function redisFeed(
  redis: RedisConnection,
  fallback: ChangeFeed,
  onError: (error: unknown) => void,
  onFallback: () => void,
): ChangeFeed {
  const subscribed = listeners();
  // A connection that subscribes can do nothing else: a second one, subscribed again after each break.
  const subscriber = redis.subscriber();
  subscriber.on('message', subscribed.call);
  let subscribedBefore = false;
  subscriber.on('ready', () => {
    subscriber.subscribe(CHANNEL).then(() => {
      if (subscribedBefore) subscribed.call();
      subscribedBefore = true;
    }, onError);
  });
  return {
    kind: 'redis',
    publish: async () => {
      try {
        await redis.client.publish(CHANNEL, '');
      } catch {
        onFallback();
        await fallback.publish();
      }
    },
    subscribe: (listener) => {
      subscribed.add(listener);
      fallback.subscribe(listener);
    },
    close: async () => {
      subscriber.disconnect();
      await fallback.close();
    },
  };
}

function postgresFeed(databaseUrl: string, onError: (error: unknown) => void): ChangeFeed {
  const subscribed = listeners();
  const notifier = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  notifier.on('error', onError);
  let listener: pg.Client | undefined;
  let closed = false;

  // LISTEN needs a connection of its own for as long as the process runs; after a break it is opened again.
  async function listen(afterBreak: boolean): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    let retried = false;
    const retry = (error?: unknown) => {
      if (error) onError(error);
      if (retried || closed) return;
      retried = true;
      client.end().catch(() => {});
      setTimeout(() => listen(true), RECONNECT_MS).unref();
    };
    client.on('notification', subscribed.call);
    client.on('error', retry);
    client.on('end', () => retry());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      listener = client;
      if (afterBreak) subscribed.call();
    } catch (error) {
      retry(error);
    }
  }
  const listening = listen(false);

  return {
    kind: 'postgres',
    publish: async () => {
      await notifier.query(`NOTIFY ${CHANNEL}`);
    },
    subscribe: subscribed.add,
    close: async () => {
      closed = true;
      await listening;
      await Promise.all([listener?.end(), notifier.end()]);
    },
  };
}

/**
 * Tells running replicas, from a process that does not serve requests (the command line), that the catalogue
 * changed: through PostgreSQL, where every replica listens, with Redis or without (so an import never depends on
 * Redis). Nothing to do on the embedded database: no server runs beside a process that holds its folder.
 */
export async function announceCatalogueChange(options: { databaseUrl: string | undefined }): Promise<void> {
  if (!options.databaseUrl) return;
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query(`NOTIFY ${CHANNEL}`);
  } finally {
    await client.end();
  }
}
