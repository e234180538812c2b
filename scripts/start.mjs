#!/usr/bin/env node
// `npm start`: the whole shop on one address, on the embedded defaults unless the environment says otherwise. Two
// processes, as in a fleet: the storefront answers at PORT (its pages, the slices' files, and `/api/` passed on to
// the API), and the API listens on a loopback port of its own, which the storefront calls over HTTP. Stopping it
// (Ctrl-C, or SIGTERM to any process of `npm start`) stops both, and it ends once both have.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';
import { ensureInstalled } from './ensure-installed.mjs';
import { npmScript, runTogether } from './run-together.mjs';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
ensureInstalled(root);
// A restart serves the builds that were live; production builds nothing (a release puts its builds in place).
ensureBuilt(root, { buildMissing: process.env.NODE_ENV !== 'production' });

/** A port no process listens on now, for the API behind the storefront. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

// The settings of a `.env` file at the root reach both servers (the environment wins).
const envFile = path.join(root, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
const env = process.env;
const port = env.PORT ?? '3000';
const apiPort = String(await freePort());
const shared = {
  // The shop's address is the storefront's: the API's links (payment, e-mail) point there too.
  PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${port}`,
  // Known to both: the API tells the storefront's calls by it. A new one each start unless it is set.
  SIGNING_SECRET: env.SIGNING_SECRET ?? randomBytes(32).toString('hex'),
};

process.exitCode = await runTogether([
  {
    name: 'api',
    colour: 'cyan',
    ...npmScript(root, 'api', 'start'),
    // Reached only through the storefront, which writes X-Forwarded-* for every call it passes on.
    env: { ...shared, PORT: apiPort, HOST: '127.0.0.1', TRUST_PROXY: 'loopback' },
  },
  {
    name: 'storefront',
    colour: 'magenta',
    ...npmScript(root, 'storefront', 'start'),
    env: {
      ...shared,
      STOREFRONT_DIR: env.STOREFRONT_DIR ?? root,
      API_URL: `http://127.0.0.1:${apiPort}`,
      PROXY_API: 'true',
    },
  },
]);
