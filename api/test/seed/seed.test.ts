import { existsSync } from 'node:fs';
import path from 'node:path';
import { MAX_LINE_QTY } from '@shop/shared/lib';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  brands,
  categories,
  features,
  invoiceLines,
  invoices,
  LEGAL_TYPES,
  legalPages,
  productDetails,
  products,
  productVariants,
  REMARKS,
  reviews,
  sliders,
  users,
} from '../../src/db/schema';
import { imageFileOf } from '../../src/seed/image-paths';
import { isCatalogueEmpty, seedDemoCatalogue } from '../../src/seed/seed';
import { createTestDatabase } from '../support/database';

const IMAGES_DIR = path.join(__dirname, '../../public/images');

/** True when the URL is one of ours and its file exists under public/images. */
const isImageFile = (url: string) => {
  const file = imageFileOf(url);
  return file !== null && existsSync(path.join(IMAGES_DIR, file));
};

type DetailsRow = typeof productDetails.$inferSelect;
const galleryOf = (d: DetailsRow) => [d.img1, d.img2, d.img3, d.img4, d.img5, d.img6, d.img7, d.img8];

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoCatalogue(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe('demo catalogue seed', () => {
  it('reports an empty catalogue before seeding and a full one after', async () => {
    const fresh = await createTestDatabase();
    try {
      expect(await isCatalogueEmpty(fresh.db)).toBe(true);
    } finally {
      await fresh.close();
    }
    expect(await isCatalogueEmpty(database.db)).toBe(false);
  });

  it('seeds once when several replicas start together on an empty database', async () => {
    const fresh = await createTestDatabase();
    try {
      const outcomes = await Promise.all([seedDemoCatalogue(fresh.db), seedDemoCatalogue(fresh.db)]);
      expect(outcomes.sort()).toEqual([false, true]);
      expect(await seedDemoCatalogue(fresh.db)).toBe(false);
      expect(await fresh.db.select().from(legalPages)).toHaveLength(LEGAL_TYPES.length);
    } finally {
      await fresh.close();
    }
  });

  it('seeds at least 8 brands and categories and 60 products, with every remark represented', async () => {
    const { db } = database;
    expect((await db.select().from(brands)).length).toBeGreaterThanOrEqual(8);
    expect((await db.select().from(categories)).length).toBeGreaterThanOrEqual(8);
    const rows = await db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const remark of REMARKS) {
      expect(rows.filter((p) => p.remark === remark).length).toBeGreaterThanOrEqual(8);
    }
    expect(rows.some((p) => p.discount)).toBe(true);
  });

  it('counts every product: its own stock or its variants, with one running low, one out and one variant priced apart', async () => {
    const { db } = database;
    const rows = await db.select().from(products);
    const variants = await db.select().from(productVariants);
    const withVariants = new Set(variants.map((v) => v.productId));
    expect(withVariants.size).toBeGreaterThanOrEqual(2);
    for (const product of rows) {
      if (withVariants.has(product.id)) expect(product.stock).toBeNull();
      else expect(product.stock).not.toBeNull();
    }
    expect(variants.every((v) => v.stock !== null)).toBe(true);
    expect(variants.filter((v) => v.price !== null)).not.toEqual([]);
    expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length);

    const counts = rows.flatMap((p) => (p.stock === null ? [] : [p.stock]));
    expect(counts.filter((count) => count === 0)).toHaveLength(1);
    expect(counts.filter((count) => count === 3)).toHaveLength(1);
    // The rest plentiful: no other product is told to be running low.
    expect(counts.filter((count) => count > 0 && count <= 5)).toHaveLength(1);
  });

  it("keeps the products the storefront's journeys buy (new and special) in stock for a full line of 99", async () => {
    const bought = await database.db
      .select({ stock: products.stock })
      .from(products)
      .where(inArray(products.remark, ['new', 'special']));
    expect(bought.length).toBeGreaterThan(0);
    for (const { stock } of bought) expect(stock).toBeGreaterThanOrEqual(MAX_LINE_QTY);
  });

  it('gives products distinct creation times so newest-first order is stable', async () => {
    const rows = await database.db.select({ createdAt: products.createdAt }).from(products);
    expect(new Set(rows.map((r) => r.createdAt.getTime())).size).toBe(rows.length);
  });

  it('gives every product details eight distinct gallery images that exist, and an HTML specification table', async () => {
    const rows = await database.db
      .select({ product: products, details: productDetails })
      .from(products)
      .leftJoin(productDetails, eq(productDetails.productId, products.id));
    for (const { product, details } of rows) {
      expect(details).not.toBeNull();
      if (!details) continue;
      const gallery = galleryOf(details);
      expect(gallery.every((img) => img !== '')).toBe(true);
      expect(new Set(gallery).size).toBe(8);
      expect(gallery.filter((url) => !isImageFile(url))).toEqual([]);
      expect(product.image).toBe(details.img1);
      expect(details.des).toContain('<table');
      expect(details.color).not.toBe('');
    }
  });

  it('gives every brand its own logo image for the brand tiles', async () => {
    const logos = (await database.db.select({ url: brands.brandImg }).from(brands)).map((row) => row.url);
    expect(logos.filter((url) => !isImageFile(url))).toEqual([]);
    expect(new Set(logos).size).toBe(logos.length);
  });

  it('seeds 4 features, all 7 legal pages and sliders that promote existing products', async () => {
    const { db } = database;
    expect(await db.select().from(features)).toHaveLength(4);
    const pages = await db.select().from(legalPages);
    expect(pages.map((p) => p.type).sort()).toEqual([...LEGAL_TYPES].sort());
    for (const page of pages) expect(page.description.length).toBeGreaterThan(500);

    const slides = await db
      .select({ slider: sliders, productId: products.id })
      .from(sliders)
      .leftJoin(products, eq(products.id, sliders.productId));
    expect(slides.length).toBe(4);
    for (const { productId } of slides) expect(productId).not.toBeNull();
  });

  it("gives the legal pages no heading of their own (the page's title is it) and the top bar's phone number", async () => {
    const pages = await database.db.select().from(legalPages);
    for (const page of pages) {
      expect({ type: page.type, start: page.description.slice(0, 3) }).toEqual({
        type: page.type,
        start: '<p>',
      });
      expect(page.description).not.toMatch(/<h1|<h3/);
    }
    const numbers = pages.flatMap((page) => page.description.match(/\+1[\d ()-]+\d/g) ?? []);
    expect(numbers.length).toBeGreaterThan(0);
    expect(new Set(numbers)).toEqual(new Set(['+1 (555) 010-2030']));
  });

  it('refers only to image files that exist under public/images', async () => {
    const { db } = database;
    const urls = [
      ...(await db.select({ url: brands.brandImg }).from(brands)),
      ...(await db.select({ url: categories.categoryImg }).from(categories)),
      ...(await db.select({ url: products.image }).from(products)),
      ...(await db.select({ url: sliders.image }).from(sliders)),
      ...(await db.select({ url: features.img }).from(features)),
    ].map((row) => row.url);
    for (const details of await db.select().from(productDetails)) {
      urls.push(...galleryOf(details).filter((img) => img !== ''));
    }
    const missing = urls.filter((url) => !isImageFile(url));
    expect(missing).toEqual([]);
  });

  it('backs every review with a paid, delivered invoice for that customer and product', async () => {
    const { db } = database;
    const reviewRows = await db.select().from(reviews);
    expect(reviewRows.length).toBeGreaterThanOrEqual(10);
    const withVariants = new Set(
      (await db.select({ productId: productVariants.productId }).from(productVariants)).map(
        (v) => v.productId,
      ),
    );
    for (const review of reviewRows) {
      const bought = await db
        .select({ invoice: invoices, line: invoiceLines })
        .from(invoiceLines)
        .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
        .where(eq(invoiceLines.productId, review.productId));
      const own = bought.filter((b) => b.invoice.userId === review.userId);
      expect(own).toHaveLength(1);
      const [purchase] = own;
      if (!purchase) continue;
      const { invoice, line } = purchase;
      expect(invoice.paymentStatus).toBe('success');
      expect(invoice.deliveryStatus).toBe('delivered');
      expect(invoice.tranId).toMatch(/^DEMO-/);
      expect(invoice.vat).toBe(Math.round(line.price * line.qty * 5) / 100);
      // A product sold in variants was bought in one of them.
      expect(line.variantId !== null).toBe(withVariants.has(review.productId));
      expect(invoice.payable).toBeCloseTo(invoice.total + invoice.vat, 2);
    }
    const emails = (await db.select({ email: users.email }).from(users)).map((u) => u.email);
    for (const email of emails) expect(email).toBe(email.toLowerCase());
  });

  it('sets the star of each reviewed product to the mean of its ratings', async () => {
    const { db } = database;
    const reviewRows = await db.select().from(reviews);
    const byProduct = new Map<string, number[]>();
    for (const r of reviewRows) byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r.rating]);
    for (const [productId, ratings] of byProduct) {
      const [product] = await db
        .select({ star: products.star })
        .from(products)
        .where(eq(products.id, productId));
      const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
      expect(product?.star).toBe(Math.round(mean * 100) / 100);
    }
    expect([...byProduct.values()].some((ratings) => ratings.length > 1)).toBe(true);
  });
});
