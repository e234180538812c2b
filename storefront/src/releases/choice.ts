/**
 * Which release of each slice a visitor is served. A line of REMOTES_FILE is a manifest URL, or a canary: a new
 * release (`canary`) for a share of visitors (`percent`) beside the one everyone else gets (`stable`). Each visitor
 * keeps a bucket from 0 to 99 in a cookie, so they stay on one side across pages and visits; an operator's preview
 * (preview-cookie.ts) overrides both. The server decides, and hands the browser the manifest it decided on: the
 * page's scripts, its server render and its policy all follow that one manifest.
 */
import { randomInt } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName, remoteLocation } from '../config';
import type { RemotesManifest } from './remotes-manifest';

/** A slice's new release served to `percent` of the visitors, its current one to the others. */
export interface CanaryLine {
  stable: string;
  canary: string;
  percent: number;
}

export type RemoteLine = string | CanaryLine;
export type RemoteLines = Record<RemoteName, RemoteLine>;

const CANARY_FIELDS = ['stable', 'canary', 'percent'];

/** One line of REMOTES_FILE, checked: a location as remoteLocation() takes it, or a canary of two of them. */
export function parseRemoteLine(name: RemoteName, line: unknown): RemoteLine {
  if (typeof line === 'string') return remoteLocation(name, line);
  if (typeof line !== 'object' || line === null || Array.isArray(line)) {
    throw new Error(`gives ${name} a location that is neither a string nor {"stable", "canary", "percent"}`);
  }
  const fields = line as Record<string, unknown>;
  const unknown = Object.keys(fields).find((field) => !CANARY_FIELDS.includes(field));
  if (unknown !== undefined) {
    throw new Error(
      `gives ${name} a field "${unknown}" it does not know (known: ${CANARY_FIELDS.join(', ')})`,
    );
  }
  const { stable, canary, percent } = fields;
  if (typeof stable !== 'string' || typeof canary !== 'string') {
    throw new Error(`gives ${name} a canary without both "stable" and "canary" locations as strings`);
  }
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new Error(
      `gives ${name} a canary "percent" that is not a whole number from 0 to 100 (got ${JSON.stringify(percent)})`,
    );
  }
  return {
    stable: remoteLocation(`${name}.stable`, stable),
    canary: remoteLocation(`${name}.canary`, canary),
    percent,
  };
}

/** Whether any slice has a canary: only then does a page depend on the visitor's bucket. */
export const hasCanary = (lines: RemoteLines) => REMOTE_NAMES.some((name) => typeof lines[name] !== 'string');

/** The visitor's bucket cookie: a share of 1% of the visitors each, for as long as the cookie lasts. */
export const BUCKET_COOKIE = 'shop_bucket';
const BUCKETS = 100;

/** The bucket a cookie holds, or undefined when it holds none (absent, or not a number from 0 to 99). */
export function bucketOf(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : undefined;
}

/** A bucket for a new visitor, each as likely as the others. */
export const newBucket = () => randomInt(0, BUCKETS);

/**
 * The manifest of one visitor: an operator's preview of a slice first, then the canary when the visitor's bucket
 * falls below its percent (a bucket of 7 gets the canaries of 8% and more), then the stable release. Without a
 * bucket, every stable release.
 */
export function visitorsManifest(
  lines: RemoteLines,
  bucket: number | undefined,
  preview: Partial<RemotesManifest> = {},
): RemotesManifest {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const line = lines[name];
      const previewed = preview[name];
      if (previewed !== undefined) return [name, previewed];
      if (typeof line === 'string') return [name, line];
      return [name, bucket !== undefined && bucket < line.percent ? line.canary : line.stable];
    }),
  ) as RemotesManifest;
}

/** A release's name: the folder its manifest is in (`1.2.0-4f5e6d7` of `/releases/catalogue/1.2.0-4f5e6d7/…`). */
export function releaseName(location: string): string {
  const folders = new URL(location, 'http://shop').pathname.split('/').slice(0, -1);
  return decodeURIComponent(folders.at(-1) || location);
}
