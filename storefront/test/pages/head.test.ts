import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { catalogueRepository } from '../../../api/src/catalogue/repository';
import { legalPages, products, reviews, users } from '../../../api/src/db/schema';
import { seedCatalogue } from '../../../api/test/support/fixtures';
import { pageHead } from '../../src/pages/head';
import { builtStorefront } from '../support/built-storefront';
import { createTestShop, PUBLIC_URL, type TestShop } from '../support/shop';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? 'null'),
  );

describe("the page's head and status, from the catalogue (a built storefront)", () => {
  let dir: string;
  let shop: TestShop;
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;

  beforeAll(async () => {
    dir = builtStorefront();
    shop = await createTestShop({ env: { STOREFRONT_DIR: dir } });
    const { db } = shop.database;
    catalogue = await seedCatalogue(db, [
      { title: 'Pocket Phone <Mini>', shortDes: 'A phone & a half', price: 300, discountPrice: 249.99 },
      { title: 'Trail Shoe', price: 80, category: 'shoes', brand: 'south' },
      { title: 'Old Phone', price: 10 },
    ]);
    const [reviewed, , retired] = catalogue.products;
    if (!reviewed || !retired) throw new Error('fixture insert failed');
    await db.update(products).set({ retiredAt: new Date() }).where(eq(products.id, retired.id));
    const buyers = await db
      .insert(users)
      .values([{ email: 'a@example.com' }, { email: 'b@example.com' }])
      .returning();
    await db.insert(reviews).values(
      buyers.map((buyer, index) => ({
        userId: buyer.id,
        productId: reviewed.id,
        rating: 4 + index,
        des: 'Good',
      })),
    );
    await db.update(products).set({ star: 4.5 }).where(eq(products.id, reviewed.id));
    await db.insert(legalPages).values({ type: 'terms', description: '<h2>Terms</h2><p>Be nice.</p>' });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = (url: string) => shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const productId = (index: number) => catalogue.products[index]?.id ?? '';

  it("gives a product's page its title (the template's replaced), price and JSON-LD", async () => {
    const answer = await page(`/details/${productId(0)}?add=wish`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = answer.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Pocket Phone &lt;Mini&gt; | Shop</title>');
    expect(html).toContain('<meta name="description" content="A phone &amp; a half">');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/details/${productId(0)}">`);
    expect(html).toContain('<meta property="product:price:amount" content="249.99">');
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/api/images/products/p0-1.svg">`);
    const [data, trail] = jsonLdOf(html);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Pocket Phone <Mini>',
      brand: { name: 'Northwind' },
      offers: { price: '249.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    // The head before the page hints, which still end the head.
    expect(html).toMatch(/<\/script><\/head>/);
    expect(html.indexOf('ld+json')).toBeLessThan(html.indexOf('id="remotes-manifest"'));
  });

  it("counts a product's reviews in the database when its first page of them is full", async () => {
    const repository = catalogueRepository(shop.database.db);
    expect(await repository.reviewCount(productId(0))).toBe(2);
    expect(await repository.reviewCount(productId(1))).toBe(0);
  });

  it('leaves the rating out of a product nobody reviewed', async () => {
    const [data] = jsonLdOf((await page(`/details/${productId(1)}`)).body);
    expect(data).toMatchObject({ name: 'Trail Shoe', offers: { price: '80.00' } });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('answers an unknown, retired or malformed product with a 404 that is still the shell’s page', async () => {
    for (const id of [UNKNOWN_ID, productId(2), '42']) {
      const answer = await page(`/details/${id}`);
      expect({ id, status: answer.statusCode }).toEqual({ id, status: 404 });
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body).toContain('<div id="root">');
      expect(answer.body).toContain('<title>Page not found | Shop</title>');
      expect(answer.body).toContain('<meta name="robots" content="noindex, follow">');
    }
  });

  it('answers an address no route has with a 404 page, and an API client still with JSON', async () => {
    for (const url of ['/no/such/page', '/details', '/cart/extra']) {
      const answer = await page(url);
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 404 });
      expect(answer.body).toContain('<div id="root">');
    }
    const json = await shop.app.inject({
      method: 'GET',
      url: '/no/such/page',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("names a brand's and a category's listing after it, and 404s one that does not exist", async () => {
    const brand = await page(`/by-brand/${catalogue.brands.south.id}?priceMax=100`);
    expect(brand.statusCode).toBe(200);
    expect(brand.body).toContain('<title>Southwind | Shop</title>');
    expect(brand.body).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/api/images/brands/south.svg">`,
    );
    expect(brand.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/by-brand/${catalogue.brands.south.id}">`,
    );
    const category = await page(`/by-category/${catalogue.categories.shoes.id}`);
    expect(category.body).toContain('<title>Shoes | Shop</title>');
    expect((await page(`/by-brand/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await page(`/by-category/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });

  it('describes a legal page by its first words, home by the shop; a customer’s page keeps the shell’s title', async () => {
    const terms = await page('/terms');
    expect(terms.body).toContain('<title>Terms | Shop</title>');
    expect(terms.body).toContain('<meta name="description" content="Terms Be nice.">');
    expect((await page('/')).body).toContain('<title>Shop: electronics, fashion and home</title>');
    const cart = await page('/cart');
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('<title>Shop</title>');
  });

  it('serves robots.txt and the sitemap of every page on sale, cacheable for a few minutes', async () => {
    const robots = await shop.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.headers['cache-control']).toBe('public, max-age=300');
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /cart');

    const sitemap = await shop.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.headers['cache-control']).toBe('public, max-age=300');
    const locs = [...sitemap.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/terms`,
        `${PUBLIC_URL}/by-brand/${catalogue.brands.north.id}`,
        `${PUBLIC_URL}/by-category/${catalogue.categories.phones.id}`,
        `${PUBLIC_URL}/details/${productId(0)}`,
        `${PUBLIC_URL}/details/${productId(1)}`,
      ]),
    );
    expect(locs).not.toContain(`${PUBLIC_URL}/details/${productId(2)}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/about`);
    // One sitemap holds them all: there are no numbered parts.
    expect((await shop.app.inject({ method: 'GET', url: '/sitemap-1.xml' })).statusCode).toBe(404);
  });
});

describe("a product's review count", () => {
  const product = {
    _id: UNKNOWN_ID,
    title: 'Much Reviewed',
    shortDes: 'Loved',
    image: '/api/images/products/x.webp',
    price: 10,
    discount: false,
    discountPrice: null,
    star: 4.2,
    brand: { _id: 'b', brandName: 'B' },
    category: { _id: 'c', categoryName: 'C' },
    details: {},
  };
  const answers = (reviews: number) => async (path: string) => ({
    statusCode: 200,
    body: {
      status: 'success',
      data: path.includes('ProductDetails') ? [product] : Array.from({ length: reviews }, () => ({})),
    },
  });
  const ratingOf = async (headFor: (pathname: string) => Promise<{ head?: string }>) =>
    jsonLdOf((await headFor(`/details/${UNKNOWN_ID}`)).head ?? '')[0]?.aggregateRating;

  it('is the length of its review list, which is not counted again while it is not full', async () => {
    const reviewCount = jest.fn(async () => 1000);
    const headFor = pageHead({ site: PUBLIC_URL, ask: answers(7), reviewCount });
    expect(await ratingOf(headFor)).toMatchObject({ ratingValue: 4.2, reviewCount: 7 });
    expect(reviewCount).not.toHaveBeenCalled();
  });

  it('is counted when the list is a full page, and stays the page when the count is late', async () => {
    const headFor = pageHead({ site: PUBLIC_URL, ask: answers(100), reviewCount: async () => 250 });
    expect(await ratingOf(headFor)).toMatchObject({ reviewCount: 250 });
    const slow = pageHead({ site: PUBLIC_URL, ask: answers(100), reviewCount: () => new Promise(() => {}) });
    const started = Date.now();
    expect(await ratingOf(slow)).toMatchObject({ reviewCount: 100 });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('a page whose data is late or failing', () => {
  const ask = (answer: () => Promise<{ statusCode: number; body: unknown }>) =>
    pageHead({ site: PUBLIC_URL, ask: answer });

  it('gets the generic head of its route, a 200, within the time page hints wait', async () => {
    const never = ask(() => new Promise(() => {}));
    const started = Date.now();
    const result = await never(`/details/${UNKNOWN_ID}`);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result.status).toBe(200);
    expect(result.head).toContain('<title>Product details | Shop</title>');
    const failing = ask(async () => ({ statusCode: 503, body: undefined }));
    expect(await failing(`/by-brand/${UNKNOWN_ID}`)).toMatchObject({ status: 200 });
    const throwing = ask(async () => {
      throw new Error('down');
    });
    expect((await throwing('/about')).head).toContain('<title>About | Shop</title>');
  });
});

describe('an address a slice published after this API was built', () => {
  const giftCards = { path: '/gift-cards', module: './GiftCards', title: 'Gift cards' };
  const headFor = pageHead({ site: PUBLIC_URL, ask: async () => ({ statusCode: 404, body: undefined }) });

  it("is found, with the shell's own head", async () => {
    expect(await headFor('/gift-cards', undefined, { catalogue: [giftCards] })).toEqual({ status: 200 });
  });

  it('is not found while no slice publishes it', async () => {
    expect((await headFor('/gift-cards', undefined, { account: [] })).status).toBe(404);
  });
});
