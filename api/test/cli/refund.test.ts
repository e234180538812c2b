import { eq } from 'drizzle-orm';
import type { ShopContext } from '../../src/cli/command';
import { runShop } from '../../src/cli/program';
import { invoices, payments, products, refunds } from '../../src/db/schema';
import { setSandboxRefundFailure } from '../../src/payment/sandbox';
import { createTestApp, PUBLIC_URL, type TestApp } from '../support/app';
import { callback, customer, payOnSandbox } from '../support/checkout';
import { type FakeSslcommerz, startFakeSslcommerz } from '../support/fake-sslcommerz';
import { seedCatalogue } from '../support/fixtures';

/** Runs `shop <args>` in this process on the test app's database; what it wrote, and its exit code. */
async function shop(t: TestApp, ...args: string[]) {
  let out = '';
  let err = '';
  const context: ShopContext = {
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
    withDatabase: (work) => work(t.database.db),
    mail: { mailer: t.mailer, shopUrl: PUBLIC_URL },
    catalogueChanged: async () => {},
    cwd: process.cwd(),
    user: 'tester',
  };
  const code = await runShop(args, context);
  return { code, out, err };
}

/** A shop with one product at $20 ($21 with VAT), and checkouts of it. */
async function shopWith(env: Record<string, string> = {}) {
  const t = await createTestApp({ env });
  const catalogue = await seedCatalogue(t.database.db, [{ title: 'Kettle', price: 20 }]);
  const productId = catalogue.products[0]?.id ?? '';
  const checkedOut = async (qty = 1) => {
    const buyer = await customer(t);
    await buyer.add(productId, qty);
    const { data } = (await buyer.call('GET', 'CreateInvoice')).json();
    return {
      buyer,
      invoiceId: data._id as string,
      tranId: data.tran_id as string,
      pageUrl: data.GatewayPageURL,
    };
  };
  return { t, productId, checkedOut };
}

const refundsOf = async (t: TestApp, invoiceId: string) =>
  (
    await t.database.db
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(payments.invoiceId, invoiceId))
      .orderBy(refunds.createdAt)
  ).map((row) => row.refund);

describe('on the sandbox gateway', () => {
  let setup: Awaited<ReturnType<typeof shopWith>>;
  beforeAll(async () => {
    setup = await shopWith();
  });
  afterAll(() => setup.t.close());
  afterEach(() => setSandboxRefundFailure(setup.t.database.db, false));

  async function paid(qty = 1) {
    const order = await setup.checkedOut(qty);
    const { fields } = await payOnSandbox(setup.t, order.pageUrl, 'pay');
    await callback(setup.t, 'PaymentSuccess', order.tranId, fields);
    return order;
  }

  it('refunds part, then the rest, one line each, recorded as the command line and e-mailed', async () => {
    const { buyer, invoiceId, tranId } = await paid();

    const part = await shop(
      setup.t,
      '--actor',
      'ada',
      'refund',
      tranId,
      '--amount',
      '5.50',
      '--remark',
      'Scratched lid',
    );
    expect(part).toEqual({
      code: 0,
      out: expect.stringMatching(
        new RegExp(`^Order ${tranId}: refunded \\$5\\.50 \\(reference SANDBOX-REFUND-\\S+\\)\\.\\n$`),
      ),
      err: '',
    });
    const rest = await shop(setup.t, 'refund', tranId);
    expect(rest.out).toMatch(`Order ${tranId}: refunded $15.50 (reference`);

    expect(await refundsOf(setup.t, invoiceId)).toEqual([
      expect.objectContaining({
        amount: 5.5,
        state: 'refunded',
        remark: 'Scratched lid',
        actor: 'cli:ada',
      }),
      expect.objectContaining({ amount: 15.5, state: 'refunded', remark: '', actor: 'cli:tester' }),
    ]);
    expect(setup.t.mailer.sent.filter((mail) => mail.to === buyer.email).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([`Refunded $5.50 for order ${tranId}`, `Refunded $15.50 for order ${tranId}`]),
    );

    const nothingLeft = await shop(setup.t, 'refund', tranId);
    expect(nothingLeft).toMatchObject({
      code: 1,
      out: '',
      err: 'Nothing is left of this payment to refund\n',
    });
  });

  it('fails with the gateway’s reason when the refund is refused, keeping it as failed', async () => {
    const { invoiceId, tranId } = await paid();
    await setSandboxRefundFailure(setup.t.database.db, true);

    const refused = await shop(setup.t, 'refund', tranId);

    expect(refused).toEqual({
      code: 1,
      out: '',
      err: `Order ${tranId}: the refund of $21.00 failed: The sandbox gateway is set to refuse refunds\n`,
    });
    expect(await refundsOf(setup.t, invoiceId)).toEqual([expect.objectContaining({ state: 'failed' })]);
  });

  it('tells the sandbox to refuse refunds and to make them again', async () => {
    const { invoiceId, tranId } = await paid();

    expect(await shop(setup.t, 'sandbox-refunds', 'refuse')).toEqual({
      code: 0,
      out: 'The sandbox gateway now refuses every refund.\n',
      err: '',
    });
    expect((await shop(setup.t, 'refund', tranId, '--amount', '1')).code).toBe(1);
    expect(await shop(setup.t, 'sandbox-refunds', 'accept')).toEqual({
      code: 0,
      out: 'The sandbox gateway makes refunds again.\n',
      err: '',
    });
    expect((await shop(setup.t, 'refund', tranId, '--amount', '1')).code).toBe(0);
    expect((await refundsOf(setup.t, invoiceId)).map((refund) => refund.state)).toEqual([
      'failed',
      'refunded',
    ]);
    expect((await shop(setup.t, 'sandbox-refunds', 'sometimes')).code).toBe(2);
  });

  it('refuses a bad amount, more than is left, and an unknown order', async () => {
    const { tranId } = await paid();
    for (const amount of ['0', '1.234', 'ten', '-3']) {
      const bad = await shop(setup.t, 'refund', tranId, '--amount', amount);
      expect(bad.code).toBe(2);
      expect(bad.err).toContain('give dollars above 0 with at most 2 decimals');
    }
    const tooMuch = await shop(setup.t, 'refund', tranId, '--amount', '21.01');
    expect(tooMuch).toMatchObject({ code: 1, err: 'Only $21.00 of this payment is left to refund\n' });
    const unknown = await shop(setup.t, 'refund', 'T-NONE');
    expect(unknown).toMatchObject({ code: 1, err: 'No order has tran_id T-NONE\n' });
  });

  it('cancels an order: stock back, refunded, and a second cancel changes nothing', async () => {
    const { invoiceId, tranId, pageUrl } = await setup.checkedOut(2);
    const kettle = eq(products.id, setup.productId);
    await setup.t.database.db.update(products).set({ stock: 5 }).where(kettle);
    const { fields } = await payOnSandbox(setup.t, pageUrl, 'pay');
    await callback(setup.t, 'PaymentSuccess', tranId, fields);
    // As paying takes the lines from stock: 2 of 5 taken.
    await setup.t.database.db.update(products).set({ stock: 3 }).where(kettle);
    await setup.t.database.db
      .update(invoices)
      .set({ stockTakenAt: new Date() })
      .where(eq(invoices.id, invoiceId));

    const cancelled = await shop(setup.t, 'cancel', tranId, '--remark', 'Out of season');

    expect(cancelled.code).toBe(0);
    expect(cancelled.out).toMatch(
      new RegExp(
        `^Order ${tranId}: cancelled\\.\\nOrder ${tranId}: refunded \\$42\\.00 \\(reference SANDBOX-REFUND-\\S+\\)\\.\\n$`,
      ),
    );
    expect((await setup.t.database.db.select().from(products).where(kettle))[0]?.stock).toBe(5);
    const [invoice] = await setup.t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice?.deliveryStatus).toBe('cancelled');

    const again = await shop(setup.t, 'cancel', tranId);
    expect(again).toEqual({
      code: 0,
      out: `Order ${tranId} is already cancelled: nothing changed.\n`,
      err: '',
    });
    expect(await refundsOf(setup.t, invoiceId)).toHaveLength(1);
    expect((await setup.t.database.db.select().from(products).where(kettle))[0]?.stock).toBe(5);
  });

  it('refuses to cancel a shipped order', async () => {
    const { invoiceId, tranId } = await paid();
    await setup.t.database.db
      .update(invoices)
      .set({ deliveryStatus: 'shipped' })
      .where(eq(invoices.id, invoiceId));

    const refused = await shop(setup.t, 'cancel', tranId);

    expect(refused).toEqual({
      code: 1,
      out: '',
      err: `Order ${tranId} is shipped: only an order not shipped yet is cancelled (refund it instead)\n`,
    });
    expect(await refundsOf(setup.t, invoiceId)).toEqual([]);
  });
});

describe('on SSLCommerz (a local fake speaking its protocol)', () => {
  const credentials = { storeId: 'clistore', storePassword: 'cli@ssl' };
  let fake: FakeSslcommerz;
  let setup: Awaited<ReturnType<typeof shopWith>>;
  let payments = 0;
  const saved = { ...process.env };

  beforeAll(async () => {
    fake = await startFakeSslcommerz(credentials);
    const env = {
      PAYMENT_GATEWAY: 'sslcommerz',
      SSLCOMMERZ_API_URL: fake.url,
      SSLCOMMERZ_STORE_ID: credentials.storeId,
      SSLCOMMERZ_STORE_PASSWORD: credentials.storePassword,
    };
    setup = await shopWith(env);
    // The command line reads its configuration from the environment, as `npm run shop` does.
    Object.assign(process.env, env);
  });
  afterAll(async () => {
    process.env = saved;
    await setup.t.close();
    await fake.stop();
  });

  async function paid() {
    const order = await setup.checkedOut();
    const valId = `VAL-CLI-${++payments}`;
    fake.approve({ valId, tranId: order.tranId, amount: 21, currency: 'USD' });
    await callback(setup.t, 'PaymentIPN', order.tranId, { val_id: valId, status: 'VALID' });
    return { ...order, bankTranId: `BANK${valId}` };
  }

  it('asks SSLCommerz for the refund by the bank transaction id', async () => {
    const { tranId, bankTranId } = await paid();

    const refunded = await shop(setup.t, 'refund', tranId, '--amount', '1');

    expect(refunded.out).toMatch(`Order ${tranId}: refunded $1.00 (reference REF`);
    expect(fake.refundRequests.at(-1)).toMatchObject({ bank_tran_id: bankTranId, refund_amount: '1.00' });
  });

  it('fails with the reason SSLCommerz gives', async () => {
    const { tranId } = await paid();
    fake.failRefunds('Insufficient merchant balance');
    try {
      const refused = await shop(setup.t, 'refund', tranId);
      expect(refused).toMatchObject({
        code: 1,
        err: `Order ${tranId}: the refund of $21.00 failed: Insufficient merchant balance\n`,
      });
    } finally {
      fake.failRefunds(null);
    }
  });
});
