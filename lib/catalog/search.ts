import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db';
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
const WORD = /^[\p{L}\p{M}\p{N}]+$/u;
/** Trigram word-similarity thresholds tried in turn when a word matches nothing (pg_trgm's default first). */
const CORRECTION_THRESHOLDS = [0.6, 0.5];
/** Product texts read to collect spelling candidates; the trigram index finds them, LIMIT keeps it short. */
const CORRECTION_SAMPLE = 100;
const MAX_ALTERNATIVES = 3;

/** A search word and the catalogue words it may be a misspelling of. */
export type SearchTerm = { word: string; alternatives: string[] };

/** The words of a search text that can match: letters and digits, two or more characters, no stop words. */
export function searchWords(q: string | undefined): string[] {
  const words = q?.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words)].filter((w) => w.length >= 2 && !STOP_WORDS.has(w)).slice(0, MAX_WORDS);
}

/**
 * A to_tsquery text: each term is its word as a prefix or one of its alternatives; terms joined by
 * AND ('&') or OR ('|'). Words hold letters and digits only, so no tsquery syntax can be injected.
 */
export function toTsQuery(terms: SearchTerm[], op: '&' | '|'): string {
  return terms
    .map((t) => `(${[`${t.word}:*`, ...t.alternatives.filter((a) => WORD.test(a))].join(' | ')})`)
    .join(` ${op} `);
}

/** Full-text match on the stored, GIN-indexed tsvector (names weigh most, then categories and tags). */
export function searchMatch(tsquery: string): SQL {
  return sql`${products.searchVector} @@ to_tsquery('english', ${tsquery})`;
}

export function searchRank(tsquery: string): SQL<number> {
  return sql<number>`ts_rank(${products.searchVector}, to_tsquery('english', ${tsquery}))`;
}

const listedProduct = () => and(eq(products.published, true), ne(products.visibility, 'hidden'));

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

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
 * Catalogue words close to a misspelt word ("blazr" → blazer, blazers; "sofaa" → sofa). The GIN
 * trigram index on search_text finds product texts containing a similar word (`<%`, with the
 * transaction's threshold); their words are then scored with word_similarity.
 */
async function spellingAlternatives(tx: Tx, word: string): Promise<string[]> {
  for (const threshold of CORRECTION_THRESHOLDS) {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`);
    const score = sql<number>`word_similarity(${word}, candidate.word)`;
    const rows = await tx
      .select({ word: sql<string>`candidate.word`, score })
      .from(
        sql`(select ${products.searchText} as text from ${products}
             where ${listedProduct()} and ${word} <% ${products.searchText}
             limit ${CORRECTION_SAMPLE}) as sample
            cross join lateral regexp_split_to_table(sample.text, '[^[:alnum:]]+') as candidate(word)`,
      )
      .where(sql`length(candidate.word) > 1 and candidate.word !~ '^[0-9]+$' and ${score} >= ${threshold}`)
      .groupBy(sql`candidate.word`)
      .orderBy(sql`${score} desc`, sql`similarity(${word}, candidate.word) desc`, sql`candidate.word`)
      .limit(10);
    const best = rows[0]?.score;
    if (best !== undefined) {
      return rows
        .filter((r) => r.score >= best - 0.05 && r.word !== word)
        .slice(0, MAX_ALTERNATIVES)
        .map((r) => r.word);
    }
  }
  return [];
}

/**
 * Terms for a search that matched nothing as typed: words found in the catalogue stay, misspelt
 * words gain their likely corrections, words with neither are dropped. Sequential scans are off
 * for this short transaction: with LIMIT the planner gambles on finding rows early and underrates
 * the per-row cost of `@@` and `<%`, so a word with no match would read the whole table.
 */
export async function correctSearchTerms(words: string[]): Promise<SearchTerm[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
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
