import 'server-only';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/db';
import { tagVersions } from '@/lib/page-cache';
import { searchSynonyms, searchWords } from '@/models/catalog';
import { listCategories } from './facets';

const LISTING_MEMO_TTL_MS = 5 * 60 * 1000;

/**
 * A value read from the catalogue, kept for five minutes and dropped when a listed product changes
 * (the 'listing' tag); a failed read is not kept.
 */
function listingMemo<T>(load: () => Promise<T>): () => Promise<T> {
  let memo: { at: number; version: number; value: Promise<T> } | undefined;
  return () => {
    const [version = 0] = tagVersions(['listing']);
    if (memo && memo.version === version && Date.now() - memo.at < LISTING_MEMO_TTL_MS) return memo.value;
    const value = load();
    const entry = { at: Date.now(), version, value };
    memo = entry;
    value.catch(() => {
      if (memo === entry) memo = undefined;
    });
    return value;
  };
}

/** Category names of listed products (see listingMemo). */
export const categoryNames = listingMemo(listCategories);

/**
 * The length of the longest word of listed products' text (search_words) or of the synonym table:
 * a typed word much longer than it can match nothing (see searchReach). Words only ever join
 * search_words, so a stale value is never too small for long.
 */
export const longestCatalogueWord = listingMemo(async (): Promise<number> => {
  const [row] = await db
    .select({
      longest: sql<number>`greatest(
        (select coalesce(max(char_length(${searchWords.word})), 0) from ${searchWords}),
        (select coalesce(max(char_length(t)), 0) from ${searchSynonyms}, unnest(${searchSynonyms.terms}) as t)
      )`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row?.longest ?? 0;
});
