import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * The product file of `shop import` and `shop export`: CSV with a header row, or JSON (an array of objects), with
 * these columns. Export writes every column; an import file needs the required ones (see import-products.ts).
 */
export const PRODUCT_COLUMNS = [
  'sku',
  'title',
  'shortDes',
  'price',
  'discount',
  'discountPrice',
  'image',
  'star',
  'remark',
  'brand',
  'brandImg',
  'category',
  'categoryImg',
  'img1',
  'img2',
  'img3',
  'img4',
  'img5',
  'img6',
  'img7',
  'img8',
  'size',
  'color',
  'des',
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

export type FileFormat = 'csv' | 'json';

/** The format a file name asks for, by its extension; undefined for any other. */
export function formatOf(file: string): FileFormat | undefined {
  const extension = path.extname(file).toLowerCase();
  return extension === '.csv' ? 'csv' : extension === '.json' ? 'json' : undefined;
}

/** One product of a file, as written there, and where: `line 7` of a CSV file, `item 3` of a JSON array. */
export interface SourceRow {
  location: string;
  /** CSV cells are strings; a JSON item is as written (the importer checks that it is an object). */
  fields: unknown;
}

export interface ProductFile {
  format: FileFormat;
  /** The columns of a CSV file's header row; undefined for JSON, whose items each name their own fields. */
  columns: string[] | undefined;
  rows: SourceRow[];
}

/** The file cannot be read as a product file at all (not CSV, not a JSON array): nothing row by row to say. */
export class ProductFileError extends Error {
  override name = 'ProductFileError';
}

export async function readProductFile(file: string, format: FileFormat): Promise<ProductFile> {
  const text = await readFile(file, 'utf8');
  return format === 'csv' ? csvFile(text) : { format, columns: undefined, rows: jsonRows(text) };
}

function csvFile(text: string): ProductFile {
  let parsed: {
    record: Record<string, string>;
    info: { lines: number; empty_lines: number; columns: { name: string }[] };
  }[];
  try {
    parsed = parse(text, { columns: true, info: true, bom: true, skip_empty_lines: true });
  } catch (error) {
    throw new ProductFileError(`not a readable CSV file: ${(error as Error).message}`);
  }
  // csv-parse says on which line a record ends; a record starts after the previous one and any empty lines, and a
  // quoted cell (an HTML description) may span several lines.
  let previousEnd = 1;
  let previousEmpty = 0;
  const rows = parsed.map(({ record, info }) => {
    const start = previousEnd + 1 + (info.empty_lines - previousEmpty);
    previousEnd = info.lines;
    previousEmpty = info.empty_lines;
    return { location: `line ${start}`, fields: record };
  });
  const header = parsed[0]?.info.columns.map((column) => column.name) ?? headerOf(text);
  return { format: 'csv', columns: header, rows };
}

/** The header of a CSV file without products. */
function headerOf(text: string): string[] {
  const [header = []] = parse(text, { bom: true, to_line: 1 }) as string[][];
  return header;
}

function jsonRows(text: string): SourceRow[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ProductFileError(`not a readable JSON file: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new ProductFileError('a JSON product file holds an array of objects');
  return parsed.map((item, index) => ({ location: `item ${index + 1}`, fields: item }));
}

/** A product as a file carries it: every column, typed as in JSON. */
export type ProductRecord = Record<ProductColumn, string | number | boolean | null>;

/** The text of a product file; CSV writes `discount` as true/false and a missing discount price as an empty cell. */
export function writeProductFile(records: ProductRecord[], format: FileFormat): string {
  if (format === 'json') return `${JSON.stringify(records, null, 2)}\n`;
  return stringify(records, {
    header: true,
    columns: [...PRODUCT_COLUMNS],
    cast: { boolean: (value) => String(value) },
  });
}
