import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The longest a request waits on Redis; past it, the request does without (the rate limit counts in this process,
 * a catalogue change goes through the database). A healthy Redis answers in well under a millisecond.
 */
const COMMAND_TIMEOUT_MS = 50;

/**
 * The shared Redis, which the shop can do without: the general rate limit and the catalogue-change broadcasts
 * fall back to this process and the database while it is away, and this connection finds it again on its own.
 */
export interface RedisConnection {
  client: Redis;
  /** Connected and ready for commands (commands sent otherwise fail at once: nothing is queued). */
  readonly up: boolean;
  /**
   * A connection of its own for pub/sub (it serves no request, so its commands have no timeout), reconnecting the
   * same way; subscribe again on each `ready`.
   */
  subscriber(): Redis;
  close(): void;
}

/**
 * Connects, and resolves once the first attempt has succeeded or failed (within the connect timeout), so a
 * process starts sharing its counts at once when Redis is there, and starts without it when not.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<RedisConnection> {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    connectTimeout: 1000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // A command in flight when the connection breaks fails then, rather than waiting for a reconnection.
    maxRetriesPerRequest: 0,
    // Tried again forever, every 2 s at most: Redis coming back is found within that.
    retryStrategy: (attempt) => Math.min(50 * 2 ** attempt, 2000),
  });
  // One line when Redis goes and one when it returns, not one per reconnection attempt or request.
  let lost = false;
  let closing = false;
  let lastError: unknown;
  client.on('error', (err) => {
    lastError = err;
    log.debug({ err }, 'Redis connection error');
  });
  client.on('close', () => {
    if (lost || closing) return;
    lost = true;
    log.warn(
      { err: lastError },
      'Redis unreachable: the rate limit counts per process and catalogue changes go through the database until it is back',
    );
  });
  client.on('ready', () => {
    lastError = undefined;
    if (!lost) return;
    lost = false;
    log.info('Redis reachable again: the rate limit and catalogue changes are shared through it');
  });
  await new Promise((resolve) => {
    client.once('ready', resolve);
    client.once('close', resolve);
  });
  return {
    client,
    get up() {
      return client.status === 'ready';
    },
    subscriber: () => {
      const subscriber = client.duplicate({ commandTimeout: undefined, autoResubscribe: false });
      subscriber.on('error', (err) => log.debug({ err }, 'Redis subscriber connection error'));
      return subscriber;
    },
    close: () => {
      closing = true;
      client.disconnect();
    },
  };
}
