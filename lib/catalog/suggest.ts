import 'server-only';
import { and, arrayOverlaps, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '@/lib/db';
import { smallImage } from '@/lib/media/url';
import { rupeesToPaise } from '@/lib/money';
import { products, searchSynonyms } from '@/models/catalog';
import { searchVisibility } from './columns';
import { categoryNames } from './category-names';
import { MAX_SEARCH_LENGTH } from './filters';
import {
  adjectiveBase,
  bitmapTransaction,
  correctSearchTerms,
  searchMatch,
  searchTerms,
  searchWords,
  tsOperand,
  withinCatalogue,
  type SearchTerm,
} from './search';
import { readShopperQuery } from './shopper-query';
import { normalizeSearchText } from './spelling';
import { otherTerms, type SynonymGroup } from './synonyms';
import type { CategorySuggestion, ProductSuggestion, SearchSuggestions } from './types';

export const MAX_SUGGESTIONS = 10;
const DEFAULT_SUGGESTIONS = 6;
const MAX_CATEGORIES = 4;
/** A word being typed finds synonyms that start with it from this many characters ("kurs" → kursi → chair). */
const SYNONYM_PREFIX_MIN = 3;
/** Corrections are tried once the word being typed is this long and nothing starts with it. */
const CORRECTION_MIN = 4;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*/gu;

/** `GET /api/product/suggest`: `q` (required, may be blank), `limit` products (1-10, default 6). */
export const suggestQuerySchema = z.object({
  q: z.string().max(MAX_SEARCH_LENGTH, `must be at most ${MAX_SEARCH_LENGTH} characters`),
  limit: z
    .string()
    .regex(/^\d+$/, `must be a whole number from 1 to ${MAX_SUGGESTIONS}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_SUGGESTIONS, `must be a whole number from 1 to ${MAX_SUGGESTIONS}`)
    .optional(),
});

/** Synonym groups with a term starting with the word being typed (the table is small; a few groups at most). */
async function groupsStartingWith(prefix: string): Promise<SynonymGroup[]> {
  if (Array.from(prefix).length < SYNONYM_PREFIX_MIN) return [];
  const rows = await db
    .select({ terms: searchSynonyms.terms })
    .from(searchSynonyms)
    .where(
      sql`exists (select 1 from unnest(${searchSynonyms.terms}) as t(term) where starts_with(t.term, ${prefix}))`,
    )
    .limit(5);
  return rows.map((r) => r.terms);
}

/** Whether a category's name answers every term: some word of it starts with the term's word or one of its synonyms. */
function categoryMatches(name: string, terms: SearchTerm[]): boolean {
  const words = normalizeSearchText(name).match(TOKEN) ?? [];
  const parts = normalizeSearchText(name).match(WORD) ?? [];
  return terms.every((t) =>
    [t.word, ...t.alternatives, ...(t.synonyms ?? [])].some((option) =>
      (option.includes('-') ? words : [...words, ...parts]).some((w) => w.startsWith(option)),
    ),
  );
}

/**
 * A tsquery over product names (weight 'A' of the search vector); the last word a prefix while
 * typed. With `anywhere`, the words before the last may be in any of the product's text
 * (categories, tags, description: "wooden bed", "cotton shirt"), the last still in its name.
 */
function nameQuery(terms: SearchTerm[], prefix: boolean, anywhere = false): string {
  const last = terms.length - 1;
  return terms
    .map((t, i) => {
      const label = anywhere && i < last ? '' : ':A';
      const main = t.alternatives.length
        ? t.alternatives.map((a) => tsOperand(a, label))
        : [tsOperand(t.word, prefix && i === last ? ':*A' : label)];
      const operands = [...main, ...(t.synonyms ?? []).map((s) => tsOperand(s, label))];
      return `(${[...new Set(operands.filter((o): o is string => o !== null))].join(' | ')})`;
    })
    .join(' & ');
}

/** Up to this many name matches are read from the GIN bitmap and ordered here; more, and the featured index is walked. */
const FEW_MATCHES = 200;

const suggestionColumns = {
  id: products.id,
  name: products.name,
  images: products.images,
  price: products.pricePaise,
  category: products.category,
  isFeatured: products.isFeatured,
  createdAt: products.createdAt,
};
type SuggestionRow = Pick<typeof products.$inferSelect, 'id' | 'isFeatured' | 'createdAt'>;

/** Featured first, then newest, then by id: the listing's own order (products_listed_featured_idx). */
function byListingOrder(a: SuggestionRow, b: SuggestionRow): number {
  return (
    Number(b.isFeatured) - Number(a.isFeatured) ||
    b.createdAt.getTime() - a.createdAt.getTime() ||
    (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
  );
}

/**
 * Products whose names match, featured and newest first. With LIMIT and ORDER BY the planner walks
 * the featured index and filters each row, which is quick when many names match and reads the whole
 * catalogue when few or none do (about a second at 100,000 products for "chair" in the fashion
 * store). So the matches are first read from the GIN index as a bitmap, whose cost follows the
 * number of matches: up to FEW_MATCHES of them are ordered here; beyond that the index walk finds
 * `limit` within a few hundred rows.
 */
async function productSuggestions(
  tsquery: string,
  limit: number,
  filters: SQL[] = [],
): Promise<ProductSuggestion[]> {
  const where = and(
    eq(products.published, true),
    inArray(products.visibility, searchVisibility),
    ...filters,
    searchMatch(tsquery),
  );
  const few = await bitmapTransaction((tx) =>
    tx
      .select(suggestionColumns)
      .from(products)
      .where(where)
      .limit(FEW_MATCHES + 1),
  );
  const rows =
    few.length <= FEW_MATCHES
      ? few.sort(byListingOrder).slice(0, limit)
      : await db
          .select(suggestionColumns)
          .from(products)
          .where(where)
          .orderBy(desc(products.isFeatured), desc(products.createdAt), desc(products.id))
          .limit(limit);
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    href: `/product/${r.id}`,
    image: r.images[0] ? smallImage(r.images[0]) : null,
    price: r.price === null ? null : r.price / 100,
    category: r.category,
  }));
}

/**
 * Suggestions for a search box as the shopper types: products whose names have the words (the
 * last one as a prefix) or their synonyms, newest featured first, and categories named by them;
 * when nothing starts with the words, the products for their spelling correction. A bounded number
 * of index reads however large the catalogue: the name match takes the GIN bitmap of a few matches
 * or walks the listing's featured index for many, and categories come from a list kept in memory.
 */
export async function suggestSearches(q: string, limit = DEFAULT_SUGGESTIONS): Promise<SearchSuggestions> {
  const query = q.trim().replace(/\s+/g, ' ');
  const empty: SearchSuggestions = { query, correctedQuery: null, categories: [], products: [] };
  // Price and group words ("men shirt", "kurta under 1000") filter the suggestions as they do the results.
  const shopper = readShopperQuery(query, await categoryNames());
  const filters: SQL[] = shopper.groups.map((g) => arrayOverlaps(products.categories, [g]));
  if (shopper.minPrice !== undefined) filters.push(gte(products.pricePaise, rupeesToPaise(shopper.minPrice)));
  if (shopper.maxPrice !== undefined) filters.push(lte(products.pricePaise, rupeesToPaise(shopper.maxPrice)));
  const rest = shopper.text;
  const tokens = rest.match(WORD) ?? [];
  const typing = !/\s$/.test(q) && tokens.length > 0;
  const complete = searchWords((typing ? tokens.slice(0, -1) : tokens).join(' '));
  const prefix = typing ? tokens.at(-1)! : undefined;
  const usablePrefix = prefix && Array.from(prefix).length >= 2 ? prefix : undefined;
  if (complete.length === 0 && !usablePrefix) return { ...empty, categories: shopper.groups.map(toCategory) };

  const fits = await withinCatalogue();
  // A word longer than any of the catalogue's: no name or category has it, so only a correction of the others may.
  const reachable = complete.every(fits) && (!usablePrefix || fits(usablePrefix));
  const [terms, prefixGroups, categories] = await Promise.all([
    searchTerms(usablePrefix ? [...complete, usablePrefix] : complete),
    usablePrefix && reachable ? groupsStartingWith(usablePrefix) : Promise.resolve([]),
    categoryNames(),
  ]);
  if (usablePrefix) {
    const last = terms.at(-1)!;
    last.synonyms = [...new Set([...(last.synonyms ?? []), ...otherTerms(usablePrefix, prefixGroups)])];
  }
  // "wooden bed": a material adjective also reads as its noun (names say "Sheesham Wood").
  for (const t of terms.slice(0, usablePrefix ? -1 : undefined)) {
    const base = adjectiveBase(t.word);
    if (base) t.synonyms = [...(t.synonyms ?? []), base];
  }
  const prefixing = Boolean(usablePrefix);
  let found = reachable ? await productSuggestions(nameQuery(terms, prefixing), limit, filters) : [];
  // Two words or more: the first ones may describe rather than name the product ("wooden bed").
  if (reachable && !found.length && terms.length > 1)
    found = await productSuggestions(nameQuery(terms, prefixing, true), limit, filters);
  const matchingCategories = reachable
    ? categories.filter((c) => categoryMatches(c, terms)).slice(0, MAX_CATEGORIES)
    : [];
  if (
    found.length ||
    matchingCategories.length ||
    !usablePrefix ||
    Array.from(usablePrefix).length < CORRECTION_MIN
  )
    return { ...empty, products: found, categories: matchingCategories.map(toCategory) };

  // Nothing starts with the words: suggest what their likely correction finds ("tshrit" → t-shirt).
  const corrected = await correctSearchTerms(terms);
  if (!corrected.some((t) => t.alternatives.length)) return empty;
  return {
    query,
    correctedQuery: corrected
      .map((t) => (t.alternatives.length ? (t.display ?? t.alternatives[0]) : t.word))
      .join(' '),
    products: await productSuggestions(nameQuery(corrected, false), limit, filters),
    categories: categories
      .filter((c) => categoryMatches(c, corrected))
      .slice(0, MAX_CATEGORIES)
      .map(toCategory),
  };
}

const toCategory = (name: string): CategorySuggestion => ({
  name,
  href: `/shop?category=${encodeURIComponent(name)}`,
});
