import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import cookie from '@fastify/cookie';
import { loggerOptions, securityHeadersPlugin } from '@shop/shared/server';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type CatalogueChanges, followCatalogueChanges } from './api/catalogue-changes';
import { type ApiClient, apiClient } from './api/client';
import { sessionReader } from './api/session';
import type { StorefrontConfig } from './config';
import { proxyApi } from './http/api-proxy';
import { failure } from './http/failure';
import { createStorefrontMetrics } from './http/metrics';
import { operationsPlugin } from './http/operations';
import { pagesPlugin } from './pages/plugin';
import { signInForms } from './pages/sign-in-forms';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the API answers its health check, saying once in the log that it waits. */
    apiAnswers(): Promise<void>;
  }
}

export interface StorefrontDependencies {
  config: StorefrontConfig;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The storefront as one Fastify instance: the pages, the slices' files and releases, and what operators ask of it.
 * Everything it knows of the shop it asks the API, over HTTP (`config.apiUrls`).
 */
export async function buildStorefront({ config, logger }: StorefrontDependencies) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel, config.logFormat),
    trustProxy: config.trustProxy,
  });
  // Without a shared secret the API cannot tell this server's calls; previews then last as long as the process.
  const signingSecret = config.signingSecret ?? randomBytes(32).toString('hex');
  const api: ApiClient = apiClient({ urls: config.apiUrls, signingSecret });
  // Followed once the server is ready: a start that fails leaves nothing running.
  let catalogue: CatalogueChanges | undefined;
  app.addHook('onReady', async () => {
    catalogue = followCatalogueChanges(api, app.log);
  });
  app.addHook('onClose', async () => {
    await catalogue?.close();
    await api.close();
  });
  app.setErrorHandler(
    (error: { statusCode?: number; validation?: unknown; message: string }, request, reply) => {
      if (error.validation) return reply.code(400).send(failure(error.message, 'VALIDATION'));
      const status = error.statusCode ?? 500;
      if (status < 500) return reply.code(status).send(failure(error.message, 'REFUSED'));
      request.log.error({ err: error }, 'the storefront failed to answer');
      return reply.code(500).send(failure('Something went wrong', 'INTERNAL'));
    },
  );

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(failure('Not found', 'NOT_FOUND')));

  try {
    await register(app, config, api, signingSecret, () => catalogue);
  } catch (error) {
    await api.close();
    throw error;
  }
  app.decorate('apiAnswers', () => untilApiAnswers(api, app.log));
  return app;
}

async function register(
  app: FastifyInstance,
  config: StorefrontConfig,
  api: ApiClient,
  signingSecret: string,
  catalogue: () => CatalogueChanges | undefined,
) {
  const metrics = createStorefrontMetrics();
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  await app.register(cookie);
  if (config.proxyApi) await proxyApi(app, config.apiUrls[0] as string);
  await app.register(pagesPlugin, {
    config: { ...config, signingSecret },
    api,
    metrics,
    catalogueVersion: () => catalogue()?.version(),
    sessionOf: sessionReader(api, config.cookieSecure),
  });
  await signInForms(app, { api, publicUrl: config.publicUrl });
  await app.register(operationsPlugin, {
    api,
    metrics,
    followsCatalogue: () => catalogue()?.version() !== undefined,
    metricsToken: config.metricsToken,
  });
}

const API_POLL_MS = 250;

async function untilApiAnswers(api: ApiClient, log: FastifyBaseLogger) {
  let said = false;
  for (;;) {
    const answered = await api.call('/healthz').then(
      ({ statusCode }) => statusCode === 200,
      () => false,
    );
    if (answered) return;
    if (!said) log.info('waiting for the API to answer');
    said = true;
    await sleep(API_POLL_MS);
  }
}

export type Storefront = Awaited<ReturnType<typeof buildStorefront>>;
