import {
  robotsTxt,
  SITEMAP_URL_LIMIT,
  sitemapPartXml,
  sitemapPaths,
  sitemapXml,
} from '../../src/pages/sitemap';

const SITE = 'https://shop.example';

const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap', () => {
  const pages = sitemapPaths({
    products: ['p1', 'p2'],
    brands: ['b1'],
    categories: ['c1'],
    legal: ['about', 'howtobuy'],
  });

  it('lists home, the legal pages written, every brand, category and product on sale', () => {
    expect(pages).toEqual([
      '/',
      '/about',
      '/how-to-buy',
      '/by-brand/b1',
      '/by-category/c1',
      '/details/p1',
      '/details/p2',
    ]);
  });

  it('is one urlset of absolute URLs while under the limit', () => {
    const xml = sitemapXml(SITE, pages);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(locs(xml)).toEqual(pages.map((page) => `${SITE}${page}`));
    expect(sitemapPartXml(SITE, pages, 1)).toBeUndefined();
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
  });

  it('becomes an index of numbered sitemaps past the limit, each holding its share', () => {
    const index = sitemapXml(SITE, pages, 3);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([`${SITE}/sitemap-1.xml`, `${SITE}/sitemap-2.xml`, `${SITE}/sitemap-3.xml`]);
    const parts = [1, 2, 3].map((part) => locs(sitemapPartXml(SITE, pages, part, 3) ?? ''));
    expect(parts.map((part) => part.length)).toEqual([3, 3, 1]);
    expect(parts.flat()).toEqual(pages.map((page) => `${SITE}${page}`));
    for (const missing of [0, 4, 1.5, Number.NaN])
      expect(sitemapPartXml(SITE, pages, missing, 3)).toBeUndefined();
  });

  it('escapes what XML must not see raw', () => {
    expect(sitemapXml('https://shop.example/a&b', ['/'])).toContain(
      '<loc>https://shop.example/a&amp;b/</loc>',
    );
  });
});

describe('robots.txt', () => {
  const robots = robotsTxt(SITE);

  it("keeps crawlers out of the API, a customer's own pages and the back office", () => {
    for (const path of [
      '/api/',
      '/cart',
      '/wish',
      '/orders',
      '/invoice/',
      '/profile',
      '/login',
      '/otp',
      '/admin',
    ]) {
      expect(robots).toContain(`\nDisallow: ${path}\n`);
    }
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
    expect(robots).not.toMatch(/Disallow: \/(details|by-|about)/);
  });

  it('points at the sitemap by its absolute URL', () => {
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml\n`);
  });
});
