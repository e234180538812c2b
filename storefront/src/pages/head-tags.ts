/**
 * A page's head as tags: what it tells search engines and link previews before any script runs (its title,
 * description, canonical address, Open Graph and Twitter card, and schema.org data). The head itself comes from the
 * shell and the slice whose screen the page opens (`ServerPage.head`); this is only how it is written.
 */

import type { PageHead } from '@shop/shared/contracts';
import { escapeHtml, jsonInScript, SHOP_NAME } from '@shop/shared/lib';

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The head's markup: every value HTML-escaped, JSON-LD safe inside its script element. */
export function headTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex, follow'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  tags.push(
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.image) tags.push(meta('property', 'og:image', head.image));
  if (head.price) {
    tags.push(
      meta('property', 'product:price:amount', head.price.amount),
      meta('property', 'product:price:currency', head.price.currency),
    );
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonInScript(data)}</script>`);
  }
  return tags.join('');
}

/**
 * The shell's page without the title and description its build wrote, for a head of the page's own: a page has
 * one of each.
 */
export function withoutGenericHead(html: string): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=(["']?)description\1(?=[\s/>])[^>]*>\s*/i, '');
}
