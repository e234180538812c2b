import { closeSync, constants, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { tryLock } from 'fs-native-extensions';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from './private-folder';

/** The file in the data folder that is locked while a process has the folder open, naming that process. */
export const LOCK_FILE_NAME = 'shop-api.lock';

interface Holder {
  pid: number;
  startedAt: string;
}

/** Another process has the embedded database folder open: two would each see only their own writes. */
export class DataDirInUseError extends Error {
  /** EX_TEMPFAIL: nothing is misconfigured in this process, the folder is busy until the other one stops. */
  readonly exitCode = 75;

  constructor(
    readonly dataDir: string,
    holder: Holder | undefined,
  ) {
    const who = holder
      ? `pid ${holder.pid}, started ${holder.startedAt}`
      : 'a process that has not written its pid yet';
    super(
      `DATA_DIR ${dataDir} is in use by another process (${who}). An embedded database folder serves one ` +
        'process at a time: stop that process, give this one another DATA_DIR, or share a PostgreSQL server ' +
        'through DATABASE_URL.',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): void;
}

function readHolder(file: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return undefined; // not written yet, or unreadable where locks are mandatory (Windows)
  }
}

/**
 * Takes the data folder for this process, or throws `DataDirInUseError` naming the process that has it.
 * The lock is the operating system's (an open file description lock on Linux, flock on macOS), held on an
 * open descriptor: the kernel drops it the moment its process dies, even by kill -9, so a crash never
 * blocks the next start and no recycled pid can pass for the holder.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  // Read-write without truncating: the holder's record must survive a refused attempt.
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, PRIVATE_FILE_MODE);
  if (!tryLock(fd)) {
    closeSync(fd);
    throw new DataDirInUseError(dataDir, readHolder(file));
  }
  const holder: Holder = {
    pid: process.pid,
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
  };
  ftruncateSync(fd);
  writeSync(fd, JSON.stringify(holder), 0);

  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      // Emptied while still held, so a later reader never names a process that has gone.
      ftruncateSync(fd);
      closeSync(fd);
    },
  };
}
