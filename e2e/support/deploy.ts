/**
 * What another team does to ship its slice: build its remote from its own copy of the sources (and of the shared
 * package it builds against), then publish that build on a host of its own. The shop under test is neither rebuilt
 * nor restarted: only its remotes file (REMOTES_FILE) is edited. The same copy runs the team's dev server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { SHARED_BUILD_INPUTS } from '../../build/build-info';
import { exited, freePort, mainConfig, NGINX, tail, waitUntil } from '../../deploy/fleet';
import type { RemoteName } from './federation';

const root = path.join(__dirname, '..', '..');
/** A team's checkout besides its slice: what the build reads, and the check the release command makes. */
const CHECKOUT = [...SHARED_BUILD_INPUTS, 'storefront/src/releases/remote-check.ts'];
const RSPACK = path.join(root, 'node_modules', '.bin', 'rspack');

export interface RemoteWorkspace {
  /** Rewrites one file of the copy, path relative to the workspace (`mfe-catalogue/src/...`, `shared/...`). */
  edit(file: string, change: (text: string) => string): Promise<void>;
  /** Builds the remote for production; answers its `dist` folder. */
  build(): Promise<string>;
  /** `npm run release` of the remote, named `name`, into `releasesDir`: its exit code and what it printed. */
  release(name: string, releasesDir: string): Promise<CommandResult>;
  /** `npm run release -- <args>` of the remote (promote, rollback, ...), with more of the environment. */
  releaseCommand(args: string[], env: Record<string, string>): Promise<CommandResult>;
  /** `npm run dev` of the remote alone, on the given port, its `/api` proxied to `apiUrl`; answers once it serves. */
  startDevServer(port: number, apiUrl: string): Promise<DevServer>;
  remove(): Promise<void>;
}

export interface CommandResult {
  code: number | null;
  /** What it printed, both streams. */
  output: string;
}

export interface DevServer {
  /** The app's page: `http://127.0.0.1:<port>`. */
  url: string;
  /**
   * Resolves once the server has finished compiling and stayed quiet a while. A compilation that starts after a page
   * has loaded (a watcher catching up with freshly written files) sends that page an update, or a full reload.
   */
  untilIdle(): Promise<void>;
  /** What the server printed, for a failing test's report. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * A team's checkout of one remote: the remote, the shared package and the build setup copied to a folder of their
 * own (not a git checkout: releases are named with --as), resolving every other package from the repository's
 * installed node_modules. `installedPackages` are copied too rather than linked, so the build finds them at paths
 * of the copy's own, as in a checkout with its own node_modules (the bundler follows links to the real path).
 */
export async function remoteWorkspace(
  remote: RemoteName,
  { installedPackages = [] }: { installedPackages?: string[] } = {},
): Promise<RemoteWorkspace> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `shop-team-${remote}-`));
  const app = `mfe-${remote}`;
  const skipInstalledAndBuilt = (source: string) => !/[\\/](node_modules|dist)$/.test(source);
  for (const entry of [...CHECKOUT, app]) {
    await cp(path.join(root, entry), path.join(dir, entry), {
      recursive: true,
      filter: skipInstalledAndBuilt,
    });
  }
  await linkDependencies(dir, installedPackages);

  const releaseCommand = (args: string[], env: Record<string, string>) =>
    new Promise<CommandResult>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '../release.ts', ...args], {
        cwd: path.join(dir, app),
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const collect = (chunk: Buffer) => {
        output += chunk;
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.on('error', reject);
      child.on('exit', (code) => resolve({ code, output: stripVTControlCharacters(output) }));
    });

  return {
    async edit(file, change) {
      const target = path.join(dir, file);
      const before = await readFile(target, 'utf8').catch(() => '');
      const after = change(before);
      if (after === before) throw new Error(`the edit of ${file} changed nothing`);
      await writeFile(target, after);
    },
    async build() {
      await run(RSPACK, ['build'], path.join(dir, app));
      return path.join(dir, app, 'dist');
    },
    release: (name, releasesDir) => releaseCommand(['--as', name], { RELEASES_DIR: releasesDir }),
    releaseCommand,
    startDevServer: (port, apiUrl) => startDevServer(path.join(dir, app), remote, port, { API_URL: apiUrl }),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * node_modules of the copy: the repository's packages, linked except `copied` (names or scopes of the top level),
 * and `@shop/shared`, which is the copy's own.
 */
async function linkDependencies(dir: string, copied: string[]) {
  const installed = path.join(root, 'node_modules');
  const modules = path.join(dir, 'node_modules');
  await mkdir(path.join(modules, '@shop'), { recursive: true });
  for (const entry of await readdir(installed)) {
    if (entry === '@shop') continue;
    const [from, to] = [path.join(installed, entry), path.join(modules, entry)];
    await (copied.includes(entry)
      ? cp(from, to, { recursive: true, verbatimSymlinks: true })
      : symlink(from, to));
  }
  await symlink(path.join(dir, 'shared'), path.join(modules, '@shop', 'shared'));
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed:\n${errors}`)),
    );
  });
}

/**
 * An app's dev server (`rspack dev` in its folder, as `npm run dev -w <app>`) on the given port, with more of the
 * environment its config reads (`API_URL`, the other apps' `*_DEV_PORT`); answers once it has compiled and serves.
 */
export async function startDevServer(
  appDir: string,
  name: string,
  port: number,
  env: Record<string, string> = {},
): Promise<DevServer> {
  const child = spawn(RSPACK, ['dev'], {
    cwd: appDir,
    env: { ...process.env, ...env, [`${name.toUpperCase()}_DEV_PORT`]: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept raw: a colour code may be split between two chunks.
  let output = '';
  const printed = () => stripVTControlCharacters(output);
  let lastOutputAt = Date.now();
  const record = (chunk: Buffer) => {
    output += chunk;
    lastOutputAt = Date.now();
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);

  const url = `http://127.0.0.1:${port}`;
  const server: DevServer = {
    url,
    output: printed,
    async untilIdle(quietMs = 1_500) {
      await until(
        () => COMPILED.test(printed()) && Date.now() - lastOutputAt >= quietMs,
        child,
        `the dev server for ${url} to finish compiling`,
      );
    },
    stop: () => stopProcess(child),
  };
  try {
    await until(() => answers(url), child, `the dev server for ${url} to answer`);
    await server.untilIdle();
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${(error as Error).message}\n${printed()}`);
  }
  return server;
}

/** rspack's line after each compilation, whether it succeeded or not. */
const COMPILED = /compiled (successfully|with)/;

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/** Polls `condition` until it holds; fails when the server exits first or after `timeoutMs`. */
async function until(
  condition: () => boolean | Promise<boolean>,
  child: ChildProcess,
  what: string,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`gave up waiting for ${what}: it exited (${child.exitCode})`);
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`gave up waiting for ${what} after ${timeoutMs / 1000} s`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface RemoteHost {
  /** Where the build's `mf-manifest.json` is served. */
  manifestUrl: string;
  /** Takes the host down (a server outage); `start` brings it back on the same address. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A static host of the team's own (another origin than the shop), open to every origin, as a CDN would be. */
export async function publish(dist: string): Promise<RemoteHost> {
  let port = 0;
  let server: FastifyInstance | undefined;
  const start = async () => {
    // Going down drops every connection, as an outage does; waiting for the browser's keep-alive ones could hang.
    const instance = Fastify({ forceCloseConnections: true });
    instance.addHook('onSend', async (_request, reply) => {
      reply.header('access-control-allow-origin', '*');
    });
    await instance.register(fastifyStatic, { root: dist });
    await instance.listen({ host: '127.0.0.1', port });
    const address = instance.server.address();
    if (typeof address === 'object' && address) port = address.port;
    server = instance;
  };
  await start();
  return {
    manifestUrl: `http://127.0.0.1:${port}/mf-manifest.json`,
    start,
    stop: async () => {
      await server?.close();
      server = undefined;
    },
  };
}

/**
 * A team's static host as the docs name it: nginx with deploy/nginx/slice-host.conf.template, serving a releases
 * folder on another origin than the shop.
 */
export async function publishWithNginx(
  releasesDir: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-slice-host-'));
  const port = await freePort();
  const site = path.join(dir, 'slice-host.conf');
  const template = await readFile(path.join(root, 'deploy', 'nginx', 'slice-host.conf.template'), 'utf8');
  // The template's placeholders are envsubst's `${NAME}`, filled in here as a deployment's envsubst would.
  const filled = Object.entries({
    SLICE_LISTEN: `127.0.0.1:${port}`,
    SLICE_RELEASES_DIR: releasesDir,
  }).reduce((text, [name, value]) => text.replaceAll(`\${${name}}`, value), template);
  await writeFile(site, filled);
  const config = path.join(dir, 'nginx.conf');
  await writeFile(config, mainConfig(dir, site));
  const nginx = spawn(NGINX, ['-c', config, '-p', dir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    nginx.kill('SIGQUIT');
    await exited(nginx);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    // Any answer means it serves: the root of a releases folder has no index page.
    await waitUntil('nginx', url, nginx, tail(nginx), () => true);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, close };
}

/** Edits the shop's remotes file: the named slices move, every other stays where the shop serves it. */
export async function pointRemotes(
  file: string,
  remotes: Partial<Record<RemoteName, string>>,
): Promise<void> {
  await writeFile(file, JSON.stringify(remotes));
}
