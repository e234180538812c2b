import { isUtf8 } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { DetailsFields, ProductFields } from './product-fields';

/**
 * The product file of `shop import` and `shop export`: CSV with a header row, or JSON (an array of objects), with
 * these columns (the product fields of product-fields.ts, in their order, with the brand and category between, and
 * the stock and variants last, where files written before them simply end). Export writes every column; an import
 * file needs the required ones (see import-products.ts).
 */
export const PRODUCT_COLUMNS = [
  ...(Object.keys(ProductFields) as (keyof typeof ProductFields)[]).filter((field) => field !== 'stock'),
  'brand',
  'brandImg',
  'category',
  'categoryImg',
  ...(Object.keys(DetailsFields) as (keyof typeof DetailsFields)[]),
  'stock',
  'variants',
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/** A variant as a file carries it: in JSON an object, in CSV an entry of the `variants` cell. */
export interface VariantRecord {
  sku: string;
  size: string;
  color: string;
  stock: number | null;
  price: number | null;
}

/** The parts of a CSV variant entry, in order: `TEE-M-RED|M|Red|5|` (no stock: unlimited; no price: the product's). */
export const VARIANT_PARTS = ['sku', 'size', 'color', 'stock', 'price'] as const;
const ENTRY_SEPARATOR = ';';
const PART_SEPARATOR = '|';
/** A separator or backslash inside a part (a colour named `Black|White`) is written after a backslash. */
const escapePart = (part: string) => part.replace(/[\\|;]/g, (character) => `\\${character}`);

/** A product's variants as one CSV cell: entries separated by `;`, each `sku|size|color|stock|price`. */
export const variantsCell = (variants: VariantRecord[]) =>
  variants
    .map((variant) =>
      VARIANT_PARTS.map((part) => escapePart(String(variant[part] ?? ''))).join(PART_SEPARATOR),
    )
    .join(ENTRY_SEPARATOR);

/** The entries of a `variants` cell, each as its parts (trimmed), a backslash taking the next character as it is. */
function entriesOf(cell: string): string[][] {
  const entries: string[][] = [];
  let parts: string[] = [];
  let part = '';
  for (let index = 0; index < cell.length; index += 1) {
    const character = cell[index] as string;
    if (character === '\\' && index + 1 < cell.length) {
      index += 1;
      part += cell[index];
    } else if (character === PART_SEPARATOR || character === ENTRY_SEPARATOR) {
      parts.push(part.trim());
      part = '';
      if (character === ENTRY_SEPARATOR) {
        entries.push(parts);
        parts = [];
      }
    } else part += character;
  }
  entries.push([...parts, part.trim()]);
  // An empty entry (a `;` at the end) says nothing.
  return entries.filter((entry) => entry.length > 1 || entry[0] !== '');
}

const WHOLE_NUMBER = /^\d+$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;
/** An empty part is null; a number as written becomes one; anything else stays text (and fails the check). */
const numberPart = (part: string, pattern: RegExp) =>
  part === '' ? null : pattern.test(part) ? Number(part) : part;

/**
 * A `variants` cell as the variants it writes (their values checked later, as a JSON file's are), or what keeps
 * an entry from being read. An empty cell is no variants.
 */
export function variantsOfCell(cell: string): { variants: unknown[] } | { problem: string } {
  const variants: unknown[] = [];
  for (const [index, parts] of entriesOf(cell).entries()) {
    if (parts.length !== VARIANT_PARTS.length) {
      return {
        problem:
          `entry ${index + 1} has ${parts.length} part(s); each entry is ` +
          `${VARIANT_PARTS.join(PART_SEPARATOR)}, entries separated by ${ENTRY_SEPARATOR}`,
      };
    }
    const [sku, size, color, stock, price] = parts as [string, string, string, string, string];
    variants.push({
      sku,
      size,
      color,
      stock: numberPart(stock, WHOLE_NUMBER),
      price: numberPart(price, DECIMAL),
    });
  }
  return { variants };
}

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
  return parseProductFile(await readFile(file), format);
}

/** A product file's bytes, read as `readProductFile` reads a file: the back office's import sends them in a body. */
export function parseProductFile(bytes: Buffer, format: FileFormat): ProductFile {
  const text = utf8Text(bytes);
  return format === 'csv' ? csvFile(text) : { format, columns: undefined, rows: jsonRows(text) };
}

/** Strictly UTF-8: a byte that is not would otherwise become U+FFFD in the catalogue without a word. */
function utf8Text(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ProductFileError(`line ${firstLineNotUtf8(bytes)}: not UTF-8 text (save the file as UTF-8)`);
  }
}

/** No UTF-8 character has a newline byte inside, so each line of a UTF-8 file is UTF-8 by itself. */
function firstLineNotUtf8(bytes: Buffer): number {
  let start = 0;
  for (let line = 1; ; line += 1) {
    const newline = bytes.indexOf(0x0a, start);
    if (newline === -1 || !isUtf8(bytes.subarray(start, newline))) return line;
    start = newline + 1;
  }
}

function csvFile(text: string): ProductFile {
  let parsed: {
    record: Record<string, string>;
    info: { lines: number; empty_lines: number; columns: { name: string }[] };
  }[];
  try {
    parsed = parse(text, { columns: true, info: true, bom: true, skip_empty_lines: true });
  } catch (error) {
    // Its reason, without the cell's value one of them quotes.
    const reason = (error as Error).message.replace(/, value is .*$/s, '');
    throw new ProductFileError(`not a readable CSV file: ${reason}`);
  }
  // csv-parse says on which line a record ends; a record starts after the previous one and any empty lines, and a
  // quoted cell (an HTML description) may span several lines.
  let previousEnd = 1;
  let previousEmpty = 0;
  const rows = parsed.map(({ record, info }) => {
    const start = previousEnd + 1 + (info.empty_lines - previousEmpty);
    previousEnd = info.lines;
    previousEmpty = info.empty_lines;
    const cells = Object.entries(record).map(([column, cell]) => [column, fromSpreadsheetCell(cell)]);
    return { location: `line ${start}`, fields: Object.fromEntries(cells) };
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
    throw new ProductFileError(
      `not a readable JSON file: ${jsonSyntaxProblem((error as Error).message, text)}`,
    );
  }
  if (!Array.isArray(parsed)) throw new ProductFileError('a JSON product file holds an array of objects');
  return parsed.map((item, index) => ({ location: `item ${index + 1}`, fields: item }));
}

/** JSON.parse's reason, on its line when it gives a position, and without the stretch of the file some quote. */
function jsonSyntaxProblem(message: string, text: string): string {
  const reason = message
    .replace(/, ".*"(\.\.\.)? is not valid JSON$/s, '')
    .replace(/ at position \d+.*$/s, '');
  const position = / at position (\d+)/.exec(message)?.[1];
  if (position === undefined) return reason;
  return `line ${text.slice(0, Number(position)).split('\n').length}: ${reason}`;
}

/** A product as a file carries it: every column, typed as in JSON. */
export type ProductRecord = {
  [Column in ProductColumn]: Column extends 'variants' ? VariantRecord[] : string | number | boolean | null;
};

/**
 * The text of a product file; CSV writes `discount` as true/false, a missing discount price or stock as an empty
 * cell, the variants as one cell (`variantsCell`), and text a spreadsheet would run as a formula with a `'` in
 * front (`toSpreadsheetCell`).
 */
export function writeProductFile(records: ProductRecord[], format: FileFormat): string {
  if (format === 'json') return `${JSON.stringify(records, null, 2)}\n`;
  const rows = records.map((record) => ({ ...record, variants: variantsCell(record.variants) }));
  return stringify(rows, {
    header: true,
    columns: [...PRODUCT_COLUMNS],
    cast: { boolean: (value) => String(value), string: toSpreadsheetCell },
  });
}

/**
 * Text a spreadsheet takes for a formula (OWASP's CSV injection: `=`, `+`, `-`, `@`, tab, carriage return), after
 * any `'`s. Those `'`s count so that unescaping is exact: `'=x` is written `''=x` and read back as `'=x`.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A text cell as CSV export writes it: one more `'` in front of formula-like text, so spreadsheets show it as text. */
export const toSpreadsheetCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** A CSV cell as import reads it: the `'` export puts in front of formula-like text taken off; all else as written. */
const fromSpreadsheetCell = (cell: string) =>
  cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell;
