import { metricsReaders } from '@shop/shared/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { databaseOutageReason } from '../db/unavailable';
import { fail } from '../http/envelope';
import type { Metrics } from './metrics';
import type { RedisConnection } from './redis';

const unlimited = { rateLimit: false } as const;

/**
 * What the people and machines running the shop ask of each process: /healthz (the process answers), /readyz (it
 * can serve: database reachable, migrations applied; Redis and refused lines of the remotes file are reported, but
 * the shop serves without Redis, and with each refused line's last good one) and
 * /metrics (Prometheus' text format; loopback clients only, or anyone with METRICS_TOKEN as a bearer token). Every
 * request is timed into the metrics.
 */
export const operationsPlugin = fp(
  async (
    app: FastifyInstance,
    {
      database,
      redis,
      metrics,
    }: { database: Database; redis: RedisConnection | undefined; metrics: Metrics },
  ) => {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.requestDuration.observe(
        { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
        reply.elapsedTime / 1000,
      );
      done();
    });

    app.get('/healthz', { schema: { hide: true }, config: unlimited }, async () => ({ status: 'ok' }));

    app.get('/readyz', { schema: { hide: true }, config: unlimited }, async (request, reply) => {
      const checks: Record<string, unknown> = {};
      try {
        await database.ping();
        checks.database = 'ok';
        const behind = await database.migrationsBehind();
        checks.migrations = behind === 0 ? 'ok' : `${behind} not applied`;
      } catch (error) {
        // An outage is a state, not a fault of this probe: one line saying why, without a stack each time.
        const outage = databaseOutageReason(error);
        if (outage) request.log.warn({ reason: outage }, 'database unreachable');
        else request.log.error({ err: error }, 'database unreachable');
        checks.database = 'unreachable';
      }
      const ready = Object.values(checks).every((check) => check === 'ok');
      // Reported, but not a reason to take the replica out: every replica would go at once, and each serves without
      // Redis (its connection logs the outage once).
      if (redis) {
        try {
          await redis.client.ping();
          checks.redis = 'ok';
        } catch {
          checks.redis = 'degraded';
        }
      }
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
    });

    const mayRead = metricsReaders(app.config.metricsToken);
    app.get(
      '/metrics',
      { schema: { hide: true }, config: unlimited },
      async (request, reply: FastifyReply) => {
        if (!mayRead(request)) {
          return reply.code(403).send(fail('Metrics are for the shop’s monitoring only', 'FORBIDDEN'));
        }
        return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
      },
    );
  },
  { name: 'operations' },
);
