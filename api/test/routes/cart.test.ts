import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cartItems, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { seedCatalogue } from '../support/fixtures';
import { cartShopper } from '../support/shopper';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
/** Enough colours for more lines than a cart may hold. */
const RAINBOW = Array.from({ length: 110 }, (_, index) => `Colour ${index}`);

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await seedCatalogue(t.database.db, [
    { title: 'Trail Runner', price: 120, discountPrice: 89.5, color: 'Red, Blue', size: '40,41,42' },
    { title: 'Plain Mug', price: 9.99, color: '', size: '' },
    { title: 'Rain Jacket', price: 60, color: 'Black,White,Green,Yellow', size: 'S,M,L,XL,XXL' },
    { title: 'Rainbow Tee', price: 5, color: RAINBOW.join(','), size: '' },
  ]);
});
afterAll(() => t.close());

const product = (title: string) => {
  const row = catalogue.products.find((p) => p.title === title);
  if (!row) throw new Error(`no fixture ${title}`);
  return row;
};

describe('SaveCartList', () => {
  it('adds a line that CartList shows with its product, qty, size, colour and ids', async () => {
    const me = await cartShopper(t);
    const runner = product('Trail Runner');
    const response = await me.add({ productID: runner.id, color: 'Red', size: '41', qty: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: { _id: expect.any(String), qty: 2 } });

    expect(await me.list()).toEqual([
      {
        _id: response.json().data._id,
        productID: runner.id,
        product: {
          title: 'Trail Runner',
          image: runner.image,
          price: 120,
          discount: true,
          discountPrice: 89.5,
        },
        qty: 2,
        size: '41',
        color: 'Red',
        stockLeft: null,
      },
    ]);
  });

  it('shows a product without a discount with discount false and discountPrice null', async () => {
    const me = await cartShopper(t);
    await me.add({ productID: product('Plain Mug').id, qty: 1 });
    const [line] = await me.list();
    expect(line?.product).toEqual({
      title: 'Plain Mug',
      image: product('Plain Mug').image,
      price: 9.99,
      discount: false,
      discountPrice: null,
    });
  });

  it('raises the quantity of the same product, colour and size instead of adding a second line', async () => {
    const me = await cartShopper(t);
    const productID = product('Trail Runner').id;
    const first = await me.add({ productID, color: 'Blue', size: '42', qty: 2 });
    const second = await me.add({ productID, color: 'Blue', size: '42', qty: 3 });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual({ _id: first.json().data._id, qty: 5 });

    const lines = await me.list();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.qty).toBe(5);
  });

  it('treats surrounding spaces in colour and size as the same option', async () => {
    const me = await cartShopper(t);
    const productID = product('Trail Runner').id;
    await me.add({ productID, color: 'Blue', size: '42', qty: 1 });
    await me.add({ productID, color: ' Blue ', size: '42 ', qty: 1 });
    const lines = await me.list();
    expect(lines.map(({ color, size, qty }) => ({ color, size, qty }))).toEqual([
      { color: 'Blue', size: '42', qty: 2 },
    ]);
  });

  it('adds a second line for another colour of the same product and size', async () => {
    const me = await cartShopper(t);
    const productID = product('Trail Runner').id;
    await me.add({ productID, color: 'Red', size: '40', qty: 1 });
    await me.add({ productID, color: 'Blue', size: '40', qty: 1 });
    const lines = await me.list();
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => line.color).sort()).toEqual(['Blue', 'Red']);
    expect(new Set(lines.map((line) => line._id)).size).toBe(2);
  });

  it('accepts the quantity as a string, as a form would send it', async () => {
    const me = await cartShopper(t);
    const response = await me.add({ productID: product('Plain Mug').id, color: '', size: '', qty: '2' });
    expect(response.statusCode).toBe(200);
    expect((await me.list())[0]?.qty).toBe(2);
  });

  it('adds one when the quantity is left out', async () => {
    const me = await cartShopper(t);
    expect((await me.add({ productID: product('Plain Mug').id })).statusCode).toBe(200);
    expect((await me.list())[0]?.qty).toBe(1);
  });

  it.each([0, 100, -1, 1.5, '1.5', 'two', ''])(
    'refuses the quantity %j with a 400 naming qty and adds nothing',
    async (qty) => {
      const me = await cartShopper(t);
      const response = await me.add({ productID: product('Plain Mug').id, qty });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 'fail',
        message: expect.stringContaining('qty'),
        code: 'VALIDATION',
        field: 'qty',
      });
      expect(await me.list()).toEqual([]);
    },
  );

  it('caps the quantity at 99 when adding more would raise it past 99', async () => {
    const me = await cartShopper(t);
    const productID = product('Trail Runner').id;
    await me.add({ productID, color: 'Red', size: '40', qty: 60 });
    const raised = await me.add({ productID, color: 'Red', size: '40', qty: 60 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().data.qty).toBe(99);
    await me.add({ productID, color: 'Red', size: '40', qty: 1 });
    const lines = await me.list();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.qty).toBe(99);
  });

  it.each([
    ['color', { color: 'Purple', size: '40' }],
    ['size', { color: 'Red', size: '47' }],
    ['color', { color: 'red', size: '40' }],
  ])('refuses a %s the product does not offer with a 400 naming it', async (field, options) => {
    const me = await cartShopper(t);
    const response = await me.add({ productID: product('Trail Runner').id, qty: 1, ...options });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(await me.list()).toEqual([]);
  });

  it('refuses any colour or size for a product that has none', async () => {
    const me = await cartShopper(t);
    const productID = product('Plain Mug').id;
    const colour = await me.add({ productID, color: 'Red', size: '', qty: 1 });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().field).toBe('color');
    const size = await me.add({ productID, color: '', size: 'L', qty: 1 });
    expect(size.statusCode).toBe(400);
    expect(size.json().field).toBe('size');
    expect(await me.list()).toEqual([]);
  });

  it.each([
    ['color', { color: '', size: '40' }, 'color must be one of: Red, Blue'],
    ['size', { color: 'Red', size: '' }, 'size must be one of: 40, 41, 42'],
    ['size', { color: 'Red', size: '  ' }, 'size must be one of: 40, 41, 42'],
    ['color', { size: '40' }, 'color must be one of: Red, Blue'],
    ['size', { color: 'Blue' }, 'size must be one of: 40, 41, 42'],
  ])(
    'refuses a %s left empty, or out, when the product offers some, with VALIDATION naming it',
    async (field, options, message) => {
      const me = await cartShopper(t);
      const response = await me.add({ productID: product('Trail Runner').id, qty: 1, ...options });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 'fail', message, code: 'VALIDATION', field });
      expect(await me.list()).toEqual([]);
    },
  );

  it('refuses a product offered in colours only when none is chosen, and takes it with no size', async () => {
    const me = await cartShopper(t);
    const productID = product('Rainbow Tee').id;
    const refused = await me.add({ productID, qty: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION', field: 'color' });
    expect((await me.add({ productID, color: 'Colour 3', qty: 1 })).statusCode).toBe(200);
    expect((await me.list()).map(({ color, size }) => ({ color, size }))).toEqual([
      { color: 'Colour 3', size: '' },
    ]);
  });

  it('answers 404 for a product id that does not exist', async () => {
    const me = await cartShopper(t);
    const response = await me.add({ productID: randomUUID(), qty: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe('fail');
    expect(await me.list()).toEqual([]);
  });

  it.each(['not-a-uuid', '1', '', `urn:uuid:${randomUUID()}`, `${randomUUID()}x`])(
    'answers 400 naming productID for the malformed product id %j',
    async (productID) => {
      const me = await cartShopper(t);
      const response = await me.add({ productID, qty: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('productID');
    },
  );

  it('answers 400 when the product id is missing', async () => {
    const me = await cartShopper(t);
    const response = await me.add({ qty: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('productID');
  });

  it('answers a malformed JSON body with a 400', async () => {
    const me = await cartShopper(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/SaveCartList',
      headers: { cookie: me.cookie, 'content-type': 'application/json' },
      payload: '{"productID":',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('SaveCartList under concurrent requests', () => {
  it('counts every one of 20 simultaneous adds of the same line: one line with qty 20', async () => {
    const me = await cartShopper(t);
    const productID = product('Trail Runner').id;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => me.add({ productID, color: 'Red', size: '41', qty: 1 })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));

    const lines = await me.list();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.qty).toBe(20);
  });

  it('keeps every one of 20 simultaneous adds of different lines', async () => {
    const me = await cartShopper(t);
    const productID = product('Rain Jacket').id;
    const combos = ['Black', 'White', 'Green', 'Yellow'].flatMap((color) =>
      ['S', 'M', 'L', 'XL', 'XXL'].map((size) => ({ color, size })),
    );
    const responses = await Promise.all(combos.map((combo) => me.add({ productID, qty: 1, ...combo })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));

    const lines = await me.list();
    expect(lines).toHaveLength(20);
    expect(lines.map(({ color, size }) => `${color}/${size}`).sort()).toEqual(
      combos.map(({ color, size }) => `${color}/${size}`).sort(),
    );
    expect(lines.every((line) => line.qty === 1)).toBe(true);
  });
});

describe('the line limit', () => {
  /** Fills the cart of `email` with 99 lines of the Rainbow Tee, straight in the database. */
  async function fillTo99(email: string) {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    const productId = product('Rainbow Tee').id;
    await t.database.db
      .insert(cartItems)
      .values(RAINBOW.slice(0, 99).map((color) => ({ userId: user.id, productId, color, size: '', qty: 1 })));
  }

  it('refuses a 101st different line with a 409 but still raises the quantity of an existing one', async () => {
    const me = await cartShopper(t);
    await fillTo99(me.email);
    const productID = product('Rainbow Tee').id;
    expect((await me.add({ productID, color: RAINBOW[99], qty: 1 })).statusCode).toBe(200);

    const refused = await me.add({ productID, color: RAINBOW[100], qty: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 'fail', code: 'CART_FULL' });
    expect((await me.add({ productID, color: RAINBOW[0], qty: 2 })).json().data.qty).toBe(3);
    expect(await me.list()).toHaveLength(100);
  });

  it('holds at most 100 lines when several new lines are added at the same moment', async () => {
    const me = await cartShopper(t);
    await fillTo99(me.email);
    const productID = product('Rainbow Tee').id;
    const responses = await Promise.all(
      RAINBOW.slice(99, 105).map((color) => me.add({ productID, color, qty: 1 })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await me.list()).toHaveLength(100);
  });
});

describe('RemoveCartList', () => {
  it('removes the named line of the caller and leaves the others', async () => {
    const me = await cartShopper(t);
    const productID = product('Trail Runner').id;
    const red = (await me.add({ productID, color: 'Red', size: '40', qty: 1 })).json().data._id;
    const blue = (await me.add({ productID, color: 'Blue', size: '40', qty: 1 })).json().data._id;

    const response = await me.remove(red);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('success');
    expect((await me.list()).map((line) => line._id)).toEqual([blue]);
  });

  it("answers 404 for another customer's line and leaves that line in place", async () => {
    const owner = await cartShopper(t);
    const intruder = await cartShopper(t);
    const line = (await owner.add({ productID: product('Plain Mug').id, qty: 3 })).json().data._id;

    const response = await intruder.remove(line);
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe('fail');

    expect((await owner.list()).map(({ _id, qty }) => ({ _id, qty }))).toEqual([{ _id: line, qty: 3 }]);
    const [stored] = await t.database.db.select().from(cartItems).where(eq(cartItems.id, line));
    expect(stored?.qty).toBe(3);
  });

  it('answers 404 for an unknown line id', async () => {
    const me = await cartShopper(t);
    const response = await me.remove(randomUUID());
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 when the same line is removed twice', async () => {
    const me = await cartShopper(t);
    const line = (await me.add({ productID: product('Plain Mug').id, qty: 1 })).json().data._id;
    expect((await me.remove(line)).statusCode).toBe(200);
    expect((await me.remove(line)).statusCode).toBe(404);
  });

  it('answers 400 naming _id for a malformed line id', async () => {
    const me = await cartShopper(t);
    const response = await me.remove('42');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('_id');
  });
});

describe('UpdateCartList', () => {
  it("sets the quantity of the caller's line and leaves the other lines as they were", async () => {
    const me = await cartShopper(t);
    const productID = product('Trail Runner').id;
    const red = (await me.add({ productID, color: 'Red', size: '40', qty: 2 })).json().data._id;
    const blue = (await me.add({ productID, color: 'Blue', size: '40', qty: 4 })).json().data._id;

    const response = await me.setQty(red, 7);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: { _id: red, qty: 7 } });
    expect((await me.list()).map(({ _id, qty }) => ({ _id, qty }))).toEqual([
      { _id: red, qty: 7 },
      { _id: blue, qty: 4 },
    ]);
  });

  it.each([1, 99])('accepts the bound %j', async (qty) => {
    const me = await cartShopper(t);
    const line = (await me.add({ productID: product('Plain Mug').id, qty: 5 })).json().data._id;
    expect((await me.setQty(line, qty)).json().data).toEqual({ _id: line, qty });
    expect((await me.list())[0]?.qty).toBe(qty);
  });

  it('lowers a quantity, and a later add of the same product, colour and size raises it again', async () => {
    const me = await cartShopper(t);
    const productID = product('Trail Runner').id;
    const line = (await me.add({ productID, color: 'Red', size: '41', qty: 10 })).json().data._id;
    await me.setQty(line, 3);
    const added = await me.add({ productID, color: 'Red', size: '41', qty: 2 });
    expect(added.json().data).toEqual({ _id: line, qty: 5 });
    expect(await me.list()).toHaveLength(1);
  });

  it.each([0, 100, -1, 1.5, '1.5', 'two', '', null])(
    'refuses the quantity %j with a 400 naming qty and keeps the old one',
    async (qty) => {
      const me = await cartShopper(t);
      const line = (await me.add({ productID: product('Plain Mug').id, qty: 3 })).json().data._id;
      const response = await me.setQty(line, qty);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 'fail',
        message: expect.stringContaining('qty'),
        code: 'VALIDATION',
        field: 'qty',
      });
      expect((await me.list())[0]?.qty).toBe(3);
    },
  );

  it('answers 400 naming qty when the quantity is left out', async () => {
    const me = await cartShopper(t);
    const line = (await me.add({ productID: product('Plain Mug').id, qty: 3 })).json().data._id;
    const response = await me.setQty(line, undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'qty is required', field: 'qty' });
  });

  it("answers 404 for another customer's line and leaves that line as it was", async () => {
    const owner = await cartShopper(t);
    const intruder = await cartShopper(t);
    const line = (await owner.add({ productID: product('Plain Mug').id, qty: 3 })).json().data._id;

    const response = await intruder.setQty(line, 9);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 'fail',
      message: 'No such item in your cart',
      code: 'NOT_FOUND',
    });
    expect((await owner.list()).map(({ _id, qty }) => ({ _id, qty }))).toEqual([{ _id: line, qty: 3 }]);
    expect(await intruder.list()).toEqual([]);
  });

  it('answers 404 for an unknown line id and for a removed line', async () => {
    const me = await cartShopper(t);
    const unknown = await me.setQty(randomUUID(), 2);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      status: 'fail',
      message: 'No such item in your cart',
      code: 'NOT_FOUND',
    });
    const line = (await me.add({ productID: product('Plain Mug').id, qty: 1 })).json().data._id;
    await me.remove(line);
    expect((await me.setQty(line, 2)).json()).toEqual({
      status: 'fail',
      message: 'No such item in your cart',
      code: 'NOT_FOUND',
    });
    expect(await me.list()).toEqual([]);
  });

  it('answers 400 naming _id for a malformed line id', async () => {
    const me = await cartShopper(t);
    const response = await me.setQty('42', 2);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('_id');
  });

  it('is described in the OpenAPI document with its request body', async () => {
    const document = (await t.app.inject('/api/openapi.json')).json();
    const body =
      document.paths['/api/v1/UpdateCartList']?.post?.requestBody?.content['application/json'].schema;
    expect(body).toMatchObject({
      required: ['_id', 'qty'],
      properties: { _id: { format: 'uuid' }, qty: { type: 'integer', minimum: 1, maximum: 99 } },
    });
  });
});

describe('signed-in and same-site only', () => {
  it.each([
    ['GET', 'CartList', undefined],
    ['POST', 'SaveCartList', { productID: '00000000-0000-4000-8000-000000000000', qty: 1 }],
    ['POST', 'RemoveCartList', { _id: '00000000-0000-4000-8000-000000000000' }],
    ['POST', 'UpdateCartList', { _id: '00000000-0000-4000-8000-000000000000', qty: 2 }],
  ] as const)('answers 401 to %s %s without a session', async (method, route, payload) => {
    const response = await t.app.inject({ method, url: `/api/v1/${route}`, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe('fail');
  });

  it('answers 401 to SaveCartList without a session and stores nothing', async () => {
    const before = await t.database.db.select().from(cartItems);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/SaveCartList',
      payload: { productID: product('Plain Mug').id, qty: 1 },
    });
    expect(response.statusCode).toBe(401);
    expect(await t.database.db.select().from(cartItems)).toHaveLength(before.length);
  });

  it('refuses a cross-site add with a 403 and adds nothing', async () => {
    const me = await cartShopper(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/SaveCartList',
      headers: { cookie: me.cookie, origin: 'https://evil.example' },
      payload: { productID: product('Plain Mug').id, qty: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(await me.list()).toEqual([]);
  });

  it('refuses a cross-site quantity change with a 403 and keeps the quantity', async () => {
    const me = await cartShopper(t);
    const line = (await me.add({ productID: product('Plain Mug').id, qty: 1 })).json().data._id;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/UpdateCartList',
      headers: { cookie: me.cookie, origin: 'https://evil.example' },
      payload: { _id: line, qty: 5 },
    });
    expect(response.statusCode).toBe(403);
    expect((await me.list())[0]?.qty).toBe(1);
  });

  it("never shows one customer's lines in another's cart", async () => {
    const ada = await cartShopper(t);
    const bob = await cartShopper(t);
    await ada.add({ productID: product('Plain Mug').id, qty: 1 });
    expect(await bob.list()).toEqual([]);
    expect(await ada.list()).toHaveLength(1);
  });
});
