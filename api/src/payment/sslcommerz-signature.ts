import { createHash, timingSafeEqual } from 'node:crypto';

/** Fields a gateway posts back: to the browser's return URLs and in its server-to-server notification. */
export type NotificationFields = Record<string, string | undefined>;

export interface SignedNotification {
  tranId: string;
  /** As the gateway says it: VALID, FAILED, CANCELLED, ... */
  status: string;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * SSLCommerz's signature over posted fields: `verify_key` lists the signed field names, `verify_sign` is the MD5 of
 * those fields and `store_passwd` (itself MD5-hashed), sorted by name and joined as `name=value&...`. The names must
 * have passed `isSignedFieldList`, so none of them can stand in for the store password.
 */
function signatureOf(fields: NotificationFields, names: readonly string[], storePassword: string): string {
  const signed = new Map(names.map((name) => [name, fields[name] ?? '']));
  signed.set('store_passwd', md5(storePassword));
  const text = [...signed.keys()]
    .sort()
    .map((name) => `${name}=${signed.get(name)}`)
    .join('&');
  return md5(text);
}

const posted = (fields: NotificationFields, name: string) =>
  Object.hasOwn(fields, name) ? fields[name] : undefined;

/** Fields that are the signature itself, or the secret it is keyed with: never among the signed names. */
const UNSIGNABLE = new Set(['store_passwd', 'verify_key', 'verify_sign']);

/**
 * A `verify_key` the shop accepts: every name posted, none twice, none of the signature's own fields, and both
 * `tran_id` and `status` covered (or anybody could have changed them). A name that was not posted would be hashed as
 * empty text, and a posted `store_passwd` named here would replace the configured one: the forger's own password.
 */
function isSignedFieldList(names: readonly string[], fields: NotificationFields): boolean {
  return (
    new Set(names).size === names.length &&
    names.every((name) => name !== '' && !UNSIGNABLE.has(name) && typeof posted(fields, name) === 'string') &&
    names.includes('tran_id') &&
    names.includes('status')
  );
}

/** Adds `verify_key` and `verify_sign` over every field, as SSLCommerz signs what it posts. */
export function signNotification(
  fields: Record<string, string>,
  storePassword: string,
): Record<string, string> {
  const names = Object.keys(fields);
  return {
    ...fields,
    verify_key: names.join(','),
    verify_sign: signatureOf(fields, names, storePassword),
  };
}

/**
 * What the posted fields prove, or null: the signature must match, keyed with the store password the shop was
 * configured with, over a field list `isSignedFieldList` accepts.
 */
export function verifyNotification(
  fields: NotificationFields,
  storePassword: string,
): SignedNotification | null {
  const { verify_key: verifyKey, verify_sign: verifySign, tran_id: tranId, status } = fields;
  if (!verifyKey || !verifySign || !tranId || !status) return null;
  const names = verifyKey.split(',');
  if (!isSignedFieldList(names, fields)) return null;
  const expected = Buffer.from(signatureOf(fields, names, storePassword));
  const given = Buffer.from(verifySign.toLowerCase());
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { tranId, status: status.toUpperCase() };
}
