import type { LegalType } from '@shop/shared/contracts';
import { LEGAL_PAGES } from '@shop/shared/paths';
import { LoadFailed, useRetry, useScreenOpened } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { HtmlContent } from '../../entities/content/html-content';
import { useDocumentTitle } from '../document-title';
import { $content, contentLoad, DEFAULT_LEGAL_PAGE, pageOpened } from './model';
import './legal.css';

function LegalSkeleton({ title }: { title: string }) {
  return (
    <div className="legal-skeleton" role="status" aria-label={`Loading ${title}`}>
      {Array.from({ length: 10 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={index} className="legal-skeleton-line" aria-hidden="true" />
      ))}
    </div>
  );
}

/** About, Refund, Privacy, Terms, How to buy, Contact, Complain: one screen, loaded by its content key. */
export function LegalPage({ contentKey = DEFAULT_LEGAL_PAGE }: { contentKey?: LegalType }) {
  const [content, opened] = useUnit([$content, pageOpened]);
  const failure = useRetry(contentLoad);
  const title = LEGAL_PAGES.find((page) => page.key === contentKey)?.title ?? 'Information';
  useDocumentTitle(`${title} | Shop`);
  useScreenOpened(() => opened(contentKey), contentKey);
  return (
    <article className="legal" aria-labelledby="legal-title" aria-busy={content === null}>
      <h1 id="legal-title">{title}</h1>
      {content === null && failure ? (
        <LoadFailed what={title} {...failure}>
          <LegalSkeleton title={title} />
        </LoadFailed>
      ) : content === null ? (
        <LegalSkeleton title={title} />
      ) : (
        <HtmlContent className="legal-content" html={content} />
      )}
    </article>
  );
}
