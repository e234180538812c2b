/**
 * The parts of a page's head every slice words the same way (`PageHead` of the contracts): the shop's name in each
 * title, its description, absolute addresses, descriptions cut to length and schema.org breadcrumbs.
 */
import type { PageHead } from '../contracts';

/** The shop's name, as every page's title ends (`Orders | Shop`) and the shell's page is titled. */
export const SHOP_NAME = 'Shop';
/** What the shop is, for a page with nothing more particular to say (and the shell's page). */
export const SHOP_DESCRIPTION = 'Shop: electronics, fashion and home goods, delivered.';
/** What a search result shows of a description, at most. */
const DESCRIPTION_LENGTH = 160;
export const SCHEMA_ORG = 'https://schema.org';

/** A page's title: its own name, then the shop's. */
export const pageTitle = (name: string) => `${name} | ${SHOP_NAME}`;

/** A picture's absolute URL: a path of this shop resolved against its public URL, an http(s) URL as it is. */
export function absoluteUrl(site: string, reference: string): string | undefined {
  if (/^https?:\/\//i.test(reference)) return reference;
  if (reference.startsWith('/') && !reference.startsWith('//')) return `${site}${reference}`;
  return undefined;
}

const DECODED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** Text of stored HTML (a legal page) as one line, or a text cut to a description's length at a word. */
export function describe(text: string): string {
  const plain = text
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => DECODED[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > DESCRIPTION_LENGTH / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** schema.org `BreadcrumbList`: home first, then each step to the page, by name and absolute URL. */
export function breadcrumbs(site: string, steps: { name: string; path: string }[]): object {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...steps].map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: `${site}${step.path}`,
    })),
  };
}

/** An address no page has, or a product, brand or category that does not exist (answered with a 404). */
export function notFoundHead(): PageHead {
  return {
    title: pageTitle('Page not found'),
    description: SHOP_DESCRIPTION,
    type: 'website',
    jsonLd: [],
    noindex: true,
  };
}
