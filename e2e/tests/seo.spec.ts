import { expect, test } from '@playwright/test';
import { asFetched } from '../support/page-html';
import { twoProducts } from '../support/shopping';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
/** Text as a browser reads it out of the HTML. */
const textOf = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? 'null'),
  );

test("a product page's HTML, before any script, names the product, its price and schema.org data", async ({
  request,
  baseURL,
}) => {
  const { discounted } = await twoProducts(request);
  const answer = await request.get(`/details/${discounted._id}`, asFetched);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  // One title, the product's: the build's generic one is replaced.
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(textOf(html.match(/<title>(.*?)<\/title>/)?.[1] ?? '')).toBe(`${discounted.title} | Shop`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/details/${discounted._id}">`);
  expect(html).toMatch(/<meta name="description" content="[^"]+">/);
  expect(html).toContain('<meta property="og:type" content="product">');
  expect(html).toContain(`<meta property="og:url" content="${baseURL}/details/${discounted._id}">`);
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="${baseURL}/`));
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  const price = (discounted.discountPrice ?? discounted.price).toFixed(2);
  expect(html).toContain(`<meta property="product:price:amount" content="${price}">`);

  const product = jsonLdOf(html).find((data) => data['@type'] === 'Product');
  expect(product).toMatchObject({
    name: discounted.title,
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    },
  });
  expect((product?.image as string[] | undefined)?.length).toBeGreaterThan(0);
  expect(jsonLdOf(html).some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
});

test('an unknown product and an unknown address answer 404, and the browser shows why', async ({ page }) => {
  const unknownProduct = await page.goto('/details/00000000-0000-4000-8000-000000000000');
  expect(unknownProduct?.status()).toBe(404);
  await expect(page.getByText('No product details available.')).toBeVisible();

  const unknownAddress = await page.goto('/no/such/page');
  expect(unknownAddress?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Shop');
});

test('robots.txt points crawlers at the sitemap, which lists the products on sale', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const { discounted } = await twoProducts(request);
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/details/${discounted._id}</loc>`);
});
