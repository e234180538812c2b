import { isDeepStrictEqual } from 'node:util';
import { count, eq } from 'drizzle-orm';
import {
  auditLog,
  brands,
  categories,
  invoiceLines,
  legalPages,
  productDetails,
  products,
  productVariants,
  sliders,
} from '../../src/db/schema';
import { type AdminMethod, askAdmin } from '../support/admin';
import { createTestApp, signIn, type TestApp } from '../support/app';
import { callback, customer as newCustomer, payOnSandbox } from '../support/checkout';
import { newProductBody, PROFILE, recordPurchase, seedCatalogue, seedContent } from '../support/fixtures';

const OPERATOR = 'owner@shop.test';
let t: TestApp;
let operator: string;
let customer: string;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: OPERATOR } });
  operator = await signIn(t, OPERATOR);
  customer = await signIn(t, 'shopper@example.com');
  catalogue = await seedCatalogue(t.database.db, [
    { title: 'Phone One', price: 100 },
    { title: 'Boot Two', price: 50, brand: 'south', category: 'shoes' },
  ]);
});
afterAll(() => t.close());

/** An operator's call; `cookie` null is a visitor's. A change is based on the row as it is just before. */
const admin = (method: AdminMethod, path: string, payload?: object, cookie: string | null = operator) =>
  askAdmin(t, method, path, { payload, cookie });
const storefront = (path: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${path}`, headers: cookie ? { cookie } : {} });

const newProduct = (fields: object = {}) => newProductBody(catalogue, fields);
/** A row as the audit keeps it: without the version its answer carries. */
const unversioned = <Row extends { version: string }>({ version: _, ...row }: Row) => row;

const auditOf = (entityId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at);

describe('who may change the catalogue', () => {
  it.each([
    ['GET', 'products'],
    ['POST', 'products'],
    ['PATCH', 'brands/00000000-0000-4000-8000-000000000000'],
    ['DELETE', 'categories/00000000-0000-4000-8000-000000000000'],
    ['GET', 'legal'],
  ] as const)('%s %s: 401 for a visitor, 403 for a customer, whatever the body', async (method, path) => {
    expect((await admin(method, path, {}, null)).statusCode).toBe(401);
    const refused = await admin(method, path, {}, customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });
});

describe('products', () => {
  it('creates a product with defaults, audits it and shows it in the storefront at once', async () => {
    // The storefront's list is cached before the write: the write must clear it.
    expect(
      (await storefront(`ProductListByCategory/${catalogue.categories.shoes.id}`)).json().data,
    ).toHaveLength(1);

    const body = newProduct({
      details: { img1: 'https://cdn.example/shoe.webp', des: '<p onclick="x()">Light</p><script>1</script>' },
    });
    const created = await admin('POST', 'products', body);
    expect(created.statusCode).toBe(201);
    const product = created.json().data;
    expect(product).toMatchObject({
      sku: body.sku,
      discount: false,
      discountPrice: null,
      star: 0,
      retiredAt: null,
      details: { img1: 'https://cdn.example/shoe.webp', img2: '', size: '', des: '<p>Light</p>' },
    });

    const listed = (await storefront(`ProductListByCategory/${catalogue.categories.shoes.id}`)).json().data;
    expect(listed.map((card: { _id: string }) => card._id)).toContain(product._id);
    expect((await storefront(`ProductDetails/${product._id}`)).json().data[0].details.des).toBe(
      '<p>Light</p>',
    );

    expect(await auditOf(product._id)).toEqual([
      expect.objectContaining({
        actor: OPERATOR,
        action: 'product.create',
        entity: 'product',
        before: null,
        after: unversioned(product),
      }),
    ]);
  });

  it.each([
    [{ price: -1 }, 'price', /^price /],
    [{ price: 10.001 }, 'price', /^price must have at most two decimals/],
    // A JSON body's numbers are numbers: the storefront's text-to-number coercion stays out of the back office.
    [{ price: '100' }, 'price', /^price must be number$/],
    [{ stock: '5' }, 'stock', /^stock must be integer$/],
    [{ discount: true }, 'discountPrice', /^discountPrice is required/],
    [{ discount: true, discountPrice: 200 }, 'discountPrice', /^discountPrice must not be above price/],
    [{ sku: 'no spaces' }, 'sku', /^sku /],
    [{ image: 'http://insecure.example/a.png' }, 'image', /^image /],
    [{ remark: 'cheap' }, 'remark', /^remark /],
    [{ title: undefined }, 'title', /^title is required/],
    [{ details: { img3: 'javascript:alert(1)' } }, 'details.img3', /^details\.img3 /],
    [{ brandID: '00000000-0000-4000-8000-000000000000' }, 'brandID', /^brandID names no brand/],
    [{ categoryID: '00000000-0000-4000-8000-000000000000' }, 'categoryID', /^categoryID names no category/],
  ])('refuses %j with a 400 naming the field %s', async (fields, field, message) => {
    const response = await admin('POST', 'products', newProduct(fields));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 'fail',
      code: 'VALIDATION',
      message: expect.stringMatching(message),
      field,
    });
  });

  it('refuses an sku another product has with a 409, on create and on update', async () => {
    const first = (await admin('POST', 'products', newProduct())).json().data;
    const clash = await admin('POST', 'products', newProduct({ sku: first.sku }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('sku') });

    const second = (await admin('POST', 'products', newProduct())).json().data;
    const renamed = await admin('PATCH', `products/${second._id}`, { sku: first.sku });
    expect(renamed.statusCode).toBe(409);
  });

  it('updates only the fields given, checks the merged prices, and audits before and after', async () => {
    const product = (
      await admin('POST', 'products', newProduct({ details: { size: 'S,M', color: 'Red' } }))
    ).json().data;
    const updated = await admin('PATCH', `products/${product._id}`, {
      title: 'Trail Runner 2',
      details: { color: 'Blue,Green' },
      brandID: catalogue.brands.south.id,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      title: 'Trail Runner 2',
      price: 120,
      brandID: catalogue.brands.south.id,
      details: { size: 'S,M', color: 'Blue,Green' },
    });
    expect((await storefront(`ProductDetails/${product._id}`)).json().data[0].title).toBe('Trail Runner 2');

    const tooDear = await admin('PATCH', `products/${product._id}`, { discount: true, discountPrice: 500 });
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.json().message).toMatch(/^discountPrice/);

    const [, update] = await auditOf(product._id);
    expect(update).toMatchObject({
      action: 'product.update',
      before: { title: 'Trail Runner', details: { color: 'Red' } },
      after: { title: 'Trail Runner 2', details: { color: 'Blue,Green' } },
    });
  });

  it("a listing's price range follows a new product and a new price at once, cached before or not", async () => {
    const range = async () => (await storefront('ProductPriceRangeByKeyword/rangefinder')).json().data;
    expect(await range()).toEqual({ min: null, max: null });
    const product = (await admin('POST', 'products', newProduct({ title: 'Rangefinder' }))).json().data;
    expect(await range()).toEqual({ min: 120, max: 120 });
    await admin('PATCH', `products/${product._id}`, { discount: true, discountPrice: 99.5 });
    expect(await range()).toEqual({ min: 99.5, max: 99.5 });
  });

  it('answers 404 for an unknown product and 400 for an empty update', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, payload] of [['GET'], ['PATCH', { title: 'x' }], ['DELETE']] as const) {
      const response = await admin(method, `products/${unknown}`, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const product = catalogue.products[0]?.id;
    expect((await admin('PATCH', `products/${product}`, {})).statusCode).toBe(400);
  });

  it('lists newest first, pages, and narrows by q on title or sku and by retired', async () => {
    const shoe = (
      await admin('POST', 'products', newProduct({ sku: 'FIND-ME-1', title: 'Zebra Sandal' }))
    ).json().data;
    expect((await admin('GET', 'products?q=zebra')).json().data.map((p: { _id: string }) => p._id)).toEqual([
      shoe._id,
    ]);
    expect((await admin('GET', 'products?q=find-me')).json().data.map((p: { _id: string }) => p._id)).toEqual(
      [shoe._id],
    );
    expect((await admin('GET', 'products?q=100%25')).json().data).toEqual([]);

    const page = (await admin('GET', 'products?limit=2')).json();
    expect(page).toMatchObject({ page: 1, limit: 2, hasMore: true });
    expect(page.data[0]._id).toBe(shoe._id);

    await admin('PATCH', `products/${shoe._id}`, { retired: true });
    const retired = (await admin('GET', 'products?retired=true')).json().data;
    expect(retired.map((p: { _id: string }) => p._id)).toContain(shoe._id);
    expect(
      (await admin('GET', 'products?retired=false&limit=100')).json().data.map((p: { _id: string }) => p._id),
    ).not.toContain(shoe._id);
  });
});

describe('stock and variants', () => {
  const TEE_OPTIONS = { size: 'S, M,L', color: 'Red,Blue' };
  const variant = (
    sku: string,
    size: string,
    color: string,
    stock: number | null = 5,
    price: number | null = null,
  ) => ({
    sku,
    size,
    color,
    stock,
    price,
  });
  const newTee = (fields: object = {}) => newProduct({ details: TEE_OPTIONS, ...fields });
  const storedVariants = (productId: string) =>
    t.database.db
      .select({ id: productVariants.id, sku: productVariants.sku })
      .from(productVariants)
      .where(eq(productVariants.productId, productId));
  const idOf = async (productId: string, sku: string) =>
    (await storedVariants(productId)).find((row) => row.sku === sku)?.id;

  it('a new product is unlimited, without variants, until stock or variants are given', async () => {
    const plain = (await admin('POST', 'products', newProduct())).json().data;
    expect(plain).toMatchObject({ stock: null, variants: [] });

    const [large, small] = [
      variant('TEE-L-BLUE', 'L', 'Blue', 0, 21),
      variant('TEE-S-RED', 'S', 'Red', null),
    ];
    const body = newTee({ stock: 3, variants: [large, small] });
    const created = await admin('POST', 'products', body);
    expect(created.statusCode).toBe(201);
    const tee = created.json().data;
    // In the order of the product's sizes, then its colours.
    expect(tee).toMatchObject({ stock: 3, variants: [small, large] });
    expect((await admin('GET', `products/${tee._id}`)).json().data).toEqual(tee);
    const listed = (await admin('GET', `products?q=${body.sku}`)).json().data;
    expect(listed).toEqual([tee]);
    expect(await auditOf(tee._id)).toEqual([
      expect.objectContaining({
        action: 'product.create',
        after: expect.objectContaining({ stock: 3, variants: tee.variants }),
      }),
    ]);
  });

  it('an update replaces the list: a variant matched on its sku keeps its id, one left out is deleted', async () => {
    const tee = (
      await admin(
        'POST',
        'products',
        newTee({
          variants: [
            variant('SWAP-A', 'S', 'Red'),
            variant('SWAP-B', 'M', 'Red'),
            variant('SWAP-GONE', 'L', 'Red'),
          ],
        }),
      )
    ).json().data;
    const [idA, idB, idGone] = await Promise.all(
      ['SWAP-A', 'SWAP-B', 'SWAP-GONE'].map((sku) => idOf(tee._id, sku)),
    );
    // An order names the variant about to go: the order keeps its line, without the variant.
    const buyerEmail = 'variant-buyer@example.com';
    await signIn(t, buyerEmail);
    const invoice = await recordPurchase(t.database.db, buyerEmail, tee._id, 120);
    await t.database.db
      .update(invoiceLines)
      .set({ variantId: idGone })
      .where(eq(invoiceLines.invoiceId, invoice.id));

    // A and B swap their sizes: the one-per-pair rule holds before and after, not in between.
    const variants = [
      variant('SWAP-B', 'S', 'Red', 1),
      variant('SWAP-A', 'M', 'Red', 2, 9.99),
      variant('SWAP-NEW', 'L', 'Blue'),
    ];
    const updated = await admin('PATCH', `products/${tee._id}`, { variants });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.variants).toEqual(variants);
    expect(await idOf(tee._id, 'SWAP-A')).toBe(idA);
    expect(await idOf(tee._id, 'SWAP-B')).toBe(idB);
    expect(await idOf(tee._id, 'SWAP-GONE')).toBeUndefined();
    const [line] = await t.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id));
    expect(line).toMatchObject({ productId: tee._id, variantId: null });

    expect((await auditOf(tee._id)).at(-1)).toMatchObject({
      action: 'product.update',
      before: { variants: tee.variants },
      after: { variants },
    });
  });

  it('a change of stock alone leaves the variants, and null makes it unlimited', async () => {
    const tee = (
      await admin('POST', 'products', newTee({ variants: [variant('KEEP-S', 'S', 'Red')] }))
    ).json().data;
    const counted = await admin('PATCH', `products/${tee._id}`, { stock: 12 });
    expect(counted.json().data).toMatchObject({ stock: 12, variants: tee.variants });
    const unlimited = await admin('PATCH', `products/${tee._id}`, { stock: null });
    expect(unlimited.json().data.stock).toBeNull();
    expect((await auditOf(tee._id)).at(-1)).toMatchObject({ before: { stock: 12 }, after: { stock: null } });
  });

  it("the storefront tells a new count at once, a product's or a variant's, cached before or not", async () => {
    const product = (await admin('POST', 'products', newTee())).json().data;
    const details = async () => (await storefront(`ProductDetails/${product._id}`)).json().data[0];
    expect(await details()).toMatchObject({ stockLeft: null, variants: [] });

    await admin('PATCH', `products/${product._id}`, { stock: 2 });
    expect((await details()).stockLeft).toBe(2);
    await admin('PATCH', `products/${product._id}`, { variants: [variant('TOLD-S', 'S', 'Red', 0)] });
    expect((await details()).variants).toEqual([expect.objectContaining({ sku: 'TOLD-S', stockLeft: 0 })]);
  });

  it.each([
    ['a negative stock', { stock: -1 }, 'stock', /^stock /],
    ['a stock with fractions', { stock: 1.5 }, 'stock', /^stock /],
    [
      'a size the product does not offer',
      { variants: [variant('V-1', 'XL', 'Red')] },
      'variants.0.size',
      /^variants\.0\.size must be one of the product's sizes: S, M, L$/,
    ],
    [
      'no colour on a product offering colours',
      { variants: [variant('V-1', 'S', '')] },
      'variants.0.color',
      /must be one of the product's colours/,
    ],
    [
      'a colour on a product offering none',
      { details: { size: 'S', color: '' }, variants: [variant('V-1', 'S', 'Red')] },
      'variants.0.color',
      /must be empty: the product offers no colours$/,
    ],
    [
      'variants of a product without options',
      { details: {}, variants: [variant('V-1', '', '')] },
      'variants',
      /^variants must be empty: the product offers no sizes or colours$/,
    ],
    [
      'two variants of one pair',
      { variants: [variant('V-1', 'S', 'Red'), variant('V-2', 'S', 'Red')] },
      'variants.1.size',
      /already those of variants\.0$/,
    ],
    [
      'one sku twice',
      { variants: [variant('V-1', 'S', 'Red'), variant('V-1', 'M', 'Red')] },
      'variants.1.sku',
      /^variants\.1\.sku is already the sku of variants\.0$/,
    ],
    [
      "the product's own sku",
      { sku: 'OWN-1', variants: [variant('OWN-1', 'S', 'Red')] },
      'variants.0.sku',
      /already the product's own sku$/,
    ],
    [
      'a malformed sku',
      { variants: [variant('bad sku', 'S', 'Red')] },
      'variants.0.sku',
      /^variants\.0\.sku /,
    ],
    [
      'a negative variant stock',
      { variants: [variant('V-1', 'S', 'Red', -2)] },
      'variants.0.stock',
      /^variants\.0\.stock /,
    ],
    [
      'a variant price of 0',
      { variants: [variant('V-1', 'S', 'Red', 1, 0)] },
      'variants.0.price',
      /^variants\.0\.price /,
    ],
    [
      'a variant price with fractions of a cent',
      { variants: [variant('V-1', 'S', 'Red', 1, 1.001)] },
      'variants.0.price',
      /must have at most two decimals$/,
    ],
    [
      'a variant without its stock',
      { variants: [{ sku: 'V-1', size: 'S', color: 'Red', price: null }] },
      'variants.0.stock',
      /stock is required$/,
    ],
  ])('refuses %s with a 400 naming %s, writing nothing', async (_case, fields, field, message) => {
    const body = newTee(fields);
    const response = await admin('POST', 'products', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      field,
      message: expect.stringMatching(message),
    });
    expect(await t.database.db.select().from(products).where(eq(products.sku, body.sku))).toEqual([]);
  });

  it('checks the variants kept against new options: an option a variant uses cannot go', async () => {
    const tee = (await admin('POST', 'products', newTee({ variants: [variant('OPT-M', 'M', 'Red')] }))).json()
      .data;
    const dropped = await admin('PATCH', `products/${tee._id}`, { details: { size: 'S,L' } });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json()).toMatchObject({
      field: 'variants.0.size',
      message: expect.stringMatching(/sizes: S, L$/),
    });
    const withList = await admin('PATCH', `products/${tee._id}`, {
      details: { size: 'S,L' },
      variants: [variant('OPT-M', 'L', 'Red')],
    });
    expect(withList.statusCode).toBe(200);
  });

  it('refuses an sku another product or variant has, product or variant, with a 409 naming it', async () => {
    const owner = (
      await admin('POST', 'products', newTee({ sku: 'OWNER-1', variants: [variant('OWNED-S', 'S', 'Red')] }))
    ).json().data;
    const other = (await admin('POST', 'products', newTee())).json().data;
    const before = await auditOf(other._id);

    for (const [body, field, message] of [
      [
        { variants: [variant('OWNED-S', 'S', 'Red')] },
        'variants.0.sku',
        'variants.0.sku OWNED-S belongs to a variant of product OWNER-1',
      ],
      [
        { variants: [variant('M-1', 'M', 'Red'), variant('OWNER-1', 'S', 'Red')] },
        'variants.1.sku',
        'variants.1.sku OWNER-1 belongs to a product',
      ],
      [{ sku: 'OWNED-S' }, 'sku', 'sku OWNED-S belongs to a variant of product OWNER-1'],
    ] as const) {
      const refused = await admin('PATCH', `products/${other._id}`, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', field, message });
    }
    const created = await admin('POST', 'products', newTee({ sku: 'OWNED-S' }));
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({
      field: 'sku',
      message: 'sku OWNED-S belongs to a variant of product OWNER-1',
    });
    // Its own variant's sku, while the variant stays.
    const own = await admin('PATCH', `products/${owner._id}`, { sku: 'OWNED-S' });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({
      field: 'variants.0.sku',
      message: "variants.0.sku is already the product's own sku",
    });
    expect(await auditOf(other._id)).toEqual(before);

    // A variant's sku moves within its product's new list, or to the product itself once the variant goes.
    const renamed = await admin('PATCH', `products/${owner._id}`, {
      sku: 'OWNED-S',
      variants: [variant('OWNER-1', 'S', 'Red')],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ sku: 'OWNED-S', variants: [{ sku: 'OWNER-1' }] });
  });
});

describe('deleting a product', () => {
  it('deletes a product no invoice names, with its audit row', async () => {
    const product = (await admin('POST', 'products', newProduct())).json().data;
    const removed = await admin('DELETE', `products/${product._id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ data: { outcome: 'deleted' }, message: 'Product deleted' });
    expect((await admin('GET', `products/${product._id}`)).statusCode).toBe(404);
    expect((await auditOf(product._id)).at(-1)).toMatchObject({
      action: 'product.delete',
      after: null,
      before: { _id: product._id },
    });
  });

  it('retires a product an invoice names: gone from the storefront, still on the orders page, and restorable', async () => {
    const product = (
      await admin(
        'POST',
        'products',
        newProduct({ title: 'Retiring Boot', remark: 'trending', details: { size: 'M' } }),
      )
    ).json().data;
    await seedContent(t.database.db, product._id);
    const buyerEmail = 'buyer@example.com';
    const buyer = await signIn(t, buyerEmail);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/UpdateProfile',
      payload: PROFILE,
      headers: { cookie: buyer },
    });
    const invoice = await recordPurchase(t.database.db, buyerEmail, product._id, 120);
    // Already in the buyer's cart and wish list before it retires.
    const addToCart = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/SaveCartList',
        payload: { productID: product._id, size: 'M' },
        headers: { cookie: buyer },
      });
    const addToWish = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/SaveWishList',
        payload: { productID: product._id },
        headers: { cookie: buyer },
      });
    expect((await addToCart()).statusCode).toBe(200);
    expect((await addToWish()).statusCode).toBe(200);
    const ids = (response: { json(): { data: { _id?: string; productID?: string }[] } }) =>
      response.json().data.map((row) => row._id ?? row.productID);
    // Cached before the retirement: the write must clear these.
    expect(ids(await storefront('ProductListByRemark/trending'))).toContain(product._id);
    expect(ids(await storefront('ProductSliderList'))).toHaveLength(1);

    const retired = await admin('DELETE', `products/${product._id}`);
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toMatchObject({
      data: { outcome: 'retired', product: { retiredAt: expect.any(String) } },
    });
    expect(retired.json().message).toMatch(/retired, not deleted/);
    expect(
      await t.database.db.select().from(invoiceLines).where(eq(invoiceLines.productId, product._id)),
    ).toHaveLength(1);
    expect((await auditOf(product._id)).at(-1)).toMatchObject({
      action: 'product.retire',
      before: { retiredAt: null },
    });

    // Gone from every storefront read.
    for (const path of [
      'ProductListByRemark/trending',
      `ProductListByCategory/${catalogue.categories.shoes.id}`,
      `ProductListByBrand/${catalogue.brands.north.id}`,
      'ProductListByKeyword/retiring',
    ]) {
      expect(ids(await storefront(path))).not.toContain(product._id);
    }
    const filtered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ProductListByFilter',
      payload: { categoryID: catalogue.categories.shoes.id },
    });
    expect(ids(filtered)).not.toContain(product._id);
    expect((await storefront(`ProductDetails/${product._id}`)).statusCode).toBe(404);
    expect((await storefront('ProductSliderList')).json().data).toEqual([]);
    expect((await storefront('CartList', buyer)).json().data).toEqual([]);
    expect((await storefront('WishList', buyer)).json().data).toEqual([]);
    expect((await addToCart()).statusCode).toBe(404);
    // Its line, the cart's only one, is not bought.
    const checkout = await storefront('CreateInvoice', buyer);
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().code).toBe('CART_EMPTY');
    expect((await addToWish()).statusCode).toBe(404);
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/v1/CreateReview',
      payload: { productID: product._id, rating: 5, des: 'Great' },
      headers: { cookie: buyer },
    });
    expect(review.statusCode).toBe(404);
    // Its invoice still shows it.
    const lines = (await storefront(`InvoiceProductList/${invoice.id}`, buyer)).json().data;
    expect(lines).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ title: 'Retiring Boot' }) }),
    ]);

    // Deleting it again changes nothing.
    expect((await admin('DELETE', `products/${product._id}`)).json().data.outcome).toBe('retired');

    const restored = await admin('PATCH', `products/${product._id}`, { retired: false });
    expect(restored.json().data.retiredAt).toBeNull();
    expect((await storefront(`ProductDetails/${product._id}`)).statusCode).toBe(200);
    expect(ids(await storefront('CartList', buyer))).toHaveLength(1);
  });
});

describe('brands, categories and sliders', () => {
  it.each([
    [
      'brands',
      { brandName: 'Eastwind', brandImg: '/api/images/brands/east.svg' },
      { brandName: 'East Wind' },
      'ProductBrandList',
    ],
    [
      'categories',
      { categoryName: 'Hats', categoryImg: 'https://cdn.example/hats.png' },
      { categoryName: 'Caps' },
      'ProductCategoryList',
    ],
  ])(
    '%s: create, read, list, update and delete, each audited and seen by the storefront',
    async (path, fields, changes, list) => {
      const names = async () =>
        (await storefront(list)).json().data.map((row: Record<string, string>) => Object.values(row)[1]);
      await names(); // cached now: every write must clear it
      const created = await admin('POST', path, fields);
      expect(created.statusCode).toBe(201);
      const answered = created.json().data;
      const row = unversioned(answered);
      expect(row).toMatchObject(fields);
      expect(await names()).toContain(Object.values(fields)[0]);
      expect((await admin('GET', `${path}/${row._id}`)).json().data).toEqual(answered);
      expect((await admin('GET', `${path}?limit=100`)).json().data).toContainEqual(answered);

      const updated = await admin('PATCH', `${path}/${row._id}`, changes);
      expect(updated.json().data).toMatchObject({ ...fields, ...changes });
      expect(await names()).toContain(Object.values(changes)[0]);

      expect((await admin('DELETE', `${path}/${row._id}`)).statusCode).toBe(200);
      expect((await admin('GET', `${path}/${row._id}`)).statusCode).toBe(404);
      expect(await names()).not.toContain(Object.values(changes)[0]);
      expect((await auditOf(row._id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
        [`${path === 'brands' ? 'brand' : 'category'}.create`, null, row],
        [`${path === 'brands' ? 'brand' : 'category'}.update`, row, { ...row, ...changes }],
        [`${path === 'brands' ? 'brand' : 'category'}.delete`, { ...row, ...changes }, null],
      ]);
    },
  );

  it('refuses deleting a brand or category products still name, retired ones included', async () => {
    const brand = await admin('DELETE', `brands/${catalogue.brands.south.id}`);
    expect(brand.statusCode).toBe(409);
    expect(brand.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/used by \d+ products?/),
    });
    const category = await admin('DELETE', `categories/${catalogue.categories.phones.id}`);
    expect(category.statusCode).toBe(409);
  });

  it('refuses a brand with a bad picture or no name, naming the field', async () => {
    const badImage = await admin('POST', 'brands', { brandName: 'X', brandImg: 'ftp://x' });
    expect(badImage.json()).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringMatching(/^brandImg /),
    });
    const noName = await admin('POST', 'brands', { brandName: '', brandImg: '/api/images/x.svg' });
    expect(noName.json().message).toMatch(/^brandName /);
  });

  it('sliders name a product on sale and show in position order', async () => {
    const [phone, boot] = catalogue.products;
    const slide = (fields: object) => ({
      title: 'Sale',
      des: 'Now on',
      image: '/api/images/s.svg',
      productID: phone?.id,
      ...fields,
    });
    const late = (await admin('POST', 'sliders', slide({ title: 'Late', position: 9 }))).json().data;
    const early = (
      await admin('POST', 'sliders', slide({ title: 'Early', position: 1, productID: boot?.id }))
    ).json().data;
    const titles = async () =>
      (await storefront('ProductSliderList'))
        .json()
        .data.map((s: { title: string }) => s.title)
        .filter((title: string) => ['Early', 'Late'].includes(title));
    expect(await titles()).toEqual(['Early', 'Late']);
    await admin('PATCH', `sliders/${early._id}`, { position: 10 });
    expect(await titles()).toEqual(['Late', 'Early']);

    const unknown = await admin(
      'POST',
      'sliders',
      slide({ productID: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^productID /);

    await admin('DELETE', `sliders/${late._id}`);
    await admin('DELETE', `sliders/${early._id}`);
    expect(await titles()).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(products)
        .where(eq(products.id, phone?.id ?? '')),
    ).toHaveLength(1);
  });
});

describe('legal pages', () => {
  it('sets a page, sanitised, shows it in the storefront at once and audits it', async () => {
    expect((await admin('GET', 'legal/refund')).statusCode).toBe(404);
    expect((await storefront('LegalDetails/refund')).statusCode).toBe(404);
    const set = await admin('PATCH', 'legal/refund', {
      description: '<h2>Refunds</h2><img src="/api/images/r.svg" onerror="steal()"><script>1</script>',
    });
    expect(unversioned(set.json().data)).toEqual({
      type: 'refund',
      description: '<h2>Refunds</h2><img src="/api/images/r.svg" />',
    });
    expect((await storefront('LegalDetails/refund')).json().data[0].description).toBe(
      '<h2>Refunds</h2><img src="/api/images/r.svg" />',
    );

    await admin('PATCH', 'legal/refund', { description: '<p>Within 30 days</p>' });
    expect((await storefront('LegalDetails/refund')).json().data[0].description).toBe(
      '<p>Within 30 days</p>',
    );
    expect((await admin('GET', 'legal')).json().data.map(unversioned)).toContainEqual({
      type: 'refund',
      description: '<p>Within 30 days</p>',
    });
    expect((await auditOf('refund')).map((entry) => entry.action)).toEqual(['legal.update', 'legal.update']);
    expect((await auditOf('refund'))[1]?.before).toEqual({
      type: 'refund',
      description: '<h2>Refunds</h2><img src="/api/images/r.svg" />',
    });

    const unknown = await admin('PATCH', 'legal/cookies', { description: 'x' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('PATCH on every route', () => {
  const PICTURE = 'https://cdn.example/patched.webp';
  const row = async <T>(rows: Promise<T[]>) => {
    const [found] = await rows;
    if (!found) throw new Error('no such row');
    return found;
  };
  /**
   * A one-field PATCH: the field (`details.size` for a slot), its new value (a function when it names a seeded
   * row, read once the rows exist), and the columns it writes: its own (named `column` when the table's name
   * differs), and generated ones that follow it.
   */
  const field = (name: string, value: unknown, generated: string[] = [], column = name) => ({
    name,
    body: () => {
      const given = typeof value === 'function' ? value() : value;
      const [, slot] = name.split('details.');
      return slot ? { details: { [slot]: given } } : { [name]: given };
    },
    columns: [column, ...generated].sort(),
  });
  /** A product's brand and category names are searched: a new one rewrites the searched columns. */
  const SEARCHED_NAMES = ['searchDocument', 'searchNames', 'searchText', 'searchTitle'];
  const created = async (path: string, body: object) => {
    const response = await admin('POST', path, body);
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().data._id as string;
  };

  /**
   * Each PATCH route: how to make a fresh thing to change (its URL), every column of the rows behind it (a
   * product's details row too, as `details.*`), and one body per field it takes with the columns that body may
   * change (generated columns follow theirs).
   */
  const routes = {
    products: {
      create: async () =>
        `products/${await created(
          'products',
          newProduct({
            discountPrice: 90,
            details: { img1: 'https://cdn.example/1.webp', size: 'S', color: 'Red', des: '<p>Old</p>' },
          }),
        )}`,
      columns: async (url: string) => {
        const id = url.split('/')[1] ?? '';
        const product = await row(t.database.db.select().from(products).where(eq(products.id, id)));
        const { productId: _, ...details } = await row(
          t.database.db.select().from(productDetails).where(eq(productDetails.productId, id)),
        );
        return {
          ...product,
          ...Object.fromEntries(Object.entries(details).map(([slot, value]) => [`details.${slot}`, value])),
        };
      },
      fields: [
        field('sku', 'PATCHED-SKU'),
        field('title', 'Patched', ['searchDocument', 'searchText', 'searchTitle']),
        field('shortDes', 'Patched', ['searchDocument', 'searchText']),
        field('price', 130, ['effectivePrice']),
        field('discount', true, ['effectivePrice']),
        field('discountPrice', 80),
        field('image', PICTURE),
        field('star', 4.5),
        field('remark', 'top'),
        field('stock', 7),
        field('categoryID', () => catalogue.categories.phones.id, SEARCHED_NAMES, 'categoryId'),
        field('brandID', () => catalogue.brands.south.id, SEARCHED_NAMES, 'brandId'),
        field('retired', true, [], 'retiredAt'),
        ...['img1', 'img2', 'img3', 'img4', 'img5', 'img6', 'img7', 'img8'].map((slot) =>
          field(`details.${slot}`, PICTURE),
        ),
        field('details.size', 'M,L'),
        field('details.color', 'Blue'),
        field('details.des', '<p>New</p>'),
      ],
      unchanged: { retired: false },
    },
    brands: {
      create: async () =>
        `brands/${await created('brands', { brandName: 'Patchable', brandImg: '/api/images/b.svg' })}`,
      columns: (url: string) =>
        row(
          t.database.db
            .select()
            .from(brands)
            .where(eq(brands.id, url.split('/')[1] ?? '')),
        ),
      fields: [field('brandName', 'Patched'), field('brandImg', PICTURE)],
      unchanged: { brandName: 'Patchable' },
    },
    categories: {
      create: async () =>
        `categories/${await created('categories', { categoryName: 'Patchable', categoryImg: '/api/images/c.svg' })}`,
      columns: (url: string) =>
        row(
          t.database.db
            .select()
            .from(categories)
            .where(eq(categories.id, url.split('/')[1] ?? '')),
        ),
      fields: [field('categoryName', 'Patched'), field('categoryImg', PICTURE)],
      unchanged: { categoryImg: '/api/images/c.svg' },
    },
    sliders: {
      create: async () =>
        `sliders/${await created('sliders', {
          title: 'Patchable',
          des: 'Old',
          image: '/api/images/s.svg',
          productID: catalogue.products[0]?.id,
          position: 5,
        })}`,
      columns: (url: string) =>
        row(
          t.database.db
            .select()
            .from(sliders)
            .where(eq(sliders.id, url.split('/')[1] ?? '')),
        ),
      // A new slider's position has a default, which must not reset the position of one being changed.
      fields: [
        field('title', 'Patched'),
        field('des', 'Patched'),
        field('image', PICTURE),
        field('productID', () => catalogue.products[1]?.id, [], 'productId'),
        field('position', 7),
      ],
      unchanged: { position: 5 },
    },
    legal: {
      create: async () => {
        await admin('PATCH', 'legal/privacy', { description: '<p>Old</p>' });
        return 'legal/privacy';
      },
      columns: () => row(t.database.db.select().from(legalPages).where(eq(legalPages.type, 'privacy'))),
      fields: [field('description', '<p>Patched</p>')],
      unchanged: { description: '<p>Old</p>' },
    },
  };
  type Kind = keyof typeof routes;
  const kinds = Object.keys(routes) as Kind[];
  const changedColumns = (before: object, after: object) =>
    Object.keys(after)
      .filter((column) => !isDeepStrictEqual(before[column as never], after[column as never]))
      .sort();
  it('covers every PATCH route of the back office', () => {
    const paths = Object.entries((t.app.swagger() as { paths: Record<string, object> }).paths)
      .filter(([path, operations]) => path.startsWith('/api/v1/admin/') && 'patch' in operations)
      .map(([path]) => path.split('/')[4]);
    expect(paths.sort()).toEqual([...kinds].sort());
  });

  const auditRows = async () => (await row(t.database.db.select({ rows: count() }).from(auditLog))).rows;

  it.each(kinds.flatMap((kind) => routes[kind].fields.map((one) => [kind, one.name, one] as const)))(
    '%s: a PATCH of %s alone writes it and leaves every other column as it was',
    async (kind, _, { body, columns }) => {
      const route = routes[kind];
      const url = await route.create();
      const before = await route.columns(url);
      const response = await admin('PATCH', url, body());
      expect(response.statusCode).toBe(200);
      expect(changedColumns(before, await route.columns(url))).toEqual(columns);
      expect(response.json().data).toEqual((await admin('GET', url)).json().data);
    },
  );

  it.each(kinds)(
    '%s: a field it does not know is a 400 naming it, alone or beside known ones, and changes nothing',
    async (kind) => {
      const route = routes[kind];
      const url = await route.create();
      const before = await route.columns(url);
      const known = route.fields[0]?.body();
      for (const body of [{ colour: 'Red' }, { ...known, colour: 'Red' }]) {
        const response = await admin('PATCH', url, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          status: 'fail',
          code: 'VALIDATION',
          message: expect.stringMatching(/^colour is not a known field \(known: \w+/),
          field: 'colour',
        });
      }
      expect(changedColumns(before, await route.columns(url))).toEqual([]);
    },
  );

  it("names an unknown field inside a product's details, and one in any other body of the back office", async () => {
    const url = await routes.products.create();
    const details = await admin('PATCH', url, { details: { img9: PICTURE } });
    expect(details.statusCode).toBe(400);
    expect(details.json().message).toMatch(/^details\.img9 is not a known field \(known: img1, /);

    for (const [path, body, field] of [
      ['brands', { brandName: 'X', brandImg: PICTURE, brandLogo: PICTURE }, 'brandLogo'],
      ['products', newProduct({ sale: true }), 'sale'],
      ['orders/00000000-0000-4000-8000-000000000000/delivery', { status: 'shipped', note: 'x' }, 'note'],
    ] as const) {
      const response = await admin('POST', path, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: expect.stringMatching(new RegExp(`^${field} is not a known field`)),
        field,
      });
    }
  });

  it.each(kinds)('%s: an empty body is a 400 saying there is nothing to change', async (kind) => {
    const route = routes[kind];
    const url = await route.create();
    const response = await admin('PATCH', url, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      // The legal pages take one field, which is required.
      message: kind === 'legal' ? 'description is required' : 'body names nothing to change',
    });
  });

  it.each(kinds)(
    '%s: a PATCH naming only what already is answers the thing unchanged and audits nothing',
    async (kind) => {
      const route = routes[kind];
      const url = await route.create();
      const [before, shown, audited] = [
        await route.columns(url),
        (await admin('GET', url)).json().data,
        await auditRows(),
      ];
      const response = await admin('PATCH', url, route.unchanged);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual(shown);
      expect(changedColumns(before, await route.columns(url))).toEqual([]);
      expect(await auditRows()).toBe(audited);
    },
  );

  /** A change based on the version given; none sends no If-Match at all. */
  const basedOn = (method: 'PATCH' | 'DELETE', url: string, payload: object | undefined, version?: string) =>
    askAdmin(t, method, url, { payload, cookie: operator, headers: version ? { 'if-match': version } : {} });
  const removable = kinds.filter((kind) => kind !== 'legal');
  // An sku is unique: the same one cannot be written into a second product.
  const editable = (kind: Kind) => routes[kind].fields.filter(({ name }) => name !== 'sku');

  it.each([
    ...kinds.map((kind) => [kind, 'PATCH'] as const),
    ...removable.map((kind) => [kind, 'DELETE'] as const),
  ])('%s: a %s without If-Match is a 428 and changes nothing', async (kind, method) => {
    const route = routes[kind];
    const url = await route.create();
    const [before, audited] = [await route.columns(url), await auditRows()];
    const response = await basedOn(method, url, method === 'PATCH' ? editable(kind)[0]?.body() : undefined);
    expect(response.statusCode).toBe(428);
    expect(response.json()).toMatchObject({ status: 'fail', code: 'VERSION_REQUIRED' });
    expect(changedColumns(before, await route.columns(url))).toEqual([]);
    expect(await auditRows()).toBe(audited);
  });

  it.each(kinds)(
    '%s: a PATCH based on the version read answers 200 with a new version, in the body and the ETag',
    async (kind) => {
      const route = routes[kind];
      const url = await route.create();
      const read = await admin('GET', url);
      const response = await basedOn('PATCH', url, editable(kind)[0]?.body(), String(read.headers.etag));
      expect(response.statusCode).toBe(200);
      const { version } = response.json().data;
      expect(version).not.toBe(read.json().data.version);
      expect(response.headers.etag).toBe(`"${version}"`);
      expect((await admin('GET', url)).headers.etag).toBe(`"${version}"`);
    },
  );

  it.each(kinds)(
    "%s: two operators at once: B's change based on the version before A's is a 412 naming A's field, nothing written",
    async (kind) => {
      const route = routes[kind];
      const url = await route.create();
      const [first, second = first] = editable(kind);
      const etag = String((await admin('GET', url)).headers.etag);
      expect((await basedOn('PATCH', url, first?.body(), etag)).statusCode).toBe(200);
      const [afterA, audited] = [await route.columns(url), await auditRows()];

      const stale = await basedOn('PATCH', url, second?.body(), etag);
      expect(stale.statusCode).toBe(412);
      expect(stale.json()).toMatchObject({ status: 'fail', code: 'STALE_VERSION', changed: [first?.name] });
      expect(changedColumns(afterA, await route.columns(url))).toEqual([]);
      expect(await auditRows()).toBe(audited);
    },
  );

  it.each(removable)('%s: a DELETE based on an older version is a 412 and deletes nothing', async (kind) => {
    const route = routes[kind];
    const url = await route.create();
    const etag = String((await admin('GET', url)).headers.etag);
    const [first] = editable(kind);
    await admin('PATCH', url, first?.body());
    const stale = await basedOn('DELETE', url, undefined, etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', changed: [first?.name] });
    expect((await admin('GET', url)).statusCode).toBe(200);
    const current = String((await admin('GET', url)).headers.etag);
    expect((await basedOn('DELETE', url, undefined, current)).statusCode).toBe(200);
  });
});

describe('versions: a change names the version it was read at', () => {
  const read = async (path: string) => {
    const response = await admin('GET', path);
    return { row: response.json().data, etag: String(response.headers.etag) };
  };
  /** A change based on the version given (none: no If-Match at all). */
  const change = (method: 'PATCH' | 'DELETE', path: string, payload?: object, version?: string) =>
    askAdmin(t, method, path, { payload, cookie: operator, headers: version ? { 'if-match': version } : {} });
  const stockOf = async (id: string) => (await read(`products/${id}`)).row.stock;

  it('every answer of a product carries its version, the ETag of a single one repeats it', async () => {
    const product = await admin('POST', 'products', newProduct());
    const { version } = product.json().data;
    expect(version).toMatch(/^[\w-]{16}(\.[\w-]{6})+$/);
    expect(product.headers.etag).toBe(`"${version}"`);
    expect((await read(`products/${product.json().data._id}`)).etag).toBe(`"${version}"`);
    const listed = (await admin('GET', 'products?limit=100')).json().data;
    expect(listed.find((row: { _id: string }) => row._id === product.json().data._id).version).toBe(version);
  });

  it("two operators at once: B's description based on the version before A's price is refused naming price, and nothing is written", async () => {
    const { row: product, etag } = await read(
      `products/${(await admin('POST', 'products', newProduct())).json().data._id}`,
    );
    const path = `products/${product._id}`;
    expect((await change('PATCH', path, { price: 135 }, etag)).statusCode).toBe(200);
    const audited = (await auditOf(product._id)).length;

    const stale = await change('PATCH', path, { details: { des: '<p>B</p>' } }, etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({
      status: 'fail',
      code: 'STALE_VERSION',
      message: expect.stringContaining('changed since it was read (price)'),
      changed: ['price'],
    });
    const now = (await read(path)).row;
    expect(now).toMatchObject({ price: 135, details: { des: product.details.des } });
    expect(await auditOf(product._id)).toHaveLength(audited);
  });

  it('a form read before a sale of the last unit cannot put the stock back: refused naming stock, stock stays 0', async () => {
    const mug = (await admin('POST', 'products', newProduct({ stock: 1 }))).json().data;
    const { etag } = await read(`products/${mug._id}`);
    await buyLast(mug._id, {});
    expect(await stockOf(mug._id)).toBe(0);

    const stale = await change('PATCH', `products/${mug._id}`, { stock: 1, title: 'Mug' }, etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().changed).toEqual(['stock']);
    expect(await stockOf(mug._id)).toBe(0);
  });

  it("a form read before a sale of a variant's last unit cannot put it back: refused naming variants", async () => {
    const tee = (
      await admin(
        'POST',
        'products',
        newProduct({
          details: { size: 'M,L', color: 'Red' },
          variants: [{ sku: `TEE-L-${Date.now()}`, size: 'L', color: 'Red', stock: 1, price: null }],
        }),
      )
    ).json().data;
    const { row: before, etag } = await read(`products/${tee._id}`);
    await buyLast(tee._id, { size: 'L', color: 'Red' });

    const stale = await change('PATCH', `products/${tee._id}`, { variants: before.variants }, etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().changed).toEqual(['variants']);
    expect((await read(`products/${tee._id}`)).row.variants[0].stock).toBe(0);
  });

  it('a legal page not written yet is written based on none (If-None-Match: *); once written, that is a 412', async () => {
    const asNew = (description: string) =>
      askAdmin(t, 'PATCH', 'legal/howtobuy', {
        payload: { description },
        cookie: operator,
        headers: { 'if-none-match': '*' },
      });
    expect((await admin('GET', 'legal/howtobuy')).statusCode).toBe(404);
    const first = await asNew('<p>Pick, pay, wait</p>');
    expect(first.statusCode).toBe(200);
    const second = await asNew('<p>Another</p>');
    expect(second.statusCode).toBe(412);
    expect(second.json()).toMatchObject({ code: 'STALE_VERSION', changed: ['description', 'type'] });
    expect((await admin('GET', 'legal/howtobuy')).json().data.description).toBe('<p>Pick, pay, wait</p>');
  });

  /** A customer buys one of the product (in the size and colour given) and the gateway confirms the payment. */
  async function buyLast(productID: string, options: { size?: string; color?: string }) {
    const buyer = await newCustomer(t);
    expect((await buyer.add(productID, 1, options)).statusCode).toBe(200);
    const checkout = (await buyer.call('GET', 'CreateInvoice')).json().data;
    const { fields } = await payOnSandbox(t, checkout.GatewayPageURL, 'pay');
    expect((await callback(t, 'PaymentIPN', checkout.tran_id, fields)).json().message).toBe('confirmed');
  }
});
