import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { type ProductRecord, writeProductFile } from '../../src/catalogue/import-format';
import type { ShopContext } from '../../src/cli/command';
import { runShop } from '../../src/cli/program';
import { auditLog, brands, invoices, products, users } from '../../src/db/schema';
import { createTestApp, PUBLIC_URL, type TestApp } from '../support/app';
import { callback, customer, payOnSandbox } from '../support/checkout';
import { createPostgresDatabase } from '../support/database';
import { generatedProducts } from '../support/product-file';

let t: TestApp;
let folder: string;
let catalogueChanges = 0;

beforeAll(async () => {
  t = await createTestApp();
  folder = await mkdtemp(path.join(os.tmpdir(), 'shop-cli-'));
});

afterAll(async () => {
  await t?.close();
  await rm(folder, { recursive: true, force: true });
});

/** Runs `shop <args>` in this process on the test database; what it wrote, and its exit code. */
async function shop(...args: string[]) {
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
    catalogueChanged: async () => {
      catalogueChanges += 1;
    },
    cwd: folder,
    user: 'tester',
  };
  const code = await runShop(args, context);
  return { code, out, err };
}

async function fileOf(name: string, records: ProductRecord[], format: 'csv' | 'json' = 'csv') {
  const file = path.join(folder, name);
  await writeFile(file, writeProductFile(records, format));
  return file;
}

const productCount = async () => (await t.database.db.select({ id: products.id }).from(products)).length;

describe('shop import', () => {
  it('writes nothing when any row is bad, and names every bad row by line and field', async () => {
    const [good, second, third] = generatedProducts(3, 'mixed');
    const file = path.join(folder, 'mixed.csv');
    const text = writeProductFile(
      [
        good as ProductRecord,
        { ...(second as ProductRecord), price: 'cheap', remark: 'old' },
        { ...(third as ProductRecord), discount: true, discountPrice: 9999, sku: 'mixed-000001' },
      ],
      'csv',
    );
    await writeFile(file, text);

    const { code, err } = await shop('import', file);

    expect(code).toBe(1);
    expect(err).toContain('line 3, price: Expected number');
    expect(err).toContain('line 3, remark: must be one of new, trending, popular, top, special');
    expect(err).toContain('line 4, sku: is also on line 2');
    expect(err).toContain('line 4, discountPrice: must not be above price');
    expect(err).not.toMatch(/^line 2,/m);
    expect(err).toContain('4 problem(s) in 2 of 3 row(s); nothing was imported.');
    expect(await productCount()).toBe(0);
    expect(await t.database.db.select().from(brands)).toHaveLength(0);
  });

  it('counts lines of a CSV file as an editor does, with descriptions over several lines', async () => {
    const [first, second] = generatedProducts(2, 'lines');
    const file = await fileOf('lines.csv', [
      { ...(first as ProductRecord), des: '<p>one</p>\n<p>two</p>\n<p>three</p>' },
      { ...(second as ProductRecord), title: '' },
    ]);
    const { code, err } = await shop('import', file);
    expect(code).toBe(1);
    expect(err).toContain('line 5, title:');
  });

  it('reports a JSON item by its place in the array', async () => {
    const file = await fileOf(
      'bad.json',
      [{ ...(generatedProducts(1, 'json')[0] as ProductRecord), image: 'x' }],
      'json',
    );
    const { code, err } = await shop('import', file);
    expect(code).toBe(1);
    expect(err).toContain('item 1, image: must be:');
  });

  it('refuses a row whose pictures are not picture URLs, naming each field, and writes nothing', async () => {
    const [good, bad] = generatedProducts(2, 'pictures') as [ProductRecord, ProductRecord];
    const file = await fileOf('pictures.csv', [
      { ...good, image: 'https://cdn.example/shoe.webp?w=800', img2: '/api/images/uploads/ab12.png' },
      {
        ...bad,
        image: '/api/images/../v1/CreateInvoice',
        brandImg: '/api/v1/CreateInvoice',
        img3: '/api/images/%2E%2E/v1/CreateInvoice',
      },
    ]);
    const { code, err } = await shop('import', file);
    expect(code).toBe(1);
    expect(err).toContain('line 3, image: must be: A path under /api/images/');
    expect(err).toContain('line 3, brandImg: must be: A path under /api/images/');
    expect(err).toContain('line 3, img3: must be: Empty, or a picture.');
    expect(err).not.toMatch(/^line 2,/m);
    expect(await productCount()).toBe(0);
  });

  it('imports 1,000 products that the storefront finds at once, then finds nothing to change', async () => {
    const file = await fileOf('thousand.csv', generatedProducts(1000, 'k'));
    const changesBefore = catalogueChanges;
    const first = await shop('import', file);
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toContain('1000 created, 0 updated, 0 unchanged.');
    // Running API replicas are told, so none serves its cached catalogue.
    expect(catalogueChanges).toBe(changesBefore + 1);
    expect(first.out).toContain('New brands: k brand 0');

    for (const n of ['000001', '000500', '001000']) {
      const found = await t.app.inject({ method: 'GET', url: `/api/v1/ProductListByKeyword/kword${n}` });
      expect(found.json().data.map((card: { title: string }) => card.title)).toEqual([
        `Generated product kword${n}`,
      ]);
    }
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ProductListByKeyword/${encodeURIComponent('Generated product')}?limit=100`,
    });
    expect(details.json().hasMore).toBe(true);

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'product.create'));
    expect(audits).toHaveLength(1000);
    expect(audits[0]?.actor).toBe('cli:tester');

    const again = await shop('import', file);
    expect(again.out).toContain('0 created, 0 updated, 1000 unchanged.');
    expect(catalogueChanges).toBe(changesBefore + 1);
    expect(await t.database.db.select().from(auditLog)).toHaveLength(1000 + 20 + 10);
  });

  it('updates what changed, keeps the star reviews gave when the file has none, and leaves retired ones retired', async () => {
    const [one, two] = generatedProducts(2, 'k');
    await t.database.db
      .update(products)
      .set({ retiredAt: new Date(), star: 3.5 })
      .where(eq(products.sku, 'k-000002'));
    const file = path.join(folder, 'update.csv');
    const { star: _, ...withoutStar } = two as ProductRecord;
    await writeFile(
      file,
      `${writeProductFile([{ ...(one as ProductRecord), title: 'Renamed' }], 'csv')}`.concat(
        // The second row leaves the star cell empty.
        writeProductFile([{ ...withoutStar, star: '' } as ProductRecord], 'csv')
          .split('\n')
          .slice(1)
          .join('\n'),
      ),
    );
    const { code, out } = await shop('import', file);
    expect(code).toBe(0);
    expect(out).toContain('0 created, 1 updated, 1 unchanged.');
    expect(out).toContain('1 of them retired: they stay retired.');
    const [retired] = await t.database.db.select().from(products).where(eq(products.sku, 'k-000002'));
    expect(retired?.retiredAt).not.toBeNull();
    expect(retired?.star).toBe(3.5);
    const [update] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'product.update'));
    expect(update).toMatchObject({
      before: { title: 'Generated product kword000001' },
      after: { title: 'Renamed' },
    });
  });

  it('sanitises descriptions', async () => {
    const [product] = generatedProducts(1, 'html');
    const file = await fileOf(
      'html.json',
      [{ ...(product as ProductRecord), des: '<p>ok</p><script>alert(1)</script>' }],
      'json',
    );
    expect((await shop('import', file)).code).toBe(0);
    const exported = await shop('export', '--format', 'json');
    const record = JSON.parse(exported.out).find((row: ProductRecord) => row.sku === 'html-000001');
    expect(record.des).toBe('<p>ok</p>');
  });

  it('prints the names of new brands and categories with their control characters escaped', async () => {
    const [product] = generatedProducts(1, 'escape') as [ProductRecord];
    const file = await fileOf('escape.csv', [{ ...product, brand: 'Red\u001b[31m', category: 'Two\nlines' }]);
    const { code, out } = await shop('import', file);
    expect(code).toBe(0);
    expect(out).toContain('New brands: Red\\x1b[31m.\nNew categories: Two\\nlines.\n');
  });

  it('refuses NUL characters and lone surrogates field by field, and prints what the file says escaped', async () => {
    const [first, second] = generatedProducts(2, 'text') as [ProductRecord, ProductRecord];
    const csv = await fileOf('nul.csv', [first, { ...second, title: 'Bad\0title', shortDes: 'x\0' }]);
    const fromCsv = await shop('import', csv);
    expect(fromCsv.code).toBe(1);
    expect(fromCsv.err).toContain('line 3, title: must not contain NUL characters\n');
    expect(fromCsv.err).toContain('line 3, shortDes: must not contain NUL characters\n');
    expect(fromCsv.err).toContain('2 problem(s) in 1 of 2 row(s)');

    const json = path.join(folder, 'surrogate.json');
    // JSON.stringify writes a lone surrogate as the escape \ud800, as a hand-written file may.
    await writeFile(json, JSON.stringify([{ ...first, brand: 'Half \ud800', 'ti\u001b[2Jtle': 'x' }]));
    const fromJson = await shop('import', json);
    expect(fromJson.code).toBe(1);
    expect(fromJson.err).toContain('item 1, brand: must be well-formed Unicode text\n');
    expect(fromJson.err).toContain('item 1, ti\\x1b[2Jtle: ');
    expect(fromJson.err.replaceAll('\n', '')).not.toMatch(/\p{Cc}/u);
    expect(await t.database.db.select().from(products).where(eq(products.sku, 'text-000001'))).toEqual([]);
  });

  it('says why the database refused a write without printing the SQL or the row', async () => {
    await t.database.db.execute(
      sql`ALTER TABLE products ADD CONSTRAINT no_secret_titles CHECK (title <> 'Secret launch')`,
    );
    try {
      const [product] = generatedProducts(1, 'hidden') as [ProductRecord];
      const file = await fileOf('refused.csv', [{ ...product, title: 'Secret launch' }]);
      const { code, err } = await shop('import', file);
      expect(code).toBe(1);
      expect(err).toMatch(
        /^The database refused: .+ \(SQLSTATE 23514, table products, constraint no_secret_titles\)\n$/,
      );
      expect(err).not.toMatch(/Secret launch|hidden-000001|insert into|params/i);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE products DROP CONSTRAINT no_secret_titles`);
    }
  });
});

describe('shop export', () => {
  it.each(['csv', 'json'] as const)('writes a %s file that imports as no change', async (format) => {
    const file = path.join(folder, `export.${format}`);
    const exported = await shop('export', file);
    expect(exported.code).toBe(0);
    const written = await readFile(file, 'utf8');
    expect(written).toContain('k-000001');
    expect(written).not.toContain('k-000002'); // retired: not part of the catalogue
    const before = await productCount();

    const imported = await shop('import', file);

    expect(imported.code).toBe(0);
    expect(imported.out).toMatch(/^0 created, 0 updated, \d+ unchanged\./);
    expect(await productCount()).toBe(before);
  });

  it('writes text a spreadsheet would run as a formula with a quote, and imports it back as it was', async () => {
    const [product] = generatedProducts(1, 'formula') as [ProductRecord];
    const formulas = { title: '=HYPERLINK("https://evil.example","x")', brand: '@formula', size: "'-S" };
    expect(
      (await shop('import', await fileOf('formula.json', [{ ...product, ...formulas }], 'json'))).code,
    ).toBe(0);
    const file = path.join(folder, 'formula-export.csv');
    expect((await shop('export', file)).code).toBe(0);
    const line = (await readFile(file, 'utf8')).split('\n').find((row) => row.startsWith('formula-'));
    expect(line).toContain(`"'=HYPERLINK(""https://evil.example"",""x"")"`);
    expect(line).toContain(",'@formula,");
    expect(line).toContain(",''-S,");

    expect((await shop('import', file)).out).toMatch(/^0 created, 0 updated, \d+ unchanged\./);
    const [stored] = await t.database.db.select().from(products).where(eq(products.sku, 'formula-000001'));
    expect(stored?.title).toBe(formulas.title);
  });
});

describe('the command line', () => {
  it('answers --help on the program and on each command', async () => {
    const program = await shop('--help');
    expect(program.code).toBe(0);
    expect(program.out).toMatch(/import <file>/);
    expect(program.out).toMatch(/export \[options\] \[file\]/);
    for (const command of ['import', 'export']) {
      const help = await shop(command, '--help');
      expect(help.code).toBe(0);
      expect(help.out).toContain(`Usage: shop ${command}`);
    }
  });

  it.each([
    [['imprt', 'x.csv'], "unknown command 'imprt'"],
    [['import'], "missing required argument 'file'"],
    [['import', 'products.xlsx'], 'must end in .csv or .json'],
    [['export', '--format', 'xml'], 'Allowed choices are csv, json'],
  ])('exits 2 on a usage error: %j', async (args, message) => {
    const { code, err } = await shop(...args);
    expect(code).toBe(2);
    expect(err).toContain(message);
  });

  it('exits 1 with one line when the file is missing or not a product file', async () => {
    expect(await shop('import', path.join(folder, 'missing.csv'))).toMatchObject({
      code: 1,
      err: expect.stringContaining('no such file'),
    });
    const notJson = path.join(folder, 'broken.json');
    await writeFile(notJson, '{"sku":');
    expect(await shop('import', notJson)).toMatchObject({
      code: 1,
      err: expect.stringContaining('not a readable JSON file'),
    });
    const latin1 = path.join(folder, 'latin1.csv');
    await writeFile(latin1, Buffer.concat([Buffer.from('sku,title\nlatin-1,Caf'), Buffer.from([0xe9])]));
    expect(await shop('import', latin1)).toEqual({
      code: 1,
      out: '',
      err: `${latin1}: line 2: not UTF-8 text (save the file as UTF-8)\n`,
    });
  });
});

describe('the shop command, as its own process', () => {
  /** `node --import tsx src/cli/shop.ts <args>`, as `npm run shop` runs it: its exit code and output. */
  function spawnShop(args: string[], env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/shop.ts', ...args], {
      cwd: path.join(__dirname, '..', '..'),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    return new Promise<{ code: number | null; output: string }>((resolve) =>
      child.on('exit', (code) => resolve({ code, output })),
    );
  }

  it('imports into the configured database, exits 1 on a bad file and 2 on a usage error', async () => {
    const postgres = process.env.TEST_DB_KIND === 'postgres' ? await createPostgresDatabase() : undefined;
    const env: Record<string, string> = postgres
      ? { DATABASE_URL: postgres.url }
      : { DATA_DIR: path.join(folder, 'data') };
    try {
      const good = await fileOf('process.csv', generatedProducts(3, 'proc'));
      const bad = await fileOf('process-bad.csv', [
        { ...(generatedProducts(1, 'proc')[0] as ProductRecord), price: -1 },
      ]);

      expect(await spawnShop(['import', good], env)).toEqual({
        code: 0,
        output:
          '3 created, 0 updated, 0 unchanged.\nNew brands: proc brand 0, proc brand 1, proc brand 2.\nNew categories: proc category 0, proc category 1, proc category 2.\n',
      });
      const failed = await spawnShop(['import', bad], env);
      expect(failed.code).toBe(1);
      expect(failed.output).toContain('line 2, price:');
      expect((await spawnShop(['frobnicate'], env)).code).toBe(2);
      const exported = await spawnShop(['export'], env);
      expect(exported.code).toBe(0);
      expect(exported.output.split('\n').filter((line) => line.startsWith('proc-'))).toHaveLength(3);
    } finally {
      await postgres?.drop();
    }
  });
});

describe('shop orders and shop ship', () => {
  async function paidOrder() {
    const [product] = (await t.database.db.select({ id: products.id }).from(products).limit(1)) as [
      { id: string },
    ];
    const buyer = await customer(t);
    await buyer.add(product.id, 1);
    const { data } = (await buyer.call('GET', 'CreateInvoice')).json();
    const { fields } = await payOnSandbox(t, data.GatewayPageURL, 'pay');
    expect((await callback(t, 'PaymentSuccess', data.tran_id, fields)).statusCode).toBe(303);
    return { email: buyer.email, tranId: data.tran_id as string };
  }

  beforeAll(async () => {
    if ((await productCount()) === 0)
      await shop('import', await fileOf('for-orders.csv', generatedProducts(1, 'o')));
  });

  it('lists orders with their payment and delivery, filtered', async () => {
    const { email, tranId } = await paidOrder();
    const { code, out } = await shop('orders', '--status', 'success', '--email', email);
    expect(code).toBe(0);
    const [header, row, ...rest] = out.trimEnd().split('\n');
    expect(header).toMatch(/^tran_id\s+date \(UTC\)\s+customer\s+payment\s+delivery\s+payable$/);
    expect(row?.split(/\s{2,}/)).toEqual([
      tranId,
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      email,
      'success',
      'pending',
      expect.stringMatching(/^\$/),
    ]);
    expect(rest).toEqual([]);

    expect((await shop('orders', '--delivery', 'returned', '--email', email)).out).toBe('No orders.\n');
    expect((await shop('orders', '--status', 'paid')).code).toBe(2);
    expect((await shop('orders', '--from', '23-11-2026')).code).toBe(2);
  });

  it('prints stored values with their control characters escaped', async () => {
    const { email, tranId } = await paidOrder();
    await t.database.db
      .update(users)
      .set({ email: `${email}\u001b]0;owned\u0007\nforged line` })
      .where(eq(users.email, email));
    const { code, out } = await shop('orders', '--email', email);
    expect(code).toBe(0);
    expect(out).toContain(`${email}\\x1b]0;owned\\x07\\nforged line`);
    expect(out.split('\n').filter((line) => line.startsWith(tranId))).toHaveLength(1);
    expect(out.replaceAll('\n', '')).not.toMatch(/\p{Cc}/u);
  });

  it.each([
    ['a control character', 'ada\u001b[2J'],
    ['a space', 'ada lovelace'],
    ['255 characters', 'a'.repeat(255)],
  ])('refuses an --email that cannot be part of an address, with %s, without echoing it', async (_, part) => {
    const { code, err } = await shop('orders', '--email', part);
    expect(code).toBe(2);
    expect(err).toContain('error: --email is part of an e-mail address');
    expect(err).not.toContain(part);
  });

  it('gives each order with its lines and shipping address as JSON, for packing', async () => {
    const { email, tranId } = await paidOrder();
    const { code, out, err } = await shop('orders', '--format', 'json', '--email', email);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const [order, ...others] = JSON.parse(out);
    expect(others).toEqual([]);
    expect(order).toEqual({
      tranId,
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      customer: email,
      customerDetails: 'Ada Buyer, 12 Elm Street, Springfield, IL, 62701, United States, +1 555 0101',
      shipTo: 'Ada Buyer, 12 Elm Street, Springfield, IL, 62701, United States, +1 555 0101',
      payment: 'success',
      delivery: 'pending',
      payable: expect.any(Number),
      currency: expect.any(String),
      trackingNumber: null,
      carrier: null,
      lines: [
        {
          sku: expect.any(String),
          title: expect.any(String),
          size: expect.any(String),
          color: expect.any(String),
          qty: 1,
          unitPrice: expect.any(Number),
        },
      ],
    });
    const [line] = order.lines;
    const [product] = await t.database.db.select().from(products).where(eq(products.sku, line.sku));
    expect(line.title).toBe(product?.title);
  });

  it('gives one CSV row per line bought, the order repeated on each, quoted and safe for a spreadsheet', async () => {
    const { email, tranId } = await paidOrder();
    await t.database.db
      .update(invoices)
      .set({ shipDetails: '=HYPERLINK("https://evil.example"), "Flat 2"\u001b[2J' })
      .where(eq(invoices.tranId, tranId));
    const { code, out } = await shop('orders', '--format', 'csv', '--email', email);
    expect(code).toBe(0);
    const [header, row, ...rest] = out.trimEnd().split('\n');
    expect(header).toBe(
      'tran_id,date,customer,customer_details,ship_to,payment,delivery,payable,currency,tracking_number,carrier,' +
        'sku,title,size,color,qty,unit_price',
    );
    expect(rest).toEqual([]);
    expect(row).toContain(`${tranId},`);
    expect(row).toContain(`,"'=HYPERLINK(""https://evil.example""), ""Flat 2""\\x1b[2J",success,pending,`);
    expect(row).toMatch(/,1,\d+(\.\d+)?$/);
    expect(out).not.toMatch(/\p{Cc}(?<!\n)/u);
  });

  it('says on standard error that a packing list has more pages, keeping standard output one file', async () => {
    await paidOrder();
    await paidOrder();
    const json = await shop('orders', '--format', 'json', '--limit', '1');
    expect(JSON.parse(json.out)).toHaveLength(1);
    expect(json.err).toBe('More on --page 2.\n');
    const csv = await shop('orders', '--format', 'csv', '--limit', '1', '--page', '2');
    expect(csv.out.trimEnd().split('\n')).toHaveLength(2);
    expect(csv.err).toBe('More on --page 3.\n');
    expect(await shop('orders', '--format', 'json', '--delivery', 'returned', '--email', 'nobody')).toEqual({
      code: 0,
      out: '[]\n',
      err: '',
    });
    expect((await shop('orders', '--format', 'xml')).code).toBe(2);
  });

  it('ships a paid order, e-mails the customer once, and refuses a step that is not allowed', async () => {
    const { email, tranId } = await paidOrder();
    const shipped = await shop('ship', tranId);
    expect(shipped).toMatchObject({ code: 0, out: `Order ${tranId}: pending -> shipped.\n` });
    expect(t.mailer.sent.filter((mail) => mail.to === email).map((mail) => mail.subject)).toContain(
      `Order ${tranId}: Shipped`,
    );
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.delivery'));
    expect(audit?.actor).toBe('cli:tester');

    const mails = t.mailer.sent.length;
    expect(await shop('ship', tranId)).toMatchObject({
      code: 0,
      out: `Order ${tranId} is already shipped: nothing changed.\n`,
    });
    expect(t.mailer.sent).toHaveLength(mails);

    const backwards = await shop('ship', tranId, '--status', 'processing');
    expect(backwards.code).toBe(1);
    expect(backwards.err).toContain(`Order ${tranId} cannot go from shipped to processing`);
    expect((await shop('ship', tranId, '--status', 'delivered')).out).toBe(
      `Order ${tranId}: shipped -> delivered.\n`,
    );
  });

  it('says so for an unknown tran_id, and has help', async () => {
    expect(await shop('ship', 'NO-SUCH-ORDER')).toMatchObject({
      code: 1,
      err: 'No order has tran_id NO-SUCH-ORDER\n',
    });
    const help = await shop('ship', '--help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: shop ship [options] <tran_id>');
  });
});
