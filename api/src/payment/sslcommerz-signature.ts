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
 * those fields and `store_passwd` (itself MD5-hashed), sorted by name and joined as `name=value&...`.
 */
function signatureOf(fields: NotificationFields, names: readonly string[], storePassword: string): string {
  const signed: Record<string, string> = { store_passwd: md5(storePassword) };
  for (const name of names) signed[name] = fields[name] ?? '';
  const text = Object.keys(signed)
    .sort()
    .map((name) => `${name}=${signed[name]}`)
    .join('&');
  return md5(text);
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
 * What the posted fields prove, or null: the signature must match, and cover both `tran_id` and `status`, or
 * anybody could have changed them.
 */
export function verifyNotification(
  fields: NotificationFields,
  storePassword: string,
): SignedNotification | null {
  const { verify_key: verifyKey, verify_sign: verifySign, tran_id: tranId, status } = fields;
  if (!verifyKey || !verifySign || !tranId || !status) return null;
  const names = verifyKey.split(',');
  if (!names.includes('tran_id') || !names.includes('status')) return null;
  const expected = Buffer.from(signatureOf(fields, names, storePassword));
  const given = Buffer.from(verifySign.toLowerCase());
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { tranId, status: status.toUpperCase() };
}
