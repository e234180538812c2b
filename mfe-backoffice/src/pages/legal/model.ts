/**
 * The legal pages as the operator edits them: the stored HTML of each, a draft per page (switching pages keeps
 * what was typed), and a preview of what the sanitiser keeps of the draft, asked of the API once typing pauses
 * (300 ms). Only the preview of the text now in the editor is shown; an answer for older text is dropped. A save is
 * based on the version the page was read at; refused because someone else saved it meanwhile, the pages are read
 * again, the draft stays, and the next save is based on what is stored now.
 */
import { notify } from '@shop/shared/bus';
import type { LegalType } from '@shop/shared/contracts';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { type LegalPage, listLegalPages, previewLegalPage, updateLegalPage } from '../../api/catalogue';
import { type BasedOn, isStale } from '../../api/transport';

export const LEGAL_PAGES: { type: LegalType; title: string }[] = [
  { type: 'about', title: 'About us' },
  { type: 'refund', title: 'Refund policy' },
  { type: 'privacy', title: 'Privacy policy' },
  { type: 'terms', title: 'Terms and conditions' },
  { type: 'howtobuy', title: 'How to buy' },
  { type: 'contact', title: 'Contact' },
  { type: 'complain', title: 'Complaints' },
];

export const titleOf = (type: LegalType) => LEGAL_PAGES.find((page) => page.type === type)?.title ?? type;

/** How long typing pauses before the preview is asked for. */
export const PREVIEW_DELAY_MS = 300;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const opened = createEvent();
const typeChosen = createEvent<LegalType>();
const edited = createEvent<string>();
const saved = createEvent();

const loadFx = createEffect(listLegalPages);
/** The pages read again after a refused save: unlike a load, it keeps the drafts. */
const rereadFx = createEffect(listLegalPages);
const previewFx = createEffect(previewLegalPage);
const saveFx = createEffect(
  ({ type, description, basedOn }: { type: LegalType; description: string; basedOn: BasedOn }) =>
    updateLegalPage(type, description, basedOn),
);
const pauseFx = createEffect(
  (text: string) => new Promise<string>((resolve) => setTimeout(() => resolve(text), PREVIEW_DELAY_MS)),
);

const byType = <Value>(pages: LegalPage[], pick: (page: LegalPage) => Value) =>
  Object.fromEntries(pages.map((page) => [page.type, pick(page)])) as Partial<Record<LegalType, Value>>;

/** The HTML stored for each page (a page not written yet has none: ''). Null until loaded. */
const $stored = createStore<Partial<Record<LegalType, string>> | null>(null)
  .on([loadFx.doneData, rereadFx.doneData], (_, page) => byType(page.data, ({ description }) => description))
  .on(saveFx.doneData, (stored, page) => ({ ...stored, [page.type]: page.description }));
/** The version each stored page was read at, for its next save to be based on (none: not written yet). */
const $versions = createStore<Partial<Record<LegalType, string>>>({})
  .on([loadFx.doneData, rereadFx.doneData], (_, page) => byType(page.data, ({ version }) => version))
  .on(saveFx.doneData, (versions, page) => ({ ...versions, [page.type]: page.version }));
/** A save refused because the page was saved by someone else meanwhile: which page, and what changed. */
const $conflict = createStore<{ type: LegalType; changed: string[] } | null>(null)
  .on(saveFx.fail, (_, { params, error }) =>
    isStale(error) ? { type: params.type, changed: error.changed } : null,
  )
  .reset(saveFx.done, loadFx.done);
const $loadFailure = createStore<string | null>(null)
  .on(loadFx.failData, (_, error) => messageOf(error))
  .reset(loadFx.done);

const $type = createStore<LegalType>('about').on(typeChosen, (_, type) => type);

/** What the operator typed, per page; a page without a draft shows its stored HTML. */
const $drafts = createStore<Partial<Record<LegalType, string>>>({})
  .on(
    sample({ clock: edited, source: $type, fn: (type, text) => ({ type, text }) }),
    (drafts, { type, text }) => ({
      ...drafts,
      [type]: text,
    }),
  )
  // Once saved, the editor holds what was stored: the sanitised HTML.
  .on(saveFx.done, (drafts, { params }) => ({ ...drafts, [params.type]: undefined }))
  .reset(loadFx.done);

const $draft = combine(
  $type,
  $drafts,
  $stored,
  (type, drafts, stored) => drafts[type] ?? stored?.[type] ?? '',
);
const $changed = combine($type, $draft, $stored, (type, draft, stored) => draft !== (stored?.[type] ?? ''));

/** The sanitiser's answer for the text now in the editor: what it was asked about, and what it keeps. */
const $preview = createStore<{ input: string; output: string } | null>(null).on(
  sample({
    clock: previewFx.done,
    source: $draft,
    filter: (draft, { params }) => draft === params,
    fn: (_, { params, result }) => ({ input: params, output: result.description }),
  }),
  (_, preview) => preview,
);
const $previewFailure = createStore<string | null>(null)
  .on(
    sample({
      clock: previewFx.fail,
      source: $draft,
      filter: (draft, { params }) => draft === params,
      fn: (_, { error }) => messageOf(error),
    }),
    (_, message) => message,
  )
  .reset(previewFx.done);
/** The preview is for the text in the editor now (not an older one, and not being asked for). */
const $previewCurrent = combine($preview, $draft, (preview, draft) => preview?.input === draft);
/** The sanitiser would drop or change some of the text. */
const $sanitised = combine($preview, $previewCurrent, (preview, current) =>
  Boolean(current && preview && preview.output !== preview.input),
);

sample({ clock: opened, target: loadFx });

// Typing: the preview waits for a pause; another page or a fresh load is previewed at once.
sample({ clock: edited, target: pauseFx });
sample({
  clock: pauseFx.doneData,
  source: $draft,
  filter: (draft, paused) => draft === paused,
  fn: (draft) => draft,
  target: previewFx,
});
sample({
  clock: [typeChosen, loadFx.done, saveFx.done],
  source: { draft: $draft, stored: $stored },
  filter: ({ stored }) => stored !== null,
  fn: ({ draft }) => draft,
  target: previewFx,
});

sample({
  clock: saved,
  source: { type: $type, description: $draft, changed: $changed, versions: $versions },
  filter: ({ changed }) => changed,
  fn: ({ type, description, versions }) => ({ type, description, basedOn: versions[type] ?? null }),
  target: saveFx,
});
sample({ clock: saveFx.failData, filter: isStale, target: rereadFx });
sample({
  clock: saveFx.done,
  fn: ({ params }) => ({ kind: 'success' as const, message: `${titleOf(params.type)} saved` }),
  target: notify,
});
sample({
  clock: saveFx.fail,
  // A stale save is told on the page, with what changed.
  filter: ({ error }) => !isStale(error),
  fn: ({ params, error }) => ({
    kind: 'error' as const,
    message: `${titleOf(params.type)} was not saved`,
    detail: messageOf(error),
  }),
  target: notify,
});

export const legalModel = {
  opened,
  typeChosen,
  edited,
  saved,
  loadFx,
  previewFx,
  saveFx,
  $stored,
  $conflict,
  $loadFailure,
  $type,
  $draft,
  $changed,
  $preview,
  $previewFailure,
  $previewCurrent,
  $sanitised,
  $saving: saveFx.pending,
};
