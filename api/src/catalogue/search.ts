import { and, asc, like, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { brands, categories, products, searchWords } from '../db/schema';
import { escapeLikePattern } from '../lib/like-pattern';

/**
 * Keyword search (docs/behaviour.md#by-brand-category-and-keyword). A product matches when every word of the keyword is in its title,
 * brand, category or short description in any English form ("watches" finds "watch"), or when the keyword is part
 * of a word there ("watch" finds "smartwatch"). A keyword that matches nothing is corrected word by word from the
 * catalogue's own words ("hedphones" searches "headphones").
 */

const wordForms = (keyword: string) => sql`plainto_tsquery('english', ${keyword})`;
const inTitle = (keyword: string) => sql`${products.searchTitle} @@ ${wordForms(keyword)}`;
const inWords = (keyword: string) => sql`${products.searchDocument} @@ ${wordForms(keyword)}`;
const insideWord = (keyword: string) =>
  sql`${products.searchText} LIKE ${`%${escapeLikePattern(keyword.toLowerCase())}%`}`;

/** Every English form of every word of the keyword, anywhere searched; or the keyword inside a word. */
export const matching = (keyword: string) => sql`(${inWords(keyword)} OR ${insideWord(keyword)})`;

/**
 * The matches in order of relevance, each rank excluding those before: every word in the title or the brand's or
 * category's name; every word anywhere; the keyword inside a word only. Each is one simple condition the planner
 * estimates well, so each rank is read by the plan that suits how many it holds. `mayMatch`, where given, tells
 * cheaply whether the rank can hold anything: reading an empty rank walks every product.
 */
export const searchRanks = (db: Db, keyword: string) => [
  { where: inTitle(keyword) },
  { where: sql`${inWords(keyword)} AND NOT ${inTitle(keyword)}` },
  {
    where: sql`${insideWord(keyword)} AND NOT ${inWords(keyword)}`,
    mayMatch: () => insideOtherWords(db, keyword),
  },
];

/** Keywords of one run of letters, this long or longer, are looked up in the catalogue's words by trigrams. */
const LOOKED_UP_LETTERS = /^\p{L}{3,}$/u;

/**
 * Whether the keyword may be inside a word that is not one of its own forms ("watch" in "smartwatch", but not in
 * "watches"). A run of letters is never split between the parser's words, so when every catalogue word holding the
 * keyword is one of its forms, every product holding it is found by its words already. The words are only ever
 * added to, never taken away: an old one can make this say yes where the products no longer have it, never no.
 */
export async function insideOtherWords(db: Db, keyword: string): Promise<boolean> {
  const typed = keyword.trim().toLowerCase();
  if (!LOOKED_UP_LETTERS.test(typed)) return true;
  const [row] = await db
    .select({ found: sql<boolean>`true` })
    .from(searchWords)
    .where(
      and(
        like(searchWords.word, `%${escapeLikePattern(typed)}%`),
        // A stop word has no forms ("the" in "other" is always inside another word).
        sql`NOT (to_tsvector('english', ${searchWords.word}) @@ ${wordForms(typed)})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The words of what a shopper typed, lower-cased: letters and digits, whatever separates them. */
const wordsOf = (keyword: string) => keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Words this short are not corrected: too many words are that close to them. */
const SHORTEST_CORRECTED = 3;

/**
 * The keyword with each word the catalogue does not know replaced by the closest one it does (trigram similarity
 * over the words of every product, kept by a trigger); null when no word changed or one has nothing close.
 */
export async function correctedKeyword(db: Db, keyword: string): Promise<string | null> {
  const words = wordsOf(keyword);
  if (words.length === 0) return null;
  const rows = await db
    .select({
      closest: sql<string | null>`(
        SELECT known.word FROM ${searchWords} known
        WHERE known.word = typed.word
           OR (length(typed.word) >= ${SHORTEST_CORRECTED} AND known.word % typed.word)
        ORDER BY known.word = typed.word DESC, similarity(known.word, typed.word) DESC, known.word
        LIMIT 1)`,
    })
    // Words hold no spaces: one parameter carries them all.
    .from(sql`unnest(string_to_array(${words.join(' ')}, ' ')) WITH ORDINALITY AS typed(word, position)`)
    .orderBy(sql`typed.position`);
  if (rows.some((row) => row.closest === null)) return null;
  const corrected = rows.map((row) => row.closest).join(' ');
  return corrected === words.join(' ') ? null : corrected;
}

/** How many suggestions of each kind the search box offers. */
export const SUGGESTED = { products: 5, brands: 3, categories: 3 } as const;

/** How many of the catalogue's words the last word typed may be the start of: the commonest shapes suffice. */
const COMPLETIONS = 20;

/**
 * Products whose title or names hold every word typed, the last one begun: it stands for the catalogue's words
 * that start with it (shortest first), so the query names whole words the planner has statistics for, rather
 * than a prefix it cannot estimate. Words are letters and digits only: they cannot break the query's syntax.
 */
async function productsTyped(db: Db, keyword: string, onSale: SQL) {
  const words = wordsOf(keyword);
  const begun = words.pop() ?? '';
  const completions = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(and(searchWords.inTitle, like(searchWords.word, `${escapeLikePattern(begun)}%`)))
    .orderBy(sql`length(${searchWords.word})`, asc(searchWords.word))
    .limit(COMPLETIONS);
  if (completions.length === 0) return [];
  const typed = [...words, `(${completions.map(({ word }) => word).join(' | ')})`].join(' & ');
  return db
    .select({ _id: products.id, title: products.title, image: products.image })
    .from(products)
    .where(and(onSale, sql`${products.searchTitle} @@ to_tsquery('english', ${typed})`))
    .orderBy(sql`${products.createdAt} desc nulls last`, asc(products.id))
    .limit(SUGGESTED.products);
}

/** Names that have a word starting with what was typed (a small table: read whole). */
const nameStartsWith = (column: AnyPgColumn, keyword: string) => {
  const start = escapeLikePattern(keyword.trim().toLowerCase());
  return sql`(lower(${column}) LIKE ${`${start}%`} OR lower(${column}) LIKE ${`% ${start}%`})`;
};

/** Products, brands and categories for the search box, as the shopper types (docs/behaviour.md#search). */
export async function suggestionsFor(db: Db, keyword: string, onSale: SQL) {
  if (wordsOf(keyword).length === 0) return { products: [], brands: [], categories: [] };
  const [productRows, brandRows, categoryRows] = await Promise.all([
    productsTyped(db, keyword, onSale),
    db
      .select({ _id: brands.id, brandName: brands.brandName })
      .from(brands)
      .where(nameStartsWith(brands.brandName, keyword))
      .orderBy(asc(brands.brandName))
      .limit(SUGGESTED.brands),
    db
      .select({ _id: categories.id, categoryName: categories.categoryName })
      .from(categories)
      .where(nameStartsWith(categories.categoryName, keyword))
      .orderBy(asc(categories.categoryName))
      .limit(SUGGESTED.categories),
  ]);
  return { products: productRows, brands: brandRows, categories: categoryRows };
}
