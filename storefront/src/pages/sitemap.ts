/**
 * `/sitemap.xml` and `/robots.txt`: which pages search engines should find, and which they should leave alone.
 * Pure functions from the catalogue's ids to the documents (sitemaps.org protocol 0.9).
 */

import { escapeHtml } from '@shop/shared/lib';
import { LEGAL_PAGES, paths, ROUTE_PATTERNS } from '@shop/shared/paths';

/** The most URLs one sitemap may list (sitemaps.org); past it the sitemap becomes an index of numbered parts. */
export const SITEMAP_URL_LIMIT = 50_000;
const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** What the sitemap lists: products on sale, every brand and category, the legal pages that have content. */
export interface SitemapEntries {
  products: string[];
  brands: string[];
  categories: string[];
  /** Content keys (`about`, `howtobuy`, ...) of the legal pages written. */
  legal: string[];
}

/** Every page to list, as paths: home, legal pages, brands, categories, then products. */
export function sitemapPaths(entries: SitemapEntries): string[] {
  const legal = new Set(entries.legal);
  return [
    paths.home(),
    ...LEGAL_PAGES.filter((page) => legal.has(page.key)).map((page) => page.path),
    ...entries.brands.map((id) => paths.byBrand(id)),
    ...entries.categories.map((id) => paths.byCategory(id)),
    ...entries.products.map((id) => paths.details(id)),
  ];
}

const urlSet = (site: string, pagePaths: string[]) =>
  `${XML}<urlset xmlns="${NAMESPACE}">\n${pagePaths
    .map((pagePath) => `<url><loc>${escapeHtml(`${site}${pagePath}`)}</loc></url>\n`)
    .join('')}</urlset>\n`;

/** How many numbered parts the pages take; 0 when one sitemap holds them all. */
export const sitemapParts = (count: number, limit = SITEMAP_URL_LIMIT) =>
  count > limit ? Math.ceil(count / limit) : 0;

/** `/sitemap-{n}.xml`, the address of part n. */
export const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`;

/** `/sitemap.xml`: every page, or past the limit an index of the numbered parts. */
export function sitemapXml(site: string, pagePaths: string[], limit = SITEMAP_URL_LIMIT): string {
  const parts = sitemapParts(pagePaths.length, limit);
  if (parts === 0) return urlSet(site, pagePaths);
  const sitemaps = Array.from(
    { length: parts },
    (_, index) => `<sitemap><loc>${escapeHtml(`${site}${sitemapPartPath(index + 1)}`)}</loc></sitemap>\n`,
  );
  return `${XML}<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.join('')}</sitemapindex>\n`;
}

/** `/sitemap-{part}.xml` (from 1): its share of the pages; undefined when there is no such part. */
export function sitemapPartXml(
  site: string,
  pagePaths: string[],
  part: number,
  limit = SITEMAP_URL_LIMIT,
): string | undefined {
  const parts = sitemapParts(pagePaths.length, limit);
  if (!Number.isInteger(part) || part < 1 || part > parts) return undefined;
  return urlSet(site, pagePaths.slice((part - 1) * limit, part * limit));
}

/** The pattern's fixed start: `/invoice/:id` → `/invoice/`. */
const fixedStart = (pattern: string) => pattern.replace(/:\w+.*$/, '');

/**
 * A customer's own pages (and signing in), the back office and the API are nothing to index; the rest is open, and
 * the sitemap says where it is.
 */
export function robotsTxt(site: string): string {
  const closed = [
    '/api/',
    ...[
      ROUTE_PATTERNS.cart,
      ROUTE_PATTERNS.wish,
      ROUTE_PATTERNS.orders,
      ROUTE_PATTERNS.invoice,
      ROUTE_PATTERNS.profile,
      ROUTE_PATTERNS.login,
      ROUTE_PATTERNS.otp,
    ].map(fixedStart),
    paths.admin(),
  ];
  return [
    'User-agent: *',
    ...closed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
}
