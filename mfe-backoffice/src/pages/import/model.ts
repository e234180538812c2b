/**
 * A product file as it is imported: checked at once (dryRun), its summary and every problem shown, and written
 * only when the check found none. A write refused for problems shows them; any other refusal says why.
 */
import { notify } from '@shop/shared/bus';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { type ImportCheck, type ImportFormat, importProducts } from '../../api/catalogue';
import { AdminFailure } from '../../api/transport';

export interface ImportFile {
  name: string;
  text: string;
  format: ImportFormat;
}

/** The file's format by its extension (or, without one, its type); null when it is neither CSV nor JSON. */
export function formatOf(name: string, type = ''): ImportFormat | null {
  const extension = name.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  if (extension === 'csv' || extension === 'json') return extension;
  if (!extension && type === 'text/csv') return 'csv';
  if (!extension && type === 'application/json') return 'json';
  return null;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "12 rows: 3 new, 9 updated" (and how many are unchanged, when some are). */
export function summaryOf({ rows, create, update }: ImportCheck['summary']) {
  const unchanged = rows - create - update;
  return `${plural(rows, 'row')}: ${create} new, ${update} updated${unchanged > 0 ? `, ${unchanged} unchanged` : ''}`;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const checkIn = (error: unknown): ImportCheck | null => {
  const data = error instanceof AdminFailure ? (error.data as Partial<ImportCheck> | undefined) : undefined;
  return data && Array.isArray(data.problems) && data.summary ? (data as ImportCheck) : null;
};

const fileChosen = createEvent<ImportFile>();
/** A file that is neither CSV nor JSON was chosen. */
const fileRefused = createEvent<string>();
const imported = createEvent();

const checkFx = createEffect((file: ImportFile) => importProducts(file, true));
const writeFx = createEffect((file: ImportFile) => importProducts(file, false));

const $file = createStore<ImportFile | null>(null)
  .on(fileChosen, (_, file) => file)
  .reset(fileRefused, writeFx.done);
/** The check of the file now chosen (that of a file chosen before it, answered late, is dropped). */
const checked = sample({
  clock: checkFx.done,
  source: $file,
  filter: (file, { params }) => file === params,
  fn: (_, { result }) => result,
});
const checkFailed = sample({
  clock: checkFx.fail,
  source: $file,
  filter: (file, { params }) => file === params,
  fn: (_, { error }) => messageOf(error),
});

const $check = createStore<ImportCheck | null>(null)
  .on(checked, (_, check) => check)
  .on(writeFx.failData, (check, error) => checkIn(error) ?? check)
  .reset(fileChosen, fileRefused, writeFx.done);
/** Why the file could not be checked or written (not its problems: those are in the check). */
const $failure = createStore<string | null>(null)
  .on(fileRefused, (_, message) => message)
  .on(checkFailed, (_, message) => message)
  .on(writeFx.failData, (_, error) => (checkIn(error) ? null : messageOf(error)))
  .reset(fileChosen, writeFx.done);

sample({ clock: fileChosen, target: checkFx });
sample({
  clock: imported,
  source: { file: $file, check: $check, writing: writeFx.pending },
  filter: ({ file, check, writing }) =>
    file !== null && check !== null && check.problems.length === 0 && !writing,
  fn: ({ file }) => file as ImportFile,
  target: writeFx,
});
sample({
  clock: writeFx.done,
  fn: ({ params, result }) => ({
    kind: 'success' as const,
    message: `${params.name} imported`,
    detail: summaryOf(result.summary),
  }),
  target: notify,
});
sample({
  clock: writeFx.failData,
  fn: (error) => ({ kind: 'error' as const, message: 'Nothing was imported', detail: messageOf(error) }),
  target: notify,
});

export const importModel = {
  fileChosen,
  fileRefused,
  imported,
  checkFx,
  writeFx,
  $file,
  $check,
  $failure,
  $checking: checkFx.pending,
  $writing: writeFx.pending,
};
