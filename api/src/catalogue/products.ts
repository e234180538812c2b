import { and, asc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { recordChange, recordUpdate } from '../audit/audit-log';
import type { Db, DbOrTx } from '../db/client';
import { brands, categories, invoiceLines, productDetails, products, type Remark } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';
import { sanitizeContent } from '../lib/html';
import { escapeLikePattern } from '../lib/like-pattern';
import { updateNamed } from './partial-update';
import {
  EMPTY_DETAILS,
  type ProductDetailsFields,
  type ProductFieldValues,
  productProblem,
  type Variant,
  variantProblems,
} from './product-fields';
import {
  inOptionOrder,
  lockSkuWrites,
  lockStockHolders,
  ownerName,
  ownersOfSkus,
  publicVariant,
  replaceVariants,
  variantsOf,
} from './variants';
import { type BasedOn, checkVersion } from './versions';

/** A product as an operator writes it: the catalogue's own field names. */
export interface ProductInput extends ProductFieldValues {
  categoryID: string;
  brandID: string;
  /** Slots left out are empty. */
  details: Partial<ProductDetailsFields>;
  variants: Variant[];
}

/**
 * What an update changes: only the fields given; `variants`, when given, is the whole new list; `retired` takes
 * the product out of the catalogue or back.
 */
export type ProductChanges = Partial<Omit<ProductInput, 'details'>> & {
  details?: Partial<ProductDetailsFields>;
  retired?: boolean;
};

/** The columns the back office's product table sorts on. */
export const PRODUCT_SORTS = ['createdAt', 'title', 'sku', 'price', 'discountPrice'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** Which products, in which order: the back office's list and its export take the same. */
export interface ProductFilter {
  /** A substring of the title or the sku, any letter case. */
  q?: string;
  /** Only retired products (true) or only those on sale (false); both when absent. */
  retired?: boolean;
  brandID?: string;
  categoryID?: string;
  remark?: Remark;
  /** Default `createdAt`. */
  sort?: ProductSort;
  /** Default `desc` for `createdAt` (newest first), `asc` for the others. */
  order?: SortOrder;
}

export interface ProductListQuery extends ProductFilter {
  page: number;
  limit: number;
}

/** The products a filter keeps. */
export function productsMatching({
  q,
  retired,
  brandID,
  categoryID,
  remark,
}: ProductFilter): SQL | undefined {
  const pattern = q ? `%${escapeLikePattern(q)}%` : undefined;
  return and(
    pattern ? or(ilike(products.title, pattern), ilike(products.sku, pattern)) : undefined,
    retired === undefined ? undefined : retired ? isNotNull(products.retiredAt) : isNull(products.retiredAt),
    brandID === undefined ? undefined : eq(products.brandId, brandID),
    categoryID === undefined ? undefined : eq(products.categoryId, categoryID),
    remark === undefined ? undefined : eq(products.remark, remark),
  );
}

const SORT_KEYS: Record<ProductSort, SQL | PgColumn> = {
  createdAt: products.createdAt,
  // Letter case aside: `apple` between `Apple` and `Banana`, not after every capital.
  title: sql`lower(${products.title})`,
  sku: products.sku,
  price: products.price,
  discountPrice: products.discountPrice,
};

/**
 * A filter's order: its column (`createdAt`, newest first, when none is named), products without a discount price
 * last whichever the direction, and ties by id, so that pages neither repeat nor skip a product.
 */
export function productOrder({ sort = 'createdAt', order }: ProductFilter): SQL[] {
  const direction = order ?? (sort === 'createdAt' ? 'desc' : 'asc');
  const key = SORT_KEYS[sort];
  // Only discountPrice has nulls; the others keep PostgreSQL's default, which is what their indexes hold.
  const nulls = sort === 'discountPrice' ? sql` nulls last` : sql``;
  return [direction === 'asc' ? sql`${key} asc${nulls}` : sql`${key} desc${nulls}`, asc(products.id)];
}

const columns = {
  _id: products.id,
  sku: products.sku,
  title: products.title,
  shortDes: products.shortDes,
  price: products.price,
  discount: products.discount,
  discountPrice: products.discountPrice,
  image: products.image,
  star: products.star,
  remark: products.remark,
  categoryID: products.categoryId,
  brandID: products.brandId,
  createdAt: products.createdAt,
  retiredAt: products.retiredAt,
  stock: products.stock,
  details: productDetails,
};

type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

function selectProducts(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(products)
    .leftJoin(productDetails, eq(productDetails.productId, products.id))
    .where(where);
}

/**
 * The answer (and the audit record) of a product: dates as ISO strings, every gallery slot present, its variants
 * in the order of its sizes and colours.
 */
function productOf({ details, createdAt, retiredAt, ...product }: ProductRow, variants: Variant[] = []) {
  const { productId: _, ...slots } = details ?? { productId: '', ...EMPTY_DETAILS };
  return {
    ...product,
    details: slots,
    variants: inOptionOrder(variants, slots).map(publicVariant),
    createdAt: createdAt.toISOString(),
    retiredAt: retiredAt?.toISOString() ?? null,
  };
}
export type AdminProduct = ReturnType<typeof productOf>;

/** Products with their variants, read in one more query. */
async function withVariants(db: DbOrTx, rows: ProductRow[]): Promise<AdminProduct[]> {
  const variants = await variantsOf(
    db,
    rows.map((row) => row._id),
  );
  return rows.map((row) => productOf(row, variants.get(row._id)));
}

export async function listProducts(db: Db, { page, limit, ...filter }: ProductListQuery) {
  // The page's ids first, from the products table alone (an index or a top-N sort of one table), and only then
  // their details: joined first, every product's details were read and hashed to sort them (at 10,000, ~20 ms).
  const onPage = db
    .select({ id: products.id })
    .from(products)
    .where(productsMatching(filter))
    .orderBy(...productOrder(filter))
    .limit(limit + 1)
    .offset((page - 1) * limit)
    .as('on_page');
  const rows = await db
    .select(columns)
    .from(products)
    .innerJoin(onPage, eq(onPage.id, products.id))
    .leftJoin(productDetails, eq(productDetails.productId, products.id))
    .orderBy(...productOrder(filter));
  return withVariants(db, rows);
}

export async function readProduct(db: DbOrTx, id: string, lock = false): Promise<AdminProduct> {
  const query = selectProducts(db, eq(products.id, id));
  // Locks the product row only (not its details' row, which a left join cannot lock).
  const [row] = await (lock ? query.for('update', { of: products }) : query);
  if (!row) throw notFound('No such product');
  const [product] = await withVariants(db, [row]);
  return product as AdminProduct;
}

/** The brand and category a product names must exist, and must go on existing while the write commits. */
async function checkReferences(
  tx: DbOrTx,
  { brandID, categoryID }: { brandID?: string; categoryID?: string },
) {
  if (brandID !== undefined) {
    const [brand] = await tx
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.id, brandID))
      .for('share');
    if (!brand) throw badRequest('brandID names no brand', 'brandID');
  }
  if (categoryID !== undefined) {
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, categoryID))
      .for('share');
    if (!category) throw badRequest('categoryID names no category', 'categoryID');
  }
}

function checkPrices(product: Pick<ProductInput, 'price' | 'discount' | 'discountPrice'>) {
  const problem = productProblem(product);
  if (problem) throw badRequest(`${problem.field} ${problem.rule}`, problem.field);
}

/**
 * The rules of a product's variants, on the product as it will be: the first problem is a 400 naming its field
 * (`variants.2.size`).
 */
function checkVariants(
  product: { sku: string; details: { size: string; color: string } },
  variants: Variant[],
) {
  const [problem] = variantProblems(product, variants);
  if (problem) throw badRequest(`${problem.field} ${problem.rule}`, problem.field);
}

const skuConflict = (message: string, field: string) => new HttpError(409, message, 'CONFLICT', field);

/**
 * A SKU names one product or one variant in the whole catalogue: the product's SKU (when written) and its variants'
 * (when the list is given) must be no other product's, nor a variant of another. Run under `lockSkuWrites`.
 */
async function checkSkusFree(
  tx: DbOrTx,
  productId: string | null,
  sku: string | undefined,
  variants: Variant[] | undefined,
) {
  const owners = await ownersOfSkus(tx, [
    ...(sku === undefined ? [] : [sku]),
    ...(variants ?? []).map((v) => v.sku),
  ]);
  const owner = sku === undefined ? undefined : owners.get(sku);
  // Its own variants are judged with their new list when one is given; kept, they must not share its SKU.
  if (owner && (owner.productId !== productId || (owner.kind === 'variant' && variants === undefined))) {
    throw skuConflict(
      `sku ${sku} belongs to ${owner.productId === productId ? 'a variant of this product' : ownerName(owner)}`,
      'sku',
    );
  }
  variants?.forEach((variant, index) => {
    const holder = owners.get(variant.sku);
    if (holder && holder.productId !== productId) {
      const field = `variants.${index}.sku`;
      throw skuConflict(`${field} ${variant.sku} belongs to ${ownerName(holder)}`, field);
    }
  });
}

/** PostgreSQL's unique_violation, as drizzle passes it on (the driver's error is its cause). */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** Runs a product write; an sku another product has is a 409, whichever write got there first. */
async function withUniqueSku<T>(sku: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sku !== undefined && isUniqueViolation(error)) {
      throw new HttpError(409, `sku ${sku} belongs to another product`, 'CONFLICT');
    }
    throw error;
  }
}

const detailsRow = (details: ProductDetailsFields) => ({ ...details, des: sanitizeContent(details.des) });

export async function createProduct(db: Db, actor: string, input: ProductInput): Promise<AdminProduct> {
  checkPrices(input);
  const { categoryID, brandID, details, variants, ...fields } = input;
  const allDetails = { ...EMPTY_DETAILS, ...details };
  checkVariants({ sku: input.sku, details: allDetails }, variants);
  return withUniqueSku(input.sku, () =>
    db.transaction(async (tx) => {
      await lockSkuWrites(tx);
      await checkReferences(tx, input);
      await checkSkusFree(tx, null, input.sku, variants);
      const [created] = await tx
        .insert(products)
        .values({ ...fields, categoryId: categoryID, brandId: brandID })
        .returning({ id: products.id });
      if (!created) throw new Error('product insert returned nothing');
      await tx.insert(productDetails).values({ productId: created.id, ...detailsRow(allDetails) });
      await replaceVariants(tx, new Map([[created.id, variants]]));
      const after = await readProduct(tx, created.id);
      await recordChange(tx, {
        actor,
        action: 'product.create',
        entity: 'product',
        entityId: created.id,
        before: null,
        after,
      });
      return after;
    }),
  );
}

/** Changes a product; refused (412) when it is no longer at the version the change is based on. */
export async function updateProduct(
  db: Db,
  actor: string,
  id: string,
  changes: ProductChanges,
  basedOn: BasedOn,
): Promise<AdminProduct> {
  const { categoryID, brandID, details, retired, variants, ...fields } = changes;
  const writesSkus = changes.sku !== undefined || variants !== undefined;
  return withUniqueSku(changes.sku, () =>
    db.transaction(async (tx) => {
      // Before the product's row lock, as every SKU write takes the two: in the other order, two writes deadlock.
      if (writesSkus) await lockSkuWrites(tx);
      await lockStockHolders(tx, eq(products.id, id));
      const before = await readProduct(tx, id);
      // Under the lock a sale takes too: stock sold since the form was read is never written back.
      checkVersion(basedOn, before, 'product');
      checkPrices({ ...before, ...fields });
      // The variants kept must fit new options too.
      checkVariants(
        { sku: changes.sku ?? before.sku, details: { ...before.details, ...details } },
        variants ?? before.variants,
      );
      await checkReferences(tx, changes);
      if (writesSkus) await checkSkusFree(tx, id, changes.sku, variants);
      const retiredAt =
        retired === undefined || retired === (before.retiredAt !== null)
          ? undefined
          : retired
            ? new Date()
            : null;
      await updateNamed(tx, products, eq(products.id, id), {
        ...fields,
        retiredAt,
        categoryId: categoryID,
        brandId: brandID,
      });
      if (details) {
        const row = detailsRow({ ...before.details, ...details });
        await tx
          .insert(productDetails)
          .values({ productId: id, ...row })
          .onConflictDoUpdate({ target: productDetails.productId, set: row });
      }
      if (variants) await replaceVariants(tx, new Map([[id, variants]]));
      const after = await readProduct(tx, id);
      await recordUpdate(tx, {
        actor,
        action: 'product.update',
        entity: 'product',
        entityId: id,
        before,
        after,
      });
      return after;
    }),
  );
}

export type Removal =
  | { outcome: 'deleted'; product: AdminProduct }
  | { outcome: 'retired'; product: AdminProduct };

/**
 * Deletes a product, unless an invoice names it: then it is retired instead (it leaves the catalogue, old invoices
 * and the orders page still show it). Retiring a retired product changes nothing. Refused (412) when the product
 * is no longer at the version the removal is based on.
 */
export async function removeProduct(db: Db, actor: string, id: string, basedOn: BasedOn): Promise<Removal> {
  return db.transaction(async (tx) => {
    // The lock also waits for a checkout writing an invoice line of it (that takes a key-share lock on the row).
    const before = await readProduct(tx, id, true);
    checkVersion(basedOn, before, 'product');
    const [invoiced] = await tx
      .select({ found: sql`1` })
      .from(invoiceLines)
      .where(eq(invoiceLines.productId, id))
      .limit(1);
    if (!invoiced) {
      // Its details, cart and wish-list lines and sliders go with it.
      await tx.delete(products).where(eq(products.id, id));
      await recordChange(tx, {
        actor,
        action: 'product.delete',
        entity: 'product',
        entityId: id,
        before,
        after: null,
      });
      return { outcome: 'deleted', product: before };
    }
    if (before.retiredAt !== null) return { outcome: 'retired', product: before };
    await tx.update(products).set({ retiredAt: new Date() }).where(eq(products.id, id));
    const after = await readProduct(tx, id);
    await recordChange(tx, {
      actor,
      action: 'product.retire',
      entity: 'product',
      entityId: id,
      before,
      after,
    });
    return { outcome: 'retired', product: after };
  });
}
