import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ProductFileError,
  type ProductRecord,
  readProductFile,
  variantsCell,
  variantsOfCell,
  writeProductFile,
} from '../../src/catalogue/import-format';
import { generatedProducts } from '../support/product-file';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'shop-format-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

let files = 0;
async function fileWith(content: string | Buffer, extension: 'csv' | 'json' = 'csv') {
  const file = path.join(folder, `file-${++files}.${extension}`);
  await writeFile(file, content);
  return file;
}

const [product] = generatedProducts(1, 'fmt') as [ProductRecord];

describe('CSV and spreadsheet formulas', () => {
  const formulaLike = {
    ...product,
    title: '=HYPERLINK("https://evil.example","Click")',
    shortDes: '+1 free',
    brand: '-Brand',
    category: '@category',
    size: '\tS,M',
    color: '\rRed',
    // A value that already looks escaped gets one more quote, so reading it back is exact.
    des: "'=SUM(1)",
  };

  it('writes text a spreadsheet would run as a formula with a quote in front, and numbers as they are', () => {
    const [, row] = (writeProductFile([{ ...formulaLike, price: -3 }], 'csv') as string).split('\n');
    expect(row).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`);
    expect(row).toContain(",'+1 free,-3,");
    expect(row).toContain(",'-Brand,");
    expect(row).toContain(",'@category,");
    expect(row).toContain(`"'\tS,M"`);
    expect(row).toContain(`"'\rRed"`);
    expect(row).toContain(",''=SUM(1)");
  });

  it('reads an exported file back as the text that was written, and other quotes as they are', async () => {
    const plain = { ...product, sku: 'fmt-000002', title: "'Quoted' title", brand: "'", des: "''" };
    const file = await fileWith(writeProductFile([formulaLike, plain], 'csv'));
    const { rows } = await readProductFile(file, 'csv');
    expect(rows[0]?.fields).toMatchObject({
      title: formulaLike.title,
      shortDes: '+1 free',
      brand: '-Brand',
      category: '@category',
      size: '\tS,M',
      color: '\rRed',
      des: "'=SUM(1)",
    });
    expect(rows[1]?.fields).toMatchObject({ title: "'Quoted' title", brand: "'", des: "''" });
  });

  it('writes JSON as it is', () => {
    expect(JSON.parse(writeProductFile([formulaLike], 'json'))).toEqual([formulaLike]);
  });
});

describe('reading a product file', () => {
  const csv = writeProductFile([product], 'csv');

  it.each([
    [
      'csv',
      Buffer.concat([Buffer.from(csv), Buffer.from('fmt-2,Caf'), Buffer.from([0xe9]), Buffer.from('\n')]),
    ],
    [
      'json',
      Buffer.concat([Buffer.from('[\n{"sku": "fmt-1",\n"title": "caf'), Buffer.from([0xc3, 0x28, 0x22])]),
    ],
  ] as const)(
    'refuses a %s file that is not UTF-8, naming the first line that is not',
    async (format, bytes) => {
      const file = await fileWith(bytes, format);
      await expect(readProductFile(file, format)).rejects.toThrow(
        new ProductFileError('line 3: not UTF-8 text (save the file as UTF-8)'),
      );
    },
  );

  it('reads UTF-8 with or without a byte order mark', async () => {
    const accented = writeProductFile([{ ...product, title: 'Café crème 🍰' }], 'csv');
    for (const bytes of [Buffer.from(accented), Buffer.from(`\ufeff${accented}`)]) {
      const { columns, rows } = await readProductFile(await fileWith(bytes), 'csv');
      expect(columns?.[0]).toBe('sku');
      expect(rows[0]?.fields).toMatchObject({ title: 'Café crème 🍰' });
    }
  });

  it('says why a file is not JSON or CSV, and where when it can, without quoting the values in it', async () => {
    const json = await fileWith('[\n{"sku": "fmt-1", "title": "secret title"},\n{"sku" "fmt-2"}]', 'json');
    await expect(readProductFile(json, 'json')).rejects.toThrow(
      new ProductFileError(`not a readable JSON file: line 3: Expected ':' after property name in JSON`),
    );
    const token = await fileWith('[{"sku": x, "title": "secret title"}]', 'json');
    await expect(readProductFile(token, 'json')).rejects.toThrow(
      new ProductFileError(`not a readable JSON file: Unexpected token 'x'`),
    );
    const quote = await fileWith(`${csv}fmt-2,secret "title",x\n`);
    const error = await readProductFile(quote, 'csv').catch((thrown: Error) => thrown);
    expect(error).toBeInstanceOf(ProductFileError);
    expect((error as Error).message).toMatch(
      /^not a readable CSV file: Invalid Opening Quote: .* at line 3$/,
    );
    expect((error as Error).message).not.toContain('secret');
  });
});

describe('the variants cell', () => {
  it('reads entries separated by ; of sku|size|color|stock|price, empty stock and price as null', () => {
    expect(variantsOfCell('TEE-M-RED|M|Red|5|; TEE-L-RED | L | Red | 0 | 21.00 ;')).toEqual({
      variants: [
        { sku: 'TEE-M-RED', size: 'M', color: 'Red', stock: 5, price: null },
        { sku: 'TEE-L-RED', size: 'L', color: 'Red', stock: 0, price: 21 },
      ],
    });
    expect(variantsOfCell('')).toEqual({ variants: [] });
  });

  it('keeps a part that is no number as text, for the check to name', () => {
    expect(variantsOfCell('A|S||-1|cheap')).toEqual({
      variants: [{ sku: 'A', size: 'S', color: '', stock: '-1', price: 'cheap' }],
    });
  });

  it('names the entry that has not five parts', () => {
    expect(variantsOfCell('A|S|Red|1|;B|M|Red')).toEqual({
      problem: 'entry 2 has 3 part(s); each entry is sku|size|color|stock|price, entries separated by ;',
    });
  });

  it('writes separators and backslashes inside a part after a backslash, and reads them back', () => {
    const variants = [
      { sku: 'A-1', size: 'S|M', color: 'Black;White', stock: null, price: 12.5 },
      { sku: 'A-2', size: 'L', color: 'Back\\slash', stock: 3, price: null },
    ];
    const cell = variantsCell(variants);
    expect(cell).toBe('A-1|S\\|M|Black\\;White||12.5;A-2|L|Back\\\\slash|3|');
    expect(variantsOfCell(cell)).toEqual({ variants });
  });

  it('CSV carries the stock (empty: unlimited) and the variants as one cell; JSON as they are', async () => {
    const record: ProductRecord = {
      ...product,
      stock: null,
      variants: [{ sku: 'fmt-1-S', size: 'S', color: 'Red', stock: 2, price: null }],
    };
    const csv = writeProductFile([record, { ...record, sku: 'fmt-2', stock: 7, variants: [] }], 'csv');
    const [header, first, second] = csv.split('\n');
    expect(header).toMatch(/,des,stock,variants$/);
    expect(first).toMatch(/,,fmt-1-S\|S\|Red\|2\|$/);
    expect(second).toMatch(/,7,$/);
    const { rows } = await readProductFile(await fileWith(csv), 'csv');
    expect(rows[0]?.fields).toMatchObject({ stock: '', variants: 'fmt-1-S|S|Red|2|' });
    expect(JSON.parse(writeProductFile([record], 'json'))).toEqual([record]);
  });
});
