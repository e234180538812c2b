import type { LegalType, ServerLoad } from '@shop/shared/contracts';
import { createLoadFailure } from '@shop/shared/ui';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { getLegalDetails } from '../../api';
import { legalPage } from './head';

/** The page a legal route without a content key shows. */
export const DEFAULT_LEGAL_PAGE: LegalType = 'about';

export const pageOpened = createEvent<LegalType>();

export const fetchContentFx = createEffect(getLegalDetails);

/** Null until the content arrives (skeleton); a non-success answer is ignored (docs/behaviour.md#legal-pages) */
export const $content = createStore<string | null>(null, { sid: 'catalogue/legal/content' })
  .on(fetchContentFx.doneData, (current, answer) =>
    answer.status === 'success' ? (answer.data[0]?.description ?? '') : current,
  )
  .reset(pageOpened);

sample({ clock: pageOpened, target: fetchContentFx });
/** No answer: the message with Retry stands in for the skeleton (docs/behaviour.md#loading-states). */
export const contentLoad = createLoadFailure(fetchContentFx);

/** On the shop's server: the page's content, and its head. */
export const serverLoad: ServerLoad<{ contentKey?: LegalType }> = {
  opened: pageOpened.prepend(({ props }) => props.contentKey ?? DEFAULT_LEGAL_PAGE),
  $ready: $content.map((content) => content !== null),
  page: (context) =>
    legalPage(context, {
      contentKey: context.address.props.contentKey ?? DEFAULT_LEGAL_PAGE,
      content: context.read($content),
    }),
};
