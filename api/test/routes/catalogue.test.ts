import { createTestApp, type TestApp } from '../support/app';
import { seedCatalogue, seedContent } from '../support/fixtures';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await seedCatalogue(t.database.db, [
    { title: 'Aurora Phone', shortDes: 'A bright OLED screen', price: 699, remark: 'new' },
    {
      title: 'Trail Runner 2',
      shortDes: 'Light running SHOES',
      price: 120,
      discountPrice: 89.5,
      remark: 'trending',
      brand: 'south',
      category: 'shoes',
    },
    { title: 'Budget Phone', shortDes: 'Does the basics', price: 99.99, remark: 'new', brand: 'south' },
    { title: '100% Cotton_Tee', shortDes: 'Soft and plain', price: 15, remark: 'special', category: 'shoes' },
    {
      title: 'Studio Phone Pro',
      shortDes: 'For creators',
      price: 1200,
      discountPrice: 950,
      remark: 'top',
      des: '<p>Fast</p><script>alert("x")</script><table><tr><th onmouseover="x()">CPU</th><td>8 cores</td></tr></table>',
    },
  ]);
  const aurora = catalogue.products[0];
  if (!aurora) throw new Error('fixture');
  await seedContent(t.database.db, aurora.id);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const titles = (body: { data: Array<{ title: string }> }) => body.data.map((product) => product.title);
const idOf = (title: string) => {
  const product = catalogue.products.find((p) => p.title === title);
  if (!product) throw new Error(title);
  return product.id;
};

describe('lists of brands, categories, sliders, features', () => {
  it('lists brands with _id, brandName and brandImg', async () => {
    const body = (await get('/api/v1/ProductBrandList')).json();
    expect(body.status).toBe('success');
    expect(body.data).toEqual([
      { _id: catalogue.brands.north.id, brandName: 'Northwind', brandImg: '/api/images/brands/north.svg' },
      { _id: catalogue.brands.south.id, brandName: 'Southwind', brandImg: '/api/images/brands/south.svg' },
    ]);
  });

  it('lists categories with _id, categoryName and categoryImg', async () => {
    const body = (await get('/api/v1/ProductCategoryList')).json();
    expect(body.data.map((c: { categoryName: string }) => c.categoryName)).toEqual(['Phones', 'Shoes']);
    expect(Object.keys(body.data[0]).sort()).toEqual(['_id', 'categoryImg', 'categoryName']);
  });

  it('lists sliders with title, des, image and productID', async () => {
    const body = (await get('/api/v1/ProductSliderList')).json();
    expect(body.data).toEqual([
      expect.objectContaining({
        title: 'Big sale',
        des: 'Everything must go',
        image: '/s.svg',
        productID: idOf('Aurora Phone'),
      }),
    ]);
  });

  it('lists features in their order', async () => {
    const body = (await get('/api/v1/FeaturesList')).json();
    expect(body.data.map((f: { name: string }) => f.name)).toEqual(['Free Delivery', 'Secure Payment']);
  });
});

describe('product lists', () => {
  it('lists a remark newest first: exactly the card fields, and the page summary', async () => {
    const body = (await get('/api/v1/ProductListByRemark/new')).json();
    expect(titles(body)).toEqual(['Budget Phone', 'Aurora Phone']);
    expect(body.data[0]).toEqual({
      _id: idOf('Budget Phone'),
      title: 'Budget Phone',
      image: expect.any(String),
      price: 99.99,
      discount: false,
      discountPrice: null,
      star: 0,
      remark: 'new',
      stockLeft: null,
    });
    expect(body).toMatchObject({ page: 1, limit: 100, hasMore: false });
  });

  it('shows the discount price beside the price of a discounted product', async () => {
    const body = (await get('/api/v1/ProductListByRemark/trending')).json();
    expect(body.data[0]).toMatchObject({ price: 120, discount: true, discountPrice: 89.5 });
  });

  it('gives an empty list for an unknown remark', async () => {
    const response = await get('/api/v1/ProductListByRemark/bestsellers');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', data: [] });
  });

  it('lists by brand and by category', async () => {
    expect(titles((await get(`/api/v1/ProductListByBrand/${catalogue.brands.south.id}`)).json())).toEqual([
      'Budget Phone',
      'Trail Runner 2',
    ]);
    expect(
      titles((await get(`/api/v1/ProductListByCategory/${catalogue.categories.shoes.id}`)).json()),
    ).toEqual(['100% Cotton_Tee', 'Trail Runner 2']);
  });

  it('gives an empty list for an unknown brand or category', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/v1/ProductListByBrand/${unknown}`)).json().data).toEqual([]);
    expect((await get(`/api/v1/ProductListByCategory/${unknown}`)).json().data).toEqual([]);
  });

  it('refuses a malformed id with a 400 naming it', async () => {
    const response = await get('/api/v1/ProductListByBrand/not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'fail',
      message: expect.stringContaining('brandId'),
      code: 'VALIDATION',
      field: 'brandId',
    });
  });

  it('pages with page and limit, and says when there is more', async () => {
    const first = (await get('/api/v1/ProductListByRemark/new?limit=1')).json();
    expect(first).toMatchObject({ page: 1, limit: 1, hasMore: true });
    expect(titles(first)).toEqual(['Budget Phone']);
    const second = (await get('/api/v1/ProductListByRemark/new?limit=1&page=2')).json();
    expect(second).toMatchObject({ page: 2, limit: 1, hasMore: false });
    expect(titles(second)).toEqual(['Aurora Phone']);
  });

  it.each(['limit=0', 'limit=101', 'page=0', 'page=abc'])('refuses the page setting %s', async (query) => {
    const response = await get(`/api/v1/ProductListByRemark/new?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe('fail');
  });
});

describe('keyword search', () => {
  it('matches substrings of the title, case-insensitively', async () => {
    expect(titles((await get('/api/v1/ProductListByKeyword/PHON')).json())).toEqual([
      'Studio Phone Pro',
      'Budget Phone',
      'Aurora Phone',
    ]);
  });

  it('matches the short description too', async () => {
    expect(titles((await get('/api/v1/ProductListByKeyword/oled')).json())).toEqual(['Aurora Phone']);
    expect(titles((await get('/api/v1/ProductListByKeyword/running%20shoes')).json())).toEqual([
      'Trail Runner 2',
    ]);
  });

  it('takes % and _ literally', async () => {
    expect(titles((await get('/api/v1/ProductListByKeyword/100%25')).json())).toEqual(['100% Cotton_Tee']);
    expect(titles((await get('/api/v1/ProductListByKeyword/n_t')).json())).toEqual(['100% Cotton_Tee']);
    expect(titles((await get('/api/v1/ProductListByKeyword/%25')).json())).toEqual(['100% Cotton_Tee']);
  });

  it('finds nothing for a word that is not there', async () => {
    expect((await get('/api/v1/ProductListByKeyword/zeppelin')).json().data).toEqual([]);
  });

  it('refuses a keyword longer than 100 characters', async () => {
    expect((await get(`/api/v1/ProductListByKeyword/${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('ProductListByFilter', () => {
  const filter = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/ProductListByFilter', payload: body });

  it('applies only the non-empty filters', async () => {
    const all = await filter({ brandID: '', categoryID: '', priceMax: '', priceMin: '' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toHaveLength(5);
    const south = await filter({
      brandID: catalogue.brands.south.id,
      categoryID: '',
      priceMax: '',
      priceMin: '',
    });
    expect(titles(south.json())).toEqual(['Budget Phone', 'Trail Runner 2']);
    const southShoes = await filter({
      brandID: catalogue.brands.south.id,
      categoryID: catalogue.categories.shoes.id,
      priceMax: '',
      priceMin: '',
    });
    expect(titles(southShoes.json())).toEqual(['Trail Runner 2']);
  });

  it('compares prices with what the customer pays', async () => {
    // Trail Runner costs 120 but is discounted to 89.50; Studio Phone Pro 1200 discounted to 950.
    expect(titles((await filter({ priceMin: '', priceMax: '90' })).json())).toEqual([
      '100% Cotton_Tee',
      'Trail Runner 2',
    ]);
    expect(titles((await filter({ priceMin: '900', priceMax: '1000' })).json())).toEqual([
      'Studio Phone Pro',
    ]);
  });

  it('accepts a missing field as empty and drops unknown fields', async () => {
    const response = await filter({ categoryID: catalogue.categories.phones.id, sneaky: 'x' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(3);
  });

  it("keeps a keyword listing's search when a keyword is given, matched as ProductListByKeyword matches", async () => {
    const southPhones = await filter({ brandID: catalogue.brands.south.id, keyword: ' PHONE ' });
    expect(titles(southPhones.json())).toEqual(['Budget Phone']);
    expect(titles((await filter({ keyword: '100%', priceMax: '20' })).json())).toEqual(['100% Cotton_Tee']);
    expect(titles((await filter({ keyword: '' })).json())).toHaveLength(5);
  });

  it.each([
    [{ priceMin: 'ten' }, 'priceMin'],
    [{ brandID: 'nope' }, 'brandID'],
    [{ priceMax: '-5' }, 'priceMax'],
    [{ keyword: 'a'.repeat(101) }, 'keyword'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const response = await filter(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });
});

describe('price ranges of the listings', () => {
  const range = async (path: string) => {
    const response = await get(`/api/v1/${path}`);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  it("spans the prices customers pay among all of a brand's, category's or keyword's products", async () => {
    // Phones: Aurora 699, Budget 99.99, Studio Phone Pro 1200 sold at 950 (the discount price counts).
    expect(await range(`ProductPriceRangeByCategory/${catalogue.categories.phones.id}`)).toEqual({
      min: 99.99,
      max: 950,
    });
    // Southwind: Trail Runner 120 sold at 89.50, Budget Phone 99.99.
    expect(await range(`ProductPriceRangeByBrand/${catalogue.brands.south.id}`)).toEqual({
      min: 89.5,
      max: 99.99,
    });
    expect(await range('ProductPriceRangeByKeyword/%20Phone%20')).toEqual({ min: 99.99, max: 950 });
  });

  it('is empty (nulls) for a listing without products', async () => {
    const none = { min: null, max: null };
    expect(await range('ProductPriceRangeByKeyword/no%20such%20thing')).toEqual(none);
    expect(await range('ProductPriceRangeByBrand/00000000-0000-4000-8000-000000000000')).toEqual(none);
  });

  it('is cached like the lists it belongs to: an ETag, asked again each time', async () => {
    const url = `/api/v1/ProductPriceRangeByCategory/${catalogue.categories.shoes.id}`;
    const first = await get(url);
    expect(first.json().data).toEqual({ min: 15, max: 89.5 });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['ProductPriceRangeByBrand/nope', 'brandId'],
    ['ProductPriceRangeByCategory/1', 'categoryId'],
    [`ProductPriceRangeByKeyword/${'a'.repeat(101)}`, 'keyword'],
  ])('refuses %s with a 400 naming %s', async (path, field) => {
    const response = await get(`/api/v1/${path}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });
});

describe('ProductDetails', () => {
  it('returns a one-item list with brand, category and details, the HTML sanitised', async () => {
    const response = await get(`/api/v1/ProductDetails/${idOf('Studio Phone Pro')}`);
    expect(response.statusCode).toBe(200);
    const [product, ...rest] = response.json().data;
    expect(rest).toEqual([]);
    expect(product).toMatchObject({
      _id: idOf('Studio Phone Pro'),
      title: 'Studio Phone Pro',
      shortDes: 'For creators',
      price: 1200,
      discount: true,
      discountPrice: 950,
      brand: { _id: catalogue.brands.north.id, brandName: 'Northwind' },
      category: { _id: catalogue.categories.phones.id, categoryName: 'Phones' },
      details: {
        img1: expect.stringMatching(/^\/api\/images\//),
        img3: '',
        size: 'S,M,L',
        color: 'Black,White',
      },
    });
    expect(product.details.des).toBe('<p>Fast</p><table><tr><th>CPU</th><td>8 cores</td></tr></table>');
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect((await get('/api/v1/ProductDetails/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get("/api/v1/ProductDetails/1'%20OR%201=1")).statusCode).toBe(400);
  });

  it('lists no reviews for a product nobody reviewed', async () => {
    expect((await get(`/api/v1/ProductReviewList/${idOf('Aurora Phone')}`)).json()).toEqual({
      status: 'success',
      data: [],
    });
  });
});

describe('LegalDetails', () => {
  it('returns the page as a list whose first item has the sanitised HTML description', async () => {
    const body = (await get('/api/v1/LegalDetails/about')).json();
    expect(body.data).toEqual([{ type: 'about', description: '<h2>About</h2><p>We sell things.</p>' }]);
  });

  it('answers 404 for a known type without content and 400 for an unknown type', async () => {
    expect((await get('/api/v1/LegalDetails/refund')).statusCode).toBe(404);
    expect((await get('/api/v1/LegalDetails/secrets')).statusCode).toBe(400);
  });
});

describe('caching headers', () => {
  it('sends an ETag and a short public max-age, and answers 304 when the copy is current', async () => {
    const first = await get('/api/v1/ProductBrandList');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=60/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await get('/api/v1/ProductBrandList', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await get('/api/v1/ProductBrandList', { 'if-none-match': '"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
  // Each URL twice: the first answer is computed, the second served from memory, and both must say the same.
  const headersOfTwoReads = async (url: string) => {
    const computed = await get(url);
    const fromMemory = await get(url);
    expect([computed.statusCode, fromMemory.statusCode]).toEqual([200, 200]);
    expect(fromMemory.headers.etag).toBe(computed.headers.etag);
    return [computed.headers, fromMemory.headers];
  };

  it.each([
    '/api/v1/ProductBrandList',
    '/api/v1/ProductCategoryList',
    '/api/v1/ProductSliderList',
    '/api/v1/FeaturesList',
    '/api/v1/LegalDetails/about',
  ])('lets CDNs and browsers reuse %s for a minute: no customer action changes it', async (url) => {
    for (const headers of await headersOfTwoReads(url)) {
      expect(headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
      expect(headers.etag).toMatch(/^".+"$/);
    }
  });

  it.each([
    '/api/v1/ProductDetails/{product}',
    '/api/v1/ProductReviewList/{product}',
    '/api/v1/ProductListByRemark/new',
    `/api/v1/ProductListByBrand/${NO_SUCH_ID}`,
    `/api/v1/ProductListByCategory/${NO_SUCH_ID}`,
    '/api/v1/ProductListByKeyword/phone',
  ])('makes browsers revalidate %s on every use: a review changes its reviews or stars', async (template) => {
    const url = template.replace('{product}', idOf('Aurora Phone'));
    for (const headers of await headersOfTwoReads(url)) {
      expect(headers['cache-control']).toBe('public, no-cache');
      expect(headers.etag).toMatch(/^".+"$/);
    }
  });

  it('answers a revalidation of a current copy with a bodyless 304 that keeps it no-cache', async () => {
    const url = `/api/v1/ProductDetails/${idOf('Aurora Phone')}`;
    const { etag } = (await get(url)).headers;
    const again = await get(url, { 'if-none-match': etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, no-cache');
  });

  it('does not cache failures', async () => {
    const response = await get('/api/v1/ProductDetails/00000000-0000-4000-8000-000000000000');
    expect(response.headers.etag).toBeUndefined();
  });

  it('reads the database once for a burst of requests for an answer it does not hold yet', async () => {
    const reads = jest.spyOn(t.app.db, 'select');
    try {
      await get('/api/v1/ProductListByRemark/new?limit=4');
      const readsForOne = reads.mock.calls.length;
      reads.mockClear();

      const burst = await Promise.all(
        Array.from({ length: 20 }, () => get('/api/v1/ProductListByRemark/new?limit=3')),
      );
      expect(reads).toHaveBeenCalledTimes(readsForOne);
      expect(new Set(burst.map((answer) => `${answer.statusCode} ${answer.headers.etag}`)).size).toBe(1);
      expect(burst[0]?.json().data).toHaveLength(2);
    } finally {
      reads.mockRestore();
    }
  });

  it('lets every request of a burst read for itself when the first one fails', async () => {
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => get(`/api/v1/ProductDetails/${NO_SUCH_ID}`)),
    );
    expect(burst.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
  });
});

describe('embedding on other sites', () => {
  it('lets any origin read the catalogue without credentials, preflight included', async () => {
    const read = await get('/api/v1/ProductBrandList', { origin: 'https://partner.example' });
    expect(read.headers['access-control-allow-origin']).toBe('*');
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/ProductListByFilter',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });

  it('does not open the signed-in calls to other origins', async () => {
    const response = await get('/api/v1/CartList', { origin: 'https://partner.example' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
