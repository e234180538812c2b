import type { PageHead } from '@shop/shared/contracts';
import { headTags, withoutGenericHead } from '../../src/pages/head-tags';

const SITE = 'https://shop.example';

const product: PageHead = {
  title: 'Trail Runner <GTX> & "Pro" | Shop',
  description: 'Light shoes for wet trails',
  canonical: `${SITE}/details/7b0e`,
  type: 'product',
  image: `${SITE}/api/images/products/trail-1.webp`,
  price: { amount: '99.50', currency: 'USD' },
  jsonLd: [{ '@type': 'Product', name: 'Trail Runner <GTX></script>' }],
};

/** The content of a meta tag, as a browser reads the attribute (entities decoded). */
function metaContent(html: string, key: string): string | undefined {
  const match = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`));
  return match?.[1]
    ?.replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

describe("a page's head, as tags", () => {
  const html = headTags(product);

  it('has one title, escaped', () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Trail Runner &lt;GTX&gt; &amp; &quot;Pro&quot; | Shop</title>');
  });

  it('has its description, canonical address, Open Graph and a large Twitter card with the price', () => {
    expect(metaContent(html, 'description')).toBe('Light shoes for wet trails');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/details/7b0e">`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:title')).toBe('Trail Runner <GTX> & "Pro" | Shop');
    expect(metaContent(html, 'og:url')).toBe(`${SITE}/details/7b0e`);
    expect(metaContent(html, 'og:image')).toBe(`${SITE}/api/images/products/trail-1.webp`);
    expect(metaContent(html, 'product:price:amount')).toBe('99.50');
    expect(metaContent(html, 'product:price:currency')).toBe('USD');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(`${SITE}/api/images/products/trail-1.webp`);
  });

  it('carries JSON-LD that cannot close its script element', () => {
    const [, data] = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/) ?? [];
    expect(JSON.parse(data ?? 'null')).toEqual(product.jsonLd[0]);
    expect(html).not.toContain('<GTX>');
  });

  it('keeps a page out of the index when asked, without a canonical when it has none', () => {
    const notFound = headTags({
      title: 'Page not found | Shop',
      description: 'x',
      type: 'website',
      jsonLd: [],
      noindex: true,
    });
    expect(metaContent(notFound, 'robots')).toBe('noindex, follow');
    expect(notFound).not.toContain('canonical');
    expect(metaContent(notFound, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'robots')).toBeUndefined();
  });
});

it("takes the build's title and description out of the shell's page, leaving the rest", () => {
  const page =
    '<head><meta charset="utf-8" /><meta name="description" content="Shop: x" />\n<title>Shop</title>\n</head>';
  expect(withoutGenericHead(page)).toBe('<head><meta charset="utf-8" /></head>');
  // As a minifier may write it.
  expect(
    withoutGenericHead('<head><meta name=description content="Shop: x"><title>Shop</title></head>'),
  ).toBe('<head></head>');
  expect(withoutGenericHead('<meta name="descriptions" content="x">')).toBe(
    '<meta name="descriptions" content="x">',
  );
});
