/**
 * The shop's remotes file (REMOTES_FILE), as the release commands edit it: one slice's line set, every other line
 * kept, and the file replaced whole (written beside it, then renamed over it), so the shop, which reads it on every
 * request, never sees half a file.
 */
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { Refusal } from './refusal';

export type RemotesLines = Record<string, unknown>;

/** A slice's value in the file: its manifest's URL, or a canary's `{ stable, canary, percent }`. */
export type RemotesLine = string | Record<string, unknown>;

/** A line as the file writes it, for messages. */
export function showLine(line: RemotesLine | null | undefined): string {
  if (line === undefined || line === null) return 'no line';
  return typeof line === 'string' ? line : JSON.stringify(line);
}

/** The file's lines; refuses a file that is missing or not a JSON object, rather than replacing it. */
export async function readRemotesFile(file: string): Promise<RemotesLines> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Refusal(
      `${file} does not exist. If it is the shop's REMOTES_FILE, create it with {} (every slice where the shop's ` +
        'configuration puts it) and try again.',
    );
  }
  let lines: unknown;
  try {
    lines = JSON.parse(text);
  } catch (error) {
    throw new Refusal(`${file} is not JSON (${(error as Error).message}): fix it by hand first.`);
  }
  if (typeof lines !== 'object' || lines === null || Array.isArray(lines)) {
    throw new Refusal(`${file} is not a JSON object of remote name to manifest URL: fix it by hand first.`);
  }
  return lines as RemotesLines;
}

/** The slice's line, or undefined when the file has none (the shop's configured location). */
export async function currentLine(file: string, slice: string): Promise<RemotesLine | undefined> {
  return (await readRemotesFile(file))[slice] as RemotesLine | undefined;
}

/** Sets the slice's line, keeping the others and their order, as 2-space JSON. */
export async function writeRemotesLine(file: string, slice: string, line: string): Promise<void> {
  const lines = { ...(await readRemotesFile(file)), [slice]: line };
  const written = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(written, `${JSON.stringify(lines, null, 2)}\n`);
    await rename(written, file);
  } catch (error) {
    await rm(written, { force: true });
    throw error;
  }
}
