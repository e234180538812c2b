/**
 * The remotes manifest of this deployment: where each remote's `mf-manifest.json` is. `REMOTE_*_URL` fix it at
 * start; `REMOTES_FILE`, when set, is read again on every request, so deploying one slice alone is publishing its
 * build and editing one line of that file: nothing restarts, nothing else is rebuilt.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { REMOTE_NAMES, type RemoteName, remoteLocation } from '../config';

export type RemotesManifest = Record<RemoteName, string>;

/** The file's entries, checked like the environment's: known remotes, absolute http(s) URLs or shop paths. */
export function parseRemotesFile(text: string): Partial<RemotesManifest> {
  const entries: unknown = JSON.parse(text);
  if (typeof entries !== 'object' || entries === null || Array.isArray(entries)) {
    throw new Error('must be a JSON object of remote name to manifest URL');
  }
  return Object.fromEntries(
    Object.entries(entries).map(([name, location]) => {
      if (!REMOTE_NAMES.includes(name as RemoteName)) throw new Error(`names an unknown remote "${name}"`);
      if (typeof location !== 'string') throw new Error(`gives ${name} a location that is not a string`);
      return [name, remoteLocation(name, location)];
    }),
  );
}

/**
 * Answers the current manifest. A file that cannot be read or is invalid leaves the last good manifest in service:
 * a slip while editing it never takes a slice down. Each state is logged once, when it begins (the file missing,
 * one problem with its content, the file usable again), not on every page.
 */
export function remotesManifest(
  defaults: RemotesManifest,
  file: string | undefined,
  log: FastifyBaseLogger,
): () => Promise<RemotesManifest> {
  if (file === undefined) return async () => defaults;
  let lastGood = defaults;
  let problem: string | undefined;
  return async () => {
    try {
      lastGood = { ...defaults, ...parseRemotesFile(await readFile(file, 'utf8')) };
      if (problem !== undefined) log.info({ file }, 'REMOTES_FILE is usable again');
      problem = undefined;
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      const now = missing ? 'missing' : String(error);
      if (now !== problem) {
        if (missing) log.warn({ file }, 'REMOTES_FILE does not exist (yet): serving the last good manifest');
        else
          log.error(
            { err: error, file },
            'REMOTES_FILE is unreadable or invalid: serving the last good manifest',
          );
      }
      problem = now;
    }
    return lastGood;
  };
}

/**
 * The origins a page loads the remotes from besides the shop's own: those of the manifest's absolute URLs (a
 * remote's build finds its chunks beside its manifest: `publicPath: 'auto'`).
 */
export function remoteOrigins(manifest: RemotesManifest): string[] {
  const elsewhere = Object.values(manifest).filter((location) => !location.startsWith('/'));
  return [...new Set(elsewhere.map((location) => new URL(location).origin))];
}
