/**
 * The releases of a slice: folders `<RELEASES_DIR>/<slice>/<name>/`, each a whole build, and the line of the remotes
 * file that puts one live.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { byText } from '../build/by-text';
import { Refusal } from './refusal';

const MANIFEST = 'mf-manifest.json';

/** A release's name: its folder's, and part of its URL. */
export const RELEASE_NAME = /^[\w][\w.-]{0,63}$/;

/** What `npm start` serves at `/releases/` when RELEASES_DIR is unset: the repository's own releases folder. */
const DEFAULT_RELEASES_DIR = path.join(__dirname, '..', 'releases');

export interface ReleasesSetting {
  /** Where releases are made and looked up (RELEASES_DIR). */
  dir: string;
  /** Where that folder is published, without a trailing `/`: RELEASES_URL, or the shop's own `/releases`. */
  url: string;
  /** Whether RELEASES_URL says where the folder is published (a static host) rather than the shop itself. */
  publishedElsewhere: boolean;
}

/** The releases folder and its address, from RELEASES_DIR and RELEASES_URL. */
export function releasesSetting(env: NodeJS.ProcessEnv): ReleasesSetting {
  return {
    dir: path.resolve(env.RELEASES_DIR ?? DEFAULT_RELEASES_DIR),
    url: (env.RELEASES_URL ?? '/releases').replace(/\/+$/, ''),
    publishedElsewhere: env.RELEASES_URL !== undefined,
  };
}

export function checkReleaseName(name: string): string {
  if (!RELEASE_NAME.test(name)) {
    throw new Refusal(
      `"${name}" is not a release name: letters, digits, '.', '-' and '_', at most 64, starting with a letter or digit`,
    );
  }
  return name;
}

export function releaseFolder(releases: ReleasesSetting, slice: string, name: string): string {
  return path.join(releases.dir, slice, name);
}

/** The remotes file's value that puts the release live: its `mf-manifest.json` where the folder is published. */
export function releaseLine(releases: ReleasesSetting, slice: string, name: string): string {
  return `${releases.url}/${slice}/${name}/${MANIFEST}`;
}

/**
 * On which shop a release's line works. A shop path (`/releases/...`) is the shop's own RELEASES_DIR, which is only
 * this folder when the shop was started with the same setting.
 */
export function whereLineWorks(releases: ReleasesSetting): string {
  if (releases.publishedElsewhere) {
    return `It loads from RELEASES_URL (${releases.url}) once the release's folder is copied there.`;
  }
  if (releases.dir === DEFAULT_RELEASES_DIR) {
    return "It loads from the shop's /releases/, which `npm start` serves from this repository's releases/.";
  }
  return (
    `The shop serves /releases/ from its own RELEASES_DIR: the line works on a shop started with ` +
    `RELEASES_DIR=${releases.dir} (or publish the folder and set RELEASES_URL to where it lands).`
  );
}

/** The slice's releases, by name: the folders holding a whole build (a build under way has no manifest yet). */
export function listReleases(releases: ReleasesSetting, slice: string): string[] {
  const folder = path.join(releases.dir, slice);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(folder, entry.name, MANIFEST)))
    .map((entry) => entry.name)
    .sort(byText((name) => name));
}

/** Refuses a name that is not one of the slice's releases, listing those there are. */
export function requireRelease(releases: ReleasesSetting, slice: string, name: string): void {
  checkReleaseName(name);
  const known = listReleases(releases, slice);
  if (known.includes(name)) return;
  throw new Refusal(
    `${slice} has no release "${name}" in ${path.join(releases.dir, slice)}. ` +
      (known.length > 0 ? `Its releases: ${known.join(', ')}.` : 'It has no releases yet.'),
  );
}
