/**
 * An operator's preview: the releases one browser is served instead of what the remotes file says, named in a
 * cookie the server signs (HMAC-SHA256) and reads back. A cookie that was altered, forged without the key, or has
 * expired is as good as none: the visitor gets the shop everyone gets.
 */
import { createHmac } from 'node:crypto';
import { sameHash } from '../auth/secrets';
import { REMOTE_NAMES, type RemoteName, remoteLocation } from '../config';
import type { RemotesManifest } from '../plugins/remotes-manifest';

export const PREVIEW_COOKIE = 'shop_preview';
/** A preview lasts a working day: a browser left previewing goes back to the live shop by itself. */
export const PREVIEW_HOURS = 8;

export type PreviewOverrides = Partial<RemotesManifest>;

interface SignedPreview {
  overrides: PreviewOverrides;
  /** Milliseconds since the epoch after which the preview is over. */
  until: number;
}

const mac = (payload: string, key: string) => createHmac('sha256', key).update(payload).digest('hex');

/** The cookie's value: the preview as base64url JSON, a dot, and its HMAC. */
export function signPreview(overrides: PreviewOverrides, until: Date, key: string): string {
  const preview: SignedPreview = { overrides, until: until.getTime() };
  const payload = Buffer.from(JSON.stringify(preview)).toString('base64url');
  return `${payload}.${mac(payload, key)}`;
}

/** The overrides a cookie names, when the server signed it and it has not expired; otherwise undefined. */
export function verifiedPreview(
  value: string | undefined,
  key: string,
  now = Date.now(),
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
  // Checked when signed, and again here all the same: what the page loads scripts from must be a manifest URL.
  const entries = Object.entries(preview.overrides ?? {}).filter(
    ([name, location]) => REMOTE_NAMES.includes(name as RemoteName) && typeof location === 'string',
  );
  try {
    return Object.fromEntries(entries.map(([name, location]) => [name, remoteLocation(name, location)]));
  } catch {
    return undefined;
  }
}
