import 'server-only';
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { cache } from 'react';
import { db, type Db } from '@/lib/db';
import { rupeesToPaise } from '@/lib/money';
import { products } from '@/models/catalog';
import { browseVisibility, productColumns, searchVisibility } from './columns';
import { countCapFor, maxPageFor, type ProductFilters } from './filters';
import { toProduct } from './product';
import { categoryNames } from './category-names';
import {
  bitmapTransaction,
  correctSearchTerms,
  resolveSearchTerms,
  searchCandidates,
  searchTerms,
  searchWords,
  suggestSearchWords,
  termsMatch,
  type SearchTerm,
} from './search';
import { readShopperQuery, type ShopperQuery } from './shopper-query';
import type { ProductPage, SearchSummary } from './types';

/** Free shipping applies under 10 kg or over ₹1000 (spec section 9). */
const FREE_SHIPPING_MAX_GRAMS = 10_000;
const FREE_SHIPPING_MIN_PAISE = 100_000;

/** The "Free shipping" filter's rule: light, or dear enough (lib/catalog/facets.ts counts it too). */
export function shipsFree(): SQL {
  return or(
    lt(products.weightGrams, FREE_SHIPPING_MAX_GRAMS),
    gt(products.pricePaise, FREE_SHIPPING_MIN_PAISE),
  ) as SQL;
}

/**
 * Prices, weights and sizes are PostgreSQL integers: a bound beyond the largest one (minPrice=1e23)
 * would fail the query, and the largest integer means the same, since no value is above it.
 */
const int = (n: number) => Math.min(2_147_483_647, n);

/** Every condition of the filters except the search text. */
function filterConditions(f: ProductFilters, searching: boolean): SQL[] {
  const c: SQL[] = [];
  if (f.published) c.push(eq(products.published, true));
  const visibility = f.visibility.length ? f.visibility : searching ? searchVisibility : browseVisibility;
  c.push(inArray(products.visibility, visibility));
  if (f.inStock) c.push(eq(products.available, true));
  if (f.isFeatured) c.push(eq(products.isFeatured, true));
  if (f.categories.length) c.push(arrayOverlaps(products.categories, f.categories));
  if (f.tags.length) c.push(arrayOverlaps(products.tags, f.tags));
  if (f.colors.length) c.push(arrayOverlaps(products.colors, f.colors));
  if (f.sizes.length) c.push(arrayOverlaps(products.sizes, f.sizes));
  if (f.sellers.length) c.push(inArray(products.seller, f.sellers));
  // A lower bound of 0 is no bound: products without a price stay listed under the default slider.
  if (f.minPrice) c.push(gte(products.pricePaise, int(rupeesToPaise(f.minPrice))));
  if (f.maxPrice !== undefined) c.push(lte(products.pricePaise, int(rupeesToPaise(f.maxPrice))));
  if (f.hasDiscount) c.push(sql`${products.salePricePaise} < ${products.regularPricePaise}`);
  if (f.hasReviews) c.push(gt(products.totalReviews, 0));
  if (f.freeShipping) c.push(shipsFree());
  if (f.minRating !== undefined) c.push(gte(products.averageRating, f.minRating));
  if (f.minWeight) c.push(gte(products.weightGrams, int(Math.round(f.minWeight * 1000))));
  if (f.maxWeight !== undefined) c.push(lte(products.weightGrams, int(Math.round(f.maxWeight * 1000))));
  // Dimensions are whole centimetres: width <= 50.5 is width <= 50.
  if (f.maxWidth !== undefined) c.push(lte(products.widthCm, int(Math.floor(f.maxWidth))));
  if (f.maxDepth !== undefined) c.push(lte(products.depthCm, int(Math.floor(f.maxDepth))));
  if (f.maxHeight !== undefined) c.push(lte(products.heightCm, int(Math.floor(f.maxHeight))));
  return c;
}

/**
 * ORDER BY for a sort; `id` always ends it so equal keys keep a stable order across pages. Search
 * results by relevance are ordered by searchCandidates instead.
 */
function orderFor(f: ProductFilters): SQL[] {
  const p = products;
  switch (f.sort) {
    case 'low-high':
      return [sql`${p.pricePaise} asc nulls last`, asc(p.id)];
    case 'high-low':
      return [sql`${p.pricePaise} desc nulls last`, asc(p.id)];
    case 'name-asc':
      return [asc(p.name), asc(p.id)];
    case 'name-desc':
      return [desc(p.name), asc(p.id)];
    case 'featured':
      return [desc(p.isFeatured), desc(p.averageRating), desc(p.createdAt), asc(p.id)];
    case 'rating':
      return [desc(p.averageRating), desc(p.totalReviews), asc(p.id)];
    case 'newest':
      return [desc(p.createdAt), desc(p.id)];
    case 'discount':
      // The biggest share off the regular price first; equal shares (no discount included) cheapest first.
      return [
        sql`case when ${p.regularPricePaise} > 0 then (${p.regularPricePaise} - ${p.pricePaise})::float8 / ${p.regularPricePaise} else 0 end desc`,
        sql`${p.pricePaise} asc nulls last`,
        asc(p.id),
      ];
    case 'relevant':
      return [desc(p.isFeatured), desc(p.createdAt), desc(p.id)];
  }
}

/** A page of rows and how many matches were counted (at most `cap` + 1, so `> cap` means "more"). */
type Counted = { rows: ListedRow[]; counted: number; cap: number };
type ListedRow = Awaited<ReturnType<typeof selectPage>>[number];

/**
 * One page in the sort's order. The page's ids come first, from an index in the sort's order when
 * the planner finds one, so skipped rows are read from the index only; then the page's rows.
 */
function selectPage(q: Db, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  const ids = q
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return q
    .select(productColumns)
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(...order);
}

/**
 * Matches counted up to `cap` + 1: enough to tell "exactly n" from "more than cap". A search counts
 * its first matches in the featured-then-newest order, as searchCandidates ranks them: the
 * planner then walks products_listed_featured_idx for a common word or takes the GIN bitmap for a
 * rare one, never a scan in price order that a word's matches may all lie at the end of.
 */
async function countUpTo(where: SQL | undefined, cap: number, searching: boolean): Promise<number> {
  const p = products;
  const matches = db
    .select({ one: sql`1` })
    .from(p)
    .where(where)
    .orderBy(...(searching ? [desc(p.isFeatured), desc(p.createdAt), desc(p.id)] : []))
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}

/** A listing page in a column order, with its bounded count. */
async function sortedListing(
  where: SQL | undefined,
  f: ProductFilters,
  searching: boolean,
): Promise<Counted> {
  const cap = countCapFor(f.page, f.limit);
  const offset = (f.page - 1) * f.limit;
  const [counted, rows] = await Promise.all([
    countUpTo(where, cap, searching),
    // A search sorted by a column sorts its matches from the GIN bitmap: a walk down the column's
    // index would test `@@` row by row, and a word's matches may all lie at the far end (every
    // 'chronograph' is among the dearest watches).
    searching
      ? bitmapTransaction((tx) => selectPage(tx, where, orderFor(f), f.limit, offset))
      : selectPage(db, where, orderFor(f), f.limit, offset),
  ]);
  return { rows, counted, cap };
}

/** Search results by relevance: ranks a bounded candidate set (see searchCandidates). */
async function rankedListing(
  conditions: SQL[],
  terms: SearchTerm[],
  optional: SearchTerm[],
  f: ProductFilters,
): Promise<Counted> {
  const { ids, counted, cap } = await searchCandidates(conditions, terms, optional);
  const offset = (f.page - 1) * f.limit;
  const pageIds = ids.slice(offset, offset + f.limit);
  if (pageIds.length === 0) return { rows: [], counted, cap };
  const rows = await db.select(productColumns).from(products).where(inArray(products.id, pageIds));
  const position = new Map(pageIds.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { rows, counted, cap };
}

/** The words as finally searched, for "Showing results for …", when a word was corrected; else null. */
function correctedQueryOf(terms: SearchTerm[]): string | null {
  if (!terms.some((t) => t.alternatives.length > 0)) return null;
  return terms.map((t) => (t.alternatives.length ? (t.display ?? t.alternatives[0]) : t.word)).join(' ');
}

/** The query with each word named by its synonym group ("kurta" for "कुर्ता"), or null when that is the query. */
function understoodAsOf(terms: SearchTerm[]): string | null {
  if (!terms.some((t) => t.display && t.alternatives.length === 0)) return null;
  return terms.map((t) => t.display ?? t.word).join(' ');
}

/**
 * Searches to offer when nothing matched: for the exact words (the "Search instead for" link), the
 * corrections that search did not use first ("t-shirt" for "tshrit"); then catalogue words close
 * to the typed ones.
 */
async function noMatchSuggestions(words: string[], typed: SearchTerm[], exact: boolean): Promise<string[]> {
  const corrections = exact
    ? (await correctSearchTerms(typed))
        .filter((t) => t.alternatives.length > 0)
        .map((t) => t.display ?? t.alternatives[0]!)
    : [];
  return [...new Set([...corrections, ...(await suggestSearchWords(words))])].slice(0, 4);
}

/** The filters with the shopper's price and group words applied (the tighter bound wins). */
function withShopperFilters(f: ProductFilters, shopper: ShopperQuery): ProductFilters {
  const min = [f.minPrice, shopper.minPrice].filter((n): n is number => n !== undefined);
  const max = [f.maxPrice, shopper.maxPrice].filter((n): n is number => n !== undefined);
  return {
    ...f,
    minPrice: min.length ? Math.max(...min) : undefined,
    maxPrice: max.length ? Math.min(...max) : undefined,
  };
}

/** "sofa cum bed": the two words' terms become one, either matching; the rest stay. */
function joinEither(terms: SearchTerm[], either: ShopperQuery['either']): SearchTerm[] {
  let out = terms;
  for (const [a, b] of either) {
    const first = out.find((t) => t.word === a);
    const second = out.find((t) => t.word === b);
    if (!first || !second) continue;
    const joined: SearchTerm = {
      ...first,
      display: `${first.display ?? first.word} or ${second.display ?? second.word}`,
      either: [second],
    };
    out = out.filter((t) => t !== second).map((t) => (t === first ? joined : t));
  }
  return out;
}

/**
 * A listing, and for a search, what was understood of it. The relevance rule (README, "Search"):
 * price and group words become filters; each other word matches as a whole word, else as a prefix,
 * else by its correction, else it "matched nothing" and is said so. Products must have every
 * matching word; when none has them all, products of the last word (the kind of product a shopper
 * names last: "wooden bed", "study table") are shown, those with more of the other words first. When
 * the last word matched nothing, nothing is shown: a study chair is no answer to "study table".
 * Within that, products in stock come first, then by relevance.
 */
async function runListing(input: ProductFilters): Promise<ProductPage> {
  const shopper = input.q ? readShopperQuery(input.q, await categoryNames()) : undefined;
  const f = shopper ? withShopperFilters(input, shopper) : input;
  const words = searchWords(shopper?.text);
  const conditions = filterConditions(f, Boolean(input.q && searchWords(input.q).length));
  for (const group of shopper?.groups ?? []) conditions.push(arrayOverlaps(products.categories, [group]));

  const run = (terms?: SearchTerm[], optional: SearchTerm[] = []): Promise<Counted> => {
    if (!terms) return sortedListing(and(...conditions), f, false);
    if (f.sort === 'relevant') return rankedListing(conditions, terms, optional, f);
    return sortedListing(and(...conditions, termsMatch(terms)), f, true);
  };
  const empty: Counted = { rows: [], counted: 0, cap: 0 };

  let result: Counted;
  let search: SearchSummary | undefined;
  if (!words.length) {
    result = await run();
    if (shopper && searchWords(input.q).length) {
      search = {
        query: input.q ?? '',
        correctedQuery: null,
        understoodAs: null,
        matched: result.counted > 0,
        suggestions: [],
        unmatched: [],
        partial: null,
        filters: shopper.understood,
      };
    }
  } else {
    const typed = await searchTerms(words);
    const resolved = await resolveSearchTerms(typed, f.exact);
    const joined = joinEither(resolved.terms, shopper?.either ?? []);
    const kind = words.at(-1)!;
    const unmatched = [...resolved.unmatched];
    const kindMatched = !unmatched.includes(kind) && joined.length > 0;
    // The last word names the kind of product: it must be in the product's own name, sub-category
    // or tags; only when no product has it there (a word of a category name alone) do categories count.
    const kindTerms = (own: boolean) =>
      joined.map((t, i) => (i === joined.length - 1 && kindMatched ? { ...t, kind: true, own } : t));
    let terms = kindTerms(true);
    const attempt = async (): Promise<{ found: Counted; partial: string | null }> => {
      const all = await run(terms);
      if (all.counted > 0 || terms.length === 1) return { found: all, partial: null };
      // No product has every word: the kind of product named last, those with more of the others first.
      const last = terms.at(-1)!;
      return {
        found: await run([last], terms.slice(0, -1)),
        partial: last.alternatives.length
          ? (last.display ?? last.alternatives[0]!)
          : (last.display ?? last.word),
      };
    };
    let outcome = kindMatched ? await attempt() : { found: empty, partial: null };
    if (kindMatched && outcome.found.counted === 0) {
      terms = kindTerms(false);
      outcome = await attempt();
    }
    result = outcome.found;
    const partial = outcome.partial;
    // Only descriptions have the last word ("table" in "pairs with a dining table"): no product is one.
    if (kindMatched && result.counted === 0 && !unmatched.includes(kind)) unmatched.push(kind);
    const matched = result.counted > 0;
    search = {
      query: input.q ?? '',
      correctedQuery: matched ? correctedQueryOf(partial ? terms.slice(-1) : terms) : null,
      understoodAs: understoodAsOf(typed),
      matched,
      suggestions: matched ? [] : await noMatchSuggestions(words, typed, f.exact),
      unmatched,
      partial: matched ? partial : null,
      filters: shopper?.understood ?? [],
    };
  }

  return {
    products: result.rows.map(toProduct),
    total: Math.min(result.counted, result.cap),
    totalCapped: result.counted > result.cap,
    page: f.page,
    limit: f.limit,
    totalPages: Math.min(Math.ceil(result.counted / f.limit), maxPageFor(f.limit)),
    ...(search ? { search } : {}),
  };
}

export type ListProductsOptions = {
  /** Honour published=false (drafts too). Off by default: only store administrators may see drafts. */
  allowUnpublished?: boolean;
  /** Honour visibility=hidden. Off by default, so a shop URL can never list hidden products. */
  allowHidden?: boolean;
};

/** Applies the caller's permissions: what it may not see is dropped from the filters, never an error. */
function permitted(filters: ProductFilters, options: ListProductsOptions): ProductFilters {
  return {
    ...filters,
    published: filters.published || !options.allowUnpublished,
    visibility: options.allowHidden ? filters.visibility : filters.visibility.filter((v) => v !== 'hidden'),
  };
}

// React cache() memoises by argument identity, so equal filters share one key string per request.
const listProductsCached = cache((key: string) => runListing(JSON.parse(key) as ProductFilters));

/**
 * One page of products matching the filters, filtered, sorted and paginated in the database.
 * The count is bounded (see countCapFor; `totalCapped` says more match), `totalPages` always
 * leads to pages with products and never exceeds the deepest page the OFFSET cap allows.
 */
export function listProducts(
  filters: ProductFilters,
  options: ListProductsOptions = {},
): Promise<ProductPage> {
  return listProductsCached(JSON.stringify(permitted(filters, options)));
}
