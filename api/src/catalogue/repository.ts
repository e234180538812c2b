import { and, asc, desc, eq, gte, isNull, like, lte, max, min, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  brands,
  categories,
  features,
  type LegalType,
  legalPages,
  productDetails,
  products,
  productVariants,
  profiles,
  reviews,
  sliders,
} from '../db/schema';
import { sanitizeContent } from '../lib/html';
import { stockLeft } from '../stock/stock';
import { EMPTY_DETAILS } from './product-fields';
import type { FilterBody, PageQuery, ProductCard } from './schemas';
import { inOptionOrder, variantsOf } from './variants';

/**
 * A product the shop still sells: one an operator retired (it appears in old invoices, so it could not be deleted)
 * is not listed, found, shown, sold or reviewed anywhere in the storefront. Orders and invoices still show it.
 */
export const onSale = isNull(products.retiredAt);

/** What a product shows wherever it is listed (a card, a cart line, the wish list): its name, picture and price. */
export const productFace = {
  title: products.title,
  image: products.image,
  price: products.price,
  discount: products.discount,
  discountPrice: products.discountPrice,
};

/**
 * A product's face as sold in one of its variants, in a query that left-joins product_variants to the variant
 * chosen (none: the product's own face). The variant's own price, when it has one, replaces the product's,
 * discount included. `variantId` and `stock` say where its units are counted: the variant's count, else the
 * product's (null: unlimited).
 */
export const variantFace = {
  title: products.title,
  image: products.image,
  price: sql<number>`coalesce(${productVariants.price}, ${products.price})`.mapWith(products.price),
  discount: sql<boolean>`(${productVariants.price} IS NULL AND ${products.discount})`,
  discountPrice: sql<
    number | null
  >`CASE WHEN ${productVariants.price} IS NULL THEN ${products.discountPrice} END`.mapWith(
    products.discountPrice,
  ),
  variantId: productVariants.id,
  stock: sql<
    number | null
  >`CASE WHEN ${productVariants.id} IS NULL THEN ${products.stock} ELSE ${productVariants.stock} END`,
};

/**
 * How many of a product are left in all: its variants' counts together when it has variants (unlimited when any of
 * them is), else its own. Read per row of a page through the variants' (product, size, colour) index: one query a
 * page, not one a card. (The columns are spelt out: drizzle writes a one-table query's columns unqualified.)
 */
const stockInAll = sql<number | null>`(SELECT CASE
    WHEN count(*) = 0 THEN ${products}.stock
    WHEN bool_or(variant.stock IS NULL) THEN NULL
    ELSE sum(variant.stock)::int END
  FROM ${productVariants} variant WHERE variant.product_id = ${products}.id)`;

/** A card's row as read, its count turned into what shoppers are told. */
const toCard = <Row extends { stock: number | null }>({ stock, ...row }: Row) => ({
  ...row,
  stockLeft: stockLeft(stock),
});

/** Data access for the public catalogue: every list newest first, bounded by a page. */
export function catalogueRepository(db: Db) {
  const card = {
    _id: products.id,
    ...productFace,
    star: products.star,
    remark: products.remark,
    stock: stockInAll,
  };

  async function productPage(where: SQL | undefined, { page, limit }: PageQuery) {
    // One row more than asked tells whether a next page exists, without counting.
    const read = await db
      .select(card)
      .from(products)
      .where(and(onSale, where))
      // Exactly the order of the products_* indexes (created_at DESC NULLS LAST, id), so a page is read from an
      // index instead of sorting every match; a plain `desc` means NULLS FIRST, which no index provides.
      .orderBy(sql`${products.createdAt} desc nulls last`, asc(products.id))
      .limit(limit + 1)
      .offset((page - 1) * limit);
    const rows: ProductCard[] = read.map(toCard);
    return { data: rows.slice(0, limit), page, limit, hasMore: rows.length > limit };
  }

  /** The lowest and highest price customers pay among the matches (nulls when nothing matches). */
  async function priceRange(where: SQL | undefined) {
    const [row] = await db
      .select({ min: min(products.effectivePrice), max: max(products.effectivePrice) })
      .from(products)
      .where(and(onSale, where));
    return { min: row?.min ?? null, max: row?.max ?? null };
  }

  return {
    brands: () =>
      db
        .select({ _id: brands.id, brandName: brands.brandName, brandImg: brands.brandImg })
        .from(brands)
        .orderBy(asc(brands.brandName)),

    categories: () =>
      db
        .select({
          _id: categories.id,
          categoryName: categories.categoryName,
          categoryImg: categories.categoryImg,
        })
        .from(categories)
        .orderBy(asc(categories.categoryName)),

    sliders: () =>
      db
        .select({
          _id: sliders.id,
          title: sliders.title,
          des: sliders.des,
          image: sliders.image,
          productID: sliders.productId,
        })
        .from(sliders)
        .innerJoin(products, and(eq(products.id, sliders.productId), onSale))
        .orderBy(asc(sliders.position)),

    features: () =>
      db
        .select({
          _id: features.id,
          name: features.name,
          description: features.description,
          img: features.img,
        })
        .from(features)
        .orderBy(asc(features.position)),

    async legal(type: LegalType) {
      const rows = await db.select().from(legalPages).where(eq(legalPages.type, type));
      return rows.map((row) => ({ type: row.type, description: sanitizeContent(row.description) }));
    },

    byRemark: (remark: string, page: PageQuery) => productPage(eq(products.remark, remark as never), page),
    byBrand: (brandId: string, page: PageQuery) => productPage(ofBrand(brandId), page),
    byCategory: (categoryId: string, page: PageQuery) => productPage(ofCategory(categoryId), page),
    byKeyword: (keyword: string, page: PageQuery) => productPage(matching(keyword), page),

    /** Each filter applies only when non-empty; prices compare what the customer pays. */
    byFilter: (filter: FilterBody, page: PageQuery) =>
      productPage(
        and(
          filter.brandID ? ofBrand(filter.brandID) : undefined,
          filter.categoryID ? ofCategory(filter.categoryID) : undefined,
          filter.keyword.trim() ? matching(filter.keyword.trim()) : undefined,
          filter.priceMin ? gte(products.effectivePrice, Number(filter.priceMin)) : undefined,
          filter.priceMax ? lte(products.effectivePrice, Number(filter.priceMax)) : undefined,
        ),
        page,
      ),

    /** What the price filter of a brand's, category's or keyword's listing runs between. */
    priceRangeByBrand: (brandId: string) => priceRange(ofBrand(brandId)),
    priceRangeByCategory: (categoryId: string) => priceRange(ofCategory(categoryId)),
    priceRangeByKeyword: (keyword: string) => priceRange(matching(keyword)),

    async details(productId: string) {
      const rows = await db
        .select({
          product: card,
          shortDes: products.shortDes,
          brand: { _id: brands.id, brandName: brands.brandName, brandImg: brands.brandImg },
          category: {
            _id: categories.id,
            categoryName: categories.categoryName,
            categoryImg: categories.categoryImg,
          },
          details: productDetails,
        })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .leftJoin(productDetails, eq(productDetails.productId, products.id))
        .where(and(eq(products.id, productId), onSale));
      const variants = rows.length > 0 ? ((await variantsOf(db, [productId])).get(productId) ?? []) : [];
      return rows.map(({ product, shortDes, brand, category, details }) => {
        const { productId: _, ...slots } = details ?? emptyDetails;
        return {
          ...toCard(product),
          shortDes,
          brand,
          category,
          details: { ...slots, des: sanitizeContent(slots.des) },
          variants: inOptionOrder(variants, slots).map(({ sku, size, color, price, stock }) => ({
            sku,
            size,
            color,
            price,
            stockLeft: stockLeft(stock),
          })),
        };
      });
    },

    async reviews(productId: string, { page, limit }: PageQuery) {
      const rows = await db
        .select({
          _id: reviews.id,
          cusName: profiles.cus_name,
          rating: reviews.rating,
          des: reviews.des,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(products, and(eq(products.id, reviews.productId), onSale))
        .leftJoin(profiles, eq(profiles.userId, reviews.userId))
        .where(eq(reviews.productId, productId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset((page - 1) * limit);
      return rows.map((row) => ({
        _id: row._id,
        profile: { cus_name: row.cusName || 'Verified buyer' },
        rating: String(row.rating),
        des: row.des,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** How many reviews a product on sale has (its review list is paged; its star is the mean of them all). */
    async reviewCount(productId: string) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(reviews)
        .innerJoin(products, and(eq(products.id, reviews.productId), onSale))
        .where(eq(reviews.productId, productId));
      return row?.count ?? 0;
    },

    /** The ids of what the sitemap lists: every product on sale (newest first), brand, category and legal page. */
    async sitemapEntries() {
      const [onSaleProducts, allBrands, allCategories, legal] = await Promise.all([
        db
          .select({ id: products.id })
          .from(products)
          .where(onSale)
          .orderBy(sql`${products.createdAt} desc nulls last`, asc(products.id)),
        db.select({ id: brands.id }).from(brands).orderBy(asc(brands.brandName)),
        db.select({ id: categories.id }).from(categories).orderBy(asc(categories.categoryName)),
        db.select({ type: legalPages.type }).from(legalPages),
      ]);
      return {
        products: onSaleProducts.map((row) => row.id),
        brands: allBrands.map((row) => row.id),
        categories: allCategories.map((row) => row.id),
        legal: legal.map((row) => row.type),
      };
    },

    async productExists(productId: string) {
      const [row] = await db
        .select({ found: sql`1` })
        .from(products)
        .where(and(eq(products.id, productId), onSale));
      return row !== undefined;
    },
  };
}

const emptyDetails = { productId: '', ...EMPTY_DETAILS };

const ofBrand = (brandId: string) => eq(products.brandId, brandId);
const ofCategory = (categoryId: string) => eq(products.categoryId, categoryId);
/** Case-insensitive substring match on title and short description, through the trigram index. */
const matching = (keyword: string) => like(products.searchText, `%${escapeLike(keyword.toLowerCase())}%`);

/** `%`, `_` and `\` in a keyword are literal characters, not patterns. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
