import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { legalPages, products } from '../../../api/src/db/schema';
import { seedCatalogue } from '../../../api/test/support/fixtures';
import { builtStorefront } from '../support/built-storefront';
import { createTestShop, PUBLIC_URL, type TestShop } from '../support/shop';

describe('robots.txt and the sitemap', () => {
  let dir: string;
  let shop: TestShop;
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;

  beforeAll(async () => {
    dir = builtStorefront();
    shop = await createTestShop({ env: { STOREFRONT_DIR: dir } });
    catalogue = await seedCatalogue(shop.database.db, [
      { title: 'Pocket Phone', price: 300 },
      { title: 'Trail Shoe', price: 80, category: 'shoes', brand: 'south' },
      { title: 'Old Phone', price: 10 },
    ]);
    const retired = catalogue.products[2];
    if (!retired) throw new Error('fixture insert failed');
    await shop.database.db.update(products).set({ retiredAt: new Date() }).where(eq(products.id, retired.id));
    await shop.database.db.insert(legalPages).values({ type: 'terms', description: '<p>Be nice.</p>' });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const productId = (index: number) => catalogue.products[index]?.id ?? '';

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
