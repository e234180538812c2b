import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';

/** Everything the API reads from its environment, checked once at start. */
export interface Config {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /** JSON lines, or readable lines for a person at a terminal. */
  logFormat: 'json' | 'pretty';
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
   * The key of what the shop signs and later trusts back (an operator's preview cookie): the same for every replica
   * of one shop. Undefined: each process picks a random one at start, so a preview ends at restart.
   */
  signingSecret: string | undefined;
  /** Bearer token for /metrics; undefined: /metrics answers loopback clients only. */
  metricsToken: string | undefined;
  /** Requests per minute per client address; 0 turns the general limit off. */
  rateLimitPerMinute: number;
  /** Who runs the shop: these addresses (lower-cased) sign in like customers and may use /api/v1/admin. */
  adminEmails: string[];
  /** Seed the demo catalogue into an empty database at start. */
  seedDemo: boolean;
  /** Serve the built storefront too (the one-process `npm start`); undefined: the API alone. */
  storefront: StorefrontConfig | undefined;
}

export const REMOTE_NAMES = ['catalogue', 'account', 'checkout', 'backoffice'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface StorefrontConfig {
  /** The repository folder holding shell/dist and mfe-{name}/dist. */
  dir: string;
  /** The remotes manifest: each remote's mf-manifest.json URL, absolute or relative to the shop. */
  remotes: Record<RemoteName, string>;
  /** A JSON file overriding `remotes`, read on every request: repointing a slice needs no restart. */
  remotesFile: string | undefined;
  /** Slices' releases (`npm run release -w <slice>`), served at /releases/. */
  releasesDir: string;
  /**
   * How long a page's screen may take on the server, loading its slice's code and its data; past it the page comes
   * with the screen's skeleton and the browser renders the screen (`RENDER_BUDGET_MS`). 0: the browser renders
   * every screen.
   */
  renderBudgetMs: number;
  /**
   * Origins an operator's preview may load a slice's build from besides the shop's releases (`PREVIEW_ORIGINS`):
   * none by default, so a preview address never makes the shop fetch an address of the operator's choosing.
   */
  previewOrigins: string[];
}

export type PaymentConfig = (
  | { gateway: 'sandbox' }
  | { gateway: 'sslcommerz'; storeId: string; storePassword: string; apiUrl: string }
) & {
  /** How long an invoice's payment session lasts: after that the shop no longer offers it for payment. */
  sessionMinutes: number;
};

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function oneOf<T extends string>(env: Env, name: string, choices: readonly T[], fallback: T): T {
  const value = read(env, name) ?? fallback;
  if (!choices.includes(value as T)) {
    throw new ConfigError(name, `must be one of ${choices.join(', ')} (got "${value}")`);
  }
  return value as T;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < min || parsed > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return parsed;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const value = read(env, name);
  if (value === undefined) return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new ConfigError(name, `must be true or false (got "${value}")`);
}

function url(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const value = read(env, name);
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(name, 'must be an absolute URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
  }
  return value;
}

/**
 * Proxies are named by address: `true` or a hop count would also believe an X-Forwarded-For that a client sends
 * straight to the API, so any client could choose its own address (Fastify ignores hop counts for that reason).
 */
function trustedProxies(env: Env): false | string[] {
  const value = read(env, 'TRUST_PROXY') ?? 'false';
  if (value === 'false') return false;
  if (value === 'true' || /^\d+$/.test(value)) {
    throw new ConfigError(
      'TRUST_PROXY',
      `must name the proxies, e.g. 127.0.0.1, 10.0.0.0/8 or loopback (got "${value}", which would also believe an X-Forwarded-For that a client writes itself)`,
    );
  }
  const proxies = value.split(',').map((entry) => entry.trim());
  try {
    proxyAddr.compile(proxies);
  } catch (error) {
    throw new ConfigError(
      'TRUST_PROXY',
      `must be false or comma-separated addresses, CIDR ranges, loopback, linklocal or uniquelocal (${(error as Error).message})`,
    );
  }
  return proxies;
}

/** Comma-separated origins (scheme, host and port: what browsers send as Origin), normalised. */
function origins(env: Env, name: string): string[] {
  return (read(env, name)?.split(',') ?? []).map((entry) => {
    const value = entry.trim();
    const parsed = URL.canParse(value) ? new URL(value) : undefined;
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.href !== `${parsed.origin}/`) {
      throw new ConfigError(
        name,
        `must be comma-separated origins such as https://shop.example (got "${value}")`,
      );
    }
    return parsed.origin;
  });
}

/** LOG_FORMAT=auto: lines for a person at a terminal; JSON for anything else (a file, a collector) and in production. */
function logFormat(env: Env, nodeEnv: Config['nodeEnv']): Config['logFormat'] {
  const chosen = oneOf(env, 'LOG_FORMAT', ['auto', 'json', 'pretty'], 'auto');
  if (chosen !== 'auto') return chosen;
  return nodeEnv !== 'production' && process.stdout.isTTY === true ? 'pretty' : 'json';
}

/** A secret (shared with a scraper, or a key): long enough not to be guessed, and safe in an Authorization header. */
function token(env: Env, name: string): string | undefined {
  const value = read(env, name);
  if (value !== undefined && !/^[\x21-\x7e]{32,}$/.test(value)) {
    throw new ConfigError(name, 'must be at least 32 printable characters without spaces');
  }
  return value;
}

/** Comma-separated e-mail addresses, lower-cased as sign-in lower-cases them. */
function emailList(env: Env, name: string): string[] {
  return (read(env, name)?.split(',') ?? []).map((entry) => {
    const address = entry.trim().toLowerCase();
    if (!/^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$/.test(address)) {
      throw new ConfigError(name, `must be comma-separated e-mail addresses (got "${entry.trim()}")`);
    }
    return address;
  });
}

/** Where a remote's manifest is: an absolute http(s) URL, or a path on the shop's own origin. */
export function remoteLocation(variable: string, value: string): string {
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return url({ [variable]: value }, variable, ['http:', 'https:']) as string;
}

function remoteUrl(env: Env, name: RemoteName): string | undefined {
  const variable = `REMOTE_${name.toUpperCase()}_URL`;
  const value = read(env, variable);
  return value === undefined ? undefined : remoteLocation(variable, value);
}

function storefront(env: Env): StorefrontConfig | undefined {
  const dir = read(env, 'STOREFRONT_DIR');
  if (dir === undefined) return undefined;
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, remoteUrl(env, name) ?? `/remotes/${name}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  const remotesFile = read(env, 'REMOTES_FILE');
  return {
    dir: path.resolve(dir),
    remotes,
    remotesFile: remotesFile && path.resolve(remotesFile),
    releasesDir: path.resolve(read(env, 'RELEASES_DIR') ?? path.join(dir, 'releases')),
    renderBudgetMs: integer(env, 'RENDER_BUDGET_MS', 300, 0, 10_000),
    previewOrigins: origins(env, 'PREVIEW_ORIGINS'),
  };
}

function required(env: Env, name: string, reason: string): string {
  const value = read(env, name);
  if (value === undefined) throw new ConfigError(name, `is required ${reason}`);
  return value;
}

const MAIL_ADDRESS = /^(?:[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+|[^<>]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>)$/;

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'], 'development');
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
    logLevel: oneOf(
      env,
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      nodeEnv === 'test' ? 'silent' : 'info',
    ),
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
    seedDemo: boolean(env, 'SEED_DEMO', true),
    storefront: storefront(env),
  };
}
