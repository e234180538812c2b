import type { PageContext, PageHead } from '@shop/shared/contracts';
import { answer, aProductDetails, aReview, TEST_SITE } from '@shop/shared/testing';
import { productHead, productJsonLd, productPage } from './head';

const ID = '7b0e6f5e-2a9c-4c55-9d43-3f1b1f7c9a10';

const product = (overrides: Parameters<typeof aProductDetails>[0] = {}) =>
  aProductDetails({
    _id: ID,
    title: 'Trail Runner <GTX> & "Pro"',
    shortDes: 'Light shoes for wet trails',
    image: '/api/images/products/trail-1.webp',
    price: 120,
    discount: true,
    discountPrice: 99.5,
    star: 4.333,
    brand: { _id: 'b1', brandName: 'Northwind', brandImg: '' },
    category: { _id: 'c1', categoryName: 'Shoes', categoryImg: '' },
    details: { img1: '/api/images/products/trail-1.webp', img2: 'https://cdn.example/trail-2.webp' },
    ...overrides,
  });

const context = (within: PageContext['within'] = (answered) => answered): PageContext => ({
  address: { params: { id: ID }, search: '', props: {} },
  read: () => {
    throw new Error('the page is given what it reads');
  },
  site: TEST_SITE,
  within,
});

describe("a product page's head", () => {
  const head = productHead(TEST_SITE, product(), { count: 3, rating: 4.333 });

  it('is the product and the shop, described by its short description, canonical without a query', () => {
    expect(head).toMatchObject({
      title: 'Trail Runner <GTX> & "Pro" | Shop',
      description: 'Light shoes for wet trails',
      canonical: `${TEST_SITE}/details/${ID}`,
      type: 'product',
      image: `${TEST_SITE}/api/images/products/trail-1.webp`,
      price: { amount: '99.50', currency: 'USD' },
    });
  });

  it('carries a Product and a BreadcrumbList through its category', () => {
    const [data, trail] = head.jsonLd;
    expect(data).toMatchObject({ '@type': 'Product', name: 'Trail Runner <GTX> & "Pro"' });
    expect(trail).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${TEST_SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Shoes', item: `${TEST_SITE}/by-category/c1` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Trail Runner <GTX> & "Pro"',
          item: `${TEST_SITE}/details/${ID}`,
        },
      ],
    });
  });
});

describe("a product's schema.org data (product rich results)", () => {
  it('has the required name, image and offer with price, currency and availability', () => {
    const data = productJsonLd(TEST_SITE, product()) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      description: 'Light shoes for wet trails',
      brand: { '@type': 'Brand', name: 'Northwind' },
      offers: {
        '@type': 'Offer',
        price: '99.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${TEST_SITE}/details/${ID}`,
      },
    });
    // Every picture once, absolute; empty slots left out.
    expect(data.image).toEqual([
      `${TEST_SITE}/api/images/products/trail-1.webp`,
      'https://cdn.example/trail-2.webp',
    ]);
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('offers the list price when the product is not discounted', () => {
    expect(productJsonLd(TEST_SITE, product({ discount: false }))).toMatchObject({
      offers: { price: '120.00' },
    });
  });

  it('rates it only when it has reviews: ratingValue and reviewCount', () => {
    expect(productJsonLd(TEST_SITE, product(), { count: 2, rating: 4.5 })).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    expect(productJsonLd(TEST_SITE, product(), { count: 0, rating: 0 })).not.toHaveProperty(
      'aggregateRating',
    );
  });
});

describe("a product's page", () => {
  const reviews = (count: number) =>
    Array.from({ length: count }, (_, index) => aReview({ _id: `r${index}` }));
  const ratingOf = (page: Awaited<ReturnType<typeof productPage>>) =>
    page.status === 200 ? (page.head.jsonLd[0] as { aggregateRating?: object }).aggregateRating : undefined;

  it('is not found when the product is missing (unknown, retired or malformed)', async () => {
    expect(await productPage(context(), { product: 'missing', reviews: null })).toEqual({ status: 404 });
  });

  it('has the route’s generic head when the product did not come in time', async () => {
    const page = await productPage(context(), { product: null, reviews: null });
    expect(page).toEqual({ status: 200, head: expect.objectContaining({ title: 'Product details | Shop' }) });
    expect((page as { head: PageHead }).head.canonical).toBe(`${TEST_SITE}/details/${ID}`);
  });

  it('counts the reviews of its list, without asking again while the list is not full', async () => {
    const counted = jest.fn();
    answer('GET ProductReviewCount/:id', () => {
      counted();
      return { data: 1000 };
    });
    const page = await productPage(context(), { product: product(), reviews: reviews(7) });
    expect(ratingOf(page)).toMatchObject({ ratingValue: 4.33, reviewCount: 7 });
    expect(counted).not.toHaveBeenCalled();
  });

  it('asks for the count when the list is a full page, and keeps the page’s when the count is late', async () => {
    answer(`GET ProductReviewCount/${ID}`, { data: 250 });
    expect(
      ratingOf(await productPage(context(), { product: product(), reviews: reviews(100) })),
    ).toMatchObject({
      reviewCount: 250,
    });
    const late = context(async () => undefined);
    expect(ratingOf(await productPage(late, { product: product(), reviews: reviews(100) }))).toMatchObject({
      reviewCount: 100,
    });
  });

  it('leaves the rating out when nobody reviewed it', async () => {
    expect(ratingOf(await productPage(context(), { product: product(), reviews: [] }))).toBeUndefined();
  });
});
