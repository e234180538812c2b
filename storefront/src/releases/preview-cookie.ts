/**
 * An operator's preview: the releases one browser is served instead of what the remotes file says, named in a
 * cookie the server signs (HMAC-SHA256) and reads back. The cookie is bound to the operator's session: it names a
 * digest of the session's token, and is good only beside that session's cookie. A cookie that was altered, forged
 * without the key, has expired, or comes without its session is as good as none: the visitor gets the shop everyone
 * gets. Whether that session is still live and still an operator's is the caller's to ask (preview-route.ts).
 */
import { createHmac } from 'node:crypto';
import { sameHash } from '@shop/shared/server';
import { REMOTE_NAMES, type RemoteName } from '../config';
import type { RemotesManifest } from './remotes-manifest';

/** A preview lasts an hour; opening the preview address again renews it. */
export const PREVIEW_HOURS = 1;
/** A release's folder name, as `npm run release` makes them: nothing that could leave RELEASES_DIR. */
export const RELEASE_NAME = /^[\w][\w.+-]*$/;

export type PreviewOverrides = Partial<RemotesManifest>;

interface SignedPreview {
  overrides: PreviewOverrides;
  /** Milliseconds since the epoch after which the preview is over. */
  until: number;
  /** The digest of the operator's session token. */
  session: string;
}

/** What a preview may load a slice from: the shop's releases, and the origins PREVIEW_ORIGINS lists. */
export interface PreviewRules {
  origins: readonly string[];
}

const mac = (payload: string, key: string) => createHmac('sha256', key).update(payload).digest('hex');
const sessionDigest = (token: string, key: string) => mac(`session ${token}`, key);

/** Where the shop serves a release of a slice from. */
export const releaseLocation = (remote: RemoteName, release: string) =>
  `/releases/${remote}/${release}/mf-manifest.json`;

/** Whether a preview may load `remote` from `location`: one of its releases, or a URL on a listed origin. */
export function previewable(remote: RemoteName, location: string, { origins }: PreviewRules): boolean {
  const release = location.match(/^\/releases\/([^/]+)\/([^/]+)\/mf-manifest\.json$/);
  if (release) return release[1] === remote && RELEASE_NAME.test(release[2] ?? '');
  const url = URL.parse(location);
  return url !== null && ['http:', 'https:'].includes(url.protocol) && origins.includes(url.origin);
}

/** The cookie's value: the preview as base64url JSON, a dot, and its HMAC. */
export function signPreview(
  overrides: PreviewOverrides,
  until: Date,
  sessionToken: string,
  key: string,
): string {
  const preview: SignedPreview = {
    overrides,
    until: until.getTime(),
    session: sessionDigest(sessionToken, key),
  };
  const payload = Buffer.from(JSON.stringify(preview)).toString('base64url');
  return `${payload}.${mac(payload, key)}`;
}

/**
 * The overrides a cookie names, when the server signed it for this session, it has not expired and its locations
 * follow today's rules; otherwise undefined.
 */
export function verifiedPreview(
  value: string | undefined,
  {
    key,
    sessionToken,
    rules,
    now = Date.now(),
  }: { key: string; sessionToken: string | undefined; rules: PreviewRules; now?: number },
): PreviewOverrides | undefined {
  const [payload, signature, ...rest] = value?.split('.') ?? [];
  if (!payload || !signature || rest.length > 0 || !sameHash(signature, mac(payload, key))) return undefined;
  let preview: SignedPreview;
  try {
    preview = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof preview?.until !== 'number' || preview.until <= now) return undefined;
  if (
    sessionToken === undefined ||
    typeof preview.session !== 'string' ||
    !sameHash(preview.session, sessionDigest(sessionToken, key))
  ) {
    return undefined;
  }
  // Checked when signed, and again here all the same: PREVIEW_ORIGINS may have changed since.
  const entries = Object.entries(preview.overrides ?? {});
  const allowed = entries.every(
    ([name, location]) =>
      REMOTE_NAMES.includes(name as RemoteName) &&
      typeof location === 'string' &&
      previewable(name as RemoteName, location, rules),
  );
  return allowed ? Object.fromEntries(entries) : undefined;
}
