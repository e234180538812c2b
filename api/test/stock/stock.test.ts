import { eq } from 'drizzle-orm';
import {
  invoiceLines,
  invoices,
  payments,
  productDetails,
  products,
  productVariants,
} from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { callback, customer, payOnSandbox } from '../support/checkout';
import { seedCatalogue } from '../support/fixtures';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await seedCatalogue(t.database.db, [{ title: 'Brochure', price: 1 }]);
});
afterAll(() => t.close());

let made = 0;

/** A product of its own for each test (titled with a word no other has, to find its card by keyword). */
async function product(fields: {
  title: string;
  price: number;
  discountPrice?: number;
  stock: number | null;
  size?: string;
  color?: string;
}) {
  made += 1;
  const title = `${fields.title} Q${made}x`;
  const [row] = await t.database.db
    .insert(products)
    .values({
      sku: `SKU-${made}`,
      title,
      shortDes: 'Counted',
      price: fields.price,
      discount: fields.discountPrice !== undefined,
      discountPrice: fields.discountPrice ?? null,
      image: '/api/images/products/p0-1.svg',
      remark: 'top',
      brandId: catalogue.brands.north.id,
      categoryId: catalogue.categories.phones.id,
      stock: fields.stock,
    })
    .returning();
  if (!row) throw new Error('fixture');
  await t.database.db
    .insert(productDetails)
    .values({ productId: row.id, size: fields.size ?? '', color: fields.color ?? '' });
  return { ...row, keyword: `Q${made}x` };
}

const variant = (
  productId: string,
  fields: { sku: string; size: string; color: string; stock: number | null; price?: number },
) => t.database.db.insert(productVariants).values({ productId, ...fields, price: fields.price ?? null });

const stockOf = async (productId: string) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]
    ?.stock;
const variantStock = async (sku: string) =>
  (
    await t.database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.sku, sku))
  )[0]?.stock;
const setStock = (productId: string, stock: number | null) =>
  t.database.db.update(products).set({ stock }).where(eq(products.id, productId));

type Buyer = Awaited<ReturnType<typeof customer>>;

/** Checks the buyer's cart out and pays on the sandbox's page; the gateway's notification is left to the test. */
async function checkOutAndPay(buyer: Buyer) {
  const checkout = await buyer.call('GET', 'CreateInvoice');
  expect(checkout.statusCode).toBe(200);
  const { data } = checkout.json();
  const { fields } = await payOnSandbox(t, data.GatewayPageURL, 'pay');
  return { tranId: data.tran_id as string, invoiceId: data._id as string, fields };
}
const notify = (paid: { tranId: string; fields: Record<string, string> }) =>
  callback(t, 'PaymentIPN', paid.tranId, paid.fields);

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/${url}` });
const cardOf = async (item: { keyword: string }) => {
  const [card] = (await get(`ProductListByKeyword/${item.keyword}`)).json().data;
  return card;
};

describe('paying', () => {
  it('takes the paid lines from stock: the product and the variant bought, and records the variant and its price', async () => {
    const mug = await product({ title: 'Mug', price: 10, stock: 20 });
    const shirt = await product({
      title: 'Shirt',
      price: 30,
      discountPrice: 25,
      stock: 9,
      size: 'S,M',
      color: 'Red',
    });
    await variant(shirt.id, { sku: `${shirt.sku}-M-RED`, size: 'M', color: 'Red', stock: 6, price: 35 });
    const buyer = await customer(t);
    await buyer.add(mug.id, 3);
    await buyer.add(shirt.id, 2, { size: 'M', color: 'Red' });
    await buyer.add(shirt.id, 1, { size: 'S', color: 'Red' });

    const paid = await checkOutAndPay(buyer);
    expect((await notify(paid)).json().message).toBe('confirmed');

    expect(await stockOf(mug.id)).toBe(17);
    expect(await variantStock(`${shirt.sku}-M-RED`)).toBe(4);
    // The small shirt has no variant of its own: it is counted on the product.
    expect(await stockOf(shirt.id)).toBe(8);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, paid.invoiceId));
    expect(invoice).toMatchObject({ paymentStatus: 'success', stockTakenAt: expect.any(Date) });
    const lines = await t.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, paid.invoiceId))
      .orderBy(invoiceLines.position);
    const [medium] = await t.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.sku, `${shirt.sku}-M-RED`));
    expect(lines.map(({ qty, price, variantId, size }) => ({ qty, price, variantId, size }))).toEqual([
      { qty: 3, price: 10, variantId: null, size: '' },
      { qty: 2, price: 35, variantId: medium?.id, size: 'M' },
      { qty: 1, price: 25, variantId: null, size: 'S' },
    ]);
  });

  it('leaves a product without a stock count unlimited', async () => {
    const unlimited = await product({ title: 'Poster', price: 5, stock: null });
    const buyer = await customer(t);
    await buyer.add(unlimited.id, 40);
    const paid = await checkOutAndPay(buyer);
    expect((await notify(paid)).json().message).toBe('confirmed');
    expect(await stockOf(unlimited.id)).toBeNull();
    expect((await cardOf(unlimited)).stockLeft).toBeNull();
  });

  it('fulfils one of two payments racing for the last unit and flags the other, payment kept, stock never negative', async () => {
    const last = await product({ title: 'Lamp', price: 50, stock: 1 });
    const buyers = await Promise.all([customer(t), customer(t)]);
    for (const buyer of buyers) await buyer.add(last.id, 1);
    const paid = [];
    for (const buyer of buyers) paid.push(await checkOutAndPay(buyer));

    const outcomes = await Promise.all(paid.map(notify));
    expect(outcomes.map((answer) => answer.json().message).sort()).toEqual(['confirmed', 'flagged']);
    expect(await stockOf(last.id)).toBe(0);

    const winner = paid[outcomes.findIndex((answer) => answer.json().message === 'confirmed')];
    const loserAt = outcomes.findIndex((answer) => answer.json().message === 'flagged');
    const loser = paid[loserAt];
    if (!winner || !loser) throw new Error('no outcome');
    const statusOf = async (invoiceId: string) =>
      (await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0]?.paymentStatus;
    expect(await statusOf(winner.invoiceId)).toBe('success');
    // No longer payable: the customer's one open invoice is free for another checkout.
    expect(await statusOf(loser.invoiceId)).toBe('cancelled');
    const [kept] = await t.database.db.select().from(payments).where(eq(payments.invoiceId, loser.invoiceId));
    expect(kept).toMatchObject({
      valId: loser.fields.val_id,
      amount: 52.5,
      needsDecision: true,
      reason: `paid when out of stock: ${last.sku} (wanted 1, 0 left)`,
    });
    // The loser's cart is left as it was; a replay of either notification changes nothing.
    expect(await buyers[loserAt]?.cart()).toHaveLength(1);
    expect((await notify(loser)).json().message).toBe('already');
    expect((await notify(winner)).json().message).toBe('already');
    expect(await stockOf(last.id)).toBe(0);
  });

  it('takes nothing when one line is short: every line or none', async () => {
    const plenty = await product({ title: 'Pen', price: 2, stock: 10 });
    const scarce = await product({ title: 'Ink', price: 4, stock: 2 });
    const buyer = await customer(t);
    await buyer.add(plenty.id, 3);
    await buyer.add(scarce.id, 2);
    const paid = await checkOutAndPay(buyer);
    await setStock(scarce.id, 1); // sold elsewhere meanwhile
    expect((await notify(paid)).json().message).toBe('flagged');
    expect([await stockOf(plenty.id), await stockOf(scarce.id)]).toEqual([10, 1]);
    expect(await buyer.cart()).toHaveLength(2);
  });
});

describe('checking out', () => {
  it('refuses a line wanting more than is left, naming it and its place in the cart', async () => {
    const plain = await product({ title: 'Cable', price: 3, stock: 10 });
    const phone = await product({
      title: 'Aurora X2 Phone',
      price: 300,
      stock: 10,
      size: 'S,M',
      color: 'Red,Blue',
    });
    await variant(phone.id, { sku: `${phone.sku}-M-RED`, size: 'M', color: 'Red', stock: 5 });
    const buyer = await customer(t);
    await buyer.add(plain.id, 1);
    await buyer.add(phone.id, 3, { size: 'M', color: 'Red' });
    await t.database.db
      .update(productVariants)
      .set({ stock: 2 })
      .where(eq(productVariants.sku, `${phone.sku}-M-RED`));

    const refused = await buyer.call('GET', 'CreateInvoice');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 'fail',
      code: 'OUT_OF_STOCK',
      field: 'items.1',
      message: `Only 2 of ${phone.title} (M, Red) left`,
    });
    expect(await buyer.invoices()).toEqual([]);

    await setStock(plain.id, 0);
    expect((await buyer.call('GET', 'CreateInvoice')).json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      field: 'items.0',
      message: `${plain.title} is out of stock`,
    });
  });

  it('counts two lines of one product without variants against its one count', async () => {
    const cap = await product({ title: 'Cap', price: 12, stock: 4, color: 'Red,Blue' });
    const buyer = await customer(t);
    await buyer.add(cap.id, 2, { color: 'Red' });
    await buyer.add(cap.id, 2, { color: 'Blue' });
    await setStock(cap.id, 3);
    expect((await buyer.call('GET', 'CreateInvoice')).json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      field: 'items.1',
      message: `Only 3 of ${cap.title} (Blue) left`,
    });
    await setStock(cap.id, 4);
    expect((await buyer.call('GET', 'CreateInvoice')).statusCode).toBe(200);
  });
});

describe('the cart', () => {
  it('refuses to add a product that is out of stock, or more than is left', async () => {
    const gone = await product({ title: 'Vase', price: 40, stock: 0 });
    const few = await product({ title: 'Bowl', price: 15, stock: 3, color: 'Red,Blue' });
    const buyer = await customer(t);

    const none = await buyer.add(gone.id, 1);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({
      status: 'fail',
      code: 'OUT_OF_STOCK',
      field: 'qty',
      message: `${gone.title} is out of stock`,
    });

    expect((await buyer.add(few.id, 2, { color: 'Red' })).statusCode).toBe(200);
    // Another colour of the same product takes from the same count.
    expect((await buyer.add(few.id, 2, { color: 'Blue' })).json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: `Only 3 of ${few.title} (Blue) left`,
    });
    // Raising the line past what is left, by adding or by setting its quantity, is refused and changes nothing.
    expect((await buyer.add(few.id, 2, { color: 'Red' })).statusCode).toBe(409);
    const [line] = await buyer.cart();
    expect(line).toMatchObject({ qty: 2, color: 'Red' });
    expect((await buyer.call('POST', 'UpdateCartList', { _id: line._id, qty: 4 })).json()).toMatchObject({
      code: 'OUT_OF_STOCK',
    });
    expect((await buyer.call('POST', 'UpdateCartList', { _id: line._id, qty: 3 })).statusCode).toBe(200);
    expect(await buyer.cart()).toEqual([expect.objectContaining({ qty: 3 })]);
  });

  it('refuses to add a variant that is out of stock when only the variants are counted', async () => {
    const shirt = await product({ title: 'Shirt', price: 30, stock: null, size: 'S,M' });
    await variant(shirt.id, { sku: 'SHIRT-S', size: 'S', color: '', stock: 0 });
    await variant(shirt.id, { sku: 'SHIRT-M', size: 'M', color: '', stock: null });
    const buyer = await customer(t);

    expect((await buyer.add(shirt.id, 1, { size: 'S' })).json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: `${shirt.title} (S) is out of stock`,
    });
    expect((await buyer.add(shirt.id, 5, { size: 'M' })).statusCode).toBe(200);
  });

  it('lets a line over what is left be lowered, and tells how many are left', async () => {
    const tray = await product({ title: 'Tray', price: 8, stock: 30 });
    const buyer = await customer(t);
    await buyer.add(tray.id, 10);
    expect((await buyer.cart())[0].stockLeft).toBeNull();
    await setStock(tray.id, 7);
    // Above the threshold, but fewer than the line wants: the cart is told, so it can mark the line.
    expect((await buyer.cart())[0].stockLeft).toBe(7);
    const [line] = await buyer.cart();
    expect((await buyer.call('POST', 'UpdateCartList', { _id: line._id, qty: 8 })).statusCode).toBe(200);
    expect((await buyer.cart())[0].stockLeft).toBe(7);
    await buyer.call('POST', 'UpdateCartList', { _id: line._id, qty: 2 });
    expect((await buyer.cart())[0].stockLeft).toBeNull();
    await setStock(tray.id, 4);
    expect((await buyer.cart())[0].stockLeft).toBe(4);
  });

  it("prices a line at its variant's own price, discount and all replaced", async () => {
    const boot = await product({ title: 'Boot', price: 100, discountPrice: 80, stock: 50, size: '40,41' });
    await variant(boot.id, { sku: `${boot.sku}-41`, size: '41', color: '', stock: 2, price: 120 });
    const buyer = await customer(t);
    await buyer.add(boot.id, 1, { size: '41' });
    await buyer.add(boot.id, 1, { size: '40' });
    const [big, small] = await buyer.cart();
    expect(big).toMatchObject({
      size: '41',
      product: { price: 120, discount: false, discountPrice: null },
      stockLeft: 2,
    });
    expect(small).toMatchObject({
      size: '40',
      product: { price: 100, discount: true, discountPrice: 80 },
      stockLeft: null,
    });
  });
});

describe('the catalogue', () => {
  it('tells on cards how many are left when few are, and for variants all of them together', async () => {
    const plenty = await product({ title: 'Chair', price: 70, stock: 6 });
    const low = await product({ title: 'Desk', price: 200, stock: 3 });
    const gone = await product({ title: 'Shelf', price: 90, stock: 0 });
    const sized = await product({ title: 'Jeans', price: 60, stock: 40, size: '30,32' });
    await variant(sized.id, { sku: `${sized.sku}-30`, size: '30', color: '', stock: 1 });
    await variant(sized.id, { sku: `${sized.sku}-32`, size: '32', color: '', stock: 2 });
    const open = await product({ title: 'Socks', price: 5, stock: 0, size: 'S,M' });
    await variant(open.id, { sku: `${open.sku}-S`, size: 'S', color: '', stock: 0 });
    await variant(open.id, { sku: `${open.sku}-M`, size: 'M', color: '', stock: null });

    const told = await Promise.all(
      [plenty, low, gone, sized, open].map(async (item) => (await cardOf(item)).stockLeft),
    );
    expect(told).toEqual([null, 3, 0, 3, null]);
  });

  it('lists a product’s variants on its details, by size then colour as offered, each with its price and stock', async () => {
    const tee = await product({ title: 'Tee', price: 20, stock: null, size: 'S,M,L', color: 'White,Black' });
    await variant(tee.id, { sku: 'A-L-WHITE', size: 'L', color: 'White', stock: 50, price: 22 });
    await variant(tee.id, { sku: 'B-S-BLACK', size: 'S', color: 'Black', stock: 0 });
    await variant(tee.id, { sku: 'C-S-WHITE', size: 'S', color: 'White', stock: 4 });
    const [details] = (await get(`ProductDetails/${tee.id}`)).json().data;
    expect(details.stockLeft).toBeNull(); // 54 in all
    expect(details.variants).toEqual([
      { sku: 'C-S-WHITE', size: 'S', color: 'White', price: null, stockLeft: 4 },
      { sku: 'B-S-BLACK', size: 'S', color: 'Black', price: null, stockLeft: 0 },
      { sku: 'A-L-WHITE', size: 'L', color: 'White', price: 22, stockLeft: null },
    ]);
    const [plain] = (
      await get(`ProductDetails/${(await product({ title: 'Rug', price: 9, stock: 2 })).id}`)
    ).json().data;
    expect(plain).toMatchObject({ stockLeft: 2, variants: [] });
  });

  it('answers fresh counts once a payment took the last units, however the answer was cached', async () => {
    const clock = await product({ title: 'Clock', price: 25, stock: 2 });
    expect((await cardOf(clock)).stockLeft).toBe(2);
    expect((await get(`ProductDetails/${clock.id}`)).json().data[0].stockLeft).toBe(2);
    const buyer = await customer(t);
    await buyer.add(clock.id, 2);
    expect((await notify(await checkOutAndPay(buyer))).json().message).toBe('confirmed');

    expect((await cardOf(clock)).stockLeft).toBe(0);
    expect((await get(`ProductDetails/${clock.id}`)).json().data[0].stockLeft).toBe(0);
  });
});
