import 'server-only';
import { sql } from 'drizzle-orm';
import { keepRead, keptValue } from '@/lib/cache/keep';
import { db } from '@/lib/db';
import { searchSynonyms, searchWords } from '@/models/catalog';
import { listCategories } from './facets';

const listingTags = () => ['listing'];

async function keptCategoryNames() {
  'use cache';
  return keepRead('hours', listingTags, listCategories);
}

/**
 * Category names of listed products, kept by Next.js until a listed product changes (the 'listing'
 * tag): every search reads them to tell a category word from a product word.
 */
export async function categoryNames() {
  return keptValue(await keptCategoryNames());
}

async function readLongestCatalogueWord(): Promise<number> {
  const [row] = await db
    .select({
      longest: sql<number>`greatest(
        (select coalesce(max(char_length(${searchWords.word})), 0) from ${searchWords}),
        (select coalesce(max(char_length(t)), 0) from ${searchSynonyms}, unnest(${searchSynonyms.terms}) as t)
      )`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row?.longest ?? 0;
}

async function keptLongestCatalogueWord() {
  'use cache';
  return keepRead('hours', listingTags, readLongestCatalogueWord);
}

/**
 * The length of the longest word of listed products' text (search_words) or of the synonym table:
 * a typed word much longer than it can match nothing (see searchReach). Kept like categoryNames; a
 * synonym edit expires 'listing' too.
 */
export async function longestCatalogueWord(): Promise<number> {
  return keptValue(await keptLongestCatalogueWord());
}
