import path from 'node:path';
import {
  ConfigError,
  type Env,
  integer,
  type LogFormat,
  logFormat,
  logLevelOf,
  type NodeEnv,
  nodeEnvOf,
  oneOf,
  origins,
  read,
  token,
  trustedProxies,
  url,
} from '@shop/shared/server';

export { ConfigError } from '@shop/shared/server';

export const REMOTE_NAMES = ['catalogue', 'account', 'checkout', 'backoffice'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Everything the storefront reads from its environment, checked once at start. */
export interface StorefrontConfig {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  logLevel: string;
  logFormat: LogFormat;
  /** Origin the customer's browser sees: canonical and Open Graph addresses, the sitemap. */
  publicUrl: string;
  /**
   * Where the shop's API answers, for the calls a page makes (`API_URL`): one address, or each replica's,
   * comma-separated, taken in turn.
   */
  apiUrls: string[];
  /**
   * Whether this server also passes `/api/` on to the API (`PROXY_API`): the one address of `npm start`. In a fleet
   * the proxy in front sends `/api/` to the API replicas itself.
   */
  proxyApi: boolean;
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
  cookieSecure: 'auto' | boolean;
  /** The reverse proxies whose X-Forwarded-* headers count: addresses, CIDR ranges, proxy-addr names. */
  trustProxy: false | string[];
  /**
   * The key of what the storefront signs and later trusts back (an operator's preview cookie), and from which the
   * token its calls to the API carry is derived (`SIGNING_SECRET`): the same for every replica and the API.
   * Undefined: each process picks a random one at start, so a preview ends at restart, and the API counts the
   * page's calls against the visitor's rate limit.
   */
  signingSecret: string | undefined;
  /** Bearer token for /metrics; undefined: /metrics answers loopback clients only. */
  metricsToken: string | undefined;
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

export function loadStorefrontConfig(env: Env = process.env): StorefrontConfig {
  const nodeEnv = nodeEnvOf(env);
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const dir = path.resolve(read(env, 'STOREFRONT_DIR') ?? '.');
  const apiUrls = (read(env, 'API_URL') ?? '').split(',').flatMap((entry) => {
    const address = entry.trim();
    return address === '' ? [] : [url({ API_URL: address }, 'API_URL', ['http:', 'https:']) as string];
  });
  if (apiUrls.length === 0) throw new ConfigError('API_URL', 'is required: where the shop’s API answers');
  const proxyApi = oneOf(env, 'PROXY_API', ['true', 'false'], 'false') === 'true';
  if (proxyApi && apiUrls.length > 1) {
    throw new ConfigError(
      'PROXY_API',
      'passes /api/ on to one API address: a fleet’s proxy sends it to the replicas',
    );
  }
  const remotesFile = read(env, 'REMOTES_FILE');
  const cookieSecure = oneOf(env, 'COOKIE_SECURE', ['auto', 'true', 'false'], 'auto');
  return {
    port,
    host: read(env, 'HOST') ?? '127.0.0.1',
    nodeEnv,
    logLevel: logLevelOf(env, nodeEnv),
    logFormat: logFormat(env, nodeEnv),
    publicUrl: (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(
      /\/+$/,
      '',
    ),
    apiUrls: apiUrls.map((address) => address.replace(/\/+$/, '')),
    proxyApi,
    dir,
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, remoteUrl(env, name) ?? `/remotes/${name}/mf-manifest.json`]),
    ) as Record<RemoteName, string>,
    remotesFile: remotesFile && path.resolve(remotesFile),
    releasesDir: path.resolve(read(env, 'RELEASES_DIR') ?? path.join(dir, 'releases')),
    renderBudgetMs: integer(env, 'RENDER_BUDGET_MS', 300, 0, 10_000),
    previewOrigins: origins(env, 'PREVIEW_ORIGINS'),
    cookieSecure: cookieSecure === 'auto' ? 'auto' : cookieSecure === 'true',
    trustProxy: trustedProxies(env),
    signingSecret: token(env, 'SIGNING_SECRET'),
    metricsToken: token(env, 'METRICS_TOKEN'),
  };
}
