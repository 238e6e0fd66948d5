import { and, or, sql, type SQL } from 'drizzle-orm';
import { products } from '@/models/catalog';

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

/** The words of a search text that can match: letters and digits, two or more characters, no stop words. */
export function searchWords(q: string | undefined): string[] {
  const words = q?.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words)].filter((w) => w.length >= 2 && !STOP_WORDS.has(w)).slice(0, MAX_WORDS);
}

/**
 * One word matches a product by full-text prefix (stemmed: "blazers" finds "blazer") or, for typos,
 * by trigram word similarity on the short search text ("blazr", "sofaa"). Both sides are GIN-indexed;
 * `<%` uses pg_trgm.word_similarity_threshold (default 0.6).
 */
function wordMatch(word: string): SQL {
  // The word holds letters and digits only, so it cannot inject tsquery operators.
  return sql`(${products.searchVector} @@ to_tsquery('english', ${`${word}:*`}) or ${word} <% ${products.searchText})`;
}

/**
 * The search condition: every word must match ('all'), or any word ('any', the fallback when no
 * product matches every word, so "nvy shirt" still shows shirts). Undefined when there is nothing to search.
 */
export function searchCondition(words: string[], mode: 'all' | 'any'): SQL | undefined {
  if (words.length === 0) return undefined;
  const parts = words.map(wordMatch);
  return mode === 'all' ? and(...parts) : or(...parts);
}

/** Relevance: full-text rank (name weighs most) plus the average trigram word similarity of the words. */
export function searchRank(words: string[]): SQL<number> {
  const tsquery = words.map((w) => `${w}:*`).join(' | ');
  const similarity = sql.join(
    words.map((w) => sql`word_similarity(${w}, ${products.searchText})`),
    sql` + `,
  );
  return sql<number>`(ts_rank(${products.searchVector}, to_tsquery('english', ${tsquery})) + (${similarity}) / ${sql.raw(String(words.length))})`;
}
