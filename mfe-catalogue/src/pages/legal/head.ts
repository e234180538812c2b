import type { LegalType, PageContext, PageHead, ScreenPage } from '@shop/shared/contracts';
import { describe, pageTitle, SHOP_NAME } from '@shop/shared/lib';
import { LEGAL_PAGES } from '@shop/shared/paths';

/** A legal or info page (`/about`, `/terms`, ...): its title, and its content's first words when they were read. */
export function legalHead(
  site: string,
  page: { path: string; title: string },
  content: string | null,
): PageHead {
  const description = content === null ? '' : describe(content);
  return {
    title: pageTitle(page.title),
    description: description || `${page.title} of ${SHOP_NAME}.`,
    canonical: `${site}${page.path}`,
    type: 'website',
    jsonLd: [],
  };
}

export function legalPage(
  { site }: PageContext,
  { contentKey, content }: { contentKey: LegalType; content: string | null },
): ScreenPage {
  const page = LEGAL_PAGES.find(({ key }) => key === contentKey);
  if (!page) return { status: 404 };
  return { status: 200, head: legalHead(site, page, content) };
}
