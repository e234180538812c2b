import { count } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { invoices } from '../db/schema';
import { GatewayUnavailableError, type PaymentGateway } from '../payment/gateway';
import type { RedisConnection } from './redis';

/** One app's instruments, in a registry of its own (tests build many apps in one process). */
export interface Metrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  otpCodes: Counter<'outcome'>;
  gatewayCalls: Counter<'operation' | 'outcome'>;
  redisFallbacks: Counter<'use'>;
}

export function createMetrics(database: Database, redis: RedisConnection | undefined): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const metrics: Metrics = {
    registry,
    requestDuration: new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Requests by method, route pattern and status, with their duration (its _count counts requests)',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    otpCodes: new Counter({
      name: 'shop_otp_codes_total',
      help: 'Sign-in codes asked for, by outcome: sent, rate_limited (refused), mail_failed',
      labelNames: ['outcome'],
      registers,
    }),
    gatewayCalls: new Counter({
      name: 'shop_gateway_calls_total',
      help: 'Calls to the payment gateway by operation and outcome: ok, unavailable, error',
      labelNames: ['operation', 'outcome'],
      registers,
    }),
    redisFallbacks: new Counter({
      name: 'shop_redis_fallbacks_total',
      help: 'What was done without Redis because it could not answer at once: rate_limit (a request counted in this process), catalogue_changes (a change told through the database)',
      labelNames: ['use'],
      registers,
    }),
  };

  if (redis) {
    new Gauge({
      name: 'shop_redis_up',
      help: 'Whether the connection to Redis is ready (1) or being re-established (0)',
      registers,
      collect() {
        this.set(redis.up ? 1 : 0);
      },
    });
  }

  new Gauge({
    name: 'shop_invoices',
    help: 'Invoices by payment status (counted when scraped)',
    labelNames: ['payment_status'],
    registers,
    async collect() {
      const rows = await database.db
        .select({ status: invoices.paymentStatus, invoices: count() })
        .from(invoices)
        .groupBy(invoices.paymentStatus);
      this.reset();
      for (const row of rows) this.set({ payment_status: row.status }, row.invoices);
    },
  });

  const { connections } = database;
  if (connections) {
    new Gauge({
      name: 'shop_db_connections',
      help: 'Database pool connections by state: open, idle, waiting (requests queued for one), max',
      labelNames: ['state'],
      registers,
      collect() {
        const now = connections();
        for (const [state, value] of Object.entries(now)) this.set({ state }, value);
      },
    });
  }
  return metrics;
}

/** The gateway, with every call counted by operation and outcome. */
export function countGatewayCalls(gateway: PaymentGateway, calls: Metrics['gatewayCalls']): PaymentGateway {
  const counted =
    <A extends unknown[], R>(operation: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        const result = await call(...args);
        calls.inc({ operation, outcome: 'ok' });
        return result;
      } catch (error) {
        calls.inc({ operation, outcome: error instanceof GatewayUnavailableError ? 'unavailable' : 'error' });
        throw error;
      }
    };
  return {
    name: gateway.name,
    createSession: counted('createSession', (request) => gateway.createSession(request)),
    validate: counted('validate', (valId) => gateway.validate(valId)),
    verifyNotification: counted('verifyNotification', (fields) => gateway.verifyNotification(fields)),
    paymentsOf: counted('paymentsOf', (tranId) => gateway.paymentsOf(tranId)),
    refund: counted('refund', (request) => gateway.refund(request)),
    refundStatus: counted('refundStatus', (reference) => gateway.refundStatus(reference)),
  };
}
