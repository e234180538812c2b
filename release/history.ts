/**
 * What each promote and rollback put live, one JSON object a line, in a file beside the shop's remotes file
 * (`remotes.json` -> `remotes.history.jsonl`): the history belongs to the shop whose file it edits (one releases
 * folder may serve a staging and a production shop), and stays off the releases folder, which is served to anyone.
 */
import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Refusal } from './refusal';
import type { RemotesLine } from './remotes-file';

export interface HistoryEntry {
  slice: string;
  action: 'promote' | 'rollback';
  /** The release put live, and the line that did it. */
  release: string;
  line: string;
  /** The slice's line it replaced (a canary's too); null when the file had none (the shop's configured location). */
  replaced: RemotesLine | null;
  /** ISO time. */
  at: string;
  by: string;
}

export function historyFile(remotesFile: string): string {
  const { dir, name } = path.parse(remotesFile);
  return path.join(dir, `${name}.history.jsonl`);
}

function isEntry(value: unknown): value is HistoryEntry {
  const entry = value as Partial<HistoryEntry> | null;
  const text = (field: unknown) => typeof field === 'string' && field !== '';
  return (
    typeof entry === 'object' &&
    entry !== null &&
    text(entry.slice) &&
    (entry.action === 'promote' || entry.action === 'rollback') &&
    text(entry.release) &&
    text(entry.line) &&
    entry.replaced !== undefined &&
    text(entry.at) &&
    text(entry.by)
  );
}

/** Every entry, oldest first; none before the first promote. */
export async function readHistory(file: string): Promise<HistoryEntry[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text.split('\n').flatMap((line, index) => {
    if (line.trim() === '') return [];
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      entry = undefined;
    }
    if (!isEntry(entry))
      throw new Refusal(`${file}:${index + 1} is not a history entry: fix it by hand first.`);
    return [entry];
  });
}

export function recordHistory(file: string, entry: HistoryEntry): Promise<void> {
  return appendFile(file, `${JSON.stringify(entry)}\n`);
}

/**
 * The slice's releases that were live in turn and not rolled back, the current one last: each promote puts one on
 * top, each rollback takes the top one off (returning to the one below). A rollback's target is the one below the
 * top.
 */
export function liveStack(history: HistoryEntry[], slice: string): HistoryEntry[] {
  const stack: HistoryEntry[] = [];
  for (const entry of history) {
    if (entry.slice !== slice) continue;
    if (entry.action === 'promote') stack.push(entry);
    else stack.pop();
  }
  return stack;
}
