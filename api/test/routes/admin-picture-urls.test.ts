import { eq } from 'drizzle-orm';
import { productDetails, products } from '../../src/db/schema';
import { askAdmin } from '../support/admin';
import { createTestApp, signIn, type TestApp } from '../support/app';
import { newProductBody, seedCatalogue } from '../support/fixtures';

/** Every way an operator names a picture takes only picture URLs (the rule: src/lib/picture-url.ts). */

const OPERATOR = 'owner@shop.test';
const ATTACK = '/api/images/../v1/CreateInvoice';
let t: TestApp;
let operator: string;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: OPERATOR } });
  operator = await signIn(t, OPERATOR);
  catalogue = await seedCatalogue(t.database.db, [{ title: 'Phone One', price: 100 }]);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
  askAdmin(t, method, path, { payload, cookie: operator });

const expectRefusal = (response: Awaited<ReturnType<typeof admin>>, field: string) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    status: 'fail',
    code: 'VALIDATION',
    message: `${field} must match format "picture-url"`,
  });
};

const newProduct = (fields: object = {}) =>
  newProductBody(catalogue, { image: '/api/images/uploads/ab12.webp', ...fields }, 'PIC');

describe('products', () => {
  it.each([
    [{ image: ATTACK }, 'image'],
    [{ image: '/api/v1/CreateInvoice' }, 'image'],
    [{ image: 'https://shop.test/api/v1/CreateInvoice' }, 'image'],
    [{ details: { img2: '/api/images/%2e%2e/v1/CreateInvoice' } }, 'details.img2'],
    [{ details: { img8: '//evil.example/a.png' } }, 'details.img8'],
  ])('refuses creating one with %j, naming %s, and writes nothing', async (fields, field) => {
    const body = newProduct(fields);
    expectRefusal(await admin('POST', 'products', body), field);
    expect(await t.database.db.select().from(products).where(eq(products.sku, body.sku))).toEqual([]);
  });

  it('refuses a change to a picture that is not one, and keeps the picture it had', async () => {
    const created = await admin(
      'POST',
      'products',
      newProduct({ details: { img1: 'https://cdn.example/shoes/1.webp?w=800' } }),
    );
    expect(created.statusCode).toBe(201);
    const product = created.json().data;

    expectRefusal(await admin('PATCH', `products/${product._id}`, { image: ATTACK }), 'image');
    expectRefusal(
      await admin('PATCH', `products/${product._id}`, { details: { img1: '/api/images\\..\\v1\\x' } }),
      'details.img1',
    );
    expect((await admin('GET', `products/${product._id}`)).json().data).toMatchObject({
      image: '/api/images/uploads/ab12.webp',
      details: { img1: 'https://cdn.example/shoes/1.webp?w=800' },
    });

    const changed = await admin('PATCH', `products/${product._id}`, {
      image: '/api/images/products/p0-2.svg',
    });
    expect(changed.json().data.image).toBe('/api/images/products/p0-2.svg');
  });

  it("stores a description's pictures only when they are picture URLs, keeping the img and its alt", async () => {
    const created = await admin(
      'POST',
      'products',
      newProduct({
        details: {
          des: `<p>Sole</p><img src="${ATTACK}" alt="Sole"><img src="/api/images/uploads/cd34.png" alt="Heel">`,
        },
      }),
    );
    const des = '<p>Sole</p><img alt="Sole" /><img src="/api/images/uploads/cd34.png" alt="Heel" />';
    expect(created.json().data.details.des).toBe(des);
    const shown = await t.app.inject(`/api/v1/ProductDetails/${created.json().data._id}`);
    expect(shown.json().data[0].details.des).toBe(des);
  });

  it('still reads a product whose picture was stored before the rule, and takes a fix', async () => {
    const [stored] = catalogue.products;
    if (!stored) throw new Error('no product seeded');
    await t.database.db.update(products).set({ image: ATTACK }).where(eq(products.id, stored.id));
    await t.database.db
      .update(productDetails)
      .set({ img2: ATTACK, des: `<img src="${ATTACK}">` })
      .where(eq(productDetails.productId, stored.id));

    const read = await admin('GET', `products/${stored.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ image: ATTACK, details: { img2: ATTACK } });
    // A description is sanitised as it is shown too.
    const shown = await t.app.inject(`/api/v1/ProductDetails/${stored.id}`);
    expect(shown.json().data[0].details.des).toBe('<img />');

    const fixed = await admin('PATCH', `products/${stored.id}`, {
      image: '/api/images/products/p0-1.svg',
      details: { img2: '' },
    });
    expect(fixed.statusCode).toBe(200);
  });
});

describe('brands, categories and sliders', () => {
  const brand = { brandName: 'Eastwind', brandImg: '/api/images/brands/east.svg' };
  const category = { categoryName: 'Hats', categoryImg: 'https://cdn.example/hats.png' };
  const slider = () => ({
    title: 'Sale',
    des: 'Now on',
    image: '/api/images/sliders/sale.svg',
    productID: catalogue.products[0]?.id,
  });

  it.each([
    ['brands', 'brandImg', () => brand],
    ['categories', 'categoryImg', () => category],
    ['sliders', 'image', slider],
  ])(
    '%s: refuses a picture that is not one on create and on update, naming %s',
    async (path, field, fields) => {
      expectRefusal(await admin('POST', path, { ...fields(), [field]: ATTACK }), field);
      expectRefusal(await admin('POST', path, { ...fields(), [field]: 'http://cdn.example/a.png' }), field);

      const created = await admin('POST', path, fields());
      expect(created.statusCode).toBe(201);
      const row = created.json().data;
      expectRefusal(await admin('PATCH', `${path}/${row._id}`, { [field]: '/api/images/a/./b.svg' }), field);
      expectRefusal(await admin('PATCH', `${path}/${row._id}`, { [field]: '/api/v1/admin/audit' }), field);
      expect((await admin('GET', `${path}/${row._id}`)).json().data).toEqual(row);
    },
  );
});

describe('legal pages', () => {
  it('keep a picture under /api/images/ and lose any other src', async () => {
    const set = await admin('PATCH', 'legal/terms', {
      description:
        '<img src="/api/images/logo.svg" alt="Shop"><img src="/api/v1/CreateInvoice" alt="x">' +
        '<img src="/api/images/&#46;&#46;/v1/CreateInvoice">',
    });
    const description = '<img src="/api/images/logo.svg" alt="Shop" /><img alt="x" /><img />';
    expect(set.json().data).toMatchObject({ type: 'terms', description });
    expect((await t.app.inject('/api/v1/LegalDetails/terms')).json().data[0].description).toBe(description);
  });
});
