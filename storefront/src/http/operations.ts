/**
 * What the storefront tells its operators: `/healthz` (the process answers), `/readyz` (whether the API answers,
 * whether the catalogue's changes reach it, and which lines of the remotes file are refused), and `/metrics` for a
 * scraper.
 */
import { metricsReaders } from '@shop/shared/server';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import type { ApiClient } from '../api/client';
import { REMOTE_NAMES } from '../config';
import { failure } from './failure';
import type { StorefrontMetrics } from './metrics';

export interface OperationsOptions {
  api: ApiClient;
  metrics: StorefrontMetrics;
  /** Whether the catalogue's changes reach this server now: pages are kept only while they do. */
  followsCatalogue: () => boolean;
  metricsToken: string | undefined;
}

export const operationsPlugin = fp(
  async (app: FastifyInstance, { api, metrics, followsCatalogue, metricsToken }: OperationsOptions) => {
    const { registry } = metrics;
    new Gauge({
      name: 'shop_remote_entry_refused',
      help: "Whether the remotes file's line for a remote is refused (1), its last good location served instead",
      labelNames: ['remote'],
      registers: [registry],
      collect() {
        const refused = app.remoteEntries.refused();
        for (const remote of REMOTE_NAMES) this.set({ remote }, remote in refused ? 1 : 0);
      },
    });

    app.get('/healthz', async () => ({ status: 'ok' }));

    // Ready while it can serve pages: an API away leaves pages to the browser, which says so; a refused line of the
    // remotes file leaves its last good one served. Both are reported.
    app.get('/readyz', async () => {
      const api = await apiAnswers();
      const refused = app.remoteEntries.refused();
      return {
        status: 'ready',
        checks: {
          api,
          catalogueChanges: followsCatalogue() ? 'ok' : 'not followed',
          remotes: Object.keys(refused).length === 0 ? 'ok' : refused,
        },
      };
    });
    const apiAnswers = () =>
      api.call('/healthz').then(
        ({ statusCode }) => (statusCode === 200 ? 'ok' : `answered ${statusCode}`),
        () => 'unreachable',
      );

    const mayRead = metricsReaders(metricsToken);
    app.get('/metrics', async (request, reply) => {
      if (!mayRead(request)) {
        return reply.code(403).send(failure('Metrics are for the shop’s monitoring only', 'FORBIDDEN'));
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'operations' },
);
