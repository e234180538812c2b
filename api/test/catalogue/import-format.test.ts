import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ProductFileError,
  type ProductRecord,
  readProductFile,
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
