#!/usr/bin/env node
// `npm start`: the whole shop on one port (shell, remotes, remotes manifest and API), on the embedded defaults
// unless the environment says otherwise.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';
import { ensureInstalled } from './ensure-installed.mjs';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
ensureInstalled(root);
// A restart serves the builds that were live; production builds nothing (a release puts its builds in place).
ensureBuilt(root, { buildMissing: process.env.NODE_ENV !== 'production' });

const api = spawn('npm', ['run', 'start', '-w', 'api', '--silent'], {
  cwd: root,
  stdio: 'inherit',
  env: { STOREFRONT_DIR: root, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
