import { randomUUID } from 'node:crypto';
import { type Static, Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { type ValueError, ValueErrorType } from '@sinclair/typebox/errors';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Change, recordChanges } from '../audit/audit-log';
import { insertRows } from '../db/bulk-insert';
import type { Db, DbOrTx } from '../db/client';
import { brands, categories, productDetails, products, REMARKS } from '../db/schema';
import { unusableValueProblem } from '../http/unusable-values';
import { sanitizeContent } from '../lib/html';
import {
  PRODUCT_COLUMNS,
  type ProductFile,
  type ProductRecord,
  type SourceRow,
  variantsOfCell,
} from './import-format';
import {
  DetailsFields,
  EMPTY_DETAILS,
  FileStock,
  FileVariant,
  ImageLocation,
  MAX_VARIANTS,
  type ProductDetailsFields,
  ProductFields,
  type ProductFieldValues,
  productProblem,
  type Variant,
  type VariantProblem,
  variantProblems,
} from './product-fields';
import { type ProductFilter, productOrder, productsMatching } from './products';
import {
  inOptionOrder,
  lockSkuWrites,
  lockStockHolders,
  ownerName,
  ownersOfSkus,
  publicVariant,
  replaceVariants,
  sameVariants,
  variantsOf,
  variantsWhere,
} from './variants';

/**
 * `shop import`: products from a file, matched on `sku` (created when new, updated when changed, left alone when
 * the same), with their brand and category by name (created when new). Every row is checked before anything is
 * written; one bad row and nothing is. The rules are in docs/behaviour.md, "Importing products".
 */

/** The picture of a brand or category an import creates when the file gives none: the shop's logo. */
export const DEFAULT_GROUP_IMAGE = '/api/images/logo.svg';
/** Products per INSERT: a few megabytes of JSON, and a progress line now and then. */
const BATCH_SIZE = 5000;
/**
 * What an import sets on a product it updates: all but its key, creation time and retirement, and its stock, which
 * only a file with the column sets (`stockUpdates`).
 */
const UPDATED_COLUMNS = [
  ...(Object.keys(ProductFields) as (keyof typeof ProductFields)[]).filter(
    (field) => field !== 'sku' && field !== 'stock',
  ),
  'brandId',
  'categoryId',
] satisfies (keyof typeof products.$inferInsert)[];
const DETAILS_COLUMNS = Object.keys(DetailsFields) as (keyof typeof DetailsFields)[];
/** Progress is told every this many rows, on files larger than that. */
export const PROGRESS_EVERY = 10_000;

const GroupName = Type.String({
  maxLength: 100,
  pattern: '\\S',
  description: 'A name with at least one letter, digit or sign',
});

const ImportRow = Type.Object(
  {
    ...ProductFields,
    // Absent: a new product starts at 0, an existing one keeps its star (which reviews set).
    star: Type.Optional(ProductFields.star),
    // Absent (a file written before stock was counted): a new product is unlimited, an existing one keeps its count,
    // which payments go on taking from. Present, even empty (unlimited), it is what the product has.
    stock: Type.Optional(FileStock),
    // Absent: a new product has none, an existing one keeps its own. Present, it is the whole list (empty: none).
    variants: Type.Optional(Type.Array(FileVariant, { maxItems: MAX_VARIANTS })),
    brand: GroupName,
    category: GroupName,
    // Used only when the import creates the brand or category.
    brandImg: Type.Optional(ImageLocation),
    categoryImg: Type.Optional(ImageLocation),
    ...DetailsFields,
  },
  { additionalProperties: false },
);
type ImportRow = Static<typeof ImportRow>;
const importRowCheck = TypeCompiler.Compile(ImportRow);

const NUMBER_COLUMNS = new Set(['price', 'discountPrice', 'star', 'stock']);
/** What an absent or empty optional column means. */
const DEFAULTS: Record<string, unknown> = {
  discount: false,
  discountPrice: null,
  ...EMPTY_DETAILS,
};
/** The columns a file must have: the row's required fields that have no default. */
const REQUIRED_COLUMNS = ImportRow.required?.filter((column) => !Object.hasOwn(DEFAULTS, column)) ?? [];

export interface RowProblem {
  /** `line 7` (CSV) or `item 3` (JSON); `line 1` is a CSV file's header. */
  location: string;
  /** The column, or '' for the row as a whole. */
  field: string;
  message: string;
}

export interface CheckedRow {
  location: string;
  row: ImportRow;
}

/**
 * Every problem of every row, and the rows ready to write when there is none. `sound` holds the rows without a
 * problem either way: what a check before importing counts (`previewImport`).
 */
export function checkProductFile(
  file: ProductFile,
  progress: (message: string) => void = () => {},
): { problems: RowProblem[]; rows: CheckedRow[]; sound: CheckedRow[] } {
  if (file.columns) {
    const headerProblems = checkHeader(file.columns);
    if (headerProblems.length > 0) return { problems: headerProblems, rows: [], sound: [] };
  }
  const problems: RowProblem[] = [];
  const rows: CheckedRow[] = [];
  const firstLocationOfSku = new Map<string, string>();
  file.rows.forEach((source, index) => {
    const checked = checkRow(source, file.format === 'csv');
    const sku = (source.fields as { sku?: unknown } | null)?.sku;
    const earlier = typeof sku === 'string' ? firstLocationOfSku.get(sku) : undefined;
    if (earlier) problems.push({ location: source.location, field: 'sku', message: `is also on ${earlier}` });
    else if (typeof sku === 'string') firstLocationOfSku.set(sku, source.location);
    if ('problems' in checked) problems.push(...checked.problems);
    else {
      rows.push({ location: source.location, row: checked.row });
      // A row repeating a product is said once, on its sku.
      const variants = earlier ? [] : (checked.row.variants ?? []);
      for (const [index, variant] of variants.entries()) {
        const elsewhere = firstLocationOfSku.get(variant.sku);
        if (elsewhere && elsewhere !== source.location) {
          problems.push(variantProblem(source.location, index, variant.sku, `sku is also on ${elsewhere}`));
        } else firstLocationOfSku.set(variant.sku, source.location);
      }
    }
    tellProgress(progress, index + 1, file.rows.length, 'checked');
  });
  const badLocations = new Set(problems.map((problem) => problem.location));
  return {
    problems,
    rows: problems.length > 0 ? [] : rows,
    sound: rows.filter((row) => !badLocations.has(row.location)),
  };
}

function checkHeader(columns: string[]): RowProblem[] {
  const known = new Set<string>(PRODUCT_COLUMNS);
  return [
    ...columns
      .filter((column) => !known.has(column))
      .map((column) => ({ location: 'line 1', field: column, message: 'is not a column of a product file' })),
    ...REQUIRED_COLUMNS.filter((column) => !columns.includes(column)).map((column) => ({
      location: 'line 1',
      field: column,
      message: 'is a required column and is missing',
    })),
  ];
}

function checkRow(source: SourceRow, fromCsv: boolean): { row: ImportRow } | { problems: RowProblem[] } {
  const { location, fields } = source;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    return { problems: [{ location, field: '', message: 'must be an object' }] };
  }
  const candidate = withDefaults(fromCsv ? fromCells(fields as Record<string, string>) : { ...fields });
  // The first problem of each field: an empty name breaks two rules, and one says enough. Text that no column can
  // hold (a NUL, a lone surrogate) is said first, wherever the field's other rules stand.
  const problemByPath = new Map<string, string>();
  if (fromCsv && typeof candidate.variants === 'string') {
    const read = variantsOfCell(candidate.variants);
    if ('problem' in read) problemByPath.set('/variants', read.problem);
    else candidate.variants = read.variants;
  }
  for (const [field, value] of Object.entries(candidate)) {
    const problem = unusableValueProblem(value);
    if (problem) problemByPath.set(`/${field}`, problem);
  }
  for (const error of importRowCheck.Errors(candidate)) {
    if (problemByPath.has('/variants') && error.path.startsWith('/variants')) continue;
    if (!problemByPath.has(error.path)) problemByPath.set(error.path, readable(error));
  }
  const problems = [...problemByPath].map(([path, message]) => problemAt(location, path, message, candidate));
  // The rules across prices, once each price is right on its own.
  if (!['/price', '/discount', '/discountPrice'].some((path) => problemByPath.has(path))) {
    const problem = productProblem(candidate as ImportRow);
    if (problem) problems.push({ location, field: problem.field, message: problem.rule });
  }
  // The rules across variants, once each is right on its own (and the options they pick from).
  const { variants, sku, size, color } = candidate as ImportRow;
  if (variants && ![...problemByPath.keys()].some((path) => /^\/(variants|sku|size|color)/.test(path))) {
    for (const problem of variantProblems({ sku, details: { size, color } }, variants)) {
      problems.push(variantRuleProblem(location, problem, variants));
    }
  }
  return problems.length > 0 ? { problems } : { row: candidate as ImportRow };
}

/** A problem of one variant: reported on the `variants` column, naming the entry (from 1) and its SKU. */
const variantProblem = (location: string, index: number, sku: unknown, message: string): RowProblem => ({
  location,
  field: 'variants',
  message: `entry ${index + 1}${typeof sku === 'string' && sku !== '' ? ` (${sku})` : ''}: ${message}`,
});

/** A field's problem; inside the variants (`/variants/1/stock`), on the `variants` column, naming the entry. */
function problemAt(location: string, path: string, message: string, candidate: Record<string, unknown>) {
  const [, column = '', entry, part] = path.split('/');
  if (column !== 'variants' || entry === undefined) return { location, field: column, message };
  const sku = (candidate.variants as { sku?: unknown }[] | undefined)?.[Number(entry)]?.sku;
  return variantProblem(location, Number(entry), sku, part ? `${part} ${message}` : message);
}

/** One of `variantProblems`' problems, as a file's row reports it. */
function variantRuleProblem(location: string, { field, index, rule }: VariantProblem, variants: Variant[]) {
  if (index === undefined) return { location, field: 'variants', message: rule };
  const part = field.slice(`variants.${index}.`.length);
  return variantProblem(location, index, variants[index]?.sku, `${part} ${rule}`);
}

const DESCRIBED_ERRORS = new Set([
  ValueErrorType.StringPattern,
  ValueErrorType.StringFormat,
  ValueErrorType.Union,
]);

/** TypeBox's message, in words where it would show a pattern, a format or a union. */
function readable(error: ValueError): string {
  if (error.path === '/remark') return `must be one of ${REMARKS.join(', ')}`;
  if (DESCRIBED_ERRORS.has(error.type) && error.schema.description) {
    return `must be: ${error.schema.description}`;
  }
  if (error.path === '/discountPrice') return 'Expected a number, or nothing';
  return error.message;
}

/** CSV cells are text: numbers and true/false become values (anything else stays text, and fails the check). */
function fromCells(cells: Record<string, string>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [column, cell] of Object.entries(cells)) {
    if (cell === '' && (column in DEFAULTS || column === 'star' || column.endsWith('Img'))) continue;
    // An empty stock cell is said: unlimited.
    if (cell === '' && column === 'stock') {
      values[column] = null;
      continue;
    }
    if (NUMBER_COLUMNS.has(column) && /^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/.test(cell))
      values[column] = Number(cell);
    else if (column === 'discount' && /^(true|false)$/i.test(cell))
      values[column] = cell.toLowerCase() === 'true';
    else values[column] = cell;
  }
  return values;
}

function withDefaults(values: Record<string, unknown>): Record<string, unknown> {
  const filled = { ...values };
  for (const [column, fallback] of Object.entries(DEFAULTS)) filled[column] ??= fallback;
  return filled;
}

function tellProgress(progress: (message: string) => void, done: number, total: number, what: string) {
  if (total > PROGRESS_EVERY && (done % PROGRESS_EVERY === 0 || done === total)) {
    progress(`${done.toLocaleString('en')} of ${total.toLocaleString('en')} rows ${what}`);
  }
}

/** A product as stored, in the field names of the admin API: what audit rows hold before and after a change. */
interface StoredProduct extends ProductFieldValues {
  brandID: string;
  categoryID: string;
  details: ProductDetailsFields;
  variants: Variant[];
}

/** A SKU of the file already stored on another product or variant: nothing is imported. */
export class ImportConflict extends Error {
  override name = 'ImportConflict';
  constructor(readonly problems: RowProblem[]) {
    super(
      `${problems.length} SKU(s) of the file belong to other products or variants; nothing was imported:\n` +
        problems.map(({ location, field, message }) => `${location}, ${field}: ${message}`).join('\n'),
    );
  }
}
type Audit = (action: string, entity: string, entityId: string, before: unknown, after: unknown) => void;

export interface ImportOutcome {
  created: number;
  updated: number;
  unchanged: number;
  /** Of the products in the file, those an operator retired: updated like the others, and still retired. */
  retired: number;
  brandsCreated: string[];
  categoriesCreated: string[];
}

/**
 * Writes checked rows in one transaction: new brands and categories, then the products that are new or differ
 * from what is stored (one INSERT ... ON CONFLICT (sku) DO UPDATE per batch), their details, and an audit row
 * per created or updated product. Products the same as stored are not written at all.
 */
export async function importProducts(
  db: Db,
  rows: CheckedRow[],
  options: { actor: string; progress?: (message: string) => void },
): Promise<ImportOutcome> {
  const progress = options.progress ?? (() => {});
  return db.transaction(async (tx) => {
    // Before any product's row: as every SKU write takes the two.
    await lockSkuWrites(tx);
    await lockStockHolders(tx, skuInList(rows.map(({ row }) => row.sku)));
    const changes: Change[] = [];
    const audit: Audit = (action, entity, entityId, before, after) =>
      changes.push({ actor: options.actor, action, entity, entityId, before, after });
    const { outcome, toWrite, problems } = await planImport(tx, rows, audit, true);
    if (problems.length > 0) throw new ImportConflict(problems);
    const variantLists = new Map<string, Variant[]>();

    // The trigram index takes the new titles in one merge at the end rather than row by row: much faster in bulk.
    await tx.execute(sql`SET LOCAL gin_pending_list_limit = '1GB'`);
    for (let start = 0; start < toWrite.length; start += BATCH_SIZE) {
      const batch = toWrite.slice(start, start + BATCH_SIZE);
      const written = await insertRows(
        tx,
        products,
        batch.map(({ wanted: { details, variants, brandID, categoryID, ...product }, createdAt }) => ({
          ...product,
          brandId: brandID,
          categoryId: categoryID,
          createdAt,
        })),
        { upsert: { target: products.sku, update: [...UPDATED_COLUMNS] }, returning: ['id', 'sku'] },
      );
      const idOfSku = new Map(written.map((product) => [product.sku as string, product.id as string]));
      const withIds = batch.map((item) => ({ ...item, id: idOfSku.get(item.wanted.sku) as string }));
      await insertRows(
        tx,
        productDetails,
        withIds.map(({ id, wanted }) => ({ productId: id, ...wanted.details })),
        { upsert: { target: productDetails.productId, update: DETAILS_COLUMNS } },
      );
      await setStock(
        tx,
        withIds.filter(({ before, wanted }) => before && before.stock !== wanted.stock),
      );
      for (const { id, wanted, before } of withIds) {
        audit(before ? 'product.update' : 'product.create', 'product', id, before, wanted);
        if (!sameVariants(before?.variants ?? [], wanted.variants)) variantLists.set(id, wanted.variants);
      }
      await recordChanges(tx, changes.splice(0));
      tellProgress(progress, start + batch.length, toWrite.length, 'written');
    }
    // After every product is written: a SKU one product of the file gives up, another may take.
    await replaceVariants(tx, variantLists);
    await recordChanges(tx, changes);
    await tx.execute(sql`SELECT gin_clean_pending_list('products_search_trgm')`);
    return outcome;
  });
}

/** Sets the stock of products the import updates (a new product has its stock from its INSERT). */
async function setStock(tx: DbOrTx, items: { id: string; wanted: StoredProduct }[]) {
  if (items.length === 0) return;
  const counts = JSON.stringify(items.map(({ id, wanted }) => ({ id, stock: wanted.stock })));
  await tx.execute(
    sql`UPDATE ${products} SET stock = counted.stock
      FROM jsonb_to_recordset(${counts}::jsonb) AS counted(id uuid, stock integer)
      WHERE ${products.id} = counted.id`,
  );
}

/**
 * What importing the rows would do, written nowhere: the counts `importProducts` would answer, from the same
 * comparison with what is stored (brands and categories it would create are named, not created), and the SKUs of
 * the file that other products or variants hold (with which it would import nothing).
 */
export async function previewImport(
  db: Db,
  rows: CheckedRow[],
): Promise<{ outcome: ImportOutcome; problems: RowProblem[] }> {
  const { outcome, problems } = await planImport(db, rows, () => {}, false);
  return { outcome, problems };
}

/**
 * The SKUs of the file that other products or variants keep: a product's SKU held by a variant, or a variant's
 * held by a product or by a variant of another product, unless the file gives that product a new list of variants
 * (which then has not that SKU, or the file would name it twice).
 */
async function storedSkuProblems(tx: DbOrTx, rows: CheckedRow[]): Promise<RowProblem[]> {
  const replacing = new Set(rows.filter(({ row }) => row.variants).map(({ row }) => row.sku));
  const owners = await ownersOfSkus(
    tx,
    rows.flatMap(({ row }) => [row.sku, ...(row.variants ?? []).map((variant) => variant.sku)]),
  );
  const kept = (sku: string, own: string) => {
    const owner = owners.get(sku);
    if (!owner) return undefined;
    if (owner.kind === 'product') return sku === own ? undefined : owner;
    return owner.productSku === own || replacing.has(owner.productSku) ? undefined : owner;
  };
  const problems: RowProblem[] = [];
  for (const { location, row } of rows) {
    const owner = owners.get(row.sku);
    if (owner?.kind === 'variant' && !replacing.has(owner.productSku)) {
      problems.push({ location, field: 'sku', message: `belongs to ${ownerName(owner)}` });
    }
    for (const [index, variant] of (row.variants ?? []).entries()) {
      const holder = kept(variant.sku, row.sku);
      if (holder)
        problems.push(variantProblem(location, index, variant.sku, `sku belongs to ${ownerName(holder)}`));
    }
  }
  return problems;
}

/**
 * The brands and categories the rows need (created when `write`), and each product as it will be stored: counted
 * in the outcome, and listed to write when it is new or differs from what is stored.
 */
async function planImport(tx: DbOrTx, rows: CheckedRow[], audit: Audit, write: boolean) {
  const brandIds = await groupIds(tx, 'brand', rows, audit, write);
  const categoryIds = await groupIds(tx, 'category', rows, audit, write);

  const stored = await storedProducts(
    tx,
    rows.map(({ row }) => row.sku),
  );
  const problems = await storedSkuProblems(tx, rows);
  const outcome: ImportOutcome = {
    created: 0,
    updated: 0,
    unchanged: 0,
    retired: 0,
    brandsCreated: brandIds.created,
    categoriesCreated: categoryIds.created,
  };
  const toWrite: { wanted: StoredProduct; before: StoredProduct | null; createdAt: Date }[] = [];
  const startedAt = Date.now();
  rows.forEach(({ location, row }, index) => {
    const before = stored.get(row.sku);
    if (before?.retired) outcome.retired += 1;
    const wanted = storedForm(row, {
      brandID: brandIds.idOf(row.brand),
      categoryID: categoryIds.idOf(row.category),
      star: row.star ?? before?.product.star ?? 0,
      stock: row.stock === undefined ? (before?.product.stock ?? null) : row.stock,
      variants: row.variants ?? before?.product.variants ?? [],
      storedDes: before?.product.details.des,
    });
    // Variants the file keeps must still fit the options it gives.
    if (!row.variants) {
      for (const problem of variantProblems(wanted, wanted.variants)) {
        const { message, ...at } = variantRuleProblem(location, problem, wanted.variants);
        problems.push({ ...at, message: `${message} (a variant kept: this row has no variants)` });
      }
    }
    if (before && sameProduct(before.product, wanted)) {
      outcome.unchanged += 1;
      return;
    }
    if (before) outcome.updated += 1;
    else outcome.created += 1;
    // A millisecond apart, in file order: the first row of a file is listed first among products it adds.
    toWrite.push({ wanted, before: before?.product ?? null, createdAt: new Date(startedAt - index) });
  });
  return { outcome, toWrite, problems };
}

/** Brands and categories: a name and a picture each, matched on the name by imports. */
const GROUPS = {
  brand: {
    table: brands,
    name: brands.brandName,
    newRow: (id: string, name: string, image: string) => ({ id, brandName: name, brandImg: image }),
    of: (row: ImportRow) => ({ name: row.brand, image: row.brandImg }),
  },
  category: {
    table: categories,
    name: categories.categoryName,
    newRow: (id: string, name: string, image: string) => ({ id, categoryName: name, categoryImg: image }),
    of: (row: ImportRow) => ({ name: row.category, image: row.categoryImg }),
  },
};

/**
 * The ids of the brands (or categories) the rows name, matched on the name without regard to case or surrounding
 * spaces, creating those that do not exist yet: named as first written in the file, with the first picture a row
 * gives for them.
 */
async function groupIds(
  tx: DbOrTx,
  entity: keyof typeof GROUPS,
  rows: CheckedRow[],
  audit: Audit,
  write: boolean,
) {
  const group = GROUPS[entity];
  const key = (name: string) => name.trim().toLowerCase();
  const ids = new Map<string, string>();
  const existing = await tx
    .select({ id: group.table.id, name: group.name })
    .from(group.table)
    .orderBy(desc(group.table.createdAt), desc(group.table.id));
  // Oldest last, so it wins when an operator made two of the same name.
  for (const { id, name } of existing) ids.set(key(name), id);

  const created = new Map<string, { name: string; image: string | undefined }>();
  for (const { row } of rows) {
    const { name, image } = group.of(row);
    if (ids.has(key(name))) continue;
    const seen = created.get(key(name));
    if (seen) seen.image ??= image;
    else created.set(key(name), { name: name.trim(), image });
  }
  const newRows = [...created.values()].map(({ name, image }) =>
    group.newRow(randomUUID(), name, image ?? DEFAULT_GROUP_IMAGE),
  );
  if (write && newRows.length > 0) await tx.insert(group.table).values(newRows as never[]);
  for (const row of newRows) audit(`${entity}.create`, entity, row.id, null, row);
  for (const [name, row] of zip([...created.keys()], newRows)) ids.set(name, row.id);
  return {
    created: [...created.values()].map(({ name }) => name),
    idOf: (name: string) => ids.get(key(name)) as string,
  };
}

const zip = <A, B>(as: A[], bs: B[]) => as.map((a, i) => [a, bs[i] as B] as const);

/** Products with their brand, category and details, newest first unless `order` says otherwise. */
function productRows(db: DbOrTx, where: SQL | undefined, order?: SQL[]) {
  return db
    .select({
      product: products,
      details: productDetails,
      brand: { name: brands.brandName, image: brands.brandImg },
      category: { name: categories.categoryName, image: categories.categoryImg },
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productDetails, eq(productDetails.productId, products.id))
    .where(where)
    .orderBy(...(order ?? [sql`${products.createdAt} desc nulls last`, asc(products.id)]));
}
type ProductRow = Awaited<ReturnType<typeof productRows>>[number];

function storedOf({ product, details }: ProductRow, variants: Variant[] = []): StoredProduct {
  const { productId: _, ...slots } = details ?? { productId: '', ...EMPTY_DETAILS };
  return {
    sku: product.sku,
    title: product.title,
    shortDes: product.shortDes,
    price: product.price,
    discount: product.discount,
    discountPrice: product.discountPrice,
    image: product.image,
    star: product.star,
    remark: product.remark,
    stock: product.stock,
    brandID: product.brandId,
    categoryID: product.categoryId,
    details: slots,
    variants: inOptionOrder(variants, slots).map(publicVariant),
  };
}

/** The products of these SKUs: one JSON parameter rather than an IN list of up to 100,000. */
const skuInList = (skus: string[]) =>
  sql`${products.sku} IN (SELECT jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))`;

/** The stored products of these SKUs, and whether each is retired. */
async function storedProducts(tx: DbOrTx, skus: string[]) {
  const stored = new Map<string, { product: StoredProduct; retired: boolean }>();
  const rows = await productRows(tx, skuInList(skus));
  const variants = await variantsOf(
    tx,
    rows.map((row) => row.product.id),
  );
  for (const row of rows) {
    stored.set(row.product.sku, {
      product: storedOf(row, variants.get(row.product.id)),
      retired: row.product.retiredAt !== null,
    });
  }
  return stored;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A checked row as it will be stored: the description sanitised, amounts to the precision of their columns. */
function storedForm(
  row: ImportRow,
  resolved: {
    brandID: string;
    categoryID: string;
    star: number;
    stock: number | null;
    variants: Variant[];
    storedDes: string | undefined;
  },
): StoredProduct {
  const variants = resolved.variants.map((variant) => ({
    ...publicVariant(variant),
    price: variant.price === null ? null : cents(variant.price),
  }));
  return {
    sku: row.sku,
    title: row.title,
    shortDes: row.shortDes,
    price: cents(row.price),
    discount: row.discount,
    discountPrice: row.discountPrice === null ? null : cents(row.discountPrice),
    image: row.image,
    star: cents(resolved.star),
    remark: row.remark,
    stock: resolved.stock,
    brandID: resolved.brandID,
    categoryID: resolved.categoryID,
    variants: inOptionOrder(variants, row),
    details: {
      img1: row.img1,
      img2: row.img2,
      img3: row.img3,
      img4: row.img4,
      img5: row.img5,
      img6: row.img6,
      img7: row.img7,
      img8: row.img8,
      size: row.size,
      color: row.color,
      // Sanitising is the slowest step of a large import: a description the same as stored was sanitised already.
      des: row.des === resolved.storedDes ? row.des : sanitizeContent(row.des),
    },
  };
}

function sameProduct(a: StoredProduct, b: StoredProduct): boolean {
  const { details: detailsA, variants: variantsA, ...productA } = a;
  const { details: detailsB, variants: variantsB, ...productB } = b;
  return (
    sameFields(productA, productB) && sameFields(detailsA, detailsB) && sameVariants(variantsA, variantsB)
  );
}

const sameFields = <T extends object>(a: T, b: T) =>
  (Object.keys(a) as (keyof T)[]).every((field) => a[field] === b[field]);

/**
 * The products a filter keeps, in its order, in the columns of a product file; by default the live catalogue
 * (retired products left out), newest first.
 */
export async function exportProducts(
  db: Db,
  filter: ProductFilter = { retired: false },
): Promise<ProductRecord[]> {
  const rows = await productRows(db, productsMatching(filter), productOrder(filter));
  const variants = await variantsWhere(db, productsMatching(filter));
  return rows.map((row) => {
    const { brandID, categoryID, details, ...product } = storedOf(row, variants.get(row.product.id));
    return {
      ...product,
      brand: row.brand.name,
      brandImg: row.brand.image,
      category: row.category.name,
      categoryImg: row.category.image,
      ...details,
    };
  });
}
