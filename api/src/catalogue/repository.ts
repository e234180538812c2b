import { and, asc, desc, eq, gte, isNull, lte, max, min, type SQL, sql } from 'drizzle-orm';
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
import type { FilterBody, ListingQuery, ListingSort, PageQuery, ProductCard } from './schemas';
import { correctedKeyword, matching, searchRanks, suggestionsFor } from './search';
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

  /** `count` of the products `where` matches, in `order`, after the first `offset`. */
  async function readRows(where: SQL | undefined, order: SQL[], count: number, offset: number) {
    const read = await db
      .select(card)
      .from(products)
      .where(and(onSale, where))
      .orderBy(...order)
      .limit(count)
      .offset(offset);
    return read.map(toCard);
  }

  /** A page is read one row longer than asked: the extra row tells whether a next page exists, without counting. */
  const asPage = (rows: ProductCard[], { page, limit }: PageQuery) => ({
    data: rows.slice(0, limit),
    page,
    limit,
    hasMore: rows.length > limit,
  });

  async function productPage(where: SQL | undefined, query: ListingQuery) {
    const { page, limit, sort } = query;
    const order = ORDERS[sort === 'relevance' ? 'newest' : sort];
    return asPage(await readRows(where, order, limit + 1, (page - 1) * limit), query);
  }

  /**
   * Products matching a keyword by relevance: each rank of searchRanks in turn, newest first within it. One read
   * per rank, each walking the newest-first index while its matches are many, instead of ranking every match; a
   * rank is read only when those before it do not fill the page.
   */
  async function relevantPage(where: SQL | undefined, keyword: string, query: ListingQuery) {
    const rows: ProductCard[] = [];
    let skip = (query.page - 1) * query.limit;
    for (const rank of searchRanks(db, keyword)) {
      if (rank.mayMatch && !(await rank.mayMatch())) break;
      const ranked = and(where, rank.where);
      const read = await readRows(ranked, ORDERS.newest, query.limit + 1 - rows.length, skip);
      rows.push(...read);
      if (rows.length > query.limit) break;
      // The next rank starts on this page when this one ended on it, else as far past its start as this page is.
      skip = read.length > 0 || skip === 0 ? 0 : Math.max(0, skip - (await count(ranked)));
    }
    return asPage(rows, query);
  }

  /** Whether any product `where` matches: the first one found answers, rather than counting them all. */
  async function anyMatch(where: SQL | undefined) {
    const found = await db.select({ found: sql`1` }).from(products).where(and(onSale, where)).limit(1);
    return found.length > 0;
  }

  async function count(where: SQL | undefined) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(onSale, where));
    return row?.count ?? 0;
  }

  /**
   * A listing narrowed by a keyword: its page, and when the keyword matches nothing at all, the page for its
   * correction ("hedphones": "headphones") with what was searched instead, if that finds anything.
   */
  async function searchPage(where: SQL | undefined, keyword: string, query: ListingQuery) {
    const page = (searched: string) =>
      query.sort === 'relevance'
        ? relevantPage(where, searched, query)
        : productPage(and(where, matching(searched)), query);
    const found = await page(keyword);
    // A correction is for a keyword that finds nothing at all, not one the rest of a filter leaves nothing of.
    if (found.data.length > 0 || query.page > 1 || (where && (await anyMatch(matching(keyword)))))
      return found;
    const corrected = await correctedKeyword(db, keyword);
    if (!corrected) return found;
    const instead = await page(corrected);
    return instead.data.length > 0 ? { ...instead, searchedFor: corrected } : found;
  }

  /** The keyword a listing searches: as typed when it matches anything, else its correction when that does. */
  async function keywordSearched(keyword: string) {
    if (await anyMatch(matching(keyword))) return keyword;
    const corrected = await correctedKeyword(db, keyword);
    return corrected && (await anyMatch(matching(corrected))) ? corrected : keyword;
  }

  /** The lowest and highest price customers pay among the matches (nulls when nothing matches). */
  async function priceRange(where: SQL | undefined) {
    const [row] = await db
      .select({ min: min(products.effectivePrice), max: max(products.effectivePrice) })
      .from(products)
      .where(and(onSale, where));
    return { min: row?.min ?? null, max: row?.max ?? null };
  }

  /** How many of the matches each brand (category) has: only those with any, most first. */
  const countsBy = (column: typeof products.brandId | typeof products.categoryId, where: SQL | undefined) =>
    db
      .select({ _id: column, count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(onSale, where))
      .groupBy(column);

  /** The filter's conditions, each only when given; the keyword as searched. */
  const filtered = (filter: FilterBody, keyword: string) => ({
    brand: filter.brandID ? ofBrand(filter.brandID) : undefined,
    category: filter.categoryID ? ofCategory(filter.categoryID) : undefined,
    rest: and(
      keyword ? matching(keyword) : undefined,
      filter.priceMin ? gte(products.effectivePrice, Number(filter.priceMin)) : undefined,
      filter.priceMax ? lte(products.effectivePrice, Number(filter.priceMax)) : undefined,
    ),
  });

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

    byRemark: (remark: string, page: PageQuery) =>
      productPage(eq(products.remark, remark as never), { ...page, sort: 'newest' }),
    byBrand: (brandId: string, query: ListingQuery) => productPage(ofBrand(brandId), query),
    byCategory: (categoryId: string, query: ListingQuery) => productPage(ofCategory(categoryId), query),
    byKeyword: (keyword: string, query: ListingQuery) => searchPage(undefined, keyword, query),

    /** Each filter applies only when non-empty; prices compare what the customer pays. */
    byFilter(filter: FilterBody, query: ListingQuery) {
      const keyword = filter.keyword.trim();
      const { brand, category, rest } = filtered(filter, '');
      const where = and(brand, category, rest);
      return keyword ? searchPage(where, keyword, query) : productPage(where, query);
    },

    /**
     * What a filtered listing holds: how many products, and how many of them each brand and category has under
     * the rest of the filter (a brand's counts ignore the brand chosen, so the others can still be chosen).
     */
    async facets(filter: FilterBody) {
      const keyword = filter.keyword.trim() && (await keywordSearched(filter.keyword.trim()));
      const { brand, category, rest } = filtered(filter, keyword);
      const [total, byBrand, byCategory] = await Promise.all([
        count(and(brand, category, rest)),
        countsBy(products.brandId, and(category, rest)),
        countsBy(products.categoryId, and(brand, rest)),
      ]);
      return { total, brands: byBrand, categories: byCategory };
    },

    suggestions: (keyword: string) => suggestionsFor(db, keyword, onSale),

    /** What the price filter of a brand's, category's or keyword's listing runs between. */
    priceRangeByBrand: (brandId: string) => priceRange(ofBrand(brandId)),
    priceRangeByCategory: (categoryId: string) => priceRange(ofCategory(categoryId)),
    priceRangeByKeyword: async (keyword: string) => priceRange(matching(await keywordSearched(keyword))),

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

/**
 * Listing orders, each exactly the order of an index (created_at DESC NULLS LAST, id; or price or rating first),
 * so a page is read from the index instead of sorting every match while matches are many. A plain `desc` means
 * NULLS FIRST, which no index provides. Relevance is ranked by searchPage; without a keyword it is the newest.
 */
const ORDERS: Record<Exclude<ListingSort, 'relevance'>, SQL[]> = {
  newest: [sql`${products.createdAt} desc nulls last`, asc(products.id)],
  'price-asc': [asc(products.effectivePrice), asc(products.id)],
  'price-desc': [desc(products.effectivePrice), desc(products.id)],
  rating: [
    sql`${products.star} desc nulls last`,
    sql`${products.createdAt} desc nulls last`,
    asc(products.id),
  ],
};
