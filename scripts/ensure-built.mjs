// Builds the API and each storefront app that has no production build yet, so `npm start` and the browser tests
// work straight after a clone. An existing build is only replaced when the caller asks for it (the tests and the
// benchmarks, which must run the code of the working tree): a shop restarted after a release or a rollback serves
// the build that was live, not whatever the working tree holds.
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

/** Each build: its workspace, the file its build writes last, and the sources it is made from. */
function buildsOf(root) {
  const common = [
    path.join(root, 'rspack.base.ts'),
    path.join(root, 'build'),
    path.join(root, 'shared'),
    path.join(root, 'package-lock.json'),
  ];
  return [
    ...['api', 'storefront'].map((server) => ({
      workspace: server,
      marker: path.join(root, server, 'dist', 'server.js'),
      sources: [
        path.join(root, server, 'src'),
        path.join(root, server, 'scripts', 'build.mjs'),
        path.join(root, 'scripts', 'build-server.mjs'),
        path.join(root, 'shared', 'src'),
      ],
    })),
    ...APPS.map((app) => ({
      workspace: app,
      marker: path.join(root, app, 'dist', 'mf-manifest.json'),
      sources: [path.join(root, app, 'src'), path.join(root, app, 'rspack.config.ts'), ...common],
    })),
  ];
}

/**
 * What becomes of each build that is not current: `build` it, `keep` it though it is older than its sources, or
 * `fail` because it is missing and may not be built here.
 */
export function planBuilds(root, { rebuildStale = false, buildMissing = true } = {}) {
  const plan = [];
  for (const { workspace, marker, sources } of buildsOf(root)) {
    if (!existsSync(marker)) {
      plan.push({ workspace, reason: 'missing', action: buildMissing ? 'build' : 'fail' });
    } else if (statSync(marker).mtimeMs < newest(sources)) {
      plan.push({ workspace, reason: 'stale', action: rebuildStale ? 'build' : 'keep' });
    }
  }
  return plan;
}

const WHY = { missing: 'no build yet', stale: 'its build is older than its sources' };

/**
 * Builds what planBuilds says, and says why; exits the process when a build is missing and may not be built
 * (`buildMissing: false`, as `npm start` in production) or when a build fails.
 */
export function ensureBuilt(root, options) {
  const plan = planBuilds(root, options);
  const missing = plan.filter((entry) => entry.action === 'fail').map((entry) => entry.workspace);
  if (missing.length > 0) {
    const commands = missing.map((workspace) => `npm run build -w ${workspace}`).join(' && ');
    console.error(`No build of ${missing.join(', ')}, and NODE_ENV=production never builds: run ${commands}`);
    process.exit(1);
  }
  for (const { workspace, reason, action } of plan) {
    if (action === 'keep') {
      console.log(
        `${workspace}'s build is older than its sources; \`npm run build -w ${workspace}\` rebuilds it`,
      );
      continue;
    }
    console.log(`Building ${workspace} (${WHY[reason]})...`);
    const run = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}
