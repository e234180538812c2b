/**
 * The remotes manifest of this deployment: where each remote's `mf-manifest.json` is. `REMOTE_*_URL` fix it at
 * start; `REMOTES_FILE`, when set, is read again on every request, so deploying one slice alone is publishing its
 * build and editing one line of that file: nothing restarts, nothing else is rebuilt.
 *
 * A line of the file that moves a remote is checked before it is served (storefront/remote-check.ts: its manifest
 * loads and names that remote, its remote entry answers), so one wrong character in a release id does not send every
 * shopper to "temporarily unavailable". Until the line passes, the remote's last good location stays in service; a
 * refused line is logged once, shown by /readyz and the metrics (`refused()`), and checked again at most every
 * 10 s while pages are served, so a release published a moment after its line was written goes live without a
 * restart. The configured locations (REMOTE_*_URL or their defaults) are not checked: they are the last good ones
 * the shop starts with, and going back to one is never refused.
 *
 * Lines are checked over HTTP, a shop path against this server's own address, so not before the server listens:
 * such a line waits (the last good serves) until it can be checked. The storefront reads the file at start, which
 * logs its problems and checks its absolute URLs, and again as it starts listening, which checks its shop paths
 * before the first page.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { REMOTE_NAMES, type RemoteName } from '../config';
import { type CanaryLine, parseRemoteLine, type RemoteLines } from './choice';
import { checkRemoteEntry, type RemoteEntryCheck } from './remote-check';

declare module 'fastify' {
  interface FastifyInstance {
    /** The storefront's remotes manifest (pages/plugin.ts). */
    remoteEntries: RemoteEntries;
  }
}

export type RemotesManifest = Record<RemoteName, string>;

/** A remote's line of the remotes file that is not served: why, and what is served instead. */
export interface RefusedEntry {
  refused: string;
  reason: string;
  serving: string;
}

export interface RemoteEntries {
  /**
   * The lines to serve now: reads the file, and checks a line that moves a remote before serving it. A canary is
   * served once its release passes the check too; until then everyone gets the stable one.
   */
  current(): Promise<RemoteLines>;
  /**
   * Whether one location of a remote may be served: the first call checks it (callers meanwhile wait for that
   * check); a pass is kept, a refusal is answered at once and checked again in the background every 10 s.
   * Undefined while it cannot be checked yet (a shop path before the server listens).
   */
  checkedEntry(remote: RemoteName, location: string): Promise<RemoteEntryCheck | undefined>;
  /** The remotes whose line of the file is refused, as of the latest `current()`. */
  refused(): Partial<Record<RemoteName, RefusedEntry>>;
}

export interface RemoteEntriesOptions {
  /** The configured locations: served until the file moves a remote, and never checked. */
  defaults: RemotesManifest;
  file: string | undefined;
  log: FastifyBaseLogger;
  /** The absolute URL a location is checked at (a shop path on this server); undefined while there is none. */
  resolve: (location: string) => string | undefined;
  /** Checks a location (checkRemoteEntry); answers a refusal rather than rejecting. */
  check?: (remote: RemoteName, manifestUrl: string) => Promise<RemoteEntryCheck>;
  now?: () => number;
}

/** How long a refused location is trusted to stay broken before it is checked again. */
const RECHECK_AFTER_MS = 10_000;
/** Locations whose check is remembered: far more than a file ever names between two restarts. */
const REMEMBERED_LOCATIONS = 256;

/**
 * The file's entries, checked like the environment's: known remotes, absolute http(s) URLs or shop paths, or a
 * canary of two of them (`{"stable": …, "canary": …, "percent": 10}`: storefront/release-choice.ts).
 */
export function parseRemotesFile(text: string): Partial<RemoteLines> {
  const entries: unknown = JSON.parse(text);
  if (typeof entries !== 'object' || entries === null || Array.isArray(entries)) {
    throw new Error('must be a JSON object of remote name to manifest URL');
  }
  return Object.fromEntries(
    Object.entries(entries).map(([name, location]) => {
      if (!REMOTE_NAMES.includes(name as RemoteName)) throw new Error(`names an unknown remote "${name}"`);
      return [name, parseRemoteLine(name as RemoteName, location)];
    }),
  );
}

/**
 * The last good entries of the file. A file that cannot be read or is invalid leaves them in service: a slip while
 * editing it never takes a slice down. Each state is logged once, when it begins (the file missing, one problem
 * with its content, the file usable again), not on every page.
 */
function remotesFileReader(file: string, log: FastifyBaseLogger): () => Promise<Partial<RemoteLines>> {
  let lastGood: Partial<RemoteLines> = {};
  let problem: string | undefined;
  return async () => {
    try {
      lastGood = parseRemotesFile(await readFile(file, 'utf8'));
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

/** What is known of one location of one remote. */
interface Verdict {
  /** The answer of the latest check to finish; undefined while the first one runs. */
  latest?: RemoteEntryCheck;
  /** The check under way, if one is. */
  running?: Promise<RemoteEntryCheck>;
  /** When the latest check began. */
  checkedAt: number;
}

/** The manifest to serve, from the configured locations and the remotes file's lines that pass their check. */
export function remotesManifest({
  defaults,
  file,
  log,
  resolve,
  check = checkRemoteEntry,
  now = Date.now,
}: RemoteEntriesOptions): RemoteEntries {
  const verdicts = new LRUCache<string, Verdict>({ max: REMEMBERED_LOCATIONS });

  const runCheck = (remote: RemoteName, location: string, url: string, verdict: Verdict) => {
    verdict.checkedAt = now();
    verdict.running = check(remote, url).then((result) => {
      const before = verdict.latest;
      const refusedAlike = before?.ok === false && !result.ok && before.reason === result.reason;
      if (!result.ok && !refusedAlike) {
        log.warn(
          { remote, entry: location, reason: result.reason },
          'REMOTES_FILE names a remote entry that does not load: its last good one stays in service',
        );
      } else if (result.ok && before?.ok === false) {
        log.info({ remote, entry: location }, 'A refused entry of REMOTES_FILE loads now: it is served');
      }
      verdict.latest = result;
      verdict.running = undefined;
      return result;
    });
    return verdict.running;
  };

  const checkedEntry = async (remote: RemoteName, location: string) => {
    const key = `${remote} ${location}`;
    const known = verdicts.get(key);
    if (known) {
      // Its first check is under way: wait for it.
      if (known.latest === undefined) return known.running;
      if (!known.latest.ok && !known.running && now() - known.checkedAt >= RECHECK_AFTER_MS) {
        const url = resolve(location);
        // A page never waits for a check again: it gets the last good entry until the check passes.
        if (url !== undefined) void runCheck(remote, location, url, known);
      }
      return known.latest;
    }
    const url = resolve(location);
    if (url === undefined) return undefined;
    const verdict: Verdict = { checkedAt: now() };
    verdicts.set(key, verdict);
    return runCheck(remote, location, url, verdict);
  };

  const serving: RemotesManifest = { ...defaults };
  const refusals = new Map<RemoteName, RefusedEntry>();
  const readFileEntries: () => Promise<Partial<RemoteLines>> =
    file === undefined ? async () => ({}) : remotesFileReader(file, log);

  return {
    checkedEntry,
    current: async () => {
      const entries = await readFileEntries();
      const canaries: Partial<Record<RemoteName, CanaryLine>> = {};
      await Promise.all(
        REMOTE_NAMES.map(async (remote) => {
          const line = entries[remote] ?? defaults[remote];
          const wanted = typeof line === 'string' ? line : line.stable;
          const verdict =
            wanted === serving[remote] || wanted === defaults[remote]
              ? ({ ok: true } as const)
              : await checkedEntry(remote, wanted);
          if (verdict?.ok) serving[remote] = wanted;
          if (verdict?.ok === false) {
            refusals.set(remote, { refused: wanted, reason: verdict.reason, serving: serving[remote] });
          } else refusals.delete(remote);
          if (typeof line === 'string') return;
          const canary = await checkedEntry(remote, line.canary);
          if (canary?.ok) canaries[remote] = { ...line, stable: serving[remote] };
          // A stable line refused says more; a refused canary alone leaves everyone on the stable release.
          else if (canary?.ok === false && !refusals.has(remote)) {
            const reason = `canary: ${canary.reason}`;
            refusals.set(remote, { refused: line.canary, reason, serving: serving[remote] });
          }
        }),
      );
      return { ...serving, ...canaries };
    },
    refused: () => Object.fromEntries(refusals),
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
