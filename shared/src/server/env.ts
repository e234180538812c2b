/**
 * Reading a server's settings from its environment, the same way in the API and the storefront: each value checked
 * once at start, and a bad one refused with a ConfigError naming the variable and what it must be.
 */
import proxyAddr from '@fastify/proxy-addr';

export type NodeEnv = 'development' | 'production' | 'test';
/** JSON lines, or readable lines for a person at a terminal. */
export type LogFormat = 'json' | 'pretty';

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

export function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

export function oneOf<T extends string>(env: Env, name: string, choices: readonly T[], fallback: T): T {
  const value = read(env, name) ?? fallback;
  if (!choices.includes(value as T)) {
    throw new ConfigError(name, `must be one of ${choices.join(', ')} (got "${value}")`);
  }
  return value as T;
}

export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < min || parsed > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return parsed;
}

export function boolean(env: Env, name: string, fallback: boolean): boolean {
  const value = read(env, name);
  if (value === undefined) return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new ConfigError(name, `must be true or false (got "${value}")`);
}

export function url(env: Env, name: string, protocols: readonly string[]): string | undefined {
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
export function trustedProxies(env: Env): false | string[] {
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
export function origins(env: Env, name: string): string[] {
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
export function logFormat(env: Env, nodeEnv: NodeEnv): LogFormat {
  const chosen = oneOf(env, 'LOG_FORMAT', ['auto', 'json', 'pretty'], 'auto');
  if (chosen !== 'auto') return chosen;
  return nodeEnv !== 'production' && process.stdout.isTTY === true ? 'pretty' : 'json';
}

/** A secret (shared with a scraper, or a key): long enough not to be guessed, and safe in an Authorization header. */
export function token(env: Env, name: string): string | undefined {
  const value = read(env, name);
  if (value !== undefined && !/^[\x21-\x7e]{32,}$/.test(value)) {
    throw new ConfigError(name, 'must be at least 32 printable characters without spaces');
  }
  return value;
}

/** Comma-separated e-mail addresses, lower-cased as sign-in lower-cases them. */
export function emailList(env: Env, name: string): string[] {
  return (read(env, name)?.split(',') ?? []).map((entry) => {
    const address = entry.trim().toLowerCase();
    if (!/^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$/.test(address)) {
      throw new ConfigError(name, `must be comma-separated e-mail addresses (got "${entry.trim()}")`);
    }
    return address;
  });
}

/** Where a remote's manifest is: an absolute http(s) URL, or a path on the shop's own origin. */

export function required(env: Env, name: string, reason: string): string {
  const value = read(env, name);
  if (value === undefined) throw new ConfigError(name, `is required ${reason}`);
  return value;
}

export function nodeEnvOf(env: Env): NodeEnv {
  return oneOf(env, 'NODE_ENV', ['development', 'production', 'test'], 'development');
}

export function logLevelOf(env: Env, nodeEnv: NodeEnv): string {
  return oneOf(
    env,
    'LOG_LEVEL',
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    nodeEnv === 'test' ? 'silent' : 'info',
  );
}
