/**
 * The production shape on one machine, for trying it and testing it: nginx terminating TLS (a self-signed
 * certificate made for the run) in front of storefront replicas, which render the pages, and API replicas, all
 * production builds (`dist/server.js`), on a database of their own on a PostgreSQL server, seeded with the demo
 * catalogue, and one Redis. nginx is configured from deploy/nginx/shop.conf.template and runs as an ordinary
 * foreground process with everything it writes in a temporary folder; the system's nginx service is never touched.
 *
 * `npm run fleet -- --port 8443` starts one and stops it all (the database dropped, the folder removed) on Ctrl-C or
 * SIGTERM. The fleet test and `npm run bench:fleet` start theirs through startFleet.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Agent, fetch as undiciFetch } from 'undici';
import { npmScript } from '../scripts/run-together.mjs';
import { renderNginxConfig } from './nginx/render';

const root = path.join(__dirname, '..');
export const NGINX = '/usr/sbin/nginx';
/** Debian's brotli_static module (libnginx-mod-http-brotli-static), which the template's brotli_static needs. */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const DATABASE_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = 'redis://127.0.0.1:6379';
const READY_TIMEOUT_MS = 60_000;

export interface Replica {
  port: number;
  /** The replica itself, bypassing nginx. */
  url: string;
}

/** The replicas of one tier, and what an operator does to them. */
export interface Tier {
  replicas: Replica[];
  /** kill -9: the replica dies mid-request, as a crashed process does. */
  kill(index: number): Promise<void>;
  /** SIGTERM, then waits for the process to end; answers its exit code. */
  stop(index: number): Promise<number | null>;
  /** Starts the replica again on its port and waits until its /readyz says ready. */
  start(index: number): Promise<void>;
  /**
   * Sends the tier's requests to these replicas only: the site is rendered again and nginx reloaded, as a rolling
   * restart drains a replica before stopping it. Resolves once nginx's old workers have finished and exited.
   */
  routeTo(indexes: number[]): Promise<void>;
}

export interface Fleet {
  /** nginx over https: what customers' browsers use (PUBLIC_URL of every replica). */
  url: string;
  /** The self-signed certificate nginx presents (PEM), for clients to trust. */
  certificate: string;
  /** fetch, trusting the fleet's certificate: for calls through nginx. */
  fetch(url: string, init?: RequestInit): Promise<Response>;
  api: Tier;
  storefront: Tier;
  close(): Promise<void>;
}

export interface FleetOptions {
  /** nginx's https port; a free one by default. */
  port?: number;
  apiReplicas?: number;
  storefrontReplicas?: number;
  /** Settings for every replica of both tiers (SMTP_URL, ADMIN_EMAILS, RATE_LIMIT_PER_MINUTE, ...). */
  env?: Record<string, string>;
  /** The PostgreSQL server the fleet's database is made on. */
  databaseServerUrl?: string;
  redisUrl?: string;
}

/** A port nothing listens on now, picked by the system. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Resolves once the process has ended (at once if it already has). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function waitUntil(
  what: string,
  url: string,
  child: ChildProcess,
  log: () => string,
  ready: (answer: Response) => boolean = (answer) => answer.ok,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} ended before it was ready (${child.exitCode ?? child.signalCode}):\n${log()}`);
    }
    const answer = await fetch(url).catch(() => undefined);
    if (answer && ready(answer)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${log()}`);
}

/** Keeps the last lines a process wrote, for the error when it fails to start. */
export function tail(child: ChildProcess): () => string {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => output;
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day, made with openssl into `dir`. */
export function makeCertificate(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, 'shop.crt');
  const key = path.join(dir, 'shop.key');
  execFileSync(
    'openssl',
    [
      // An elliptic-curve key, as a certificate authority would issue today: a handshake costs the server a
      // fraction of an RSA key's.
      ...[
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
      ],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
      ...['-keyout', key, '-out', certificate],
    ],
    { stdio: 'ignore' },
  );
  return { certificate, key };
}

/** The main nginx configuration around a site: everything nginx writes goes into `dir`. */
export function mainConfig(dir: string, site: string): string {
  return [
    existsSync(BROTLI_STATIC_MODULE) ? `load_module ${BROTLI_STATIC_MODULE};` : '',
    // Run as root, nginx hands requests to workers of an unprivileged user, who may not read a checkout kept in a
    // folder only its owner reads (a CI clone under `mktemp -d`): here the workers are the caller's own user.
    process.getuid?.() === 0 ? `user ${os.userInfo().username};` : '',
    // A worker per core: TLS costs each connection its handshake.
    'worker_processes auto;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${dir}/${kind};`,
    ),
    `  include ${site};`,
    '}',
    '',
  ].join('\n');
}

const workersOf = (master: ChildProcess) =>
  readFileSync(`/proc/${master.pid}/task/${master.pid}/children`, 'utf8').split(' ').filter(Boolean);

/**
 * `nginx -s reload`: the master reads the configuration again and starts new workers; the old ones stop taking
 * connections and exit once their requests are answered.
 */
async function reload(master: ChildProcess): Promise<void> {
  const old = workersOf(master);
  master.kill('SIGHUP');
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const now = workersOf(master);
    if (now.length > 0 && !now.some((worker) => old.includes(worker))) return;
    if (Date.now() > deadline) throw new Error('nginx did not reload');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * One tier's processes: each replica a production build started with `env` on its own port, by its workspace's
 * `start` script (its Node flags included), as `npm start` starts it.
 */
function tierOf(
  name: string,
  workspace: 'api' | 'storefront',
  replicas: Replica[],
  env: (replica: Replica) => Record<string, string>,
  route: (indexes: number[]) => Promise<void>,
): Tier & { stopAll(): Promise<void> } {
  const processes: (ChildProcess | undefined)[] = [];
  const start = async (index: number) => {
    const replica = replicas[index] as Replica;
    const { command, args, cwd } = npmScript(root, workspace, 'start');
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', LOG_FORMAT: 'json', ...env(replica) },
    });
    processes[index] = child;
    await waitUntil(`${name} ${index} (port ${replica.port})`, `${replica.url}/readyz`, child, tail(child));
  };
  const stop = async (index: number, signal: NodeJS.Signals) => {
    const child = processes[index];
    if (!child) return null;
    child.kill(signal);
    const code = await exited(child);
    processes[index] = undefined;
    return code;
  };
  return {
    replicas,
    start,
    stop: (index) => stop(index, 'SIGTERM'),
    kill: async (index) => {
      await stop(index, 'SIGKILL');
    },
    routeTo: route,
    stopAll: async () => {
      await Promise.all(replicas.map((_, index) => stop(index, 'SIGKILL')));
    },
  };
}

const replicasOn = async (count: number): Promise<Replica[]> =>
  Promise.all(
    Array.from({ length: count }, async () => {
      const port = await freePort();
      return { port, url: `http://127.0.0.1:${port}` };
    }),
  );

export async function startFleet({
  port,
  apiReplicas = 3,
  storefrontReplicas = 2,
  env = {},
  databaseServerUrl = DATABASE_SERVER_URL,
  redisUrl = REDIS_URL,
}: FleetOptions = {}): Promise<Fleet> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx`);
  for (const server of ['api', 'storefront']) {
    if (!existsSync(path.join(root, server, 'dist', 'server.js'))) {
      throw new Error(`${server}/dist is not built: npm run build`);
    }
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-fleet-'));
  const database = `shop_fleet_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseServerUrl, `CREATE DATABASE ${database}`);
  const databaseUrl = withDatabaseName(databaseServerUrl, database);

  const proxyPort = port ?? (await freePort());
  const url = `https://127.0.0.1:${proxyPort}`;
  const tls = makeCertificate(dir);
  const api = await replicasOn(apiReplicas);
  const storefronts = await replicasOn(storefrontReplicas);
  const routed = { api: [...api.keys()], storefront: [...storefronts.keys()] };
  const site = path.join(dir, 'shop.conf');
  const renderSite = () =>
    writeFile(
      site,
      renderNginxConfig({
        listen: `127.0.0.1:${proxyPort}`,
        serverName: '127.0.0.1',
        tls,
        apiAddresses: routed.api.map((index) => `127.0.0.1:${api[index]?.port}`),
        storefrontAddresses: routed.storefront.map((index) => `127.0.0.1:${storefronts[index]?.port}`),
        storefrontDir: root,
        cacheDir: path.join(dir, 'pages'),
      }),
    );
  let nginx: ChildProcess | undefined;
  let trusting: Agent | undefined;
  const routeTo = (tier: keyof typeof routed) => async (indexes: number[]) => {
    routed[tier] = indexes;
    await renderSite();
    await reload(nginx as ChildProcess);
  };

  // Every replica of both tiers: the same shop, at nginx's address, believing nginx (and the storefronts) on
  // loopback, and sharing the secret by which the API knows the storefronts' calls.
  const shared = {
    PUBLIC_URL: url,
    HOST: '127.0.0.1',
    TRUST_PROXY: 'loopback',
    SIGNING_SECRET: randomBytes(32).toString('hex'),
    ...env,
  };
  const apiTier = tierOf(
    'API replica',
    'api',
    api,
    (replica) => ({ ...shared, PORT: String(replica.port), DATABASE_URL: databaseUrl, REDIS_URL: redisUrl }),
    routeTo('api'),
  );
  const storefrontTier = tierOf(
    'storefront replica',
    'storefront',
    storefronts,
    (replica) => ({
      ...shared,
      PORT: String(replica.port),
      STOREFRONT_DIR: root,
      API_URL: api.map((apiReplica) => apiReplica.url).join(','),
    }),
    routeTo('storefront'),
  );

  const close = async () => {
    await trusting?.close();
    await storefrontTier.stopAll();
    await apiTier.stopAll();
    if (nginx) {
      nginx.kill('SIGQUIT');
      await exited(nginx);
    }
    await adminQuery(databaseServerUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    // The first API replica migrates and seeds the empty database; the others then start at once.
    await apiTier.start(0);
    await Promise.all([
      ...[...api.keys()].slice(1).map(apiTier.start),
      ...[...storefronts.keys()].map(storefrontTier.start),
    ]);

    await renderSite();
    const config = path.join(dir, 'nginx.conf');
    await writeFile(config, mainConfig(dir, site));
    nginx = spawn(NGINX, ['-c', config, '-p', dir, '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = tail(nginx);
    // Plain http to the TLS port: nginx answering it at all (400, "sent to HTTPS port") is nginx listening.
    await waitUntil('nginx', `http://127.0.0.1:${proxyPort}/`, nginx, log, (answer) => answer.status === 400);
  } catch (error) {
    await close();
    throw error;
  }

  const certificate = readFileSync(tls.certificate, 'utf8');
  trusting = new Agent({ connect: { ca: certificate } });
  const trusted = trusting;
  return {
    url,
    certificate,
    // undici's own fetch, which takes a dispatcher, answers the same Response as the global one.
    fetch: (address, init) =>
      undiciFetch(address, { ...(init as object), dispatcher: trusted }) as unknown as Promise<Response>,
    api: apiTier,
    storefront: storefrontTier,
    close,
  };
}

/** `npm run fleet -- --port 8443`: a fleet until Ctrl-C or SIGTERM, with the environment's settings. */
async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8443' },
      'api-replicas': { type: 'string', default: '3' },
      'storefront-replicas': { type: 'string', default: '2' },
    },
  });
  const passed = Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && !['PATH', 'PORT', 'HOST', 'DATABASE_URL', 'REDIS_URL'].includes(entry[0]),
    ),
  );
  console.log('starting the fleet...');
  const fleet = await startFleet({
    port: Number(values.port),
    apiReplicas: Number(values['api-replicas']),
    storefrontReplicas: Number(values['storefront-replicas']),
    env: passed,
    databaseServerUrl: process.env.DATABASE_URL,
    redisUrl: process.env.REDIS_URL,
  });
  console.log(`fleet ready at ${fleet.url}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping the fleet...');
    await fleet.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
