import { maxHeaderSize } from 'node:http';
import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { isEmail } from '@shop/shared/lib';
import {
  isStorefrontCall,
  loggerOptions,
  STOREFRONT_CALL_HEADER,
  securityHeadersPlugin,
  storefrontCallToken,
} from '@shop/shared/server';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { UPLOADS_URL_PREFIX } from './catalogue/images';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { Failure, fail } from './http/envelope';
import { answerFrameworkError, registerErrorHandling } from './http/errors';
import { refuseUnusableValues } from './http/unusable-values';
import { EMAIL_FORMAT } from './lib/email-address';
import { isPictureUrl, PICTURE_URL_FORMAT } from './lib/picture-url';
import { type CustomerMail, createLogMailer, createSmtpMailer, DevMailbox, type Mailer } from './mail/mailer';
import { createChangeFeed } from './operations/change-feed';
import { countGatewayCalls, createMetrics, type Metrics } from './operations/metrics';
import { operationsPlugin } from './operations/plugin';
import { sharedRateLimitStore } from './operations/rate-limit-store';
import { connectRedis } from './operations/redis';
import { createConfiguredGateway } from './payment/configured-gateway';
import type { PaymentGateway } from './payment/gateway';
import { authPlugin } from './plugins/auth';
import { catalogueCachePlugin } from './plugins/catalogue-cache';
import { stateChangingGetsPlugin } from './plugins/state-changing-gets';
import { adminRoutes } from './routes/admin';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { devMailboxRoutes } from './routes/dev-mailbox';
import { orderRoutes } from './routes/orders';
import { paymentCallbackRoutes } from './routes/orders/payment-routes';
import { sandboxGatewayRoutes } from './routes/payment-sandbox';
import { profileRoutes } from './routes/profile';
import { reviewRoutes } from './routes/reviews';
import { sessionRoutes } from './routes/session';
import { storefrontRoutes } from './routes/storefront';
import { wishRoutes } from './routes/wish';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    /** The mailer with the shop's address, for e-mail about orders. */
    customerMail: CustomerMail;
    gateway: PaymentGateway;
    metrics: Metrics;
  }
}

export interface AppDependencies {
  config: Config;
  database: Database;
  /** Defaults: SMTP when configured, else the log and the development mailbox. */
  mailer?: Mailer;
  /** Defaults to the gateway the configuration names. */
  gateway?: PaymentGateway;
  logger?: FastifyServerOptions['logger'];
  /** How long a catalogue answer is served from memory; 0 turns the cache off (benchmarks of the database path). */
  catalogueCacheTtlMs?: number;
}

const BODY_LIMIT_BYTES = 64 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const publicDir = path.join(__dirname, '..', 'public');

/** The whole API as one Fastify instance: plugins first, then one plugin per domain under /api/v1. */
export async function buildApp({
  config,
  database,
  mailer,
  gateway,
  logger,
  catalogueCacheTtlMs,
}: AppDependencies) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel, config.logFormat),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Parameters of any length reach validation and get a 400 naming them, rather than a bare 404 (no route
    // parameter is a regular expression, so length costs the router nothing; Node refuses longer request heads).
    routerOptions: { maxParamLength: maxHeaderSize },
    frameworkErrors: answerFrameworkError,
    ajv: {
      customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true },
      // ajv-formats also accepts "urn:uuid:..." ids, which PostgreSQL's uuid type refuses (a 500): plain form only.
      onCreate: (ajv) =>
        ajv
          .addFormat('uuid', UUID)
          .addFormat(PICTURE_URL_FORMAT, isPictureUrl)
          .addFormat(EMAIL_FORMAT, isEmail),
    },
    // An answer carries what is stored, pictures set before their rule too: the serializer only writes it (true:
    // known, never checked).
    serializerOpts: { ajv: { formats: { [PICTURE_URL_FORMAT]: true } } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const devMailbox = config.devMailbox && { mailbox: new DevMailbox(), access: config.devMailbox };
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate(
    'mailer',
    mailer ??
      (config.smtpUrl
        ? createSmtpMailer(config.smtpUrl, config.mailFrom)
        : createLogMailer(app.log, devMailbox?.mailbox ?? new DevMailbox())),
  );
  app.decorate('customerMail', { mailer: app.mailer, shopUrl: config.publicUrl });
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  const metrics = createMetrics(database, redis);
  const changes = createChangeFeed({
    redis,
    databaseUrl: config.databaseUrl,
    onError: (err) => app.log.warn({ err }, 'the catalogue change feed broke; reconnecting'),
    onFallback: () => metrics.redisFallbacks.inc({ use: 'catalogue_changes' }),
  });
  app.addHook('onClose', async () => {
    await changes.close();
    redis?.close();
  });
  app.decorate('metrics', metrics);
  app.decorate(
    'gateway',
    countGatewayCalls(gateway ?? createConfiguredGateway(config, database.db), metrics.gatewayCalls),
  );
  app.addHook('onClose', async () => {
    app.mailer.close();
  });

  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  app.addSchema(Failure);
  await app.register(swagger, {
    // Shared schemas keep their names in the document (`Failure`), not `def-0`.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
    openapi: {
      info: {
        title: 'Shop API',
        version: '1',
        description:
          'Every response is `{ status: "success" | "fail", data?, message?, code? }`; a failure\'s `code` ' +
          '(listed under the Failure schema) is what a client branches on. Signed-in calls use the session ' +
          'cookie set by VerifyLogin and refuse requests started by other sites.',
      },
      servers: [{ url: config.publicUrl }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(cookie);
  await app.register(formbody);
  // The storefront's calls made for a page: the visitor asked for the page, not for each of its calls.
  const storefrontToken = config.signingSecret && storefrontCallToken(config.signingSecret);
  const fromStorefront = (request: FastifyRequest) =>
    isStorefrontCall(storefrontToken || undefined, request.headers[STOREFRONT_CALL_HEADER]);
  if (config.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: '1 minute',
      allowList: fromStorefront,
      // Counted in Redis when replicas share one: a client over the limit is refused by whichever replica it
      // reaches. Redis away, each replica counts for itself (the sign-in limits live in the database regardless).
      ...(redis && {
        store: sharedRateLimitStore(redis.client, () => metrics.redisFallbacks.inc({ use: 'rate_limit' })),
      }),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        ...fail(`Too many requests. Please try again in ${context.after}.`, 'RATE_LIMITED'),
      }),
    });
  }
  registerErrorHandling(app);
  app.addHook('preHandler', refuseUnusableValues);
  await app.register(operationsPlugin, { database, redis, metrics });
  await app.register(authPlugin);
  await app.register(stateChangingGetsPlugin, { fromPageRender: fromStorefront });
  await app.register(catalogueCachePlugin, { changes, ttlMs: catalogueCacheTtlMs });
  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: '/api/',
    index: false,
    maxAge: '1d',
    // Product images appear on other sites' pages too: the embedded catalogue.
    setHeaders: (reply) => reply.header('access-control-allow-origin', '*'),
  });
  // Pictures operators upload: named by their content's hash, so a name's content never changes.
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    maxAge: '365d',
    immutable: true,
    // The folder is made by the first upload.
    suppressWarning: true,
    setHeaders: (reply) => reply.header('access-control-allow-origin', '*'),
  });

  await app.register(
    async (v1) => {
      await v1.register(catalogueRoutes);
      await v1.register(sessionRoutes);
      await v1.register(profileRoutes);
      await v1.register(cartRoutes);
      await v1.register(wishRoutes);
      await v1.register(orderRoutes);
      await v1.register(reviewRoutes);
      await v1.register(storefrontRoutes);
      await v1.register(adminRoutes, { prefix: '/admin' });
      await v1.register(paymentCallbackRoutes);
    },
    { prefix: '/api/v1' },
  );
  if (config.payment.gateway === 'sandbox') {
    await app.register(sandboxGatewayRoutes, { db: database.db, publicUrl: config.publicUrl });
  }
  if (devMailbox) await app.register(devMailboxRoutes, { prefix: '/api/dev', ...devMailbox });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
