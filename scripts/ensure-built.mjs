// Builds the API and each storefront app whose production build is missing or older than its sources, so
// `npm start` and the browser tests work straight after a clone or a pull.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const APPS = ['shell', 'mfe-catalogue', 'mfe-account', 'mfe-checkout', 'mfe-backoffice'];

/** Newest modification time under the given files and folders (node_modules and builds skipped). */
function newest(paths) {
  let latest = 0;
  for (const entry of paths) {
    if (!existsSync(entry)) continue;
    const stat = statSync(entry);
    if (!stat.isDirectory()) {
      latest = Math.max(latest, stat.mtimeMs);
      continue;
    }
    for (const child of readdirSync(entry)) {
      if (child === 'node_modules' || child === 'dist') continue;
      latest = Math.max(latest, newest([path.join(entry, child)]));
    }
  }
  return latest;
}

function buildIfStale(root, workspace, marker, sources) {
  if (existsSync(marker) && statSync(marker).mtimeMs >= newest(sources)) return;
  console.log(`Building ${workspace}...`);
  const run = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

export function ensureBuilt(root) {
  buildIfStale(root, 'api', path.join(root, 'api', 'dist', 'server.js'), [
    path.join(root, 'api', 'src'),
    path.join(root, 'api', 'scripts', 'build.mjs'),
  ]);
  const common = [
    path.join(root, 'rspack.base.ts'),
    path.join(root, 'build'),
    path.join(root, 'shared'),
    path.join(root, 'package-lock.json'),
  ];
  for (const app of APPS) {
    buildIfStale(root, app, path.join(root, app, 'dist', 'mf-manifest.json'), [
      path.join(root, app, 'src'),
      path.join(root, app, 'rspack.config.ts'),
      ...common,
    ]);
  }
}
