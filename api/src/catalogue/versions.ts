import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { HttpError } from '../http/errors';

/**
 * The version of a catalogue row as the admin API answers it, so that a write based on an older read is refused
 * instead of putting back what another operator, or a sale, changed since. It is a fingerprint, stored nowhere:
 * `<whole>.<field>.<field>...`, a digest of the whole row and then one per field in the order of their names. A
 * nested object's keys count as fields of their own (`details.des`), a list as one (`variants`). Comparing the
 * fingerprint a write was based on with the row it locked tells whether the row changed, and which fields did.
 */

/** 96 bits tell versions apart; 36 bits per field only have to tell one field's old value from its new one. */
const WHOLE_DIGEST_LENGTH = 16;
const FIELD_DIGEST_LENGTH = 6;

const digest = (text: string, length: number) =>
  createHash('sha256').update(text).digest('base64url').slice(0, length);

/** JSON with every object's keys sorted: equal values read alike whatever order their keys were built in. */
function canonical(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const isNested = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);

/** The fields a version tells apart, by name. */
function fieldsOf(row: object): [string, unknown][] {
  return Object.entries(row)
    .flatMap(([name, value]): [string, unknown][] =>
      isNested(value)
        ? Object.entries(value).map(([key, inner]) => [`${name}.${key}`, inner])
        : [[name, value]],
    )
    .sort(([a], [b]) => (a < b ? -1 : 1));
}

export function versionOf(row: object): string {
  const fields = fieldsOf(row).map(([, value]) => digest(canonical(value), FIELD_DIGEST_LENGTH));
  return [digest(canonical(row), WHOLE_DIGEST_LENGTH), ...fields].join('.');
}

export const withVersion = <Row extends object>(row: Row) => ({ ...row, version: versionOf(row) });

/** The version as an ETag header: a quoted string. */
export const etagOf = (version: string) => `"${version}"`;

/** What a write is based on: a version, or nothing (`If-None-Match: *`, a row not written yet). */
export type BasedOn = string | null;

export const VersionHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      description:
        'The version (ETag) of the row this write is based on: a write without it is a 428 `VERSION_REQUIRED`, ' +
        'one based on an older version a 412 `STALE_VERSION` naming the fields changed since',
    }),
  ),
  'if-none-match': Type.Optional(
    Type.String({ description: '`*` instead of If-Match: the write is based on no row (none exists yet)' }),
  ),
});

/** The version a write names in its If-Match (quoted or not), or null for `If-None-Match: *`; a 428 otherwise. */
export function basedOnOf(headers: { 'if-match'?: string; 'if-none-match'?: string }, what: string): BasedOn {
  const version = headers['if-match']
    ?.trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  if (version && version !== '*') return version;
  if (headers['if-none-match']?.trim() === '*') return null;
  throw new HttpError(
    428,
    `A change to a ${what} names the version it was read at: send it in If-Match (the ETag, or the row's version)`,
    'VERSION_REQUIRED',
  );
}

/** The fields whose digest differs; every field when the write is based on no row, or on another shape of it. */
function changedFields(basedOn: BasedOn, row: object): string[] {
  const fields = fieldsOf(row);
  const digests = basedOn?.split('.').slice(1) ?? [];
  if (digests.length !== fields.length) return fields.map(([name]) => name);
  return fields
    .filter(([, value], index) => digest(canonical(value), FIELD_DIGEST_LENGTH) !== digests[index])
    .map(([name]) => name);
}

/**
 * Refuses (412, naming the fields changed since) a write based on another version than the row's now; run it
 * on the row read under the write's lock, so that nothing changes it between the check and the write.
 */
export function checkVersion(basedOn: BasedOn, current: object | undefined, what: string): void {
  if (current === undefined ? basedOn === null : basedOn === versionOf(current)) return;
  const changed = current === undefined ? [] : changedFields(basedOn, current);
  const fields = changed.length > 0 ? ` (${changed.join(', ')})` : '';
  throw new HttpError(
    412,
    `This ${what} was changed since it was read${fields}: read it again, then make the change on what it is now`,
    'STALE_VERSION',
    undefined,
    changed,
  );
}
