import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/*
 * The embedded database and the uploads hold customers' data and what the shop serves: only the API's OS user may
 * read or change them (another local user read e-mail addresses from the WAL and could write a session row).
 */

/** Files a process makes are its user's alone: set where the server and the command lines start. */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The permission bits of everyone but the owner. */
const OTHERS_ACCESS = 0o077;

/**
 * Creates `folder` if missing and takes from everyone but its owner any access to it and to everything in it;
 * returns how many entries others could reach. PGlite sets modes of its own on some files it writes (0666 for
 * those of a new database, 0644 for its relation cache), whatever the umask, so a folder it opened is made private
 * again afterwards. Symbolic links are left alone (their mode means nothing; where they point is not the shop's).
 */
export function makeFolderPrivate(folder: string): number {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  return tighten(folder);
}

/** What the server and the command lines say of a folder they had to tighten (`DATA_DIR`, `UPLOADS_DIR`). */
export const exposedFolderMessage = (variable: string, entries: number) =>
  `${variable} was open to other OS users: made ${entries} entries the shop's alone (folders 0700, files 0600)`;

function tighten(entry: string): number {
  const stat = lstatSync(entry);
  let exposed = 0;
  if ((stat.mode & OTHERS_ACCESS) !== 0) {
    chmodSync(entry, stat.mode & 0o777 & ~OTHERS_ACCESS);
    exposed = 1;
  }
  if (!stat.isDirectory()) return exposed;
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    if (!child.isSymbolicLink()) exposed += tighten(path.join(entry, child.name));
  }
  return exposed;
}
