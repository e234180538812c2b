import { absoluteUrl, breadcrumbs, describe as describeText, notFoundHead, pageTitle } from './page-head';

const SITE = 'https://shop.example';

it('makes a picture absolute only where it is a path of the shop or an http(s) URL', () => {
  expect(absoluteUrl(SITE, '/api/images/a.webp')).toBe(`${SITE}/api/images/a.webp`);
  expect(absoluteUrl(SITE, 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
  expect(absoluteUrl(SITE, '//evil.example/a.webp')).toBeUndefined();
  expect(absoluteUrl(SITE, 'javascript:alert(1)')).toBeUndefined();
});

it('describes HTML by its text, scripts left out, entities read', () => {
  expect(describeText('<p>Hi<script>x()</script> &lt;there&gt;&nbsp;&amp; you</p>')).toBe('Hi <there> & you');
});

it('leads breadcrumbs from home, with absolute addresses', () => {
  expect(breadcrumbs(SITE, [{ name: 'Shoes', path: '/by-category/c1' }])).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Shoes', item: `${SITE}/by-category/c1` },
    ],
  });
});

it('titles a page by its name and the shop’s; the not-found page has no canonical and is not indexed', () => {
  expect(pageTitle('Orders')).toBe('Orders | Shop');
  expect(notFoundHead()).toEqual({
    title: 'Page not found | Shop',
    description: expect.any(String),
    type: 'website',
    jsonLd: [],
    noindex: true,
  });
});
