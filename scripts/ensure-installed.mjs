// Installs the workspace's dependencies when they are missing or older than the lockfile, so `npm start` and
// `npm test` work straight after a clone.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

export function ensureInstalled(root) {
  const lockfile = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lockfile).mtimeMs) return;
  console.log('Installing dependencies (npm install)...');
  // npm install, not npm ci: the lockfile lacks other platforms' optional binaries.
  const run = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
