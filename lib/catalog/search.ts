import { and, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { db, type Tx } from '@/lib/db';
import { products, searchWords as searchWordsTable } from '@/models/catalog';
import { longestCatalogueWord } from './category-names';
import {
  allowedEdits,
  beyondCatalogue,
  editDistance,
  isCorrectable,
  normalizeSearchText,
  oneEditVariants,
} from './spelling';
import { groupsOf, listSynonymGroups, otherTerms, synonymKeys, type SynonymGroup } from './synonyms';

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
/** A tsquery operand: letters, marks and digits, with inner hyphens ("t-shirt"); nothing of tsquery's syntax. */
const TS_PART = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;
/** Trigram word similarity at which catalogue words are considered as corrections (then edit distance decides). */
const CORRECTION_THRESHOLD = 0.5;
/** Looser similarity for the words suggested when nothing matched (never searched on their own). */
const SUGGESTION_THRESHOLD = 0.4;
const MAX_ALTERNATIVES = 3;
/**
 * Wall-clock budget of one search's spelling pass: once spent, further words are not corrected
 * (the first word always is, so a busy machine does not turn a typo into "no match"). A
 * correction takes a few milliseconds per word; the budget bounds a query of many odd words.
 */
export const CORRECTION_BUDGET_MS = 300;
const MAX_SUGGESTIONS = 4;
/**
 * Matches ranked per search: relevance is computed over at most this many matches (featured, then
 * newest, first), so a word in a quarter of a large catalogue does not rank (and count) all of
 * them. Beyond it a search shows "500+ products"; filters or another sort narrow it.
 */
export const SEARCH_CANDIDATES = 500;

/**
 * A search word and how it is searched: as a prefix (or by its corrections when nothing has that
 * prefix), plus the other terms of its synonym groups.
 */
export type SearchTerm = {
  word: string;
  /** Likely corrections of a misspelt word, searched instead of it. */
  alternatives: string[];
  /** Terms of the word's (or its correction's) synonym groups, searched as well. */
  synonyms?: string[];
  /** How the term reads once understood: its correction, or the name of its synonym group. */
  display?: string;
  /**
   * The word matches as a whole word (stemmed: "beds" finds bed), not as a prefix: set when the
   * catalogue has the word itself, so "bed" does not find every "bedroom" wardrobe.
   */
  whole?: boolean;
  /** Terms any of which may match instead ("sofa cum bed": sofa or bed). */
  either?: SearchTerm[];
  /**
   * Only in a product's name, categories and tags (weights A and B), not its description: for the
   * word naming the kind of product, so "table" does not find chairs described as "pairs with a table".
   */
  kind?: boolean;
  /**
   * With `kind`: the word must be in the product's own name, sub-category or tags, not only in a
   * category shared by several kinds (ownKindMatch).
   */
  own?: boolean;
};

/**
 * The words of a search text that can match: letters and digits, two or more characters, no stop
 * words. A hyphenated word stays whole ("t-shirt"): split, its "t" would be dropped and "shirt"
 * would find every formal shirt.
 */
export function searchWords(q: string | undefined): string[] {
  const words =
    (q === undefined ? '' : normalizeSearchText(q)).match(/[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*/gu) ??
    [];
  return [...new Set(words)].filter((w) => w.length >= 2 && !STOP_WORDS.has(w)).slice(0, MAX_WORDS);
}

/**
 * A synonym or correction as a tsquery operand: a word, a hyphenated word, or words as a phrase,
 * each lexeme followed by `label` (':A' for names only); null when the text is not safe to use.
 */
export function tsOperand(text: string, label = ''): string | null {
  const parts = text.split(' ').filter(Boolean);
  if (parts.length === 0 || !parts.every((p) => TS_PART.test(p))) return null;
  const labelled = parts.map((p) => `${p}${label}`);
  return labelled.length === 1 ? labelled[0]! : `(${labelled.join(' <-> ')})`;
}

/** One term as a tsquery group; `weights` ('A', 'AB' or '' for any) labels each lexeme. */
function termQuery(t: SearchTerm, weights: string = t.kind ? 'AB' : ''): string {
  const label = weights ? `:${weights}` : '';
  const main = t.alternatives.length
    ? t.alternatives.map((a) => tsOperand(a, label))
    : [tsOperand(t.word, t.whole ? label : `:*${weights}`)];
  const operands = [
    ...main,
    ...(t.synonyms ?? []).map((s) => tsOperand(s, label)),
    ...(t.either ?? []).map((e) => termQuery(e, weights)),
  ];
  return `(${[...new Set(operands.filter((o): o is string => o !== null))].join(' | ')})`;
}

/**
 * A to_tsquery text: each term is its word as a prefix, or its alternatives when it has some (a
 * word gets alternatives only when nothing has it as a prefix), or'ed with its synonyms; terms
 * joined by AND ('&') or OR ('|'). Operands hold letters, digits and inner hyphens only, so no
 * tsquery syntax can be injected.
 */
export function toTsQuery(terms: SearchTerm[], op: '&' | '|'): string {
  return terms.map((t) => termQuery(t)).join(` ${op} `);
}

/**
 * Whether a typed word may match something: false for a word longer than anything the catalogue or
 * the synonym table holds (beyondCatalogue), known from one value kept in memory.
 */
export async function withinCatalogue(): Promise<(word: string) => boolean> {
  const longest = await longestCatalogueWord();
  return (word) => !beyondCatalogue(word, longest);
}

/** Terms for the words as typed, each with the other terms of its synonym groups (one lookup for all). */
export async function searchTerms(words: string[]): Promise<SearchTerm[]> {
  const fits = await withinCatalogue();
  const groups = await listSynonymGroups(db, words.filter(fits).flatMap(synonymKeys));
  return words.map((word) => {
    const mine = groupsOf(word, groups);
    const synonyms = otherTerms(word, mine);
    const name = mine[0]?.[0];
    return synonyms.length
      ? {
          word,
          alternatives: [],
          synonyms,
          display: name && !synonymKeys(word).includes(name) ? name : undefined,
        }
      : { word, alternatives: [] };
  });
}

/** Full-text match on the stored, GIN-indexed tsvector (names weigh most, then categories and tags). */
export function searchMatch(tsquery: string): SQL {
  return sql`${products.searchVector} @@ to_tsquery('english', ${tsquery})`;
}

/**
 * The kind word in the product's own words: its name, sub-category or tags. A category often
 * names several kinds ("T-Shirts & Shirts", "Men's Suits And Blazers"), so a category alone would
 * make every kurta in it a t-shirt and every suit a blazer; the sub-category names one line.
 */
function ownKindMatch(t: SearchTerm): SQL {
  const own = sql`to_tsvector('english', coalesce(${products.subCategory}, '') || ' ' || store_join_words(${products.tags}))`;
  return sql`(${products.searchVector} @@ to_tsquery('english', ${termQuery(t, 'A')}) or ${own} @@ to_tsquery('english', ${termQuery(t, '')}))`;
}

/**
 * Products with every term (the GIN-indexed match); a term marked `own` must also be in the
 * product's own words (ownKindMatch), checked only on the rows the index found.
 */
export function termsMatch(terms: SearchTerm[]): SQL {
  const own = terms.filter((t) => t.kind && t.own).map(ownKindMatch);
  return and(searchMatch(toTsQuery(terms, '&')), ...own)!;
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
 * Search results by relevance (names weigh most, then categories and tags, then descriptions):
 * ranks the first SEARCH_CANDIDATES + 1 matches in the listing's own order (featured, then
 * newest), so a search costs a bounded number of rows however common its words: for a common word
 * the planner walks products_listed_featured_idx and stops early, for a rare one it takes the GIN
 * bitmap of its few matches. Below the bound every match is ranked; above it `counted` > `cap`.
 */
export async function searchCandidates(
  conditions: SQL[],
  terms: SearchTerm[],
  optional: SearchTerm[] = [],
): Promise<{ ids: string[]; counted: number; cap: number }> {
  const rankQuery = toTsQuery([...terms, ...optional], '|');
  const alsoMatched = optional.length
    ? sql<number>`(${sql.join(
        optional.map((t) => sql`(${searchMatch(toTsQuery([t], '&'))})::int`),
        sql` + `,
      )})`
    : sql<number>`0`;
  const candidates = await db
    .select({
      id: products.id,
      rank: searchRank(rankQuery),
      isFeatured: products.isFeatured,
      available: products.available,
      also: alsoMatched,
    })
    .from(products)
    .where(and(...conditions, termsMatch(terms)))
    .orderBy(desc(products.isFeatured), desc(products.createdAt), desc(products.id))
    .limit(SEARCH_CANDIDATES + 1);
  // Issue 24: products with more of the shopper's words first, then those in stock, then relevance.
  const ranked = candidates.sort(
    (a, b) =>
      Number(b.also) - Number(a.also) ||
      Number(b.available ?? false) - Number(a.available ?? false) ||
      b.rank - a.rank ||
      Number(b.isFeatured) - Number(a.isFeatured) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return { ids: ranked.map((c) => c.id), counted: candidates.length, cap: SEARCH_CANDIDATES };
}

/**
 * Runs the spelling pass with sequential scans off: with LIMIT the planner gambles on finding
 * matches early in a table scan and underrates the per-row cost of `@@`, so a word with no match
 * would read the whole table; the GIN index answers instead. `<%` finds words at the given
 * trigram threshold. One round trip for both settings.
 */
function correctionTransaction<T>(threshold: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true),
                 set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`,
    );
    return fn(tx);
  });
}

/** Whether any listed or unlisted product's text has the term (its word as a prefix, or a synonym); GIN only, by design. */
async function hasExactMatch(tx: Tx, term: SearchTerm): Promise<boolean> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(searchMatch(toTsQuery([{ ...term, alternatives: [] }], '&')))
    .limit(1);
  return rows.length > 0;
}

/** A word that could be meant instead of a typed one. */
type Candidate = {
  word: string;
  distance: number;
  /** A word of the catalogue's own text (search_words), not only of the synonym table. */
  inCatalogue: boolean;
  similarity: number;
  groups: SynonymGroup[];
};

/**
 * Catalogue and synonym-table words near a word, closest first: catalogue words and synonym terms
 * one edit away (looked up exactly: a swap of two letters defeats trigrams), and catalogue words
 * that are trigram neighbours (for two-edit corrections of long words). Only candidates within
 * `maxEdits` count.
 */
async function nearWords(tx: Tx, word: string, maxEdits: number, trigramLimit: number): Promise<Candidate[]> {
  if (!isCorrectable(word) || correctionsRunning >= CORRECTIONS_AT_ONCE) return [];
  correctionsRunning++;
  try {
    return await lookUpNearWords(tx, word, maxEdits, trigramLimit);
  } finally {
    correctionsRunning--;
  }
}

/**
 * Spelling lookups this process runs at once. A correction is the dearest part of a search (a
 * trigram scan of the vocabulary and about a thousand variants: tens of milliseconds of database
 * time on a large catalogue), and a nicety: beyond this many at once, a word is searched as typed
 * and not corrected, so a flood of made-up words cannot take the database from ordinary searches.
 * A shopper's typo meets this only while the store is under such a flood. No waiting: the caller
 * holds a pooled connection in its transaction.
 */
export const CORRECTIONS_AT_ONCE = 2;
let correctionsRunning = 0;

async function lookUpNearWords(
  tx: Tx,
  word: string,
  maxEdits: number,
  trigramLimit: number,
): Promise<Candidate[]> {
  const variants = oneEditVariants(word);
  const score = sql<number>`word_similarity(${word}, ${searchWordsTable.word})`;
  const [oneEdit, neighbours, groups] = [
    variants.length
      ? await tx
          .select({ word: searchWordsTable.word, score })
          .from(searchWordsTable)
          .where(inArray(searchWordsTable.word, variants))
      : [],
    await tx
      .select({ word: searchWordsTable.word, score })
      .from(searchWordsTable)
      .where(sql`${word} <% ${searchWordsTable.word}`)
      .orderBy(sql`${score} desc`, searchWordsTable.word)
      .limit(trigramLimit),
    await listSynonymGroups(tx, variants),
  ];
  const found = new Map<string, Candidate>();
  const add = (w: string, inCatalogue: boolean, similarity: number) => {
    if (w === word) return;
    const distance = editDistance(word, w);
    if (distance > maxEdits) return;
    const known = found.get(w);
    found.set(w, {
      word: w,
      distance,
      inCatalogue: inCatalogue || (known?.inCatalogue ?? false),
      similarity: Math.max(similarity, known?.similarity ?? 0),
      groups: groupsOf(w, groups),
    });
  };
  for (const r of [...oneEdit, ...neighbours]) add(r.word, true, r.score);
  for (const term of new Set(groups.flat())) if (variants.includes(term)) add(term, false, 0);
  return [...found.values()].sort(
    (a, b) =>
      a.distance - b.distance ||
      Number(b.inCatalogue) - Number(a.inCatalogue) ||
      b.similarity - a.similarity ||
      (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
  );
}

/**
 * The likely correction of a misspelt word ("blazr" → blazer, "tshrit" → t-shirt, "chiar" →
 * chair): the closest words within allowedEdits, those at the best distance searched instead of
 * it, with their synonyms. Null when no word is close enough.
 */
async function correctTerm(tx: Tx, word: string): Promise<SearchTerm | null> {
  const maxEdits = allowedEdits(word);
  if (maxEdits === 0) return null;
  const candidates = await nearWords(tx, word, maxEdits, 10);
  const best = candidates[0];
  if (!best) return null;
  const chosen = candidates.filter((c) => c.distance === best.distance).slice(0, MAX_ALTERNATIVES);
  const alternatives = chosen.map((c) => c.word);
  const groups = chosen.flatMap((c) => c.groups);
  const synonyms = [...new Set(groups.flat())].filter((t) => !alternatives.includes(t));
  return { word, alternatives, synonyms, display: best.groups[0]?.[0] ?? best.word };
}

/** Whether any product's text has the word as a whole (stemmed) word, or one of its synonyms. */
async function hasWholeMatch(tx: Tx, term: SearchTerm): Promise<boolean> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(searchMatch(toTsQuery([{ ...term, alternatives: [], whole: true }], '&')))
    .limit(1);
  return rows.length > 0;
}

/**
 * The noun of a material adjective that English stemming leaves whole ("wooden" → wood, "woollen"
 * → wool, "golden" → gold), or null: product names say "Sheesham Wood", shoppers "wooden bed".
 */
export function adjectiveBase(word: string): string | null {
  const m = /^([a-z]{3,}?)(?:l?en)$/.exec(word);
  return m ? m[1]! : null;
}

/**
 * How each word of a search is searched (issue 24): as a whole word when the catalogue has it
 * ("bed", not every "bedroom"), else as a prefix when something starts with it ("kurt" → kurta),
 * else by its likely correction (unless `exact`); words with none of these are `unmatched`.
 */
export async function resolveSearchTerms(
  terms: SearchTerm[],
  exact: boolean,
): Promise<{ terms: SearchTerm[]; unmatched: string[] }> {
  const fits = await withinCatalogue();
  if (!terms.some((t) => fits(t.word))) return { terms: [], unmatched: terms.map((t) => t.word) };
  return correctionTransaction(CORRECTION_THRESHOLD, async (tx) => {
    const out: SearchTerm[] = [];
    const unmatched: string[] = [];
    const deadline = performance.now() + CORRECTION_BUDGET_MS;
    let tried = 0;
    for (const term of terms) {
      const plain = adjectiveBase(term.word);
      if (!fits(term.word)) unmatched.push(term.word);
      else if (await hasWholeMatch(tx, term)) out.push({ ...term, whole: true });
      else if (await hasExactMatch(tx, term)) out.push(term);
      else if (plain && (await hasWholeMatch(tx, { word: plain, alternatives: [] })))
        out.push({ word: term.word, alternatives: [plain], display: plain });
      else {
        const corrected =
          !exact && !term.synonyms?.length && (tried++ === 0 || performance.now() < deadline)
            ? await correctTerm(tx, term.word)
            : null;
        if (corrected) out.push(corrected);
        else unmatched.push(term.word);
      }
    }
    return { terms: out, unmatched };
  });
}

/**
 * Terms for a search that matched nothing as typed: words found in the catalogue (or through
 * their synonyms) stay; a misspelt word gains its likely corrections; words with neither are
 * dropped, and so is a word the synonym table knows (it is a real word, not a typo, that this
 * store does not sell: "chair" in a clothes shop is never corrected to "chain").
 */
export async function correctSearchTerms(terms: SearchTerm[]): Promise<SearchTerm[]> {
  const fits = await withinCatalogue();
  if (!terms.some((t) => fits(t.word))) return [];
  return correctionTransaction(CORRECTION_THRESHOLD, async (tx) => {
    const out: SearchTerm[] = [];
    const deadline = performance.now() + CORRECTION_BUDGET_MS;
    let tried = 0;
    for (const term of terms) {
      if (!fits(term.word)) continue;
      if (await hasExactMatch(tx, term)) out.push(term);
      else if (!term.synonyms?.length && (tried++ === 0 || performance.now() < deadline)) {
        const corrected = await correctTerm(tx, term.word);
        if (corrected) out.push(corrected);
      }
    }
    return out;
  });
}

/**
 * Searches worth trying when nothing matched: the closest catalogue words to each word, and the
 * correction a search for the exact words did not use. Only words of the catalogue's own text,
 * so each one finds something.
 */
export async function suggestSearchWords(words: string[]): Promise<string[]> {
  const correctable = words.filter(isCorrectable);
  if (!correctable.length) return [];
  return correctionTransaction(SUGGESTION_THRESHOLD, async (tx) => {
    const out = new Set<string>();
    const deadline = performance.now() + CORRECTION_BUDGET_MS;
    let tried = 0;
    for (const word of correctable) {
      if (tried++ > 0 && performance.now() >= deadline) continue;
      const maxEdits = Math.max(2, Math.ceil(Array.from(word).length / 2));
      for (const c of await nearWords(tx, word, maxEdits, MAX_SUGGESTIONS)) {
        if (c.inCatalogue && !words.includes(c.word)) out.add(c.word);
      }
    }
    return [...out].slice(0, MAX_SUGGESTIONS);
  });
}
