import { randomUUID } from 'node:crypto';
import { offeredOptions } from '@shop/shared/lib';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import {
  brands,
  categories,
  features,
  invoiceLines,
  invoices,
  type LegalType,
  legalPages,
  productDetails,
  products,
  productVariants,
  profiles,
  reviews,
  sliders,
  users,
} from '../db/schema';
import { invoiceTotals, unitPrice } from '../lib/money';
import { customerDetails, shippingDetails } from '../orders/invoice-details';
import {
  BRANDS,
  CATEGORIES,
  CUSTOMERS,
  FEATURES,
  LEGAL_PAGES,
  PRODUCTS,
  REVIEWS,
  SLIDERS,
} from './catalogue';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Client-side ids, so rows can reference each other by catalogue key before anything is inserted. */
function idsByKey(items: readonly { key: string }[]): Map<string, string> {
  return new Map(items.map((item) => [item.key, randomUUID()]));
}

function lookup(ids: Map<string, string>, key: string, what: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`Demo catalogue refers to unknown ${what} "${key}"`);
  return id;
}

/** True when the shop has neither brands nor products, i.e. the demo catalogue may be seeded. */
export async function isCatalogueEmpty(db: DbOrTx): Promise<boolean> {
  const [brand] = await db.select({ id: brands.id }).from(brands).limit(1);
  if (brand) return false;
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  return !product;
}

/** Any constant: serialises seeding when several API replicas start at once on an empty database. */
const SEED_LOCK = 727_002;

/**
 * Inserts the demo catalogue, demo customers and their reviewed, paid orders in one transaction, so a failure
 * leaves the database as it was; only into an empty catalogue, checked under a lock, so replicas starting together
 * seed once. Returns whether it seeded.
 */
export async function seedDemoCatalogue(db: Db): Promise<boolean> {
  const now = Date.now();
  // The shop "opened" two months ago; the demo orders happened since.
  const openedAt = now - 60 * DAY;
  const brandIds = idsByKey(BRANDS);
  const categoryIds = idsByKey(CATEGORIES);
  const productIds = idsByKey(PRODUCTS);
  const customerIds = idsByKey(CUSTOMERS);

  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isCatalogueEmpty(tx))) return false;
    await tx
      .insert(brands)
      .values(
        BRANDS.map((b) => ({ id: lookup(brandIds, b.key, 'brand'), brandName: b.name, brandImg: b.image })),
      );
    await tx.insert(categories).values(
      CATEGORIES.map((c) => ({
        id: lookup(categoryIds, c.key, 'category'),
        categoryName: c.name,
        categoryImg: c.image,
      })),
    );

    await tx.insert(products).values(
      PRODUCTS.map((p, i) => ({
        id: lookup(productIds, p.key, 'product'),
        sku: p.key,
        title: p.title,
        shortDes: p.shortDes,
        price: p.price,
        discount: p.discount,
        discountPrice: p.discountPrice,
        image: p.details.images[0] ?? '',
        remark: p.remark,
        brandId: lookup(brandIds, p.brand, 'brand'),
        categoryId: lookup(categoryIds, p.category, 'category'),
        stock: p.stock,
        // A minute apart, first listed newest, so "newest first" has one stable order.
        createdAt: new Date(openedAt - i * MINUTE),
      })),
    );
    await tx.insert(productDetails).values(
      PRODUCTS.map((p) => {
        // Unused slots stay empty strings: a product's details always carry all eight (img1 to img8).
        const [img1 = '', img2 = '', img3 = '', img4 = '', img5 = '', img6 = '', img7 = '', img8 = ''] =
          p.details.images;
        return {
          productId: lookup(productIds, p.key, 'product'),
          img1,
          img2,
          img3,
          img4,
          img5,
          img6,
          img7,
          img8,
          size: p.details.size,
          color: p.details.color,
          des: p.details.des,
        };
      }),
    );

    // Each variant's id is known before the insert: the demo orders below refer to the variants bought.
    const variantRows = PRODUCTS.flatMap((p) =>
      p.variants.map((v) => ({ id: randomUUID(), productId: lookup(productIds, p.key, 'product'), ...v })),
    );
    await tx.insert(productVariants).values(variantRows);

    await tx.insert(sliders).values(
      SLIDERS.map((s, position) => ({
        title: s.title,
        des: s.des,
        image: s.image,
        productId: lookup(productIds, s.product, 'product'),
        position,
      })),
    );
    await tx
      .insert(features)
      .values(
        FEATURES.map((f, position) => ({ name: f.name, description: f.description, img: f.img, position })),
      );
    await tx.insert(legalPages).values(
      (Object.entries(LEGAL_PAGES) as [LegalType, string][]).map(([type, description]) => ({
        type,
        description,
      })),
    );

    await tx.insert(users).values(
      CUSTOMERS.map((c) => ({
        id: lookup(customerIds, c.key, 'customer'),
        email: c.email.toLowerCase(),
        createdAt: new Date(openedAt),
      })),
    );
    await tx
      .insert(profiles)
      .values(CUSTOMERS.map((c) => ({ userId: lookup(customerIds, c.key, 'customer'), ...c.profile })));

    // Reviews follow a delivered purchase, as they would in the live shop.
    const ratings = new Map<string, number[]>();
    for (const [i, review] of REVIEWS.entries()) {
      const customer = CUSTOMERS.find((c) => c.key === review.customer);
      const product = PRODUCTS.find((p) => p.key === review.product);
      if (!customer || !product) {
        throw new Error(`Demo review ${i} refers to unknown customer or product`);
      }
      const userId = lookup(customerIds, customer.key, 'customer');
      const productId = lookup(productIds, product.key, 'product');
      const color = offeredOptions(product.details.color)[0] ?? '';
      const size = offeredOptions(product.details.size)[0] ?? '';
      const variant = variantRows.find(
        (v) => v.productId === productId && v.size === size && v.color === color,
      );
      // Bought in the first size and colour, at that variant's own price when it has one.
      const price = variant?.price ?? unitPrice(product);
      const orderedAt = now - (REVIEWS.length - i + 1) * 2 * DAY;

      const [invoice] = await tx
        .insert(invoices)
        .values({
          userId,
          tranId: `DEMO-${String(i + 1).padStart(4, '0')}`,
          ...invoiceTotals([{ price, discount: false, discountPrice: null, qty: 1 }]),
          currency: 'USD',
          cusDetails: customerDetails(customer.profile),
          shipDetails: shippingDetails(customer.profile),
          paymentStatus: 'success',
          deliveryStatus: 'delivered',
          createdAt: new Date(orderedAt),
          updatedAt: new Date(orderedAt + DAY),
          expiresAt: new Date(orderedAt + 30 * MINUTE),
        })
        .returning({ id: invoices.id });
      if (!invoice) throw new Error('Demo invoice was not inserted');
      await tx.insert(invoiceLines).values({
        invoiceId: invoice.id,
        productId,
        variantId: variant?.id ?? null,
        qty: 1,
        price,
        color,
        size,
      });
      await tx.insert(reviews).values({
        userId,
        productId,
        rating: review.rating,
        des: review.des,
        createdAt: new Date(orderedAt + DAY + 3 * 60 * MINUTE),
      });
      ratings.set(productId, [...(ratings.get(productId) ?? []), review.rating]);
    }

    for (const [productId, list] of ratings) {
      const mean = list.reduce((sum, rating) => sum + rating, 0) / list.length;
      await tx
        .update(products)
        .set({ star: Math.round(mean * 100) / 100 })
        .where(eq(products.id, productId));
    }
    return true;
  });
}
