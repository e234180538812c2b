import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { recordChange } from '../audit/audit-log';
import type { Db } from '../db/client';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../db/private-folder';

/** The largest picture an operator may upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Where uploaded pictures are served from (config.uploadsDir). */
export const UPLOADS_URL_PREFIX = '/api/images/uploads/';

const startsWith = (bytes: Buffer, signature: string, offset = 0) =>
  bytes.subarray(offset, offset + signature.length).equals(Buffer.from(signature, 'latin1'));

/**
 * The picture formats the shop takes, known by their first bytes (never by the name or the declared type, which
 * the uploader chooses). No SVG: it can carry scripts.
 */
const FORMATS = [
  { extension: 'png', matches: (bytes: Buffer) => startsWith(bytes, '\x89PNG\r\n\x1a\n') },
  { extension: 'jpg', matches: (bytes: Buffer) => startsWith(bytes, '\xff\xd8\xff') },
  {
    extension: 'webp',
    matches: (bytes: Buffer) => startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8),
  },
  {
    extension: 'avif',
    matches: (bytes: Buffer) =>
      startsWith(bytes, 'ftyp', 4) && (startsWith(bytes, 'avif', 8) || startsWith(bytes, 'avis', 8)),
  },
] as const;

export const IMAGE_FORMATS = ['PNG', 'JPEG', 'WebP', 'AVIF'];

/** The file extension of a picture's format, or undefined when it is none the shop takes. */
export function imageExtensionOf(bytes: Buffer): string | undefined {
  return FORMATS.find((format) => format.matches(bytes))?.extension;
}

/** What an upload is answered with, and what its audit row records. */
export interface Upload {
  url: string;
  /** Hex SHA-256 of the picture's bytes: also its file name. */
  sha256: string;
  bytes: number;
}

/**
 * Stores a picture under a name made of its content's hash (the same picture twice is one file, and a name never
 * changes content, so it can be cached for good) and audits the upload (who, when, hash, size) as `image.upload`.
 * The file is written inside the audit row's transaction: no row commits without its file; a file whose row did
 * not commit is only a picture no answer named.
 */
export async function uploadImage(
  db: Db,
  uploadsDir: string,
  actor: string,
  bytes: Buffer,
  extension: string,
): Promise<Upload> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const name = `${sha256}.${extension}`;
  const upload = { url: `${UPLOADS_URL_PREFIX}${name}`, sha256, bytes: bytes.length };
  return db.transaction(async (tx) => {
    await recordChange(tx, {
      actor,
      action: 'image.upload',
      entity: 'image',
      entityId: name,
      before: null,
      after: upload,
    });
    await writeWhole(path.join(uploadsDir, name), bytes);
    return upload;
  });
}

/** Written aside and renamed: a reader never sees half a file, and a failed write leaves nothing behind. */
async function writeWhole(file: string, bytes: Buffer) {
  // Private whatever the umask of the process that calls (the server sets its own; tests and tools may not).
  await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  // A name of its own per write: two uploads of one picture at once must not share (and rename away) one file.
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.partial`);
  try {
    await writeFile(partial, bytes, { mode: PRIVATE_FILE_MODE });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
