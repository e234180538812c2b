/**
 * Building a release: the slice's production build, made beside its folder and moved into place whole, so a failed
 * build leaves no half release behind and an existing release is never overwritten.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildOrigin } from '../build/build-info';
import { Refusal } from './refusal';
import { checkReleaseName, type ReleasesSetting, releaseFolder } from './releases';

const RSPACK = path.join(__dirname, '..', 'node_modules', '.bin', 'rspack');

export interface Slice {
  /** The remote's name (`catalogue`): its package's name without `@shop/mfe-`. */
  name: string;
  version: string;
  dir: string;
}

/** The slice whose folder the command runs in (`npm run release -w mfe-<slice>` runs it there). */
export function sliceAt(dir: string): Slice {
  const { name: packageName, version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const name = String(packageName).replace(/^@shop\/mfe-/, '');
  if (name === packageName) {
    throw new Refusal(`${packageName} is not a slice: run this as npm run release -w mfe-<slice>`);
  }
  return { name, version, dir };
}

/** The release's name: `--as`, or `<version>-<commit>` of a clean checkout. */
function releaseName(slice: Slice, as: string | undefined): string {
  if (as !== undefined) return checkReleaseName(as);
  const { commit } = buildOrigin(slice.dir);
  if (commit === 'unknown' || commit.endsWith('-dirty')) {
    throw new Refusal(
      'A release is named after its commit, and this checkout has uncommitted changes to what the build reads ' +
        '(or is not a git checkout):\n' +
        'commit them first, or name the release yourself: npm run release -w <slice> -- --as <name>',
    );
  }
  return `${slice.version}-${commit}`;
}

/** Builds the slice into `<releases>/<slice>/<name>/`; answers the release's name. */
export function buildRelease(slice: Slice, releases: ReleasesSetting, as: string | undefined): string {
  const name = releaseName(slice, as);
  const target = releaseFolder(releases, slice.name, name);
  const taken = () =>
    new Refusal(
      `${target} already exists: a release is never overwritten (pages opened on it still load its files).\n` +
        'Release a new commit, or name this one differently with --as <name>.',
    );
  if (existsSync(target)) throw taken();

  const staging = `${target}.building-${process.pid}`;
  const build = spawnSync(RSPACK, ['build'], {
    cwd: slice.dir,
    env: { ...process.env, DIST_DIR: staging },
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Refusal('The build failed; nothing was released.');
  }
  if (existsSync(target)) {
    rmSync(staging, { recursive: true, force: true });
    throw taken();
  }
  renameSync(staging, target);
  return name;
}
