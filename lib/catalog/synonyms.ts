import { arrayOverlaps } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { searchSynonyms } from '@/models/catalog';

/** Terms that mean the same to a shopper; the first names the group. */
export type SynonymGroup = string[];

/**
 * The forms of a search word looked up in the synonym table: the word, and for a plural-looking
 * Latin word its singular too ("kursis" → kursi, "wardrobes" → wardrobe).
 */
export function synonymKeys(word: string): string[] {
  const keys = [word];
  if (/^[a-z]{4,}s$/.test(word) && !word.endsWith('ss')) keys.push(word.slice(0, -1));
  return keys;
}

/** The synonym groups holding any of the given terms (one GIN-indexed lookup). */
export async function listSynonymGroups(q: Db | Tx, terms: string[]): Promise<SynonymGroup[]> {
  if (terms.length === 0) return [];
  const rows = await q
    .select({ terms: searchSynonyms.terms })
    .from(searchSynonyms)
    .where(arrayOverlaps(searchSynonyms.terms, terms));
  return rows.map((r) => r.terms);
}

/** Of the groups, those holding one of the keys of a word. */
export function groupsOf(word: string, groups: SynonymGroup[]): SynonymGroup[] {
  const keys = synonymKeys(word);
  return groups.filter((g) => g.some((t) => keys.includes(t)));
}

/** The other terms of the groups (the word and its keys left out), in group order, without repeats. */
export function otherTerms(word: string, groups: SynonymGroup[]): string[] {
  const keys = new Set(synonymKeys(word));
  return [...new Set(groups.flat())].filter((t) => !keys.has(t));
}
