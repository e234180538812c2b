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
 * What a build was made from, for its `mf-manifest.json`: the commit's short hash (`-dirty` when the app or the
 * shared package had uncommitted changes) and the commit's time. The commit's time, not the build's: building the
 * same commit again gives the same bytes. Outside a git checkout both are `unknown`.
 */
export function buildOrigin(dir: string): { commit: string; committedAt: string } {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const dirty = git('status', '--porcelain', '--', '.', path.join(__dirname, '..', 'shared')) !== '';
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
