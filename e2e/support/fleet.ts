/**
 * A fleet on this machine, as deploy/README.md runs one: API replicas (the production build, `node api/dist/server.js`)
 * on one fresh PostgreSQL database and one Redis, behind nginx rendered from deploy/nginx/shop.conf.template, with
 * the storefront served by nginx from the built dist folders. nginx runs as an ordinary foreground process with
 * everything it writes in a temporary folder; the system's nginx service is never touched.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { renderNginxConfig } from '../../deploy/nginx/render';

const root = path.join(__dirname, '..', '..');
export const NGINX = '/usr/sbin/nginx';
/** Debian's brotli_static module (libnginx-mod-http-brotli-static), which the template's brotli_static needs. */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const READY_TIMEOUT_MS = 60_000;

export interface Replica {
  port: number;
  /** The replica itself, bypassing nginx. */
  url: string;
}

export interface Fleet {
  /** nginx: what customers' browsers use (PUBLIC_URL of every replica). */
  url: string;
  replicas: Replica[];
  /** kill -9: the replica dies mid-request, as a crashed process does. */
  kill(index: number): Promise<void>;
  /** SIGTERM, then waits for the process to end; answers its exit code. */
  stop(index: number): Promise<number | null>;
  /** Starts the replica again on its port and waits until its /readyz says ready. */
  start(index: number): Promise<void>;
  /**
   * Sends the API requests to these replicas only: the site is rendered again and nginx reloaded, as a rolling
   * restart drains a replica before stopping it. Resolves once nginx's old workers have finished and exited.
   */
  routeTo(indexes: number[]): Promise<void>;
  close(): Promise<void>;
}

/** A port nothing listens on now, picked by the system. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 5000 });
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

/** The main nginx configuration around the shipped site: everything nginx writes goes into `dir`. */
export function mainConfig(dir: string, site: string): string {
  return [
    existsSync(BROTLI_STATIC_MODULE) ? `load_module ${BROTLI_STATIC_MODULE};` : '',
    // Run as root, nginx hands requests to workers of an unprivileged user, who may not read a checkout kept in a
    // folder only its owner reads (a CI clone under `mktemp -d`): here the workers are the test's own user.
    process.getuid?.() === 0 ? `user ${os.userInfo().username};` : '',
    'worker_processes 1;',
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

export async function startFleet(options: {
  replicas: number;
  env?: Record<string, string>;
}): Promise<Fleet> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (.ci/run does)`);
  if (!existsSync(path.join(root, 'api', 'dist', 'server.js'))) throw new Error('api/dist is not built');

  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-fleet-'));
  const database = `shop_fleet_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${database}`);
  // As the README's walkthrough sets up the shop's database.
  await adminQuery(
    `ALTER DATABASE ${database} SET seq_page_cost = 0.1; ALTER DATABASE ${database} SET random_page_cost = 0.1`,
  );
  const databaseUrl = withDatabaseName(SERVER_URL, database);

  const proxyPort = await freePort();
  const url = `http://127.0.0.1:${proxyPort}`;
  const replicas: Replica[] = [];
  for (let i = 0; i < options.replicas; i++) {
    const port = await freePort();
    replicas.push({ port, url: `http://127.0.0.1:${port}` });
  }
  const processes: (ChildProcess | undefined)[] = [];
  const site = path.join(dir, 'shop.conf');
  const renderSite = (indexes: number[]) =>
    writeFile(
      site,
      renderNginxConfig({
        listen: `127.0.0.1:${proxyPort}`,
        serverName: '127.0.0.1',
        apiAddresses: indexes.map((index) => `127.0.0.1:${replicas[index]?.port}`),
        storefrontDir: root,
      }),
    );
  let nginx: ChildProcess | undefined;

  const start = async (index: number) => {
    const replica = replicas[index] as Replica;
    const child = spawn(process.execPath, ['--enable-source-maps', path.join('api', 'dist', 'server.js')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        PORT: String(replica.port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        PUBLIC_URL: url,
        // nginx connects from loopback: its X-Forwarded-For names the client.
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        ...options.env,
      },
    });
    processes[index] = child;
    await waitUntil(`replica ${index} (port ${replica.port})`, `${replica.url}/readyz`, child, tail(child));
  };

  const stop = async (index: number, signal: NodeJS.Signals) => {
    const child = processes[index];
    if (!child) return null;
    child.kill(signal);
    const code = await exited(child);
    processes[index] = undefined;
    return code;
  };

  const close = async () => {
    for (const index of replicas.keys()) await stop(index, 'SIGKILL');
    if (nginx) {
      nginx.kill('SIGQUIT');
      await exited(nginx);
    }
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    // The first replica migrates and seeds the empty database; the others then start at once.
    await start(0);
    await Promise.all([...replicas.keys()].slice(1).map(start));

    await renderSite([...replicas.keys()]);
    const config = path.join(dir, 'nginx.conf');
    await writeFile(config, mainConfig(dir, site));
    nginx = spawn(NGINX, ['-c', config, '-p', dir, '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await waitUntil('nginx', `${url}/healthz`, nginx, tail(nginx));
  } catch (error) {
    await close();
    throw error;
  }

  return {
    url,
    replicas,
    kill: async (index) => {
      await stop(index, 'SIGKILL');
    },
    stop: (index) => stop(index, 'SIGTERM'),
    start,
    routeTo: async (indexes) => {
      await renderSite(indexes);
      await reload(nginx as ChildProcess);
    },
    close,
  };
}
