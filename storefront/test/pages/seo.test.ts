import {
  absoluteUrl,
  describe as describeText,
  type HeadProduct,
  headTags,
  homeHead,
  keywordHead,
  legalHead,
  listingHead,
  notFoundHead,
  productHead,
  productJsonLd,
  withoutGenericHead,
} from '../../src/pages/seo';

const SITE = 'https://shop.example';
const ID = '7b0e6f5e-2a9c-4c55-9d43-3f1b1f7c9a10';

const product = (overrides: Partial<HeadProduct> = {}): HeadProduct => ({
  _id: ID,
  title: 'Trail Runner <GTX> & "Pro"',
  shortDes: 'Light shoes for wet trails',
  image: '/api/images/products/trail-1.webp',
  price: 120,
  discount: true,
  discountPrice: 99.5,
  star: 4.333,
  brand: { _id: 'b1', brandName: 'Northwind' },
  category: { _id: 'c1', categoryName: 'Shoes' },
  details: { img1: '/api/images/products/trail-1.webp', img2: 'https://cdn.example/trail-2.webp', img3: '' },
  ...overrides,
});

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

const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? 'null'),
  );

describe("a product page's head", () => {
  const html = headTags(productHead(SITE, product(), 'USD', { count: 3, rating: 4.333 }));

  it('has one title, the product and the shop, escaped', () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Trail Runner &lt;GTX&gt; &amp; &quot;Pro&quot; | Shop</title>');
    expect(html).not.toMatch(/<GTX>/);
  });

  it('is described by the short description and canonical at PUBLIC_URL + path, without a query', () => {
    expect(metaContent(html, 'description')).toBe('Light shoes for wet trails');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/details/${ID}">`);
  });

  it('has Open Graph and a large Twitter card with the absolute picture and the price paid', () => {
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:title')).toBe('Trail Runner <GTX> & "Pro" | Shop');
    expect(metaContent(html, 'og:description')).toBe('Light shoes for wet trails');
    expect(metaContent(html, 'og:url')).toBe(`${SITE}/details/${ID}`);
    expect(metaContent(html, 'og:image')).toBe(`${SITE}/api/images/products/trail-1.webp`);
    expect(metaContent(html, 'product:price:amount')).toBe('99.50');
    expect(metaContent(html, 'product:price:currency')).toBe('USD');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(`${SITE}/api/images/products/trail-1.webp`);
  });

  it('carries a Product and a BreadcrumbList as JSON-LD that cannot close its script element', () => {
    const [data, trail] = jsonLdOf(html);
    expect(data).toMatchObject({ '@type': 'Product', name: 'Trail Runner <GTX> & "Pro"' });
    expect(html).not.toContain('<GTX>');
    expect(trail).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Shoes', item: `${SITE}/by-category/c1` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Trail Runner <GTX> & "Pro"',
          item: `${SITE}/details/${ID}`,
        },
      ],
    });
  });
});

describe("a product's schema.org data (Google's product rich results)", () => {
  it('has the required name, image and offer with price, currency and availability', () => {
    const data = productJsonLd(SITE, product(), 'USD') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Trail Runner <GTX> & "Pro"',
      description: 'Light shoes for wet trails',
      brand: { '@type': 'Brand', name: 'Northwind' },
      offers: {
        '@type': 'Offer',
        price: '99.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${SITE}/details/${ID}`,
      },
    });
    // Every picture once, absolute; empty slots left out.
    expect(data.image).toEqual([
      `${SITE}/api/images/products/trail-1.webp`,
      'https://cdn.example/trail-2.webp',
    ]);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('sku');
  });

  it('offers the list price when the product is not discounted, and names its sku when known', () => {
    const data = productJsonLd(SITE, product({ discount: false, sku: 'TR-1' }), 'USD');
    expect(data).toMatchObject({ sku: 'TR-1', offers: { price: '120.00' } });
  });

  it('rates it only when it has reviews: ratingValue and reviewCount', () => {
    expect(productJsonLd(SITE, product(), 'USD', { count: 2, rating: 4.5 })).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    expect(productJsonLd(SITE, product(), 'USD', { count: 0, rating: 0 })).not.toHaveProperty(
      'aggregateRating',
    );
  });
});

describe('the other pages’ heads', () => {
  it('home: the home title, the shop described, canonical /', () => {
    const html = headTags(homeHead(SITE));
    expect(html).toContain('<title>Shop: electronics, fashion and home</title>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/">`);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(html).not.toContain('ld+json');
  });

  it("a brand's or category's listing: named after it, with a breadcrumb", () => {
    const html = headTags(
      listingHead(SITE, { by: 'brand', id: 'b1', name: 'North & South', image: '/api/images/brands/n.webp' }),
    );
    expect(html).toContain('<title>North &amp; South | Shop</title>');
    expect(metaContent(html, 'description')).toContain('North & South');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/by-brand/b1">`);
    expect(jsonLdOf(html)[0]).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(metaContent(html, 'og:image')).toBe(`${SITE}/api/images/brands/n.webp`);
    // No name read in time: the screen's own fallback heading.
    expect(headTags(listingHead(SITE, { by: 'category', id: 'c1' }))).toContain(
      '<title>Products | Shop</title>',
    );
  });

  it('a keyword search: its words escaped and encoded, kept out of the index', () => {
    const html = headTags(keywordHead(SITE, '<b>red shoes</b>'));
    expect(html).toContain('<title>Results for &quot;&lt;b&gt;red shoes&lt;/b&gt;&quot; | Shop</title>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/by-keyword/%3Cb%3Ered%20shoes%3C%2Fb%3E">`);
    expect(metaContent(html, 'robots')).toBe('noindex, follow');
  });

  it('a legal page: its title, described by the first words of its content', () => {
    const content = `<h2>About</h2><p>We sell things &amp; ship them.</p><p>${'More words. '.repeat(30)}</p>`;
    const html = headTags(legalHead(SITE, { path: '/about', title: 'About' }, content));
    expect(html).toContain('<title>About | Shop</title>');
    const description = metaContent(html, 'description') ?? '';
    expect(description.startsWith('About We sell things & ship them. More words.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
  });

  it('the not-found page: no canonical, not indexed', () => {
    const html = headTags(notFoundHead());
    expect(html).toContain('<title>Page not found | Shop</title>');
    expect(html).not.toContain('canonical');
    expect(metaContent(html, 'robots')).toBe('noindex, follow');
  });
});

describe('helpers', () => {
  it('makes a picture absolute only where it is a path of the shop or an http(s) URL', () => {
    expect(absoluteUrl(SITE, '/api/images/a.webp')).toBe(`${SITE}/api/images/a.webp`);
    expect(absoluteUrl(SITE, 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
    expect(absoluteUrl(SITE, '//evil.example/a.webp')).toBeUndefined();
    expect(absoluteUrl(SITE, 'javascript:alert(1)')).toBeUndefined();
  });

  it('describes HTML by its text, scripts left out', () => {
    expect(describeText('<p>Hi<script>x()</script> &lt;there&gt;</p>')).toBe('Hi <there>');
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
});
