import path from 'node:path';
import {
  boolean,
  ConfigError,
  type Env,
  emailList,
  integer,
  type LogFormat,
  logFormat,
  logLevelOf,
  type NodeEnv,
  nodeEnvOf,
  oneOf,
  origins,
  read,
  required,
  token,
  trustedProxies,
  url,
} from '@shop/shared/server';

export { ConfigError } from '@shop/shared/server';

/** Everything the API reads from its environment, checked once at start. */
export interface Config {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  logLevel: string;
  logFormat: LogFormat;
  /** Folder of the embedded database; unused when `databaseUrl` is set. */
  dataDir: string;
  /** Folder of images operators upload; served under /api/images/uploads/. */
  uploadsDir: string;
  databaseUrl: string | undefined;
  /** Connections each process keeps to the PostgreSQL server at most. */
  databasePoolSize: number;
  /** Shared state of API replicas: the general rate limit's counters and catalogue-change broadcasts. */
  redisUrl: string | undefined;
  /** Origin the customer's browser sees; payment callback URLs are built from it. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  payment: PaymentConfig;
  cookieSecure: 'auto' | boolean;
  /** The reverse proxies whose X-Forwarded-* headers count: addresses, CIDR ranges, proxy-addr names. */
  trustProxy: false | string[];
  /** Origins besides PUBLIC_URL's whose pages may make signed-in calls and writes. */
  allowedOrigins: string[];
  /** Who may read the development mailbox; undefined: there is none (SMTP_URL is set, or production). */
  devMailbox: 'loopback' | 'open' | undefined;
  /**
   * The key the storefront shares with the API (SIGNING_SECRET): its calls made for a page carry a token derived
   * from it, which the API recognises. Undefined: no call is recognised as the storefront's.
   */
  signingSecret: string | undefined;
  /** Bearer token for /metrics; undefined: /metrics answers loopback clients only. */
  metricsToken: string | undefined;
  /** Requests per minute per client address; 0 turns the general limit off. */
  rateLimitPerMinute: number;
  /** Who runs the shop: these addresses (lower-cased) sign in like customers and may use /api/v1/admin. */
  adminEmails: string[];
  /** The back office's dashboard calls a product low on stock at or below this many left. */
  lowStockAt: number;
  /** Seed the demo catalogue into an empty database at start. */
  seedDemo: boolean;
}

export type PaymentConfig = (
  | { gateway: 'sandbox' }
  | { gateway: 'sslcommerz'; storeId: string; storePassword: string; apiUrl: string }
) & {
  /** How long an invoice's payment session lasts: after that the shop no longer offers it for payment. */
  sessionMinutes: number;
};

const MAIL_ADDRESS = /^(?:[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+|[^<>]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>)$/;

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = nodeEnvOf(env);
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  if (nodeEnv === 'production' && smtpUrl === undefined) {
    throw new ConfigError(
      'SMTP_URL',
      'is required when NODE_ENV=production (sign-in codes must be e-mailed)',
    );
  }

  const mailFrom = read(env, 'MAIL_FROM') ?? 'Shop <no-reply@shop.localhost>';
  if (!MAIL_ADDRESS.test(mailFrom)) {
    throw new ConfigError(
      'MAIL_FROM',
      `must be an e-mail address, optionally as "Name <address>" (got "${mailFrom}")`,
    );
  }

  const gateway = oneOf(env, 'PAYMENT_GATEWAY', ['sandbox', 'sslcommerz'], 'sandbox');
  if (nodeEnv === 'production' && gateway === 'sandbox') {
    throw new ConfigError(
      'PAYMENT_GATEWAY',
      'must be sslcommerz when NODE_ENV=production (the sandbox takes no money)',
    );
  }
  const sessionMinutes = integer(env, 'PAYMENT_SESSION_MINUTES', 30, 1, 24 * 60);
  const payment: PaymentConfig =
    gateway === 'sandbox'
      ? { gateway, sessionMinutes }
      : {
          sessionMinutes,
          gateway,
          storeId: required(env, 'SSLCOMMERZ_STORE_ID', 'when PAYMENT_GATEWAY=sslcommerz'),
          storePassword: required(env, 'SSLCOMMERZ_STORE_PASSWORD', 'when PAYMENT_GATEWAY=sslcommerz'),
          apiUrl: (
            url(env, 'SSLCOMMERZ_API_URL', ['https:', 'http:']) ?? 'https://sandbox.sslcommerz.com'
          ).replace(/\/+$/, ''),
        };

  const cookieSecure = oneOf(env, 'COOKIE_SECURE', ['auto', 'true', 'false'], 'auto');
  const devMailbox = oneOf(env, 'DEV_MAILBOX', ['loopback', 'open'], 'loopback');
  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? './data');

  return {
    port,
    host: read(env, 'HOST') ?? '127.0.0.1',
    nodeEnv,
    logLevel: logLevelOf(env, nodeEnv),
    logFormat: logFormat(env, nodeEnv),
    dataDir,
    uploadsDir: path.resolve(read(env, 'UPLOADS_DIR') ?? path.join(dataDir, 'uploads')),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    // 10 left carts waiting for a connection under a mixed load (bench/results/api.md); 20 is where it stopped paying.
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 20, 1, 1000),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    publicUrl: (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(
      /\/+$/,
      '',
    ),
    smtpUrl,
    mailFrom,
    payment,
    cookieSecure: cookieSecure === 'auto' ? 'auto' : cookieSecure === 'true',
    trustProxy: trustedProxies(env),
    allowedOrigins: origins(env, 'ALLOWED_ORIGINS'),
    devMailbox: smtpUrl === undefined && nodeEnv !== 'production' ? devMailbox : undefined,
    signingSecret: token(env, 'SIGNING_SECRET'),
    metricsToken: token(env, 'METRICS_TOKEN'),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 600, 0, 1_000_000),
    adminEmails: emailList(env, 'ADMIN_EMAILS'),
    lowStockAt: integer(env, 'LOW_STOCK_AT', 5, 0, 1_000_000),
    seedDemo: boolean(env, 'SEED_DEMO', true),
  };
}
