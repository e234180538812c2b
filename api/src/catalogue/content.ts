import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordChange, recordUpdate } from '../audit/audit-log';
import type { Db, DbOrTx } from '../db/client';
import { brands, categories, type LEGAL_TYPES, legalPages, products, sliders } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';
import { sanitizeContent } from '../lib/html';
import { updateNamed } from './partial-update';
import { onSale } from './repository';
import type { Brand, Category, Slider as ShownSlider } from './schemas';
import { type BasedOn, checkVersion } from './versions';

/**
 * Brands, categories, sliders and the legal pages as operators change them: each write and its audit row in one
 * transaction. Rows use the catalogue's field names (`_id`, `brandName`, `productID`, ...). Updates and removals
 * are refused (412) when the row is no longer at the version they are based on.
 */

export interface Paging {
  page: number;
  limit: number;
}

export interface ContentStore<Row, Input> {
  /** One page, and one row more when a next page exists. */
  list(db: Db, paging: Paging): Promise<Row[]>;
  read(db: DbOrTx, id: string): Promise<Row>;
  create(db: Db, actor: string, input: Input): Promise<Row>;
  update(db: Db, actor: string, id: string, changes: Partial<Input>, basedOn: BasedOn): Promise<Row>;
  remove(db: Db, actor: string, id: string, basedOn: BasedOn): Promise<Row>;
}

interface ContentSpec<Input> {
  /** The audit's entity, and the word in messages. */
  entity: string;
  table: PgTable & { id: PgColumn };
  /** The row as answered: `_id` and the catalogue's field names. */
  columns: Record<string, PgColumn>;
  order: SQL[];
  /** The table's values for the fields given. */
  values(input: Partial<Input>): Record<string, unknown>;
  /** Refuses input naming what does not exist (400, naming the field). */
  checkInput?(tx: DbOrTx, input: Partial<Input>): Promise<void>;
  /** Refuses removing what is still used (409). */
  checkRemoval?(tx: DbOrTx, id: string): Promise<void>;
}

function contentStore<Row extends { _id: string }, Input>(
  spec: ContentSpec<Input>,
): ContentStore<Row, Input> {
  const { entity, table, columns } = spec;
  const audit = (
    tx: DbOrTx,
    actor: string,
    verb: string,
    entityId: string,
    before: unknown,
    after: unknown,
  ) => recordChange(tx, { actor, action: `${entity}.${verb}`, entity, entityId, before, after });
  // Locked: the write that follows works on what was read.
  const lockedRow = async (tx: DbOrTx, id: string) => {
    const [row] = await tx.select(columns).from(table).where(eq(table.id, id)).for('update');
    if (!row) throw notFound(`No such ${entity}`);
    return row as Row;
  };
  const lockedAt = async (tx: DbOrTx, id: string, basedOn: BasedOn) => {
    const row = await lockedRow(tx, id);
    checkVersion(basedOn, row, entity);
    return row;
  };

  return {
    list: async (db, { page, limit }) =>
      (await db
        .select(columns)
        .from(table)
        .orderBy(...spec.order)
        .limit(limit + 1)
        .offset((page - 1) * limit)) as Row[],
    async read(db, id) {
      const [row] = await db.select(columns).from(table).where(eq(table.id, id));
      if (!row) throw notFound(`No such ${entity}`);
      return row as Row;
    },
    create: (db, actor, input) =>
      db.transaction(async (tx) => {
        await spec.checkInput?.(tx, input);
        const [after] = (await tx.insert(table).values(spec.values(input)).returning(columns)) as Row[];
        if (!after) throw new Error(`${entity} insert returned nothing`);
        await audit(tx, actor, 'create', after._id, null, after);
        return after;
      }),
    update: (db, actor, id, changes, basedOn) =>
      db.transaction(async (tx) => {
        const before = await lockedAt(tx, id, basedOn);
        await spec.checkInput?.(tx, changes);
        const wrote = await updateNamed(tx, table, eq(table.id, id), spec.values(changes));
        const after = wrote ? await lockedRow(tx, id) : before;
        await recordUpdate(tx, { actor, action: `${entity}.update`, entity, entityId: id, before, after });
        return after;
      }),
    remove: (db, actor, id, basedOn) =>
      db.transaction(async (tx) => {
        // The lock also waits for product writes naming this row (they hold a share lock on it) to commit.
        const before = await lockedAt(tx, id, basedOn);
        await spec.checkRemoval?.(tx, id);
        await tx.delete(table).where(eq(table.id, id));
        await audit(tx, actor, 'delete', id, before, null);
        return before;
      }),
  };
}

/** A brand or category that products still name cannot go: the operator moves or deletes those first. */
async function refuseWhileUsed(tx: DbOrTx, naming: SQL, what: string) {
  const [usage] = await tx.select({ products: count() }).from(products).where(naming);
  const used = usage?.products ?? 0;
  if (used > 0) {
    throw new HttpError(
      409,
      `This ${what} is used by ${used} product${used === 1 ? '' : 's'} (retired ones included): ` +
        `give them another ${what} or delete them first`,
      'CONFLICT',
    );
  }
}

/** Only the fields given, so an update leaves the others alone. */
const given = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

export const brandStore = contentStore<Brand, Omit<Brand, '_id'>>({
  entity: 'brand',
  table: brands,
  columns: { _id: brands.id, brandName: brands.brandName, brandImg: brands.brandImg },
  order: [asc(brands.brandName), asc(brands.id)],
  values: (input) => given(input),
  checkRemoval: (tx, id) => refuseWhileUsed(tx, eq(products.brandId, id), 'brand'),
});

export const categoryStore = contentStore<Category, Omit<Category, '_id'>>({
  entity: 'category',
  table: categories,
  columns: { _id: categories.id, categoryName: categories.categoryName, categoryImg: categories.categoryImg },
  order: [asc(categories.categoryName), asc(categories.id)],
  values: (input) => given(input),
  checkRemoval: (tx, id) => refuseWhileUsed(tx, eq(products.categoryId, id), 'category'),
});

/** A slider as shoppers get it, with its place among the others. */
export interface Slider extends ShownSlider {
  /** Sliders show in ascending position. */
  position: number;
}
const sliderColumns = {
  _id: sliders.id,
  title: sliders.title,
  des: sliders.des,
  image: sliders.image,
  productID: sliders.productId,
  position: sliders.position,
};
export const sliderStore = contentStore<Slider, Omit<Slider, '_id'>>({
  entity: 'slider',
  table: sliders,
  columns: sliderColumns,
  order: [asc(sliders.position), asc(sliders.id)],
  values: ({ productID, ...fields }) => given({ ...fields, productId: productID }),
  async checkInput(tx, { productID }) {
    if (productID === undefined) return;
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productID), onSale))
      .for('share');
    if (!product) throw badRequest('productID names no product on sale', 'productID');
  },
});

/**
 * Puts the sliders in the order of `ids` (positions 0, 1, 2, ...), which must name every slider once: a missing,
 * repeated or unknown id is a 400 naming it (`ids.3`). One audit row, `slider.reorder`, holds the ids in order
 * before and after (none when the order and positions were already these). Answers the sliders in their new order.
 */
export async function reorderSliders(db: Db, actor: string, ids: string[]): Promise<Slider[]> {
  return db.transaction(async (tx) => {
    // Locked: a slider created or deleted meanwhile waits, or makes this list incomplete and is refused.
    const before = (await tx
      .select(sliderColumns)
      .from(sliders)
      .orderBy(asc(sliders.position), asc(sliders.id))
      .for('update')) as Slider[];
    const known = new Set(before.map((slider) => slider._id));
    const seen = new Set<string>();
    ids.forEach((id, index) => {
      if (!known.has(id)) throw badRequest(`ids.${index} names no slider`, `ids.${index}`);
      if (seen.has(id)) throw badRequest(`ids.${index} is named twice`, `ids.${index}`);
      seen.add(id);
    });
    const missing = before.filter((slider) => !seen.has(slider._id)).length;
    if (missing > 0) {
      throw badRequest(
        `ids must name every slider: ${missing} of ${before.length} ${missing === 1 ? 'is' : 'are'} missing`,
        'ids',
      );
    }
    const byId = new Map(before.map((slider) => [slider._id, slider]));
    const after = ids.map((id, position) => ({ ...(byId.get(id) as Slider), position }));
    const moved = after.filter((slider) => byId.get(slider._id)?.position !== slider.position);
    // Sliders are a handful: one short UPDATE each, only for those that move.
    for (const slider of moved) {
      await tx.update(sliders).set({ position: slider.position }).where(eq(sliders.id, slider._id));
    }
    const orderOf = (list: Slider[]) => list.map(({ _id, position }) => ({ _id, position }));
    await recordUpdate(tx, {
      actor,
      action: 'slider.reorder',
      entity: 'slider',
      entityId: 'order',
      before: orderOf(before),
      after: orderOf(after),
    });
    return after;
  });
}

export type LegalType = (typeof LEGAL_TYPES)[number];
export interface LegalPage {
  type: LegalType;
  /** Sanitised HTML. */
  description: string;
}

/**
 * The info pages: one per type of LEGAL_TYPES, written whole (a type without a page yet gets one, based on no
 * version); a write based on another version than the page's now is refused (412).
 */
export const legalStore = {
  async list(db: Db, { page, limit }: Paging) {
    return (await db
      .select()
      .from(legalPages)
      .orderBy(asc(legalPages.type))
      .limit(limit + 1)
      .offset((page - 1) * limit)) as LegalPage[];
  },
  async read(db: DbOrTx, type: LegalType) {
    const [row] = await db.select().from(legalPages).where(eq(legalPages.type, type));
    if (!row) throw notFound('No such page');
    return row as LegalPage;
  },
  update: (db: Db, actor: string, type: LegalType, html: string, basedOn: BasedOn) =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(legalPages).where(eq(legalPages.type, type)).for('update');
      checkVersion(basedOn, before, 'legal page');
      const description = sanitizeContent(html);
      const after: LegalPage = { type, description };
      await tx
        .insert(legalPages)
        .values(after)
        .onConflictDoUpdate({ target: legalPages.type, set: { description } });
      await recordUpdate(tx, {
        actor,
        action: 'legal.update',
        entity: 'legal',
        entityId: type,
        before: before ?? null,
        after,
      });
      return after;
    }),
};
