import { DEFAULT_GROUP_IMAGE } from '../../src/catalogue/import-products';
import { isPictureUrl } from '../../src/lib/picture-url';
import { BRANDS, CATEGORIES, FEATURES, PRODUCTS, SLIDERS } from '../../src/seed/catalogue';
import { imageUrl } from '../../src/seed/image-paths';

describe('isPictureUrl', () => {
  it.each([
    '/api/images/logo.svg',
    '/api/images/products/arc-phone-1.svg',
    '/api/images/uploads/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.webp',
    '/api/images/a.b/c_d-e..png',
    'https://cdn.example/shoes/1.webp',
    'https://cdn.example:8443/shoes/1.webp?w=800&fit=crop#top',
    'https://cdn.example',
    'https://shop.example/api/images/brands/acme.svg',
    'https://cdn.example/apiary/bee.png',
    'https://cdn.example/a%20b.png',
    'https://bücher.example/café.png',
  ])('accepts %s', (url) => {
    expect(isPictureUrl(url)).toBe(true);
  });

  it.each([
    ['a dot-dot segment', '/api/images/../v1/CreateInvoice'],
    ['a dot segment', '/api/images/./logo.svg'],
    ['a dot-dot segment at the end', '/api/images/products/..'],
    ['an encoded dot', '/api/images/%2e%2e/v1/CreateInvoice'],
    ['an encoded dot in capitals', '/api/images/%2E%2E/v1/CreateInvoice'],
    ['an encoded slash', '/api/images/..%2fv1/CreateInvoice'],
    ['an encoded backslash', '/api/images/..%5cv1/CreateInvoice'],
    ['a backslash', '/api/images/..\\v1\\CreateInvoice'],
    ['an empty segment', '/api/images//logo.svg'],
    ['the folder alone', '/api/images/'],
    ['a query', '/api/images/logo.svg?/../../v1/CreateInvoice'],
    ['a fragment', '/api/images/logo.svg#x'],
    ['another character than a name has', '/api/images/a;b.svg'],
    ['a space', '/api/images/a b.svg'],
    ['a quote', '/api/images/a".svg'],
    ['a control character', '/api/images/a\u0000.svg'],
    ['the API', '/api/v1/CreateInvoice'],
    ['the API in capitals', '/API/IMAGES/logo.svg'],
    ['a relative path', 'images/logo.svg'],
    ['a path elsewhere on the shop', '/remotes/catalogue/logo.svg'],
    ['a protocol-relative URL', '//evil.example/a.png'],
    ['http', 'http://cdn.example/a.png'],
    ['https in capitals', 'HTTPS://cdn.example/a.png'],
    ['data', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['javascript', 'javascript:alert(1)'],
    ['https without a host', 'https:///api/v1/CreateInvoice'],
    ['https with user info', 'https://shop.example@evil.example/a.png'],
    ['https with a bad host', 'https://exa mple/a.png'],
    ['https to the API', 'https://shop.example/api/v1/CreateInvoice'],
    ['https to the API in capitals', 'https://shop.example/API/v1/CreateInvoice'],
    ['https to the API with a semicolon', 'https://shop.example/api;/v1/CreateInvoice'],
    ['https climbing out of the pictures', 'https://shop.example/api/images/../v1/CreateInvoice'],
    ['https with an encoded dot', 'https://shop.example/x/%2e%2e/api/v1/CreateInvoice'],
    ['https with a backslash', 'https://shop.example/x\\..\\api'],
    ['https with a doubled slash', 'https://shop.example//api/v1/CreateInvoice'],
    ['an empty string', ''],
  ])('refuses %s: %j', (_, url) => {
    expect(isPictureUrl(url)).toBe(false);
  });

  it("accepts every picture of the demo catalogue and the import's default", () => {
    const pictures = [
      ...BRANDS.map((brand) => brand.image),
      ...CATEGORIES.map((category) => category.image),
      ...PRODUCTS.flatMap((product) => product.details.images),
      ...SLIDERS.map((slider) => slider.image),
      ...FEATURES.map((feature) => feature.img),
      imageUrl.logo,
      imageUrl.paymentMethods,
      DEFAULT_GROUP_IMAGE,
    ];
    expect(pictures.length).toBeGreaterThan(100);
    expect(pictures.filter((url) => !isPictureUrl(url))).toEqual([]);
  });
});
