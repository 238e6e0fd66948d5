import { and, desc, sql, type SQL } from 'drizzle-orm';
import { db, type Tx } from '@/lib/db';
import { products, searchWords as searchWordsTable } from '@/models/catalog';

// PostgreSQL's english.stop: such words have no lexeme, so `@@` can never match them.
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers ' +
    'herself it its itself they them their theirs themselves what which who whom this that these those am is are ' +
    'was were be been being have has had having do does did doing a an the and but if or because as until while ' +
    'of at by for with about against between into through during before after above below to from up down in out ' +
    'on off over under again further then once here there when where why how all any both each few more most ' +
    'other some such no nor not only own same so than too very s t can will just don should now'
  ).split(' '),
);

const MAX_WORDS = 8;
const WORD = /^[\p{L}\p{M}\p{N}]+$/u;
/** Trigram word-similarity thresholds tried in turn when a word matches nothing (pg_trgm's default first). */
const CORRECTION_THRESHOLDS = [0.6, 0.5];
/** `<%` finds words at this threshold or above; the stricter ones are applied to their scores. */
const LOOSEST_THRESHOLD = Math.min(...CORRECTION_THRESHOLDS);
const MAX_ALTERNATIVES = 3;
/**
 * Matches ranked per search: relevance is computed over at most this many matches (featured, then
 * newest, first), so a word in a quarter of a large catalogue does not rank (and count) all of
 * them. Beyond it a search shows "500+ products"; filters or another sort narrow it.
 */
export const SEARCH_CANDIDATES = 500;

/** A search word and the catalogue words it may be a misspelling of. */
export type SearchTerm = { word: string; alternatives: string[] };

/** The words of a search text that can match: letters and digits, two or more characters, no stop words. */
export function searchWords(q: string | undefined): string[] {
  const words = q?.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words)].filter((w) => w.length >= 2 && !STOP_WORDS.has(w)).slice(0, MAX_WORDS);
}

/**
 * A to_tsquery text: each term is its word as a prefix, or its alternatives when it has some (a
 * word gets alternatives only when nothing has it as a prefix); terms joined by AND ('&') or OR
 * ('|'). Words hold letters and digits only, so no tsquery syntax can be injected.
 */
export function toTsQuery(terms: SearchTerm[], op: '&' | '|'): string {
  return terms
    .map((t) => {
      const alternatives = t.alternatives.filter((a) => WORD.test(a));
      return `(${(alternatives.length ? alternatives : [`${t.word}:*`]).join(' | ')})`;
    })
    .join(` ${op} `);
}

/** Full-text match on the stored, GIN-indexed tsvector (names weigh most, then categories and tags). */
export function searchMatch(tsquery: string): SQL {
  return sql`${products.searchVector} @@ to_tsquery('english', ${tsquery})`;
}

export function searchRank(tsquery: string): SQL<number> {
  return sql<number>`ts_rank(${products.searchVector}, to_tsquery('english', ${tsquery}))`;
}

/** Runs statements with only bitmap scans of indexes (no sequential or ordered index scans). */
export function bitmapTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    return fn(tx);
  });
}

/**
 * Runs the spelling pass with sequential scans off: with LIMIT the planner gambles on finding
 * matches early in a table scan and underrates the per-row cost of `@@`, so a word with no match
 * would read the whole table; the GIN index answers instead. `<%` finds words at the loosest
 * correction threshold (see spellingAlternatives). One round trip for both settings.
 */
function correctionTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true),
                 set_config('pg_trgm.word_similarity_threshold', ${String(LOOSEST_THRESHOLD)}, true)`,
    );
    return fn(tx);
  });
}

/**
 * Search results by relevance (names weigh most, then categories and tags, then descriptions):
 * ranks the first SEARCH_CANDIDATES + 1 matches in the listing's own order (featured, then
 * newest), so a search costs a bounded number of rows however common its words: for a common word
 * the planner walks products_listed_featured_idx and stops early, for a rare one it takes the GIN
 * bitmap of its few matches. Below the bound every match is ranked; above it `counted` > `cap`.
 */
export async function searchCandidates(
  conditions: SQL[],
  terms: SearchTerm[],
  op: '&' | '|',
): Promise<{ ids: string[]; counted: number; cap: number }> {
  const rankQuery = toTsQuery(terms, '|');
  const candidates = await db
    .select({ id: products.id, rank: searchRank(rankQuery), isFeatured: products.isFeatured })
    .from(products)
    .where(and(...conditions, searchMatch(toTsQuery(terms, op))))
    .orderBy(desc(products.isFeatured), desc(products.createdAt), desc(products.id))
    .limit(SEARCH_CANDIDATES + 1);
  const ranked = candidates.sort(
    (a, b) =>
      b.rank - a.rank ||
      Number(b.isFeatured) - Number(a.isFeatured) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return { ids: ranked.map((c) => c.id), counted: candidates.length, cap: SEARCH_CANDIDATES };
}

/** Whether any product's text has the word (as a prefix); only the GIN index can answer, by design. */
async function hasExactMatch(tx: Tx, word: string): Promise<boolean> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(searchMatch(`${word}:*`))
    .limit(1);
  return rows.length > 0;
}

/**
 * Catalogue words close to a misspelt word ("blazr" → blazer, blazers; "sofaa" → sofa), from the
 * table of listed products' distinct words (search_words, trigram-indexed): the closest words by
 * word_similarity, pg_trgm's default threshold first, then the looser one. Runs in a
 * correctionTransaction, which sets `<%`'s threshold to the loosest.
 */
async function spellingAlternatives(tx: Tx, word: string): Promise<string[]> {
  const score = sql<number>`word_similarity(${word}, ${searchWordsTable.word})`;
  const rows = await tx
    .select({ word: searchWordsTable.word, score })
    .from(searchWordsTable)
    .where(sql`${word} <% ${searchWordsTable.word}`)
    .orderBy(
      sql`${score} desc`,
      sql`similarity(${word}, ${searchWordsTable.word}) desc`,
      searchWordsTable.word,
    )
    .limit(10);
  const best = rows[0]?.score;
  if (best === undefined) return [];
  // The strictest threshold the best word passes, as if each threshold were tried in turn.
  const threshold = Math.max(...CORRECTION_THRESHOLDS.filter((t) => best >= t));
  return rows
    .filter((r) => r.score >= threshold && r.score >= best - 0.05 && r.word !== word)
    .slice(0, MAX_ALTERNATIVES)
    .map((r) => r.word);
}

/**
 * Terms for a search that matched nothing as typed: words found in the catalogue stay, misspelt
 * words gain their likely corrections, words with neither are dropped.
 */
export async function correctSearchTerms(words: string[]): Promise<SearchTerm[]> {
  return correctionTransaction(async (tx) => {
    const terms: SearchTerm[] = [];
    for (const word of words) {
      if (await hasExactMatch(tx, word)) terms.push({ word, alternatives: [] });
      else {
        const alternatives = await spellingAlternatives(tx, word);
        if (alternatives.length) terms.push({ word, alternatives });
      }
    }
    return terms;
  });
}
