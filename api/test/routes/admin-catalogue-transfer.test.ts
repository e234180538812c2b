import { count, eq, like } from 'drizzle-orm';
import { writeProductFile } from '../../src/catalogue/import-format';
import { auditLog, brands, legalPages, products, productVariants, sliders } from '../../src/db/schema';
import { MAX_IMPORT_BYTES } from '../../src/routes/admin/catalogue-transfer';
import { createTestApp, signIn, type TestApp } from '../support/app';
import { seedCatalogue } from '../support/fixtures';
import { generatedProducts } from '../support/product-file';

const OPERATOR = 'owner@shop.test';
let t: TestApp;
let operator: string;
let customer: string;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: OPERATOR } });
  operator = await signIn(t, OPERATOR);
  customer = await signIn(t, 'shopper@example.com');
  // Oldest first: p0 .. p4, a minute apart.
  catalogue = await seedCatalogue(t.database.db, [
    { title: 'banana phone', price: 30, remark: 'top' },
    { title: 'Apple phone', price: 300, discountPrice: 250, remark: 'new' },
    { title: 'Cherry boot', price: 80, brand: 'south', category: 'shoes', remark: 'top' },
    { title: 'apple boot', price: 80, discountPrice: 60, brand: 'south', category: 'shoes', remark: 'new' },
    { title: 'Date phone', price: 120, remark: 'special' },
  ]);
});
afterAll(() => t.close());

const url = (path: string) => `/api/v1/admin/${path}`;
const headersOf = (cookie: string | null) => (cookie ? { cookie } : {});
const get = (path: string, cookie: string | null = operator) =>
  t.app.inject({ method: 'GET', url: url(path), headers: headersOf(cookie) });
const send = (
  method: 'POST' | 'PUT',
  path: string,
  payload: object | string,
  cookie: string | null = operator,
  contentType?: string,
) =>
  t.app.inject({
    method,
    url: url(path),
    headers: { ...headersOf(cookie), ...(contentType ? { 'content-type': contentType } : {}) },
    payload,
  });
/** POST /products/import with a file's text. */
const importFile = (
  text: string,
  {
    dryRun,
    type = 'text/csv',
    cookie = operator,
  }: { dryRun?: boolean; type?: string; cookie?: string | null } = {},
) => send('POST', `products/import${dryRun === undefined ? '' : `?dryRun=${dryRun}`}`, text, cookie, type);

const skusOf = (response: { json(): { data: { sku: string }[] } }) =>
  response.json().data.map((product) => product.sku);
const counts = async () => {
  const [productCount] = await t.database.db.select({ n: count() }).from(products);
  const [auditCount] = await t.database.db.select({ n: count() }).from(auditLog);
  const [brandCount] = await t.database.db.select({ n: count() }).from(brands);
  return { products: productCount?.n, audit: auditCount?.n, brands: brandCount?.n };
};

const csvOf = (records: ReturnType<typeof generatedProducts>) => writeProductFile(records, 'csv');

describe('who may use the product table, import, export, legal preview and slider order', () => {
  it.each([
    ['GET', 'products?sort=title'],
    ['GET', 'products/export'],
    ['POST', 'products/import?dryRun=false'],
    ['POST', 'legal/preview'],
    ['PUT', 'sliders/order'],
  ] as const)('%s %s: 401 for a visitor, 403 for a customer', async (method, path) => {
    const call = (cookie: string | null) =>
      method === 'GET'
        ? get(path, cookie)
        : send(
            method,
            path,
            path.includes('import') ? 'sku\n' : {},
            cookie,
            path.includes('import') ? 'text/csv' : undefined,
          );
    expect((await call(null)).statusCode).toBe(401);
    const refused = await call(customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });

  it('answers a visitor 401 before looking at an import body of another type', async () => {
    expect((await importFile('x', { type: 'text/plain', cookie: null })).statusCode).toBe(401);
  });
});

describe('the product table: sort, order and filters', () => {
  it('lists newest first by default, and oldest first with order=asc', async () => {
    expect(skusOf(await get('products'))).toEqual(['p4', 'p3', 'p2', 'p1', 'p0']);
    expect(skusOf(await get('products?order=asc'))).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
  });

  it('sorts by title ignoring letter case, ascending by default, ties by id', async () => {
    const titles = (await get('products?sort=title')).json().data.map((p: { title: string }) => p.title);
    expect(titles).toEqual(['apple boot', 'Apple phone', 'banana phone', 'Cherry boot', 'Date phone']);
    const reversed = (await get('products?sort=title&order=desc'))
      .json()
      .data.map((p: { title: string }) => p.title);
    expect(reversed).toEqual(['Date phone', 'Cherry boot', 'banana phone', 'Apple phone', 'apple boot']);
  });

  it('sorts by sku, price and discountPrice, products without a discount price last either way', async () => {
    expect(skusOf(await get('products?sort=sku&order=desc'))).toEqual(['p4', 'p3', 'p2', 'p1', 'p0']);
    const byPrice = skusOf(await get('products?sort=price'));
    expect(byPrice[0]).toBe('p0');
    expect(byPrice.at(-1)).toBe('p1');
    // p2 and p3 cost the same: ties go by id, the same on every call.
    const [tieA, tieB] = [catalogue.products[2], catalogue.products[3]].sort((a, b) =>
      (a?.id ?? '') < (b?.id ?? '') ? -1 : 1,
    );
    expect(byPrice.slice(1, 3)).toEqual([tieA?.sku, tieB?.sku]);
    const byDiscount = skusOf(await get('products?sort=discountPrice'));
    expect(byDiscount.slice(0, 2)).toEqual(['p3', 'p1']);
    expect(skusOf(await get('products?sort=discountPrice&order=desc')).slice(0, 2)).toEqual(['p1', 'p3']);
  });

  it('pages through a sorted list without repeating or skipping a product', async () => {
    const pages = [];
    for (let page = 1; page <= 3; page += 1)
      pages.push(...skusOf(await get(`products?sort=price&limit=2&page=${page}`)));
    expect(pages).toEqual(skusOf(await get('products?sort=price')));
  });

  it('narrows by brandID, categoryID and remark, with q and retired', async () => {
    const south = catalogue.brands.south.id;
    expect(skusOf(await get(`products?brandID=${south}`))).toEqual(['p3', 'p2']);
    expect(skusOf(await get(`products?categoryID=${catalogue.categories.phones.id}&sort=sku`))).toEqual([
      'p0',
      'p1',
      'p4',
    ]);
    expect(skusOf(await get('products?remark=top&order=asc'))).toEqual(['p0', 'p2']);
    expect(skusOf(await get(`products?remark=new&brandID=${south}&q=APPLE&retired=false`))).toEqual(['p3']);
    expect(skusOf(await get(`products?brandID=${south}&retired=true`))).toEqual([]);
  });

  it.each([
    ['sort=colour', 'sort'],
    ['order=up', 'order'],
    ['brandID=42', 'brandID'],
    ['categoryID=x', 'categoryID'],
    ['remark=cheap', 'remark'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await get(`products?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'fail', code: 'VALIDATION', field });
  });
});

describe('export', () => {
  it('writes every product the filters keep, in their order, as an attachment', async () => {
    const response = await get(`products/export?format=csv&brandID=${catalogue.brands.south.id}&sort=title`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="products-[\d-]+\.csv"$/);
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toMatch(/^sku,title,shortDes,price,discount,discountPrice,image,star,remark,brand,/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['p3', 'p2']);

    const json = await get('products/export?format=json&remark=top');
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['content-disposition']).toMatch(/filename="products-[\d-]+\.json"$/);
    expect(json.json()).toEqual([
      expect.objectContaining({
        sku: 'p2',
        brand: 'Southwind',
        category: 'Shoes',
        price: 80,
        discount: false,
      }),
      expect.objectContaining({ sku: 'p0', brand: 'Northwind', category: 'Phones', discountPrice: null }),
    ]);
  });

  it('exports CSV by default, all rows however many, and refuses a bad filter with a 400', async () => {
    const all = await get('products/export');
    expect(all.headers['content-type']).toMatch(/^text\/csv/);
    expect(all.body.trim().split('\n')).toHaveLength(1 + catalogue.products.length);
    const bad = await get('products/export?format=xlsx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', field: 'format' });
  });

  it.each(['csv', 'json'] as const)('%s: an export imports back unchanged', async (format) => {
    const exported = await get(`products/export?format=${format}`);
    const before = await counts();
    const type = format === 'csv' ? 'text/csv' : 'application/json';
    const checked = await importFile(exported.body, { dryRun: true, type });
    expect(checked.json().data).toEqual({
      problems: [],
      summary: {
        rows: before.products,
        create: 0,
        update: 0,
        unchanged: before.products,
        retired: 0,
        newBrands: [],
        newCategories: [],
      },
    });
    const imported = await importFile(exported.body, { dryRun: false, type });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data.summary).toMatchObject({ create: 0, update: 0, unchanged: before.products });
    expect(await counts()).toEqual(before);
    expect((await get(`products/export?format=${format}`)).body).toBe(exported.body);
  });
});

describe('import', () => {
  it('checks without writing on a dry run (the default), and lists every problem of every row', async () => {
    const [good, bad] = generatedProducts(2, 'dry');
    const text = csvOf([
      { ...(good as NonNullable<typeof good>), brand: 'Dry new brand' },
      { ...(bad as NonNullable<typeof bad>), price: -5, remark: 'cheap' },
      { ...(good as NonNullable<typeof good>), title: 'again' },
      { ...catalogueRecord(), title: 'Banana phone, renamed' },
    ]);
    const before = await counts();
    for (const dryRun of [undefined, true]) {
      const response = await importFile(text, { dryRun });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'success',
        data: {
          problems: [
            { line: 3, location: 'line 3', field: 'price', message: expect.any(String) },
            {
              line: 3,
              location: 'line 3',
              field: 'remark',
              message: expect.stringContaining('must be one of'),
            },
            { line: 4, location: 'line 4', field: 'sku', message: 'is also on line 2' },
          ],
          // Over the rows without a problem: the first (new) and the last (a known product, changed).
          summary: {
            rows: 4,
            create: 1,
            update: 1,
            unchanged: 0,
            retired: 0,
            newBrands: ['Dry new brand'],
            newCategories: ['dry category 0'],
          },
        },
      });
    }
    expect(await counts()).toEqual(before);
    expect(await t.database.db.select().from(products).where(like(products.sku, 'dry-%'))).toEqual([]);
  });

  it('writes nothing when any row has a problem, and answers a 400 with the same check', async () => {
    const records = generatedProducts(3, 'blocked');
    const text = csvOf([
      ...records.slice(0, 2),
      { ...(records[2] as (typeof records)[number]), image: 'javascript:x' },
    ]);
    const before = await counts();
    const response = await importFile(text, { dryRun: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 'fail',
      code: 'VALIDATION',
      message: '1 problem(s) in 1 of 3 row(s); nothing was imported',
      data: {
        problems: [{ line: 4, location: 'line 4', field: 'image', message: expect.any(String) }],
        summary: { rows: 3, create: 2, update: 0 },
      },
    });
    expect(await counts()).toEqual(before);
  });

  it('imports a sound file in one go: audited with the operator, shown in the storefront at once', async () => {
    const listing = () =>
      t.app.inject({ method: 'GET', url: `/api/v1/ProductListByRemark/trending` }).then((r) => r.json().data);
    const cached = await listing();
    const records = generatedProducts(5, 'fresh').map((record) => ({ ...record, remark: 'trending' }));
    const checked = await importFile(JSON.stringify(records), { type: 'application/json' });
    expect(checked.json().data.summary).toMatchObject({ rows: 5, create: 5, update: 0 });
    expect((await listing()).length).toBe(cached.length);

    const response = await importFile(JSON.stringify(records), {
      dryRun: false,
      type: 'application/json; charset=utf-8',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: '5 created, 0 updated, 0 unchanged',
      data: {
        problems: [],
        summary: {
          rows: 5,
          create: 5,
          update: 0,
          unchanged: 0,
          retired: 0,
          newBrands: expect.arrayContaining(['fresh brand 0']),
          newCategories: expect.arrayContaining(['fresh category 0']),
        },
      },
    });
    expect((await listing()).length).toBe(cached.length + 5);

    const [created] = await t.database.db.select().from(products).where(eq(products.sku, 'fresh-000001'));
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created?.id ?? ''));
    expect(audit).toEqual([
      expect.objectContaining({ actor: OPERATOR, action: 'product.create', before: null }),
    ]);

    // The same file again changes nothing and audits nothing.
    const before = await counts();
    const again = await importFile(JSON.stringify(records), { dryRun: false, type: 'application/json' });
    expect(again.json().data.summary).toMatchObject({ create: 0, update: 0, unchanged: 5 });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['text/plain', 'plain text'],
    ['application/x-www-form-urlencoded', 'a form'],
    ['multipart/form-data; boundary=x', 'a multipart form'],
  ])('refuses %s (%s) with a 415', async (type) => {
    const response = await importFile('sku=a', { type, dryRun: true });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 'fail', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses a body without a type with a 415, and no body with a 400 naming it', async () => {
    const untyped = await t.app.inject({
      method: 'POST',
      url: url('products/import'),
      headers: { cookie: operator },
      payload: Buffer.from('sku\n'),
    });
    expect(untyped.statusCode).toBe(415);
    const empty = await importFile('', { dryRun: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION', field: 'body' });
  });

  it.each([
    ['application/json', '{"sku": ', /^not a readable JSON file/],
    ['application/json', '{"sku": "a"}', /array of objects/],
    ['text/csv', 'sku,title\n"unclosed', /^not a readable CSV file/],
  ])('%s %j: a 400 naming the body', async (type, text, message) => {
    const response = await importFile(text, { type, dryRun: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      field: 'body',
      message: expect.stringMatching(message),
    });
  });

  it('refuses bytes that are not UTF-8, a bad dryRun and an unknown column', async () => {
    const latin1 = await send(
      'POST',
      'products/import',
      Buffer.from([0x73, 0x6b, 0x75, 0x0a, 0xe9]) as never,
      operator,
      'text/csv',
    );
    expect(latin1.json()).toMatchObject({
      field: 'body',
      message: 'line 2: not UTF-8 text (save the file as UTF-8)',
    });
    const dryRun = await importFile('sku\n', { type: 'text/csv', dryRun: 'maybe' as never });
    expect(dryRun.statusCode).toBe(400);
    expect(dryRun.json()).toMatchObject({ field: 'dryRun' });
    const header = await importFile('sku,colour\n', { dryRun: true });
    expect(header.json().data.problems).toEqual(
      expect.arrayContaining([
        { line: 1, location: 'line 1', field: 'colour', message: 'is not a column of a product file' },
        { line: 1, location: 'line 1', field: 'title', message: 'is a required column and is missing' },
      ]),
    );
  });

  it('names JSON problems by item, a non-object item included', async () => {
    const [record] = generatedProducts(1, 'item');
    const response = await importFile(JSON.stringify([record, 7]), {
      type: 'application/json',
      dryRun: true,
    });
    expect(response.json().data.problems).toEqual([
      { line: 2, location: 'item 2', field: '', message: 'must be an object' },
    ]);
  });

  it(`takes a file of up to ${MAX_IMPORT_BYTES / 1024 / 1024} MB, and refuses a larger one with a 413`, async () => {
    const records = generatedProducts(3000, 'big');
    const text = csvOf(records);
    expect(text.length).toBeGreaterThan(64 * 1024);
    const fits = await importFile(text, { dryRun: true });
    expect(fits.statusCode).toBe(200);
    expect(fits.json().data.summary).toMatchObject({ rows: 3000, create: 3000 });
    const tooLarge = await importFile(`${text}${' '.repeat(MAX_IMPORT_BYTES)}`, { dryRun: true });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ status: 'fail', code: 'TOO_LARGE' });
  });
});

describe('stock and variants in the product file', () => {
  const jsonOf = (records: ReturnType<typeof generatedProducts>) => JSON.stringify(records);
  const typeOf = { csv: 'text/csv', json: 'application/json' } as const;
  const variantRows = (sku: string) =>
    t.database.db
      .select({ id: productVariants.id, sku: productVariants.sku, stock: productVariants.stock })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.sku, sku))
      .orderBy(productVariants.sku);
  const exportOf = async (q: string, format: 'csv' | 'json') =>
    (await get(`products/export?format=${format}&q=${q}`)).body;

  it.each(['csv', 'json'] as const)(
    '%s: imports stock and variant SKUs, exports them, and the export imports back unchanged',
    async (format) => {
      const records = generatedProducts(8, `var${format}`);
      const text = format === 'csv' ? csvOf(records) : jsonOf(records);
      const imported = await importFile(text, { dryRun: false, type: typeOf[format] });
      expect(imported.json().data).toMatchObject({ problems: [], summary: { create: 8 } });
      const seventh = records[6] as (typeof records)[number];
      expect((await variantRows(seventh.sku as string)).map(({ sku, stock }) => [sku, stock])).toEqual([
        [`var${format}-000007-M-BLUE`, null],
        [`var${format}-000007-S-RED`, 3],
      ]);
      const admin = (await get(`products?q=var${format}-000002`)).json().data[0];
      expect(admin.stock).toBe(51);

      const exported = await exportOf(`var${format}`, format);
      if (format === 'csv') {
        expect(exported).toContain(
          `,var${format}-000007-S-RED|S|Red|3|${(seventh.price as number) + 1};var${format}-000007-M-BLUE|M|Blue||\n`,
        );
      } else {
        expect(JSON.parse(exported)).toContainEqual(
          expect.objectContaining({ sku: seventh.sku, stock: null, variants: seventh.variants }),
        );
      }
      const before = await counts();
      const again = await importFile(exported, { dryRun: false, type: typeOf[format] });
      expect(again.json().data.summary).toMatchObject({ create: 0, update: 0, unchanged: 8 });
      expect(await counts()).toEqual(before);
      expect(await exportOf(`var${format}`, format)).toBe(exported);
    },
  );

  it('replaces the variants of a row that gives them, keeping the id of a SKU it keeps', async () => {
    const [, record] = generatedProducts(2, 'swap') as [never, ReturnType<typeof generatedProducts>[number]];
    const sized = { ...record, size: 'M,L', color: 'Red', stock: 4 };
    const first = `${csvOf([sized]).trim().replace(/,$/, ',SWAP-M|M|Red|5|;SWAP-L|L|Red|0|21.00')}\n`;
    expect((await importFile(first, { dryRun: false })).statusCode).toBe(200);
    const [, kept] = await variantRows(record.sku as string);
    expect(kept?.sku).toBe('SWAP-M');

    const second = `${csvOf([sized]).trim().replace(/,$/, ',SWAP-M|L|Red|2|;SWAP-NEW|M|Red||')}\n`;
    const changed = await importFile(second, { dryRun: false });
    expect(changed.json().data.summary).toMatchObject({ update: 1 });
    expect(await variantRows(record.sku as string)).toEqual([
      { id: kept?.id, sku: 'SWAP-M', stock: 2 },
      { id: expect.any(String), sku: 'SWAP-NEW', stock: null },
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'product.update'))
      .orderBy(auditLog.at)
      .then((rows) => rows.filter((row) => (row.after as { sku: string }).sku === record.sku).slice(-1));
    expect(audit).toMatchObject({
      before: { stock: 4, variants: expect.arrayContaining([expect.objectContaining({ sku: 'SWAP-L' })]) },
      after: {
        stock: 4,
        variants: [expect.objectContaining({ sku: 'SWAP-NEW' }), expect.objectContaining({ sku: 'SWAP-M' })],
      },
    });
  });

  it('a file without the stock and variants columns leaves them as they are', async () => {
    const records = generatedProducts(7, 'old');
    expect((await importFile(jsonOf(records), { dryRun: false, type: typeOf.json })).statusCode).toBe(200);
    const renamed = records.map((record) => ({ ...record, title: `${record.title} renamed` }));
    const old = renamed.map(({ stock: _, variants: __, ...record }) => record);
    // Its last two cells (stock, variants) cut off every line.
    const csv = csvOf(renamed)
      .split('\n')
      .map((line) => line.replace(/,[^,]*,[^,]*$/, ''))
      .join('\n');
    expect(csv.split('\n')[0]).toMatch(/,des$/);
    for (const [text, type] of [
      [csv, typeOf.csv],
      [JSON.stringify(old), typeOf.json],
    ] as const) {
      const response = await importFile(text, { dryRun: false, type });
      expect(response.json().data.problems).toEqual([]);
    }
    expect((await get('products?q=old-000002')).json().data[0].stock).toBe(51);
    expect(await variantRows('old-000007')).toHaveLength(2);
  });

  it('names every problem of the stock and variants with its line, writing nothing', async () => {
    const records = generatedProducts(7, 'badvar');
    type Row = (typeof records)[number];
    const [first, second, third, fourth] = records as [Row, Row, Row, Row];
    const seventh = records[6] as (typeof records)[number];
    const sizesOnly = { size: 'S', color: '' };
    const only = (sku: string, size = 'S', price: number | null = null) => ({
      sku,
      size,
      color: '',
      stock: 1,
      price,
    });
    const text = csvOf([
      { ...first, ...sizesOnly, variants: [only('badvar-x')] },
      { ...second, ...sizesOnly, variants: [only('badvar-x')] },
      { ...third, ...sizesOnly, variants: [only('p0')] },
      { ...seventh, stock: -1 },
      { ...fourth, ...sizesOnly, variants: [only('badvar-y', 'XL'), only('badvar-z', 'S', 1.001)] },
    ]).replace(`${seventh.sku}-S-RED|S|Red|3|${(seventh.price as number) + 1}`, `${seventh.sku}-S-RED|S|Red`);
    const before = await counts();
    const response = await importFile(text, { dryRun: false });
    expect(response.statusCode).toBe(400);
    const at = (line: number, field: string, message: string | object) => ({
      line,
      location: `line ${line}`,
      field,
      message,
    });
    expect(response.json().data.problems).toEqual([
      at(3, 'variants', 'entry 1 (badvar-x): sku is also on line 2'),
      at(
        5,
        'variants',
        'entry 1 has 3 part(s); each entry is sku|size|color|stock|price, entries separated by ;',
      ),
      at(5, 'stock', expect.stringMatching(/whole number from 0, or null for unlimited$/)),
      at(6, 'variants', "entry 1 (badvar-y): size must be one of the product's sizes: S"),
      at(6, 'variants', 'entry 2 (badvar-z): price must have at most two decimals'),
      // Found in the catalogue, once each row is sound on its own.
      at(4, 'variants', 'entry 1 (p0): sku belongs to a product'),
    ]);
    expect(await counts()).toEqual(before);
  });

  it("refuses a product SKU that is another product's variant, on a dry run and on import", async () => {
    const records = generatedProducts(7, 'taken');
    expect((await importFile(csvOf(records), { dryRun: false })).statusCode).toBe(200);
    const [record] = generatedProducts(1, 'other');
    const clash = csvOf([{ ...(record as (typeof records)[number]), sku: 'taken-000007-S-RED' }]);
    const problems = [
      { line: 2, location: 'line 2', field: 'sku', message: 'belongs to a variant of product taken-000007' },
    ];
    expect((await importFile(clash, { dryRun: true })).json().data.problems).toEqual(problems);
    const before = await counts();
    const refused = await importFile(clash, { dryRun: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION', data: { problems } });
    expect(await counts()).toEqual(before);
  });
});

describe('legal preview', () => {
  it('answers what the sanitiser keeps, stores and audits nothing', async () => {
    const before = await counts();
    const pages = await t.database.db.select().from(legalPages);
    const response = await send('POST', 'legal/preview', {
      description:
        '<h2>Terms</h2><p onclick="steal()">Fair.</p><script>alert(1)</script><img src="javascript:x" alt="x">',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      data: { description: '<h2>Terms</h2><p>Fair.</p><img alt="x" />' },
    });
    expect(await counts()).toEqual(before);
    expect(await t.database.db.select().from(legalPages)).toEqual(pages);
  });

  it.each([
    ['no description', {}, 'description'],
    ['100,001 characters', { description: 'x'.repeat(100_001) }, 'description'],
    ['an unknown field', { description: '<p>x</p>', type: 'terms' }, 'type'],
  ])('refuses %s: a 400 naming %s', async (_case, body, field) => {
    const response = await send('POST', 'legal/preview', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', field });
  });
});

describe('slider order', () => {
  let ids: string[];
  beforeAll(async () => {
    const rows = await t.database.db
      .insert(sliders)
      .values(
        ['First', 'Second', 'Third'].map((title, index) => ({
          title,
          des: `${title} slide`,
          image: '/api/images/s.svg',
          productId: catalogue.products[index]?.id as string,
          position: index * 10,
        })),
      )
      .returning();
    ids = rows.map((row) => row.id);
  });
  const storefrontTitles = async () =>
    (await t.app.inject('/api/v1/ProductSliderList')).json().data.map((s: { title: string }) => s.title);

  it('sets positions 0..n-1 in the order given, audits once, and the storefront follows', async () => {
    expect(await storefrontTitles()).toEqual(['First', 'Second', 'Third']);
    const [a, b, c] = ids as [string, string, string];
    const response = await send('PUT', 'sliders/order', { ids: [c, a, b] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ _id: c, title: 'Third', position: 0 }),
      expect.objectContaining({ _id: a, title: 'First', position: 1 }),
      expect.objectContaining({ _id: b, title: 'Second', position: 2 }),
    ]);
    expect(await storefrontTitles()).toEqual(['Third', 'First', 'Second']);
    expect((await get('sliders')).json().data.map((s: { _id: string }) => s._id)).toEqual([c, a, b]);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'slider.reorder'));
    expect(audit).toEqual([
      expect.objectContaining({
        actor: OPERATOR,
        entity: 'slider',
        before: [
          { _id: a, position: 0 },
          { _id: b, position: 10 },
          { _id: c, position: 20 },
        ],
        after: [
          { _id: c, position: 0 },
          { _id: a, position: 1 },
          { _id: b, position: 2 },
        ],
      }),
    ]);
    // The same order again changes nothing and audits nothing.
    expect((await send('PUT', 'sliders/order', { ids: [c, a, b] })).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'slider.reorder')),
    ).toHaveLength(1);
  });

  it.each([
    ['no ids', 'ids', () => ({}), /ids/],
    ['not a list', 'ids', () => ({ ids: { a: 1 } }), /ids/],
    ['a malformed id', 'ids.1', () => ({ ids: [ids[0], 'x', ids[2]] }), /ids\.1/],
    [
      'one missing',
      'ids',
      () => ({ ids: [ids[0], ids[1]] }),
      /^ids must name every slider: 1 of 3 is missing$/,
    ],
    ['one repeated', 'ids.2', () => ({ ids: [ids[0], ids[1], ids[0]] }), /^ids\.2 is named twice$/],
    [
      'an unknown one',
      'ids.3',
      () => ({ ids: [ids[0], ids[1], ids[2], '00000000-0000-4000-8000-000000000000'] }),
      /^ids\.3 names no slider$/,
    ],
    ['an unknown field', 'order', () => ({ ids, order: 1 }), /order is not a known field/],
  ])('refuses %s with a 400 naming %s, changing nothing', async (_case, field, body, message) => {
    const before = await get('sliders');
    const response = await send('PUT', 'sliders/order', body());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      field,
      message: expect.stringMatching(message),
    });
    expect((await get('sliders')).body).toBe(before.body);
  });
});

/** p0 of the seeded catalogue as an import row. */
function catalogueRecord() {
  const [record] = generatedProducts(1, 'seed');
  return {
    ...(record as NonNullable<typeof record>),
    sku: 'p0',
    brand: 'Northwind',
    category: 'Phones',
  };
}
