import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

/**
 * Stores a picture under a name made of its content's hash (the same picture twice is one file, and a name never
 * changes content, so it can be cached for good) and answers its URL.
 */
export async function storeImage(uploadsDir: string, bytes: Buffer, extension: string): Promise<string> {
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
  await mkdir(uploadsDir, { recursive: true });
  // Written aside and renamed: a reader never sees half a file.
  const partial = path.join(uploadsDir, `.${name}.${process.pid}.partial`);
  await writeFile(partial, bytes);
  await rename(partial, path.join(uploadsDir, name));
  return `${UPLOADS_URL_PREFIX}${name}`;
}
