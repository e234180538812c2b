/**
 * `npm run release -w <slice>`: builds a slice into a new folder of its own, `releases/<slice>/<version>-<commit>/`,
 * and says what to write in the remotes file to put it live. What is live is never touched: the served `dist/`
 * stays as it is, and an existing release is never overwritten (pages opened on it still load its files, and it
 * is the rollback target). Builds are reproducible, so a release of a commit can be made again elsewhere.
 *
 *   --as <name>     the release's folder name, instead of <version>-<commit> (required outside a clean checkout)
 *   RELEASES_DIR    where releases go (default: releases/ in the repository; `npm start` serves it at /releases/)
 *   RELEASES_URL    where that folder is published (default: /releases, the shop itself)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildOrigin } from './build/build-info';

const RELEASE_NAME = /^[\w][\w.-]{0,63}$/;

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

function releaseName(sliceDir: string, version: string): string {
  const { values } = parseArgs({ options: { as: { type: 'string' } } });
  if (values.as !== undefined) {
    if (!RELEASE_NAME.test(values.as)) {
      refuse(`--as ${values.as}: a release name is letters, digits, '.', '-' and '_'`);
    }
    return values.as;
  }
  const { commit } = buildOrigin(sliceDir);
  if (commit === 'unknown' || commit.endsWith('-dirty')) {
    refuse(
      'A release is named after its commit, and this checkout has uncommitted changes (or is not a git checkout):\n' +
        'commit them first, or name the release yourself: npm run release -w <slice> -- --as <name>',
    );
  }
  return `${version}-${commit}`;
}

function main(): void {
  const sliceDir = process.cwd();
  const { name: packageName, version } = JSON.parse(
    readFileSync(path.join(sliceDir, 'package.json'), 'utf8'),
  );
  const slice = String(packageName).replace(/^@shop\/mfe-/, '');
  if (slice === packageName)
    refuse(`${packageName} is not a slice: run this as npm run release -w mfe-<slice>`);

  const name = releaseName(sliceDir, version);
  const releasesDir = path.resolve(process.env.RELEASES_DIR ?? path.join(__dirname, 'releases'));
  const target = path.join(releasesDir, slice, name);
  const taken = () =>
    refuse(
      `${target} already exists: a release is never overwritten (pages opened on it still load its files).\n` +
        'Release a new commit, or name this one differently with --as <name>.',
    );
  if (existsSync(target)) taken();

  // Built beside the target and moved into place whole: a failed build leaves no half release behind.
  const staging = `${target}.building-${process.pid}`;
  const build = spawnSync(path.join(__dirname, 'node_modules', '.bin', 'rspack'), ['build'], {
    cwd: sliceDir,
    env: { ...process.env, DIST_DIR: staging },
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    refuse(`The build failed; nothing was released.`);
  }
  if (existsSync(target)) {
    rmSync(staging, { recursive: true, force: true });
    taken();
  }
  renameSync(staging, target);

  const releasesUrl = (process.env.RELEASES_URL ?? '/releases').replace(/\/+$/, '');
  const manifestUrl = `${releasesUrl}/${slice}/${name}/mf-manifest.json`;
  console.log(
    `\nReleased ${slice} ${name} in ${target}\n` +
      'To put it live, set its line in the remotes file (REMOTES_FILE); to roll back, write the old line again:\n' +
      `  "${slice}": "${manifestUrl}"`,
  );
}

main();
