import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { byText } from './by-text';

type ManifestOptions = Exclude<
  ConstructorParameters<typeof ModuleFederationPlugin>[0]['manifest'],
  boolean | undefined
>;
type BuildStats = Parameters<NonNullable<ManifestOptions['additionalData']>>[0]['stats'];

/**
 * What a slice's build reads besides the slice's own folder, relative to the repository: the shared package, the
 * build setup every slice shares (the release command's among it, since it runs the build) and the installed
 * dependencies' versions. A change to any of them changes the build's bytes, so it makes the build `-dirty`.
 */
export const SHARED_BUILD_INPUTS = [
  'shared',
  'rspack.base.ts',
  'build',
  'tsconfig.base.json',
  'frontend-assets.d.ts',
  'react-refresh-runtime.cjs',
  'release.ts',
  'release',
  'package.json',
  'package-lock.json',
];

/**
 * What a build was made from, for its `mf-manifest.json`: the commit's short hash (`-dirty` when the slice's folder
 * or any of SHARED_BUILD_INPUTS has uncommitted changes, new files included) and the commit's time. The commit's
 * time, not the build's: building the same commit again gives the same bytes. Outside a git checkout both are
 * `unknown`.
 */
export function buildOrigin(
  sliceDir: string,
  root = path.join(__dirname, '..'),
): { commit: string; committedAt: string } {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: sliceDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  try {
    const inputs = ['.', ...SHARED_BUILD_INPUTS.map((input) => path.join(root, input))];
    const dirty = git('status', '--porcelain', '--', ...inputs) !== '';
    return {
      commit: `${git('rev-parse', '--short=7', 'HEAD')}${dirty ? '-dirty' : ''}`,
      committedAt: git('log', '-1', '--format=%cI'),
    };
  } catch {
    return { commit: 'unknown', committedAt: 'unknown' };
  }
}

/**
 * The manifest's lists in a fixed order (the federation plugin lists shared modules in whatever order it met them,
 * which changed between two builds of the same sources), and its build info with where the build came from.
 */
export function describedBuild(stats: BuildStats, origin: ReturnType<typeof buildOrigin>): BuildStats {
  const sorted = <T>(items: T[], key: (item: T) => string) => [...items].sort(byText(key));
  return {
    ...stats,
    metaData: { ...stats.metaData, buildInfo: { ...stats.metaData.buildInfo, ...origin } },
    shared: sorted(stats.shared, (shared) => shared.id),
    exposes: sorted(stats.exposes, (exposed) => exposed.id),
    remotes: sorted(stats.remotes, (remote) => remote.moduleName),
  };
}
