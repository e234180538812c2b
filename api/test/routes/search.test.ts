import { eq } from 'drizzle-orm';
import { brands, categories, products } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { seedCatalogue } from '../support/fixtures';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;

// Oldest first: a newer product lists before an older one of equal rank.
beforeAll(async () => {
  t = await createTestApp();
  catalogue = await seedCatalogue(t.database.db, [
    { title: 'Studio Headphones', shortDes: 'Closed back, for mixing', price: 199 },
    { title: 'Field Recorder', shortDes: 'Records clean audio for headphones', price: 349, brand: 'south' },
    { title: 'Aurora Smartwatch', shortDes: 'Tracks every run', price: 249 },
    { title: 'Pocket Watch', shortDes: 'Wound by hand', price: 89, category: 'shoes' },
    { title: 'Trail Runner', shortDes: 'Light running shoes', price: 120, brand: 'south', category: 'shoes' },
  ]);
  const stars = { 'Field Recorder': 4.5, 'Pocket Watch': 3, 'Trail Runner': 5 } as const;
  for (const [title, star] of Object.entries(stars)) {
    await t.database.db.update(products).set({ star }).where(eq(products.title, title));
  }
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const search = async (keyword: string, query = '') =>
  (await get(`/api/v1/ProductListByKeyword/${encodeURIComponent(keyword)}${query}`)).json();
const titles = (body: { data: Array<{ title: string }> }) => body.data.map((product) => product.title);
const filter = (body: Record<string, string>, query = '') =>
  t.app.inject({ method: 'POST', url: `/api/v1/ProductListByFilter${query}`, payload: body });

describe('keyword search', () => {
  it('finds other forms of a word', async () => {
    expect(titles(await search('watches'))).toEqual(['Pocket Watch']);
    expect(titles(await search('runs'))).toEqual(['Trail Runner', 'Aurora Smartwatch']);
  });

  it('finds a word inside a longer one, after the whole words', async () => {
    expect(titles(await search('watch'))).toEqual(['Pocket Watch', 'Aurora Smartwatch']);
  });

  it("finds products by their brand's and category's names", async () => {
    expect(titles(await search('southwind'))).toEqual(['Trail Runner', 'Field Recorder']);
    expect(titles(await search('shoes watch'))).toEqual(['Pocket Watch']);
  });

  it('ranks a match in the title or names before a match in the description only', async () => {
    expect(titles(await search('headphones'))).toEqual(['Studio Headphones', 'Field Recorder']);
  });

  it('pages through both ranks in order', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => search('headphones', `?limit=1&page=${page}`)));
    expect(pages.map(titles)).toEqual([['Studio Headphones'], ['Field Recorder'], []]);
    expect(pages.map((page) => page.hasMore)).toEqual([true, false, false]);
  });

  it('corrects a misspelt word, and says what it searched instead', async () => {
    const body = await search('hedphones');
    expect(titles(body)).toEqual(['Studio Headphones', 'Field Recorder']);
    expect(body.searchedFor).toBe('headphones');
    expect(titles(await search('Southwnd'))).toEqual(['Trail Runner', 'Field Recorder']);
  });

  it('answers nothing, and no correction, when nothing is close', async () => {
    const body = await search('zeppelin');
    expect(body.data).toEqual([]);
    expect(body.searchedFor).toBeUndefined();
    expect((await search('headphones')).searchedFor).toBeUndefined();
  });

  it('keeps the correction in the filter and the price range', async () => {
    const filtered = await filter({ keyword: 'hedphones', brandID: catalogue.brands.south.id });
    expect(titles(filtered.json())).toEqual(['Field Recorder']);
    expect(filtered.json().searchedFor).toBe('headphones');
    const range = (await get('/api/v1/ProductPriceRangeByKeyword/hedphones')).json();
    expect(range.data).toEqual({ min: 199, max: 349 });
  });

  it("finds a brand's or category's products by its new name once it is renamed", async () => {
    const { south } = catalogue.brands;
    const { shoes } = catalogue.categories;
    await rename(brands, south.id, { brandName: 'Eastwind' });
    await rename(categories, shoes.id, { categoryName: 'Footwear' });
    try {
      expect(titles(await search('eastwind'))).toEqual(['Trail Runner', 'Field Recorder']);
      expect((await search('southwind')).data).toEqual([]);
      expect(titles(await search('footwear'))).toEqual(['Trail Runner', 'Pocket Watch']);
    } finally {
      await rename(brands, south.id, { brandName: 'Southwind' });
      await rename(categories, shoes.id, { categoryName: 'Shoes' });
    }
  });
});

/** Renames as the back office does, which also forgets the answers kept. */
async function rename(table: typeof brands | typeof categories, id: string, name: Record<string, string>) {
  await t.database.db.update(table).set(name).where(eq(table.id, id));
  await t.app.invalidateCatalogue();
}

describe('listing order', () => {
  it('sorts by price, newest, and rating, in any listing', async () => {
    const phones = `/api/v1/ProductListByCategory/${catalogue.categories.phones.id}`;
    const order = async (sort: string) => titles((await get(`${phones}?sort=${sort}`)).json());
    expect(await order('price-asc')).toEqual(['Studio Headphones', 'Aurora Smartwatch', 'Field Recorder']);
    expect(await order('price-desc')).toEqual(['Field Recorder', 'Aurora Smartwatch', 'Studio Headphones']);
    expect(await order('newest')).toEqual(['Aurora Smartwatch', 'Field Recorder', 'Studio Headphones']);
    expect(await order('rating')).toEqual(['Field Recorder', 'Aurora Smartwatch', 'Studio Headphones']);
    expect(titles(await search('watch', '?sort=price-asc'))).toEqual(['Pocket Watch', 'Aurora Smartwatch']);
    expect(titles((await filter({ priceMax: '200' }, '?sort=rating')).json())).toEqual([
      'Trail Runner',
      'Pocket Watch',
      'Studio Headphones',
    ]);
  });

  it('refuses an order it does not know', async () => {
    const answer = await get(`/api/v1/ProductListByBrand/${catalogue.brands.north.id}?sort=cheapest`);
    expect(answer.statusCode).toBe(400);
  });
});

describe('facets', () => {
  const facets = async (body: Record<string, string>) =>
    (await t.app.inject({ method: 'POST', url: '/api/v1/ProductListFacets', payload: body })).json().data;
  const counts = (rows: Array<{ _id: string; count: number }>) =>
    Object.fromEntries(rows.map((row) => [row._id, row.count]));

  it('counts the products, and each brand and category with any, under the rest of the filter', async () => {
    const { brands: brand, categories: category } = catalogue;
    const all = await facets({});
    expect(all.total).toBe(5);
    expect(counts(all.brands)).toEqual({ [brand.north.id]: 3, [brand.south.id]: 2 });
    expect(counts(all.categories)).toEqual({ [category.phones.id]: 3, [category.shoes.id]: 2 });

    const southShoes = await facets({ brandID: brand.south.id, categoryID: category.shoes.id });
    expect(southShoes.total).toBe(1);
    expect(counts(southShoes.brands)).toEqual({ [brand.north.id]: 1, [brand.south.id]: 1 });
    expect(counts(southShoes.categories)).toEqual({ [category.phones.id]: 1, [category.shoes.id]: 1 });

    const watches = await facets({ keyword: 'watches', priceMax: '100' });
    expect(watches.total).toBe(1);
    expect(counts(watches.categories)).toEqual({ [category.shoes.id]: 1 });
    expect((await facets({ keyword: 'hedphones' })).total).toBe(2);
  });
});

describe('suggestions', () => {
  const suggest = async (typed: string) =>
    (await get(`/api/v1/ProductSuggestions/${encodeURIComponent(typed)}`)).json().data;

  it('offers products, brands and categories with a word starting as typed', async () => {
    const found = await suggest('Head');
    expect(found.products.map((p: { title: string }) => p.title)).toEqual(['Studio Headphones']);
    expect((await suggest('south')).brands).toEqual([
      { _id: catalogue.brands.south.id, brandName: 'Southwind' },
    ]);
    expect((await suggest('sho')).categories).toEqual([
      { _id: catalogue.categories.shoes.id, categoryName: 'Shoes' },
    ]);
    expect((await suggest('aurora smart')).products.map((p: { title: string }) => p.title)).toEqual([
      'Aurora Smartwatch',
    ]);
  });

  it('offers nothing for punctuation alone, and takes quotes and operators as text', async () => {
    expect(await suggest('&!')).toEqual({ products: [], brands: [], categories: [] });
    expect((await suggest("head' | !")).products).toHaveLength(1);
  });
});
