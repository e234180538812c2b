#!/usr/bin/env node
// `npm start`: the whole shop on one port (shell, remotes, remotes manifest and API), on the embedded defaults
// unless the environment says otherwise. Stopping it (Ctrl-C, or SIGTERM to any process of `npm start`) stops the
// server, and it ends once the server has.
import path from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';
import { ensureInstalled } from './ensure-installed.mjs';
import { npmScript, runTogether } from './run-together.mjs';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
ensureInstalled(root);
// A restart serves the builds that were live; production builds nothing (a release puts its builds in place).
ensureBuilt(root, { buildMissing: process.env.NODE_ENV !== 'production' });

process.exitCode = await runTogether([
  { name: 'api', ...npmScript(root, 'api', 'start'), env: { STOREFRONT_DIR: root, ...process.env } },
]);
