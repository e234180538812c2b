import { randomUUID } from 'node:crypto';
import { wishItems } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { seedCatalogue } from '../support/fixtures';
import { wishShopper } from '../support/shopper';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await seedCatalogue(t.database.db, [
    { title: 'Trail Runner', price: 120, discountPrice: 89.5 },
    { title: 'Plain Mug', price: 9.99, color: '', size: '' },
    { title: 'Rain Jacket', price: 60 },
  ]);
});
afterAll(() => t.close());

const product = (title: string) => {
  const row = catalogue.products.find((p) => p.title === title);
  if (!row) throw new Error(`no fixture ${title}`);
  return row;
};

describe('SaveWishList', () => {
  it('adds the product, which WishList then shows with its card fields and star', async () => {
    const me = await wishShopper(t);
    const runner = product('Trail Runner');
    const response = await me.add(runner.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('success');

    expect(await me.list()).toEqual([
      {
        productID: runner.id,
        product: {
          title: 'Trail Runner',
          image: runner.image,
          price: 120,
          discount: true,
          discountPrice: 89.5,
          star: 0,
        },
        offersOptions: true,
      },
    ]);
  });

  it('shows a product without a discount with discount false and discountPrice null', async () => {
    const me = await wishShopper(t);
    await me.add(product('Plain Mug').id);
    const [item] = await me.list();
    expect(item?.product).toMatchObject({
      title: 'Plain Mug',
      price: 9.99,
      discount: false,
      discountPrice: null,
    });
    // No sizes or colours: a wish card can put it in the cart as it is.
    expect(item?.offersOptions).toBe(false);
  });

  it('is idempotent: adding the same product twice keeps one item', async () => {
    const me = await wishShopper(t);
    const productID = product('Plain Mug').id;
    expect((await me.add(productID)).statusCode).toBe(200);
    const again = await me.add(productID);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('success');
    expect((await me.list()).map((item) => item.productID)).toEqual([productID]);
  });

  it('keeps one item when the same product is added many times at once', async () => {
    const me = await wishShopper(t);
    const productID = product('Rain Jacket').id;
    const responses = await Promise.all(Array.from({ length: 10 }, () => me.add(productID)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await me.list()).toHaveLength(1);
  });

  it('holds several products', async () => {
    const me = await wishShopper(t);
    await me.add(product('Plain Mug').id);
    await me.add(product('Rain Jacket').id);
    expect((await me.list()).map((item) => item.product.title).sort()).toEqual(['Plain Mug', 'Rain Jacket']);
  });

  it('answers 404 for a product that does not exist and adds nothing', async () => {
    const me = await wishShopper(t);
    const response = await me.add(randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe('fail');
    expect(await me.list()).toEqual([]);
  });

  it.each(['not-a-uuid', '', `urn:uuid:${randomUUID()}`])(
    'answers 400 naming productID for the malformed id %j',
    async (productID) => {
      const me = await wishShopper(t);
      const response = await me.add(productID);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('productID');
    },
  );
});

describe('RemoveWishList', () => {
  it('removes the item by its product id and leaves the others', async () => {
    const me = await wishShopper(t);
    await me.add(product('Plain Mug').id);
    await me.add(product('Rain Jacket').id);

    const response = await me.remove(product('Plain Mug').id);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('success');
    expect((await me.list()).map((item) => item.productID)).toEqual([product('Rain Jacket').id]);
  });

  it('answers 404 for a product that is not on the list', async () => {
    const me = await wishShopper(t);
    await me.add(product('Plain Mug').id);
    const response = await me.remove(product('Rain Jacket').id);
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe('fail');
    expect(await me.list()).toHaveLength(1);
  });

  it('answers 404 when the same item is removed twice', async () => {
    const me = await wishShopper(t);
    await me.add(product('Plain Mug').id);
    expect((await me.remove(product('Plain Mug').id)).statusCode).toBe(200);
    expect((await me.remove(product('Plain Mug').id)).statusCode).toBe(404);
  });

  it("never removes another customer's item", async () => {
    const owner = await wishShopper(t);
    const other = await wishShopper(t);
    await owner.add(product('Plain Mug').id);

    expect((await other.remove(product('Plain Mug').id)).statusCode).toBe(404);
    expect((await owner.list()).map((item) => item.productID)).toEqual([product('Plain Mug').id]);
  });
});

describe('one list per customer', () => {
  it("never shows one customer's wish list to another", async () => {
    const ada = await wishShopper(t);
    const bob = await wishShopper(t);
    await ada.add(product('Trail Runner').id);
    await bob.add(product('Plain Mug').id);

    expect((await ada.list()).map((item) => item.product.title)).toEqual(['Trail Runner']);
    expect((await bob.list()).map((item) => item.product.title)).toEqual(['Plain Mug']);
  });
});

describe('signed-in and same-site only', () => {
  it.each([
    ['GET', 'WishList', undefined],
    ['POST', 'SaveWishList', { productID: '00000000-0000-4000-8000-000000000000' }],
    ['POST', 'RemoveWishList', { productID: '00000000-0000-4000-8000-000000000000' }],
  ] as const)('answers 401 to %s %s without a session', async (method, route, payload) => {
    const response = await t.app.inject({ method, url: `/api/v1/${route}`, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe('fail');
  });

  it('stores nothing for a SaveWishList without a session', async () => {
    const before = await t.database.db.select().from(wishItems);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/SaveWishList',
      payload: { productID: product('Plain Mug').id },
    });
    expect(response.statusCode).toBe(401);
    expect(await t.database.db.select().from(wishItems)).toHaveLength(before.length);
  });

  it('refuses a cross-site add with a 403 and adds nothing', async () => {
    const me = await wishShopper(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/SaveWishList',
      headers: { cookie: me.cookie, 'sec-fetch-site': 'cross-site' },
      payload: { productID: product('Plain Mug').id },
    });
    expect(response.statusCode).toBe(403);
    expect(await me.list()).toEqual([]);
  });
});
